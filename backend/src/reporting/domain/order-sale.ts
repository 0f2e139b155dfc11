import { OrderStatus, type OrderEvent } from '@shop/contracts';
import { seoulDate } from './calendar.js';

/** A product line of an order, as the statistics need it. Money in 원. */
export interface OrderSaleLine {
  productId: string;
  code: string;
  name: string;
  /** Units ordered. */
  amount: number;
  totalPrice: number;
}

/**
 * What the statistics know of one order (read model `orderSales`, one document per order).
 * `day`, `month` and `dayOfWeek` are the Asia/Seoul calendar place of `placedAt`.
 */
export interface OrderSale {
  _id: string;
  orderNumber: string;
  placedAt: string;
  day: string;
  month: string;
  dayOfWeek: number;
  /** Payment confirmed (stays true once set, also when the order is canceled later). */
  paid: boolean;
  canceled: boolean;
  orderStatus: OrderStatus;
  totalPrice: number;
  productsPrice: number;
  shippingPrice: number;
  lines: OrderSaleLine[];
}

/** Statuses an order reaches only after its payment was confirmed (spec §4). */
const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.ORDER_PAYMENT,
  OrderStatus.ORDER_CONFIRM,
  OrderStatus.SHIPPING_CONFIRM,
  OrderStatus.SHIPPING_DELAYED,
  OrderStatus.DELIVERY_COMPLETE,
]);

/**
 * Whether an order counts as a sale: its payment was confirmed and it is not canceled. Unpaid
 * orders and canceled ones (also those canceled after payment) are not sales.
 */
export function isSale(sale: Pick<OrderSale, 'paid' | 'canceled'>): boolean {
  return sale.paid && !sale.canceled;
}

/**
 * Evolves the statistics' view of one order with one of its events (pure). Returns the new
 * document, or the current one unchanged (`null` stays `null`) when the event changes nothing
 * the statistics keep; an event other than OrderPlaced for an order it does not know gives
 * `null` (nothing to update).
 */
export function evolveOrderSale(doc: OrderSale | null, event: OrderEvent): OrderSale | null {
  switch (event.type) {
    case 'OrderPlaced': {
      const d = event.data;
      return {
        _id: d.orderId,
        orderNumber: d.orderNumber,
        placedAt: d.placedAt,
        ...seoulDate(d.placedAt),
        paid: false,
        canceled: false,
        orderStatus: OrderStatus.ORDER_NONPAYMENT,
        totalPrice: d.totalPrice,
        productsPrice: d.productsPrice,
        shippingPrice: d.shippingPrice,
        lines: d.lines.map((l) => ({ productId: l.productId, code: l.code, name: l.name, amount: l.amount, totalPrice: l.totalPrice })),
      };
    }
    case 'OrderPaymentConfirmed':
    case 'OrderPaidByCard':
      return doc && { ...doc, paid: true, orderStatus: OrderStatus.ORDER_PAYMENT };
    case 'OrderStatusChanged':
      return (
        doc && {
          ...doc,
          paid: doc.paid || PAID_STATUSES.has(event.data.orderStatus),
          canceled: doc.canceled || event.data.orderStatus === OrderStatus.ORDER_CANCELED,
          orderStatus: event.data.orderStatus,
        }
      );
    case 'OrderCanceled':
      return doc && { ...doc, canceled: true, orderStatus: OrderStatus.ORDER_CANCELED };
    default:
      return doc;
  }
}
