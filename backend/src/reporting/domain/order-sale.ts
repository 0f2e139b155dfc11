import { ClaimStatus, OrderStatus, type OrderEvent } from '@shop/contracts';
import { seoulDate } from './calendar.js';

/** A product line of an order, as the statistics need it. Money in 원. */
export interface OrderSaleLine {
  /** The order line (purchase) it is; missing on documents written before lines were tracked. */
  lineId?: string;
  productId: string;
  code: string;
  name: string;
  /** Units ordered. */
  amount: number;
  totalPrice: number;
  /** The line left the order: cancelled, or returned (it is then no product sale). */
  canceled?: boolean;
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
  /** What was refunded of the payment (cancelled or returned lines), in 원; a sale's amount is totalPrice less this. */
  refundedPrice?: number;
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

/** What a sale brought in, in 원: the order's total less its refunds (0 when it is no sale). */
export function saleAmountOf(sale: Pick<OrderSale, 'paid' | 'canceled' | 'totalPrice' | 'refundedPrice'>): number {
  return isSale(sale) ? sale.totalPrice - (sale.refundedPrice ?? 0) : 0;
}

const withLinesCanceled = (doc: OrderSale, lineIds: string[]): OrderSale => ({
  ...doc,
  lines: doc.lines.map((l) => (l.lineId && lineIds.includes(l.lineId) ? { ...l, canceled: true } : l)),
});

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
        lines: d.lines.map((l) => ({ lineId: l.lineId, productId: l.productId, code: l.code, name: l.name, amount: l.amount, totalPrice: l.totalPrice })),
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
          // A move of some lines leaves the order's own status to its other lines.
          orderStatus: event.data.lineIds ? doc.orderStatus : event.data.orderStatus,
        }
      );
    case 'OrderCanceled':
      return doc && { ...doc, canceled: true, orderStatus: OrderStatus.ORDER_CANCELED };
    case 'ClaimRequested':
      return doc && (event.data.claimStatus === ClaimStatus.CANCEL_COMPLETED ? withLinesCanceled(doc, event.data.lineIds) : doc);
    case 'ClaimStatusChanged': {
      const ended = event.data.claimStatus === ClaimStatus.CANCEL_COMPLETED || event.data.claimStatus === ClaimStatus.RETURN_COMPLETED;
      return doc && (ended ? withLinesCanceled(doc, event.data.lineIds) : doc);
    }
    case 'RefundCompleted':
      return doc && { ...doc, refundedPrice: (doc.refundedPrice ?? 0) + event.data.amount };
    default:
      return doc;
  }
}
