import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ClaimReason, COURIERS, INVOICE_NUMBER_PATTERN } from '../claims.js';
import { ClaimStatus, CollectionStatus, OrderStatus } from '../enums.js';

/** Korean messages of the claim, delivery and 구매확정 DTOs (the spec gives none for these fields). */
export const CLAIM_MESSAGES = {
  CLAIM: '취소·반품·교환 중 하나를 선택해주세요',
  REASON: '사유를 선택해주세요',
  REASON_DETAILS: '상세 사유는 500자 이하로 작성해주세요',
  IMAGES: '사진은 5장까지 첨부할 수 있습니다',
  PURCHASES: '상품을 선택해주세요',
  CLAIM_STATUS: '변경할 클레임 상태를 선택해주세요',
  CLAIM_STATUS_MESSAGE: '처리 안내문은 100자 이하로 작성해주세요',
  COLLECTION_STATUS: '변경할 회수 상태를 선택해주세요',
  ORDER_STATUS: '변경할 주문상태를 선택해주세요',
  STATUS_MESSAGE: '주문상태 안내문은 100자 이하로 작성해주세요',
  COURIER: '택배사를 선택해주세요',
  INVOICE: '송장번호는 숫자와 하이픈 6~30자로 입력해주세요',
  PURCHASE_NUMBER: '상품주문번호를 확인해주세요',
} as const;

/** Most purchases one bulk call may name. */
export const MAX_BULK_PURCHASES = 500;
const ID_MAX = 64;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Body of PUT /api/v1/me/purchases/{id}: the member claims one line (cancel, return or exchange),
 * with a reason, details and photos (URLs from POST /api/v1/me/purchases/{id}/images).
 */
export class ClaimPurchaseDto {
  @IsIn(['CANCEL', 'RETURN', 'EXCHANGE'], { message: CLAIM_MESSAGES.CLAIM })
  claim!: 'CANCEL' | 'RETURN' | 'EXCHANGE';

  @IsIn(Object.values(ClaimReason), { message: CLAIM_MESSAGES.REASON })
  claimReason!: ClaimReason;

  @IsOptional()
  @IsString({ message: CLAIM_MESSAGES.REASON_DETAILS })
  @MaxLength(500, { message: CLAIM_MESSAGES.REASON_DETAILS })
  claimReasonDetails?: string;

  @IsOptional()
  @IsArray({ message: CLAIM_MESSAGES.IMAGES })
  @ArrayMaxSize(5, { message: CLAIM_MESSAGES.IMAGES })
  @IsString({ each: true, message: CLAIM_MESSAGES.IMAGES })
  @MaxLength(300, { each: true, message: CLAIM_MESSAGES.IMAGES })
  images?: string[];
}

/** Body of DELETE /api/v1/me/orders/{id} (optional): cancels every line still open to a cancel. */
export class CancelOrderDto {
  @IsOptional()
  @IsIn(Object.values(ClaimReason), { message: CLAIM_MESSAGES.REASON })
  claimReason?: ClaimReason;

  @IsOptional()
  @IsString({ message: CLAIM_MESSAGES.REASON_DETAILS })
  @MaxLength(500, { message: CLAIM_MESSAGES.REASON_DETAILS })
  claimReasonDetails?: string;
}

/** Body of POST /api/v1/me/orders/{id}/confirm (optional): the delivered lines to confirm (구매확정); none named: every delivered line. */
export class ConfirmPurchasesDto {
  @IsOptional()
  @IsArray({ message: CLAIM_MESSAGES.PURCHASES })
  @ArrayMaxSize(100, { message: CLAIM_MESSAGES.PURCHASES })
  @Matches(ID, { each: true, message: CLAIM_MESSAGES.PURCHASES })
  purchaseIds?: string[];
}

/**
 * Body of PUT /api/console/shop/purchases/{id}: staff move one purchase. One of orderStatus
 * (delivery steps, with an optional message), claimStatus (approve, reject with a message,
 * exchange steps) or collectionStatus. Moves follow contracts/order-transitions.
 */
export class ChangePurchaseDto {
  @IsOptional()
  @IsIn(Object.values(OrderStatus), { message: CLAIM_MESSAGES.ORDER_STATUS })
  orderStatus?: OrderStatus;

  @IsOptional()
  @IsString({ message: CLAIM_MESSAGES.STATUS_MESSAGE })
  @MaxLength(100, { message: CLAIM_MESSAGES.STATUS_MESSAGE })
  orderStatusMessage?: string;

  @IsOptional()
  @IsIn(Object.values(ClaimStatus), { message: CLAIM_MESSAGES.CLAIM_STATUS })
  claimStatus?: ClaimStatus;

  @IsOptional()
  @IsString({ message: CLAIM_MESSAGES.CLAIM_STATUS_MESSAGE })
  @MaxLength(100, { message: CLAIM_MESSAGES.CLAIM_STATUS_MESSAGE })
  claimStatusMessage?: string;

  @IsOptional()
  @IsIn(Object.values(CollectionStatus), { message: CLAIM_MESSAGES.COLLECTION_STATUS })
  collectionStatus?: CollectionStatus;
}

/** Body of PUT /api/console/shop/purchases: the same move for many purchases (bulk action on selected rows); answered per row. */
export class BulkChangePurchasesDto extends ChangePurchaseDto {
  @IsArray({ message: CLAIM_MESSAGES.PURCHASES })
  @ArrayMinSize(1, { message: CLAIM_MESSAGES.PURCHASES })
  @ArrayMaxSize(MAX_BULK_PURCHASES, { message: CLAIM_MESSAGES.PURCHASES })
  @IsString({ each: true, message: CLAIM_MESSAGES.PURCHASES })
  @MaxLength(ID_MAX, { each: true, message: CLAIM_MESSAGES.PURCHASES })
  ids!: string[];
}

/** Body of PUT /api/console/shop/invoices/{purchaseNumber}: the courier and tracking number; a line being prepared moves to 배송중. */
export class InvoiceDto {
  @IsIn(Object.keys(COURIERS), { message: CLAIM_MESSAGES.COURIER })
  courierCode!: keyof typeof COURIERS;

  @IsString({ message: CLAIM_MESSAGES.INVOICE })
  @Matches(INVOICE_NUMBER_PATTERN, { message: CLAIM_MESSAGES.INVOICE })
  invoiceNumber!: string;
}

/** One row of PUT /api/console/shop/invoices (bulk, e.g. read from an uploaded Excel sheet). */
export class InvoiceRowDto extends InvoiceDto {
  @IsString({ message: CLAIM_MESSAGES.PURCHASE_NUMBER })
  @MaxLength(ID_MAX, { message: CLAIM_MESSAGES.PURCHASE_NUMBER })
  purchaseNumber!: string;
}

/**
 * Body of PUT /api/console/shop/invoices: many invoices at once (e.g. read from an uploaded Excel
 * sheet). Each row is checked as an {@link InvoiceRowDto} on its own, so one bad row is reported
 * in the per-row answer instead of refusing the others.
 */
export class BulkInvoicesDto {
  @IsArray({ message: CLAIM_MESSAGES.PURCHASES })
  @ArrayMinSize(1, { message: CLAIM_MESSAGES.PURCHASES })
  @ArrayMaxSize(MAX_BULK_PURCHASES, { message: CLAIM_MESSAGES.PURCHASES })
  @IsObject({ each: true, message: CLAIM_MESSAGES.PURCHASES })
  rows!: Record<string, unknown>[];
}
