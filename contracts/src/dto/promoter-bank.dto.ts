import { Type } from 'class-transformer';
import { IsObject, ValidateBy, ValidateNested } from 'class-validator';
import { BANK_VERIFICATION_MESSAGES, isHoldCode } from '../promoter-bank.js';
import { BankAccountDto } from './promoter.dto.js';

/** Body of POST /api/v1/promoter/bank/hold-verifications (spec §3 bank). */
export class RequestHoldVerificationDto {
  @IsObject({ message: BANK_VERIFICATION_MESSAGES.BANK })
  @ValidateNested()
  @Type(() => BankAccountDto)
  bank!: BankAccountDto;
}

/** Body of PUT /api/v1/promoter/bank/hold-verifications/{id}/verify: the code read from the deposit's sender name. */
export class VerifyHoldDto {
  @ValidateBy({ name: 'holdCode', validator: { validate: isHoldCode, defaultMessage: () => BANK_VERIFICATION_MESSAGES.CODE } })
  code!: string;
}
