import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, Equals, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { BUSINESS_NUMBER_MESSAGE } from '../rules/receipts.js';
import { BankAccountDto } from './promoter.dto.js';
import { EMAIL_RULES, NAME_RULES, PASSWORD_RULES, PHONE_RULES, PROMOTER_CODE_RULES, USERNAME_RULES } from '../rules/rules.js';
import { FollowsRules } from '../rules/follows-rules.js';
import { UserType } from '../enums.js';

/**
 * What every way of joining states about the new member (spec §3 User sign-up, rules of §5): the
 * contact details and the terms agreed. The ID-and-password sign-up and the Kakao or Naver join
 * both extend it.
 */
export class JoiningMemberDto {
  @FollowsRules(NAME_RULES)
  name!: string;

  @FollowsRules(EMAIL_RULES)
  email!: string;

  /** Any formatting; stored as digits only. */
  @FollowsRules(PHONE_RULES)
  phone!: string;

  /** Codes of the terms the user agreed to; the required ones must all be present. */
  @IsArray({ message: '약관에 동의해주세요' })
  @ArrayMaxSize(20, { message: '약관에 동의해주세요' })
  @IsString({ each: true, message: '약관에 동의해주세요' })
  @MaxLength(50, { each: true, message: '약관에 동의해주세요' })
  _terms!: string[];
}

/** Body of POST /api/v1/users (sign-up, spec §3 "User sign-up", rules of §5). */
export class SignUpDto extends JoiningMemberDto {
  @FollowsRules(USERNAME_RULES)
  username!: string;

  @FollowsRules(PASSWORD_RULES)
  password!: string;

  @IsIn([UserType.PERSON, UserType.COMPANY], { message: '회원 유형을 선택해주세요' })
  type!: 'PERSON' | 'COMPANY';

  /** Business registration number, for COMPANY members. */
  @IsOptional()
  @IsString({ message: BUSINESS_NUMBER_MESSAGE })
  @MaxLength(20, { message: BUSINESS_NUMBER_MESSAGE })
  businessRegistration?: string;

  /** The id POST users/business-certificates answered: the COMPANY member's 사업자등록증. */
  @IsOptional()
  @IsString({ message: '사업자등록증을 다시 올려주세요' })
  @MaxLength(60, { message: '사업자등록증을 다시 올려주세요' })
  businessCertificate?: string;

  @IsOptional()
  @IsString({ message: '추천인 아이디를 확인해주세요' })
  @MaxLength(20, { message: '추천인 아이디를 확인해주세요' })
  referrer?: string;

  /** A promoter's code (spec §3 User sign-up promoterCode): the new member becomes the promoter's promotee; an unknown code is refused. */
  @IsOptional()
  @FollowsRules(PROMOTER_CODE_RULES)
  promoterCode?: string;

  /** A bank account for the member (spec §3 User sign-up bank): the number is kept sealed and shown masked. */
  @IsOptional()
  @ValidateNested()
  @Type(() => BankAccountDto)
  bank?: BankAccountDto;

  /**
   * The id POST users/certify answered (휴대폰 본인인증): the member's name and phone are taken
   * from it, and the person (CI) may hold one account only.
   */
  @IsOptional()
  @IsString({ message: '본인인증을 다시 진행해주세요' })
  @MaxLength(100, { message: '본인인증을 다시 진행해주세요' })
  certification?: string;
}

export { REQUIRED_TERMS, TERMS_TEXT } from '../rules/terms.js';

/** Kept for symmetry with class-validator's Equals in forms that need an explicit true. */
export class AgreementDto {
  @Equals(true, { message: '약관에 동의해주세요' })
  agreed!: boolean;
}
