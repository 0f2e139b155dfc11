import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AnswerStatus } from '../enums.js';
import { MAX_MEMBER_INQUIRY_IMAGES, type InquiryCategory } from '../inquiries.js';
import { FollowsRules } from '../rules/follows-rules.js';
import { QUESTION_CATEGORIES, QUESTION_CONTENT_RULES, QUESTION_SUBJECT_RULES } from '../rules/questions.js';

const IMAGES_MESSAGE = `사진은 ${MAX_MEMBER_INQUIRY_IMAGES}장까지 첨부할 수 있습니다`;

/** Body of POST /api/v1/me/inquiries and PUT …/{id}: category (spec §9), the member's order or none, subject (2–100) and content (2–2,000). */
export class AskInquiryDto {
  @IsIn(QUESTION_CATEGORIES, { message: '문의 유형을 선택해주세요' })
  category!: InquiryCategory;

  /** The member's own order the inquiry is about; absent or null for none. */
  @IsOptional()
  @IsString({ message: '주문을 다시 선택해주세요' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: '주문을 다시 선택해주세요' })
  _order?: string | null;

  @IsString({ message: '제목을 입력해주세요' })
  @FollowsRules(QUESTION_SUBJECT_RULES)
  subject!: string;

  @IsString({ message: '내용을 입력해주세요' })
  @FollowsRules(QUESTION_CONTENT_RULES)
  content!: string;
}

/** Body of PUT /api/v1/me/inquiries/{id}: as when asked, plus the attached pictures kept. */
export class EditInquiryDto extends AskInquiryDto {
  /** URLs of the pictures already attached that stay (others are dropped); absent keeps them all. */
  @IsOptional()
  @IsArray({ message: IMAGES_MESSAGE })
  @ArrayMaxSize(MAX_MEMBER_INQUIRY_IMAGES, { message: IMAGES_MESSAGE })
  @IsString({ each: true, message: IMAGES_MESSAGE })
  @MaxLength(300, { each: true, message: IMAGES_MESSAGE })
  images?: string[];
}

/** Body of PUT /api/console/inquiries/{id}: staff's answer (2–2,000 characters). */
export class AnswerInquiryDto {
  @IsString({ message: '답변 내용을 입력해주세요' })
  @FollowsRules(QUESTION_CONTENT_RULES)
  answer!: string;
}

/** Body of PUT /api/console/inquiries/{id}/state: the answer state staff set (spec §4). */
export class SetInquiryStateDto {
  @IsIn(Object.values(AnswerStatus), { message: '답변 상태를 선택해주세요' })
  status!: AnswerStatus;
}
