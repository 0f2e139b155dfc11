import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Messages of the card payment calls' own checks. */
export const PAYMENT_MESSAGES = {
  ORDER: '결제할 주문을 선택해주세요',
  RESULT: '결제 결과가 올바르지 않습니다',
} as const;

/** Body of POST /api/v1/plugins/nice/pay/generate: the member's unpaid card order to open NICE Pay's window for. */
export class GenerateCardPaymentDto {
  @IsString({ message: PAYMENT_MESSAGES.ORDER })
  @MaxLength(64, { message: PAYMENT_MESSAGES.ORDER })
  orderId!: string;
}

/**
 * Body of POST /api/v1/plugins/nice/pay/approval: the form NICE Pay's window posts to the
 * shop's returnUrl ("응답 명세 (Server 승인 모델)"). Every field is checked by the approval
 * itself (signature, amount, order), so here only their type and length; unknown fields drop.
 */
export class NicePayAuthResultDto {
  @IsOptional() @IsString({ message: PAYMENT_MESSAGES.RESULT }) @MaxLength(4, { message: PAYMENT_MESSAGES.RESULT }) authResultCode?: string;
  @IsOptional() @IsString({ message: PAYMENT_MESSAGES.RESULT }) @MaxLength(500, { message: PAYMENT_MESSAGES.RESULT }) authResultMsg?: string;
  @IsOptional() @IsString({ message: PAYMENT_MESSAGES.RESULT }) @MaxLength(30, { message: PAYMENT_MESSAGES.RESULT }) tid?: string;
  @IsOptional() @IsString({ message: PAYMENT_MESSAGES.RESULT }) @MaxLength(50, { message: PAYMENT_MESSAGES.RESULT }) clientId?: string;
  @IsOptional() @IsString({ message: PAYMENT_MESSAGES.RESULT }) @MaxLength(64, { message: PAYMENT_MESSAGES.RESULT }) orderId?: string;
  @IsOptional() @IsString({ message: PAYMENT_MESSAGES.RESULT }) @MaxLength(12, { message: PAYMENT_MESSAGES.RESULT }) amount?: string;
  @IsOptional() @IsString({ message: PAYMENT_MESSAGES.RESULT }) @MaxLength(500, { message: PAYMENT_MESSAGES.RESULT }) mallReserved?: string;
  @IsOptional() @IsString({ message: PAYMENT_MESSAGES.RESULT }) @MaxLength(40, { message: PAYMENT_MESSAGES.RESULT }) authToken?: string;
  @IsOptional() @IsString({ message: PAYMENT_MESSAGES.RESULT }) @MaxLength(256, { message: PAYMENT_MESSAGES.RESULT }) signature?: string;
}
