import { Type } from 'class-transformer';
import { IsIn, IsObject, IsString, Length, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { BANK_VERIFICATION_MESSAGES, isHoldCode } from '../promoter-bank.js';
import { BANK_CODES, RECEIPT_MESSAGES, isAccountNumber } from '../rules/receipts.js';

/** The account to verify: 금융결제원 bank code, holder, number (digits, dashes allowed). */
export class HoldBankAccountDto {
  @IsIn(Object.keys(BANK_CODES), { message: RECEIPT_MESSAGES.BANK_CODE })
  code!: string;

  @IsString({ message: RECEIPT_MESSAGES.ACCOUNT_HOLDER })
  @Length(1, 30, { message: RECEIPT_MESSAGES.ACCOUNT_HOLDER })
  @ValidateBy({
    name: 'notBlank',
    validator: { validate: (v) => typeof v === 'string' && v.trim().length > 0, defaultMessage: () => RECEIPT_MESSAGES.ACCOUNT_HOLDER },
  })
  accountHolder!: string;

  @IsString({ message: RECEIPT_MESSAGES.ACCOUNT_NUMBER })
  @MaxLength(20, { message: RECEIPT_MESSAGES.ACCOUNT_NUMBER })
  @ValidateBy({
    name: 'accountNumber',
    validator: { validate: (v) => typeof v === 'string' && isAccountNumber(v), defaultMessage: () => RECEIPT_MESSAGES.ACCOUNT_NUMBER },
  })
  accountNumber!: string;
}

/** Body of POST /api/v1/promoter/bank/hold-verifications (spec §3 bank). */
export class RequestHoldVerificationDto {
  @IsObject({ message: BANK_VERIFICATION_MESSAGES.BANK })
  @ValidateNested()
  @Type(() => HoldBankAccountDto)
  bank!: HoldBankAccountDto;
}

/** Body of PUT /api/v1/promoter/bank/hold-verifications/{id}/verify: the code read from the deposit's sender name. */
export class VerifyHoldDto {
  @ValidateBy({ name: 'holdCode', validator: { validate: isHoldCode, defaultMessage: () => BANK_VERIFICATION_MESSAGES.CODE } })
  code!: string;
}
