import { BUSINESS_NUMBER_MESSAGE } from '../rules/receipts.js';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { UserType } from '../enums.js';
import { FollowsRules } from '../rules/follows-rules.js';
import { EMAIL_RULES, NAME_RULES, PHONE_RULES } from '../rules/rules.js';

/** Body of PUT /api/console/users/{id}: the member's name, e-mail and phone as staff correct them (fields left out stay). */
export class ChangeMemberInfoDto {
  @IsOptional()
  @FollowsRules(NAME_RULES)
  name?: string;

  @IsOptional()
  @FollowsRules(EMAIL_RULES)
  email?: string;

  @IsOptional()
  @FollowsRules(PHONE_RULES)
  phone?: string;
}

/** Body of PUT /api/console/users/{id}/type: PERSON or COMPANY, COMPANY with its 10-digit business registration number. */
export class ChangeMemberTypeDto {
  @IsIn([UserType.PERSON, UserType.COMPANY], { message: '회원 유형은 개인회원 또는 기업회원만 선택할 수 있습니다' })
  type!: 'PERSON' | 'COMPANY';

  @ValidateIf((o: ChangeMemberTypeDto) => o.type === UserType.COMPANY)
  @IsString({ message: BUSINESS_NUMBER_MESSAGE })
  @MaxLength(20, { message: BUSINESS_NUMBER_MESSAGE })
  businessRegistration?: string;
}
