import { IsIn, IsString, Length, MaxLength, ValidateBy } from 'class-validator';
import { BANK_CODES, RECEIPT_MESSAGES, isAccountNumber } from '../rules/receipts.js';

/** Body of PUT /api/v1/me/refund-account: where refunds of the member's bank-transfer orders go (spec §2 /mypage/refund-account). */
export class RefundAccountDto {
  /** 금융결제원 bank code, one of {@link BANK_CODES}. */
  @IsIn(Object.keys(BANK_CODES), { message: RECEIPT_MESSAGES.BANK_CODE })
  bankCode!: string;

  @IsString({ message: RECEIPT_MESSAGES.ACCOUNT_HOLDER })
  @Length(1, 30, { message: RECEIPT_MESSAGES.ACCOUNT_HOLDER })
  @ValidateBy({
    name: 'notBlank',
    validator: { validate: (v) => typeof v === 'string' && v.trim().length > 0, defaultMessage: () => RECEIPT_MESSAGES.ACCOUNT_HOLDER },
  })
  accountHolder!: string;

  /** Digits, dashes allowed; stored as digits, encrypted. */
  @IsString({ message: RECEIPT_MESSAGES.ACCOUNT_NUMBER })
  @MaxLength(20, { message: RECEIPT_MESSAGES.ACCOUNT_NUMBER })
  @ValidateBy({
    name: 'accountNumber',
    validator: { validate: (v) => typeof v === 'string' && isAccountNumber(v), defaultMessage: () => RECEIPT_MESSAGES.ACCOUNT_NUMBER },
  })
  accountNumber!: string;
}
