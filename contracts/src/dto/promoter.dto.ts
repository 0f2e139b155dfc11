import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { BONUS_MESSAGES } from '../bonuses.js';
import { PHONE_RULES } from '../rules/rules.js';
import { FollowsRules } from '../rules/follows-rules.js';
import { RESIDENT_NUMBER_MESSAGE, isResidentNumber } from '../rules/resident-number.js';
import { BANK_CODES, RECEIPT_MESSAGES, isAccountNumber } from '../rules/receipts.js';

/** A bank account given in a sign-up, a promoter request or a 1원 hold verification (spec §3: bank code, accountHolder, accountNumber). */
export class BankAccountDto {
  @IsIn(Object.keys(BANK_CODES), { message: RECEIPT_MESSAGES.BANK_CODE })
  code!: string;

  @ValidateBy({
    name: 'holder',
    validator: { validate: (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= 30, defaultMessage: () => RECEIPT_MESSAGES.ACCOUNT_HOLDER },
  })
  accountHolder!: string;

  @ValidateBy({
    name: 'accountNumber',
    validator: {
      validate: (v) => typeof v === 'string' && v.length <= 20 && isAccountNumber(v),
      defaultMessage: () => RECEIPT_MESSAGES.ACCOUNT_NUMBER,
    },
  })
  accountNumber!: string;
}

/** Body of POST /api/v1/me/promoter-request (spec §3 Promoter approval request). */
export class PromoterRequestDto {
  @IsArray({ message: '약관에 동의해주세요' })
  @ArrayMaxSize(20, { message: '약관에 동의해주세요' })
  @IsString({ each: true, message: '약관에 동의해주세요' })
  @MaxLength(50, { each: true, message: '약관에 동의해주세요' })
  _terms!: string[];

  @IsIn(['PERSON', 'COMPANY'], { message: '회원 유형을 선택해주세요' })
  type!: 'PERSON' | 'COMPANY';

  /** The id POST users/certify answered (휴대폰 본인인증): 30 minutes, single use; the CI comes from it. */
  @IsString({ message: '본인인증을 진행해주세요' })
  @MaxLength(100, { message: '본인인증을 진행해주세요' })
  certification!: string;

  @FollowsRules(PHONE_RULES)
  phone!: string;

  @ValidateNested()
  @Type(() => BankAccountDto)
  bank!: BankAccountDto;

  /** 13 digits, a dash allowed; kept sealed, shown `900101-1******`. */
  @ValidateBy({ name: 'residentNumber', validator: { validate: (v) => isResidentNumber(v), defaultMessage: () => RESIDENT_NUMBER_MESSAGE } })
  residentRegistrationNumber!: string;
}

/** Body of PUT /api/console/users/{id}/promoter: staff decide a request; a rejection needs its reason. */
export class DecidePromoterRequestDto {
  @IsIn(['APPROVED', 'REJECTED'], { message: '승인 또는 반려를 선택해주세요' })
  status!: 'APPROVED' | 'REJECTED';

  @ValidateIf((o: DecidePromoterRequestDto) => o.status === 'REJECTED' || (o.reason !== undefined && o.reason !== null && o.reason !== ''))
  @ValidateBy({
    name: 'reason',
    validator: { validate: (v) => typeof v === 'string' && v.trim().length >= 2 && v.length <= 500, defaultMessage: () => '반려 사유를 입력해주세요' },
  })
  reason?: string;
}

/**
 * Body of POST /api/v1/promoter/bonuses/withdraw (spec §3 Bonus withdrawal `_certification`,
 * `amount`): the 본인인증 of step 3 and the 원 to withdraw. `withdrawalId` (a UUID the page makes
 * once per withdrawal) makes a retried request answer the first one's result instead of paying twice.
 */
export class WithdrawBonusDto {
  @IsString({ message: BONUS_MESSAGES.CERTIFICATION })
  @MaxLength(100, { message: BONUS_MESSAGES.CERTIFICATION })
  _certification!: string;

  @IsInt({ message: BONUS_MESSAGES.WITHDRAW_AMOUNT })
  @Min(1, { message: BONUS_MESSAGES.WITHDRAW_AMOUNT })
  @Max(1_000_000_000, { message: BONUS_MESSAGES.WITHDRAW_AMOUNT })
  amount!: number;

  @IsOptional()
  @IsUUID('4', { message: '출금 요청 번호가 올바르지 않습니다' })
  withdrawalId?: string;
}
