import type { TargetPayment } from './api.js';
import { ClaimStatus, ORDER_STATUS_TEXT, CLAIM_STATUS_TEXT, OrderStatus, PurchaseStatus } from './enums.js';

/** The status fields of an order or purchase that the status text is made from (spec §3). */
export interface StatusFields {
  orderStatus: OrderStatus;
  claimStatus?: ClaimStatus | null;
  purchaseStatus?: PurchaseStatus | null;
  orderStatusMessage?: string | null;
  claimStatusMessage?: string | null;
}

const CLAIM_MESSAGE_STATES = /_(REQUESTED|COMPLETED|SHIPPING|DELAYED|PENDING)$/;

/**
 * The status text a user sees (spec §4 "Status text shown to a user"):
 * purchase complete gives 구매확정; requested, completed, shipping, delayed and pending claim
 * states show the claim message; rejected states join the order and claim messages with " / ";
 * otherwise the order message. Messages default to the status's Korean label.
 */
export function statusText(s: StatusFields): string {
  const orderMessage = s.orderStatusMessage || ORDER_STATUS_TEXT[s.orderStatus];
  const claimMessage = s.claimStatus ? s.claimStatusMessage || CLAIM_STATUS_TEXT[s.claimStatus] : '';
  if (s.purchaseStatus === PurchaseStatus.PURCHASE_COMPLETE) return '구매확정';
  if (s.claimStatus && CLAIM_MESSAGE_STATES.test(s.claimStatus)) return claimMessage;
  if (s.claimStatus && s.claimStatus.endsWith('_REJECTED')) return `${orderMessage} / ${claimMessage}`;
  return orderMessage;
}

/** Tabs of the member's order list (spec §4 "Order list tabs"). */
export const OrderTab = {
  ALL: 'all',
  NONPAYMENT: 'nonpayment',
  PAYMENT: 'payment',
  PREPARING: 'preparing',
  SHIPPING: 'shipping',
  DELIVERED: 'delivered',
  PURCHASE_CONFIRMED: 'confirmed',
  CLAIMS: 'claims',
} as const;
export type OrderTab = (typeof OrderTab)[keyof typeof OrderTab];

export const ORDER_TAB_TEXT: Record<OrderTab, string> = {
  all: '전체',
  nonpayment: '입금대기',
  payment: '결제완료',
  preparing: '배송준비중',
  shipping: '배송중',
  delivered: '배송완료',
  confirmed: '구매확정',
  claims: '취소/교환/반품',
};

/**
 * A MongoDB-style filter (usable with mingo and the mongodb driver) over documents carrying
 * StatusFields, for one order-list tab. The claims tab covers any cancel, exchange or return
 * state with purchase not complete (spec §4).
 */
export function orderTabFilter(tab: OrderTab): Record<string, unknown> {
  const noClaim = { claimStatus: null };
  const notConfirmed = { purchaseStatus: { $ne: PurchaseStatus.PURCHASE_COMPLETE } };
  switch (tab) {
    case 'all':
      return {};
    case 'nonpayment':
      return { orderStatus: OrderStatus.ORDER_NONPAYMENT, ...noClaim };
    case 'payment':
      return { orderStatus: OrderStatus.ORDER_PAYMENT, ...noClaim };
    case 'preparing':
      return { orderStatus: OrderStatus.ORDER_CONFIRM, ...noClaim };
    case 'shipping':
      return { orderStatus: { $in: [OrderStatus.SHIPPING_CONFIRM, OrderStatus.SHIPPING_DELAYED] }, ...noClaim };
    case 'delivered':
      return { orderStatus: OrderStatus.DELIVERY_COMPLETE, ...noClaim, ...notConfirmed };
    case 'confirmed':
      return { purchaseStatus: PurchaseStatus.PURCHASE_COMPLETE };
    case 'claims':
      return { claimStatus: { $in: Object.values(ClaimStatus) }, ...notConfirmed };
    default: {
      const never: never = tab;
      throw new Error(`unknown tab ${String(never)}`);
    }
  }
}

/** Whether a target payment's latest order still holds it (paid or being paid): not when there is none or it was cancelled. */
export function targetPaymentOrdered(t: Pick<TargetPayment, 'purchase'>): boolean {
  return !!t.purchase && t.purchase.orderStatus !== OrderStatus.ORDER_CANCELED;
}

/** What a target payment's state reads as, to the member and staff alike: its order's status text, 요청 철회, or 결제 대기. */
export function targetPaymentStatusText(t: Pick<TargetPayment, 'purchase' | 'open'>): string {
  if (targetPaymentOrdered(t)) return t.purchase!.statusText;
  return t.open ? '결제 대기' : '요청 철회';
}
