import { ClaimStatus, CollectionStatus, OrderStatus } from './enums.js';
import type { ClaimKind } from './order-transitions.js';

/**
 * Why a member claims a line (spec §3 claimReason; the values are the shop's, the spec lists
 * none). The reason decides who pays the return shipping: {@link shopPaysReturnShipping}.
 */
export const ClaimReason = {
  CHANGE_OF_MIND: 'CHANGE_OF_MIND',
  ORDER_MISTAKE: 'ORDER_MISTAKE',
  DEFECTIVE: 'DEFECTIVE',
  WRONG_DELIVERY: 'WRONG_DELIVERY',
  DELIVERY_DELAYED: 'DELIVERY_DELAYED',
  OTHER: 'OTHER',
} as const;
export type ClaimReason = (typeof ClaimReason)[keyof typeof ClaimReason];

export const CLAIM_REASON_TEXT: Record<ClaimReason, string> = {
  CHANGE_OF_MIND: '단순 변심',
  ORDER_MISTAKE: '주문 실수 (옵션·수량)',
  DEFECTIVE: '상품 불량·파손',
  WRONG_DELIVERY: '오배송',
  DELIVERY_DELAYED: '배송 지연',
  OTHER: '기타',
};

/**
 * Whether the shop pays the return shipping of a claim: it does when the fault is the shop's
 * (a defect, a wrong item, a late delivery); the buyer pays for a change of mind, a mistake or
 * another reason (전자상거래법 §18: the seller bears the return cost when goods differ from the
 * order; a change of mind is at the buyer's cost).
 */
export function shopPaysReturnShipping(reason: ClaimReason): boolean {
  return reason === ClaimReason.DEFECTIVE || reason === ClaimReason.WRONG_DELIVERY || reason === ClaimReason.DELIVERY_DELAYED;
}

/** Return shipping a buyer pays for a return at their own cost, in 원, taken from the refund (shop policy; the spec names none). */
export const RETURN_SHIPPING_PRICE = 6_000;

/** Couriers, by the delivery-tracking codes Korean shops use (Sweet Tracker's codes); DIRECT is the shop's own delivery (spec §9 company delivery). */
export const COURIERS = {
  '04': 'CJ대한통운',
  '05': '한진택배',
  '08': '롯데택배',
  '06': '로젠택배',
  '01': '우체국택배',
  '23': '경동택배',
  '22': '대신택배',
  '11': '일양로지스',
  DIRECT: '직접배송',
} as const;
export type CourierCode = keyof typeof COURIERS;

/** Tracking numbers: digits with optional hyphens, 6–30 characters. */
export const INVOICE_NUMBER_PATTERN = /^[0-9][0-9-]{4,28}[0-9]$/;
/** Purchase numbers: the order number and the line's two-digit index, e.g. 20261122-042917-01. */
export const PURCHASE_NUMBER_PATTERN = /^\d{8}-\d{6}-\d{2}$/;

/** A line's invoice: the courier and its tracking number. */
export interface Invoice {
  courierCode: CourierCode;
  courierName: string;
  invoiceNumber: string;
  registeredAt: string;
}

/** What a member asked for on a line, and what became of it. */
export interface ClaimFacts {
  claimId: string;
  kind: ClaimKind;
  claimReason: ClaimReason;
  claimReasonDetails: string;
  /** Photo URLs the member attached. */
  images: string[];
  /** Who pays the return shipping (return and exchange). */
  returnShippingPaidBy: 'buyer' | 'shop' | null;
  requestedAt: string;
}

/** Refund status: started (amount held against the payment), done, or refused by the provider. */
export const RefundStatus = { REFUND_PENDING: 'REFUND_PENDING', REFUND_COMPLETED: 'REFUND_COMPLETED', REFUND_FAILED: 'REFUND_FAILED' } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];
export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = { REFUND_PENDING: '환불진행중', REFUND_COMPLETED: '환불완료', REFUND_FAILED: '환불실패' };

/** One refund of an order (in 원): a card cancel through NICE Pay, or a transfer to the member's refund account. */
export interface Refund {
  refundId: string;
  claimId: string;
  lineIds: string[];
  method: 'card' | 'bank';
  /** What goes back to the member: lines (+ shipping when nothing is left to ship) − return shipping at the buyer's cost. */
  amount: number;
  returnShippingPrice: number;
  refundStatus: RefundStatus;
  /** NICE Pay's cancel transaction, for a card refund. */
  cancelledTid: string | null;
  /** The refund account, masked (bank name and number), for a bank refund. */
  account: string | null;
  failure: string | null;
  requestedAt: string;
  completedAt: string | null;
}

/** The status fields a console operator may set on one purchase (PUT /api/console/shop/purchases/{id}). */
export interface PurchaseMove {
  orderStatus?: OrderStatus;
  orderStatusMessage?: string | null;
  claimStatus?: ClaimStatus;
  claimStatusMessage?: string | null;
  collectionStatus?: CollectionStatus;
}
