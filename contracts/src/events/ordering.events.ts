import type { OrderStatus, PaymentMethod, ShippingBundleType, ShippingCode } from '../enums.js';
import type { Receiver, Sender } from '../api.js';

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
    placedAt: string;
  };
}
/** Staff confirmed the bank transfer: ORDER_NONPAYMENT → ORDER_PAYMENT. */
export interface OrderPaymentConfirmed {
  type: 'OrderPaymentConfirmed';
  data: { orderId: string; confirmedBy: string | null; paidAt: string };
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
export type OrderEvent = OrderPlaced | OrderPaymentConfirmed | OrderStatusChanged | OrderCanceled;

/** Korean label of each order event for the audit history. */
export const ORDER_EVENT_LABEL: Record<OrderEvent['type'], string> = {
  OrderPlaced: '주문 접수',
  OrderPaymentConfirmed: '입금 확인',
  OrderStatusChanged: '주문상태 변경',
  OrderCanceled: '주문 취소',
};
