import type { ClaimStatus, CollectionStatus, OrderStatus, PaymentMethod, ShippingBundleType, ShippingCode } from '../enums.js';
import type { ClaimFacts, Invoice } from '../claims.js';
import type { Receiver, Sender } from '../api.js';
import type { CashReceiptRequest } from '../rules/receipts.js';
import type { PriceBreakdown } from '../pricing.js';

/** A line was added to a member's cart (stream `cart-{userId}`). */
export interface CartLineAdded {
  type: 'CartLineAdded';
  /** `choices`: the picked choice items (choiceKeyOf), absent when none. */
  data: { userId: string; lineId: string; productId: string; option: Record<string, string>; choices?: string[]; amount: number; addedAt: string };
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
  /** The picked choice items of the product (choiceKeyOf, spec §3 choicees), absent when none. */
  choices?: string[];
  /** On the line of a picked choice item that is a product of its own: the line it was picked on (choice-items.ts, linesOfChoices). */
  choiceOf?: string;
  amount: number;
  salePrice: number;
  totalPrice: number;
  /**
   * What the member paid for the line, 원: its total less its share of the level discount,
   * coupons and points (what a cancel or return of it gives back). Absent on older orders: the total.
   */
  paidPrice?: number;
  /** Of the order's points (적립금), what the line took, 원: a refund of the line gives it back as points. */
  pointsUsed?: number;
  shippingCode: ShippingCode;
  shippingBundleType: ShippingBundleType;
  /**
   * Of a product bundle's line (spec §3 Product type bundle): its parts, each with the units one
   * bundle takes (and, for a part whose product has option combinations, the combination's
   * options: option name → value); the order reserves, releases and returns these products'
   * stock (that combination's), never the bundle's own. Absent on every other line.
   */
  parts?: { productId: string; amount: number; option?: Record<string, string> }[];
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
    /** The amounts piece by piece (absent on orders placed before it was recorded). */
    breakdown?: PriceBreakdown;
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
/**
 * Lines of the order moved to another status by staff (preparing, shipping, delivered…).
 * `lineIds` names the lines moved; events written before lines moved on their own have none:
 * then every line moved.
 */
export interface OrderStatusChanged {
  type: 'OrderStatusChanged';
  data: { orderId: string; lineIds?: string[]; from: OrderStatus; orderStatus: OrderStatus; orderStatusMessage: string | null; changedAt: string };
}
/**
 * Staff registered the courier and tracking number of lines: of the order's own delivery (lines
 * then move to SHIPPING_CONFIRM by an OrderStatusChanged), or with `exchange` of the replacement
 * of an exchange (the claim then moves to EXCHANGE_SHIPPING by a ClaimStatusChanged).
 */
export interface InvoiceRegistered {
  type: 'InvoiceRegistered';
  data: { orderId: string; lineIds: string[]; invoice: Invoice; exchange?: boolean };
}
/**
 * A member (or the shop) claimed lines: cancel, return or exchange. `claimStatus` is where the
 * claim starts (an unpaid line's cancel completes at once: CANCEL_COMPLETED).
 */
export interface ClaimRequested {
  type: 'ClaimRequested';
  data: { orderId: string; lineIds: string[]; claim: ClaimFacts; claimStatus: ClaimStatus; requestedBy: string | null };
}
/** Staff moved a claim (approved, rejected with a message, exchange steps); a completed cancel or return ends its lines as cancelled. */
export interface ClaimStatusChanged {
  type: 'ClaimStatusChanged';
  data: {
    orderId: string;
    claimId: string;
    lineIds: string[];
    from: ClaimStatus;
    claimStatus: ClaimStatus;
    claimStatusMessage: string | null;
    changedAt: string;
  };
}
/** The goods of a return or exchange are being collected (booked, picked up, arrived). */
export interface CollectionStatusChanged {
  type: 'CollectionStatusChanged';
  data: { orderId: string; claimId: string; lineIds: string[]; collectionStatus: CollectionStatus; changedAt: string };
}
/** Lines were confirmed (구매확정) by the member or automatically after delivery: they can no longer be claimed. */
export interface PurchasesConfirmed {
  type: 'PurchasesConfirmed';
  data: { orderId: string; lineIds: string[]; confirmedBy: 'member' | 'auto'; confirmedAt: string };
}
/**
 * A refund started: its amount (in 원) is held against what was paid, so concurrent refunds
 * never add up to more than the payment.
 */
export interface RefundRequested {
  type: 'RefundRequested';
  data: {
    orderId: string;
    refundId: string;
    claimId: string;
    lineIds: string[];
    method: 'card' | 'bank';
    amount: number;
    returnShippingPrice: number;
    /** The refund account, masked, for a bank refund. */
    account: string | null;
    requestedAt: string;
  };
}
/** The refund was paid: NICE Pay cancelled that much of the card payment, or the transfer to the refund account was made. */
export interface RefundCompleted {
  type: 'RefundCompleted';
  data: { orderId: string; refundId: string; amount: number; cancelledTid: string | null; completedAt: string };
}
/** The provider refused the refund; the held amount is free again and the claim stays open. */
export interface RefundFailed {
  type: 'RefundFailed';
  data: { orderId: string; refundId: string; reason: string; failedAt: string };
}
/** The order was canceled; its reserved stock goes back. */
export interface OrderCanceled {
  type: 'OrderCanceled';
  data: { orderId: string; from: OrderStatus; reason: string | null; canceledAt: string };
}
export type OrderEvent =
  | OrderPlaced
  | OrderPaymentConfirmed
  | OrderPaidByCard
  | OrderStatusChanged
  | OrderCanceled
  | InvoiceRegistered
  | ClaimRequested
  | ClaimStatusChanged
  | CollectionStatusChanged
  | PurchasesConfirmed
  | RefundRequested
  | RefundCompleted
  | RefundFailed;

/** Korean label of each order event for the audit history. */
export const ORDER_EVENT_LABEL: Record<OrderEvent['type'], string> = {
  OrderPlaced: '주문 접수',
  OrderPaymentConfirmed: '입금 확인',
  OrderPaidByCard: '카드 결제 승인',
  OrderStatusChanged: '주문상태 변경',
  OrderCanceled: '주문 취소',
  InvoiceRegistered: '송장 등록',
  ClaimRequested: '클레임 접수',
  ClaimStatusChanged: '클레임 처리',
  CollectionStatusChanged: '회수 상태 변경',
  PurchasesConfirmed: '구매확정',
  RefundRequested: '환불 요청',
  RefundCompleted: '환불 완료',
  RefundFailed: '환불 실패',
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
