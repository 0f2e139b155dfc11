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
export type CashReceiptEvent = CashReceiptRequested | CashReceiptIssued | CashReceiptFailed;

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
