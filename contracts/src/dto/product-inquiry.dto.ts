import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { FollowsRules } from '../rules/follows-rules.js';
import { CONTENT_RULES, SUBJECT_RULES } from '../rules/rules.js';
import { MAX_INQUIRY_IMAGES } from '../product-inquiries.js';

const IMAGES_MESSAGE = `사진은 ${MAX_INQUIRY_IMAGES}장까지 첨부할 수 있습니다`;

/** Body of PUT /api/v1/me/inquires/{id}: subject and content of at least 2 characters (spec §5), secret, and the pictures kept. */
export class EditProductInquiryDto {
  @IsString({ message: '제목을 입력해주세요' })
  @FollowsRules(SUBJECT_RULES)
  subject!: string;

  @IsString({ message: '내용을 입력해주세요' })
  @FollowsRules(CONTENT_RULES)
  content!: string;

  @IsOptional()
  @IsBoolean({ message: '비밀글 여부를 확인해주세요' })
  secret?: boolean;

  /** URLs of the pictures already attached that stay (others are dropped); absent keeps them all. */
  @IsOptional()
  @IsArray({ message: IMAGES_MESSAGE })
  @ArrayMaxSize(MAX_INQUIRY_IMAGES, { message: IMAGES_MESSAGE })
  @IsString({ each: true, message: IMAGES_MESSAGE })
  @MaxLength(300, { each: true, message: IMAGES_MESSAGE })
  images?: string[];
}

/** Body of POST /api/v1/me/inquires: the product asked about (spec §3 `_product`) and the question. */
export class WriteProductInquiryDto {
  @IsString({ message: '상품을 선택해주세요' })
  @MaxLength(64, { message: '상품을 선택해주세요' })
  _product!: string;

  @IsString({ message: '제목을 입력해주세요' })
  @FollowsRules(SUBJECT_RULES)
  subject!: string;

  @IsString({ message: '내용을 입력해주세요' })
  @FollowsRules(CONTENT_RULES)
  content!: string;

  @IsOptional()
  @IsBoolean({ message: '비밀글 여부를 확인해주세요' })
  secret?: boolean;
}

/** Body of PUT /api/console/shop/inquires/{id}: staff's answer (at least 2 characters, spec §5 content). */
export class AnswerProductInquiryDto {
  @IsString({ message: '내용을 입력해주세요' })
  @FollowsRules(CONTENT_RULES)
  answer!: string;
}
