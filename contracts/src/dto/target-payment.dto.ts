import { IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';

/** Korean messages of the target payment DTOs (the spec gives none). */
export const TARGET_PAYMENT_MESSAGES = {
  USERNAME: '결제를 요청할 회원 아이디를 입력해주세요',
  NAME: '요청 항목명은 2자 이상 60자 이하로 입력해주세요',
  AMOUNT: '요청 금액은 1,000원 이상 50,000,000원 이하로 입력해주세요',
  MEMO: '안내 메모는 500자 이하로 입력해주세요',
  USER_NOT_FOUND: '해당 아이디의 회원이 없습니다',
  NOT_CHANGEABLE: '이미 결제가 진행된 요청은 변경하거나 철회할 수 없습니다',
} as const;

/** Body of POST /api/console/shop/target-payments: ask a member to pay an amount (원). */
export class CreateTargetPaymentDto {
  @IsString({ message: TARGET_PAYMENT_MESSAGES.USERNAME })
  @Length(1, 40, { message: TARGET_PAYMENT_MESSAGES.USERNAME })
  username!: string;

  @IsString({ message: TARGET_PAYMENT_MESSAGES.NAME })
  @Length(2, 60, { message: TARGET_PAYMENT_MESSAGES.NAME })
  name!: string;

  @IsInt({ message: TARGET_PAYMENT_MESSAGES.AMOUNT })
  @Min(1_000, { message: TARGET_PAYMENT_MESSAGES.AMOUNT })
  @Max(50_000_000, { message: TARGET_PAYMENT_MESSAGES.AMOUNT })
  amount!: number;

  @IsOptional()
  @IsString({ message: TARGET_PAYMENT_MESSAGES.MEMO })
  @MaxLength(500, { message: TARGET_PAYMENT_MESSAGES.MEMO })
  memo?: string;
}

/** Body of PUT /api/console/shop/target-payments/{id}: change what is asked, while it is not paid. */
export class UpdateTargetPaymentDto {
  @IsOptional()
  @IsString({ message: TARGET_PAYMENT_MESSAGES.NAME })
  @Length(2, 60, { message: TARGET_PAYMENT_MESSAGES.NAME })
  name?: string;

  @IsOptional()
  @IsInt({ message: TARGET_PAYMENT_MESSAGES.AMOUNT })
  @Min(1_000, { message: TARGET_PAYMENT_MESSAGES.AMOUNT })
  @Max(50_000_000, { message: TARGET_PAYMENT_MESSAGES.AMOUNT })
  amount?: number;

  @IsOptional()
  @IsString({ message: TARGET_PAYMENT_MESSAGES.MEMO })
  @MaxLength(500, { message: TARGET_PAYMENT_MESSAGES.MEMO })
  memo?: string;
}
