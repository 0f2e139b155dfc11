import type { OrderStatus, PaymentMethod, ShippingBundleType, ShippingCode } from '../enums.js';
import type { Receiver, Sender } from '../api.js';
import type { CashReceiptRequest } from '../rules/receipts.js';

/** A line was added to a member's cart (stream `cart-{userId}`). */
export interface CartLineAdded {
  type: 'CartLineAdded';
  data: { userId: string; lineId: string; productId: string; option: Record<string, string>; amount: number; addedAt: string };
}
/** The quantity of a cart line changed (set directly, or by adding the same product again). */
export interface CartLineAmountChanged {
  type: 'CartLineAmountChanged';
  data: { userId: string; lineId: string; amount: number; changedAt: string };
}
export interface CartLineRemoved {
  type: 'CartLineRemoved';
  data: { userId: string; lineId: string; removedAt: string };
}
/** Cart lines left the cart because they were ordered. */
export interface CartLinesOrdered {
  type: 'CartLinesOrdered';
  data: { userId: string; lineIds: string[]; orderId: string; orderedAt: string };
}
export type CartEvent = CartLineAdded | CartLineAmountChanged | CartLineRemoved | CartLinesOrdered;

/** A priced order line, as placed. Prices in 원. */
export interface PlacedLine {
  lineId: string;
  productId: string;
  code: string;
  name: string;
  thumb: { url: string };
  option: Record<string, string>;
  amount: number;
  salePrice: number;
  totalPrice: number;
  shippingCode: ShippingCode;
  shippingBundleType: ShippingBundleType;
}

/**
 * A member placed an order; stock for every line is already reserved. Carries what its read
 * models show (the buyer's username and name), so no projection reads another context's.
 */
export interface OrderPlaced {
  type: 'OrderPlaced';
  data: {
    orderId: string;
    orderNumber: string;
    userId: string;
    /** Who ordered, as the account said when the order was placed. */
    buyer: { username: string; name: string };
    lines: PlacedLine[];
    sender: Sender;
    receiver: Receiver;
    requestMessage: string;
    paymentMethod: PaymentMethod;
    productsPrice: number;
    shippingPrice: number;
    totalPrice: number;
    bankAccountLine: string | null;
    /** 현금영수증 asked with a bank-transfer order (identity as digits; masked wherever shown). Absent on older orders. */
    cashReceipt?: CashReceiptRequest | null;
    placedAt: string;
  };
}
/** Staff confirmed the bank transfer: ORDER_NONPAYMENT → ORDER_PAYMENT. */
export interface OrderPaymentConfirmed {
  type: 'OrderPaymentConfirmed';
  data: { orderId: string; confirmedBy: string | null; paidAt: string };
}
/** What a card payment's approval recorded (NICE Pay's answer, card number masked). Amounts in 원. */
export interface CardApproval {
  /** NICE Pay's transaction key. */
  tid: string;
  amount: number;
  cardCode: string;
  cardName: string;
  /** Masked, e.g. 536112******1234. */
  cardNum: string;
  /** Instalment months, '0' for 일시불. */
  cardQuota: string;
  approveNo: string | null;
  receiptUrl: string | null;
  paidAt: string;
}
/** The order was paid by card: ORDER_NONPAYMENT → ORDER_PAYMENT on the provider's approval. */
export interface OrderPaidByCard {
  type: 'OrderPaidByCard';
  data: { orderId: string; payment: CardApproval };
}
/** The order moved to another status by staff (preparing, shipping, delivered…). */
export interface OrderStatusChanged {
  type: 'OrderStatusChanged';
  data: { orderId: string; from: OrderStatus; orderStatus: OrderStatus; orderStatusMessage: string | null; changedAt: string };
}
/** The order was canceled; its reserved stock goes back. */
export interface OrderCanceled {
  type: 'OrderCanceled';
  data: { orderId: string; from: OrderStatus; reason: string | null; canceledAt: string };
}
export type OrderEvent = OrderPlaced | OrderPaymentConfirmed | OrderPaidByCard | OrderStatusChanged | OrderCanceled;

/** Korean label of each order event for the audit history. */
export const ORDER_EVENT_LABEL: Record<OrderEvent['type'], string> = {
  OrderPlaced: '주문 접수',
  OrderPaymentConfirmed: '입금 확인',
  OrderPaidByCard: '카드 결제 승인',
  OrderStatusChanged: '주문상태 변경',
  OrderCanceled: '주문 취소',
};

/**
 * A card payment's own stream (`card-payment-{tid}`), one per authentication the buyer completed
 * in NICE Pay's window. It records what the shop did with it, so a result delivered twice is
 * approved once and an approval whose outcome was unknown is seen to be net-cancelled.
 */
export interface CardPaymentAuthenticated {
  type: 'CardPaymentAuthenticated';
  data: { tid: string; orderId: string; amount: number; authenticatedAt: string };
}
/** NICE Pay approved (charged) the payment. */
export interface CardPaymentApproved {
  type: 'CardPaymentApproved';
  data: { orderId: string; payment: CardApproval };
}
/** NICE Pay refused the approval; nothing was charged. */
export interface CardPaymentRefused {
  type: 'CardPaymentRefused';
  data: { tid: string; orderId: string; resultCode: string; resultMsg: string; refusedAt: string };
}
/** The approval's outcome was unknown (timeout, broken answer) and the shop net-cancelled it (망취소). */
export interface CardPaymentNetCanceled {
  type: 'CardPaymentNetCanceled';
  data: { tid: string; orderId: string; reason: string; canceledAt: string };
}
/** An approved payment was cancelled in whole or part; `balanceAmt` is what can still be cancelled. */
export interface CardPaymentCanceled {
  type: 'CardPaymentCanceled';
  data: { tid: string; orderId: string; cancelAmt: number; balanceAmt: number; cancelledTid: string | null; reason: string; canceledAt: string };
}
export type CardPaymentEvent = CardPaymentAuthenticated | CardPaymentApproved | CardPaymentRefused | CardPaymentNetCanceled | CardPaymentCanceled;
