import { Equals, IsArray, IsIn, IsOptional, IsString } from 'class-validator';
import { EMAIL_RULES, NAME_RULES, PASSWORD_RULES, PHONE_RULES, USERNAME_RULES } from '../rules/rules.js';
import { FollowsRules } from '../rules/follows-rules.js';
import { UserType } from '../enums.js';

/** Body of POST /api/v1/users (sign-up, spec §3 "User sign-up", rules of §5). */
export class SignUpDto {
  @FollowsRules(USERNAME_RULES)
  username!: string;

  @FollowsRules(PASSWORD_RULES)
  password!: string;

  @FollowsRules(NAME_RULES)
  name!: string;

  @FollowsRules(EMAIL_RULES)
  email!: string;

  /** Any formatting; stored as digits only. */
  @FollowsRules(PHONE_RULES)
  phone!: string;

  @IsIn([UserType.PERSON, UserType.COMPANY], { message: '회원 유형을 선택해주세요' })
  type!: 'PERSON' | 'COMPANY';

  /** Codes of the terms the user agreed to; the required ones must all be present. */
  @IsArray({ message: '약관에 동의해주세요' })
  @IsString({ each: true, message: '약관에 동의해주세요' })
  _terms!: string[];

  /** Business registration number, for COMPANY members. */
  @IsOptional()
  @IsString()
  businessRegistration?: string;

  @IsOptional()
  @IsString()
  referrer?: string;
}

/** Codes of the terms a member must agree to at sign-up. */
export const REQUIRED_TERMS = ['service', 'privacy'] as const;
export const TERMS_TEXT: Record<string, string> = {
  service: '이용약관 동의 (필수)',
  privacy: '개인정보 수집 및 이용 동의 (필수)',
  marketing: '마케팅 정보 수신 동의 (선택)',
};

/** Kept for symmetry with class-validator's Equals in forms that need an explicit true. */
export class AgreementDto {
  @Equals(true, { message: '약관에 동의해주세요' })
  agreed!: boolean;
}
