import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { FollowsRules } from '../rules/follows-rules.js';
import {
  BULK_COMPANY_RULES,
  BULK_PRODUCT_RULES,
  BULK_REGION_RULES,
  BULK_WISHED_DATE_RULES,
  FORM_CODES,
  FORM_CONTENT_RULES,
  FORM_MESSAGES,
  FORM_NAME_RULES,
  FORM_PHONE_RULES,
  FORM_SUBJECT_RULES,
  MAX_BULK_QUANTITY,
  MAX_FORM_FILES,
  formCategoryFits,
} from '../rules/forms.js';
import { MESSAGES } from '../rules/rules.js';
import type { FormCode } from '../forms.js';

/** The writer of a form (spec §3 `writer`): name (spec §5 Name) and phone (10 or 11 digits, spec §5 Phone). */
export class FormWriterDto {
  @IsString({ message: MESSAGES.NAME })
  @FollowsRules(FORM_NAME_RULES)
  name!: string;

  @IsString({ message: MESSAGES.PHONE })
  @FollowsRules(FORM_PHONE_RULES)
  phone!: string;
}

/** What a bulk-purchase form (대량구매) adds: company, products, quantity, delivery region and wished day. */
export class BulkPurchaseDetailsDto {
  @IsString({ message: FORM_MESSAGES.COMPANY })
  @FollowsRules(BULK_COMPANY_RULES)
  company!: string;

  @IsString({ message: FORM_MESSAGES.PRODUCT })
  @FollowsRules(BULK_PRODUCT_RULES)
  product!: string;

  @IsInt({ message: FORM_MESSAGES.QUANTITY })
  @Min(1, { message: FORM_MESSAGES.QUANTITY })
  @Max(MAX_BULK_QUANTITY, { message: `수량은 ${MAX_BULK_QUANTITY.toLocaleString('en-US')}개 이하로 입력해주세요` })
  quantity!: number;

  @IsString({ message: FORM_MESSAGES.REGION })
  @FollowsRules(BULK_REGION_RULES)
  region!: string;

  @IsString({ message: FORM_MESSAGES.WISHED_DATE })
  @FollowsRules(BULK_WISHED_DATE_RULES)
  wishedDate!: string;
}

/**
 * The fields of a form (spec §3 Board/form): which form, subject (2–100), content (2–2,000), the
 * kind's category where it has one, the writer, up to five attachments uploaded before (`_files`)
 * and the bulk-purchase details for `bulk-purchase`.
 */
export class FormFieldsDto {
  @IsIn(FORM_CODES, { message: FORM_MESSAGES.CODE })
  code!: FormCode;

  @IsString({ message: MESSAGES.SUBJECT })
  @FollowsRules(FORM_SUBJECT_RULES)
  subject!: string;

  @IsString({ message: MESSAGES.CONTENT })
  @FollowsRules(FORM_CONTENT_RULES)
  content!: string;

  /** One of FORM_KINDS[code].categories' values; absent for kinds without categories. */
  @ValidateBy({
    name: 'formCategory',
    validator: { validate: (v, args) => formCategoryFits((args?.object as { code?: unknown }).code, v), defaultMessage: () => FORM_MESSAGES.CATEGORY },
  })
  category?: string;

  @IsObject({ message: MESSAGES.NAME })
  @ValidateNested()
  @Type(() => FormWriterDto)
  writer!: FormWriterDto;

  /** Ids answered by POST /api/v1/forms/files. */
  @IsOptional()
  @IsArray({ message: FORM_MESSAGES.FILES })
  @ArrayMaxSize(MAX_FORM_FILES, { message: FORM_MESSAGES.FILES })
  @IsUUID('4', { each: true, message: '첨부한 사진을 다시 올려주세요' })
  _files?: string[];

  /** Required for `bulk-purchase`, ignored otherwise. */
  @ValidateIf((o: { code?: unknown }) => o.code === 'bulk-purchase')
  @IsObject({ message: FORM_MESSAGES.COMPANY })
  @ValidateNested()
  @Type(() => BulkPurchaseDetailsDto)
  bulk?: BulkPurchaseDetailsDto;
}

/** Body of POST /api/v1/forms: the form's fields and the privacy terms agreement. */
export class SendFormDto extends FormFieldsDto {
  /** The privacy terms agreement (개인정보 수집·이용 동의): must be true. */
  @Equals(true, { message: FORM_MESSAGES.TERMS })
  agreeTerms!: boolean;
}

/**
 * Body of PUT /api/v1/me/forms/{id}: the form's fields as its writer changes them while it awaits
 * its answer. `code` is the form's own kind (it cannot change); `_files` names every attachment
 * to keep and every one uploaded since, in order (the terms stay agreed as sent).
 */
export class EditFormDto extends FormFieldsDto {}

/** Body of PUT /api/console/forms/{id}: staff's answer (2–2,000 characters). */
export class AnswerFormDto {
  @IsString({ message: MESSAGES.CONTENT })
  @FollowsRules(FORM_CONTENT_RULES)
  answer!: string;
}
