import type { CashReceiptType } from '../rules/receipts.js';

/**
 * A cash receipt's own stream (`cash-receipt-{orderId}`): the shop asked NICE Pay to issue the
 * 현금영수증 of a bank-transfer order whose deposit was confirmed, once per attempt. Amounts in 원.
 */
export interface CashReceiptRequested {
  type: 'CashReceiptRequested';
  data: {
    orderId: string;
    userId: string;
    orderNumber: string;
    amount: number;
    /** Of `amount`: 공급가액, 부가세 and 면세 (부가가치세법: 10% of the supply value). */
    supplyAmt: number;
    goodsVat: number;
    taxFreeAmt: number;
    goodsName: string;
    receiptType: CashReceiptType;
    /** Phone or business number, digits: masked wherever it is shown or logged. */
    identity: string;
    /** 1 for the first attempt. */
    attempt: number;
    /** Refunds completed before the request, already left out of `amount` (absent on older requests). */
    refundIds?: string[];
    requestedAt: string;
  };
}
/** NICE Pay accepted the receipt (발급요청 성공): its transaction key, the 국세청 approval number and where to see it. */
export interface CashReceiptIssued {
  type: 'CashReceiptIssued';
  data: { orderId: string; receiptTid: string; approveNo: string | null; receiptUrl: string | null; issuedAt: string };
}
/** NICE Pay refused or did not answer; `retryAt` says when the shop tries again (null: it does not, staff must look). */
export interface CashReceiptFailed {
  type: 'CashReceiptFailed';
  data: { orderId: string; attempt: number; resultCode: string; resultMsg: string; retryAt: string | null; failedAt: string };
}
/** The order was refunded in full before its receipt was issued: none is issued. */
export interface CashReceiptVoided {
  type: 'CashReceiptVoided';
  data: { orderId: string; voidedAt: string };
}
/**
 * A refund of the order is taken off its issued receipt (`POST /v1/receipt/{tid}/cancel`,
 * api/payment-receipt.md), under an order id of its own (`cancelOrderId`: NICE Pay takes an order id once).
 */
export interface CashReceiptCancelRequested {
  type: 'CashReceiptCancelRequested';
  data: {
    orderId: string;
    refundId: string;
    cancelOrderId: string;
    cancelAmt: number;
    /** Of `cancelAmt`: 공급가액, 부가세 and 면세. */
    supplyAmt: number;
    goodsVat: number;
    taxFreeAmt: number;
    attempt: number;
    requestedAt: string;
  };
}
/** NICE Pay cancelled `cancelAmt` of the receipt, leaving `balanceAmt`. */
export interface CashReceiptCanceled {
  type: 'CashReceiptCanceled';
  data: { orderId: string; refundId: string; cancelTid: string; cancelAmt: number; balanceAmt: number; approveNo: string | null; canceledAt: string };
}
/** NICE Pay refused or did not answer the cancel; `retryAt` says when the shop tries again (null: staff must look). */
export interface CashReceiptCancelFailed {
  type: 'CashReceiptCancelFailed';
  data: { orderId: string; refundId: string; attempt: number; resultCode: string; resultMsg: string; retryAt: string | null; failedAt: string };
}
export type CashReceiptEvent =
  CashReceiptRequested | CashReceiptIssued | CashReceiptFailed | CashReceiptVoided | CashReceiptCancelRequested | CashReceiptCanceled | CashReceiptCancelFailed;

/**
 * A member's refund account (stream `refund-account-{userId}`), where refunds of bank-transfer
 * orders are sent. Bank code and account number are ciphertexts (AES-256-GCM, the shop's field
 * key); `accountNumberMasked` is what answers show.
 */
export interface RefundAccountRegistered {
  type: 'RefundAccountRegistered';
  data: { userId: string; bankCodeEncrypted: string; accountHolder: string; accountNumberEncrypted: string; accountNumberMasked: string; registeredAt: string };
}
export interface RefundAccountDeleted {
  type: 'RefundAccountDeleted';
  data: { userId: string; deletedAt: string };
}
export type RefundAccountEvent = RefundAccountRegistered | RefundAccountDeleted;
