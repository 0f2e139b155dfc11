import { Injectable } from '@nestjs/common';
import { OrderStatus, statusText, type CartEvent, type Order, type OrderEvent, type Purchase } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collections of ordering. */
export const ORDERING = { cartLines: 'cartLines', orders: 'orders', purchases: 'purchases' } as const;

/** A cart line as stored; prices are joined from the products read model when read. */
export interface CartLineDoc {
  _id: string;
  _user: string;
  productId: string;
  option: Record<string, string>;
  amount: number;
  createdAt: string;
}

export type OrderDoc = Order & { lineIds: string[] };
export type PurchaseDoc = Purchase & { _user: string; searchText: string };

/** Builds cart lines, orders (member view) and purchases (one per order line, console view). */
@Injectable()
export class OrderingProjection implements Projection {
  readonly name = 'ordering';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 2;
  readonly handles = [
    'CartLineAdded',
    'CartLineAmountChanged',
    'CartLineRemoved',
    'CartLinesOrdered',
    'OrderPlaced',
    'OrderPaymentConfirmed',
    'OrderPaidByCard',
    'OrderStatusChanged',
    'OrderCanceled',
  ];
  readonly collections = Object.values(ORDERING);
  readonly indexes: Record<string, IndexSpec[]> = {
    [ORDERING.cartLines]: [{ key: { _user: 1, createdAt: 1 } }],
    [ORDERING.orders]: [{ key: { _user: 1, createdAt: -1 } }, { key: { orderNumber: 1 } }, { key: { orderStatus: 1, createdAt: 1 } }],
    [ORDERING.purchases]: [{ key: { orderStatus: 1, createdAt: -1 } }, { key: { _order: 1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as CartEvent | OrderEvent;
    switch (event.type) {
      case 'CartLineAdded': {
        const d = event.data;
        return applyOnce<CartLineDoc>(store, ORDERING.cartLines, d.lineId, stored, () => ({
          _id: d.lineId,
          _user: d.userId,
          productId: d.productId,
          option: d.option,
          amount: d.amount,
          createdAt: d.addedAt,
        }));
      }
      case 'CartLineAmountChanged':
        return applyOnce<CartLineDoc>(store, ORDERING.cartLines, event.data.lineId, stored, (doc) => (doc ? { ...doc, amount: event.data.amount } : null));
      case 'CartLineRemoved':
        return applyOnce(store, ORDERING.cartLines, event.data.lineId, stored, () => null);
      case 'CartLinesOrdered':
        for (const lineId of event.data.lineIds) await applyOnce(store, ORDERING.cartLines, lineId, stored, () => null);
        return;
      case 'OrderPlaced': {
        const d = event.data;
        // Orders placed before OrderPlaced carried the buyer have none: the sender's name stands in.
        const buyer = d.buyer ?? { username: '', name: d.sender.name };
        const status = { orderStatus: OrderStatus.ORDER_NONPAYMENT, claimStatus: null, purchaseStatus: null };
        const text = statusText(status);
        const lines = d.lines.map((l) => ({
          _id: l.lineId,
          product: { _id: l.productId, code: l.code, name: l.name, thumb: l.thumb },
          option: l.option,
          amount: l.amount,
          salePrice: l.salePrice,
          totalPrice: l.totalPrice,
          ...status,
          statusText: text,
        }));
        await applyOnce<OrderDoc>(store, ORDERING.orders, d.orderId, stored, () => ({
          _id: d.orderId,
          orderNumber: d.orderNumber,
          _user: d.userId,
          ...status,
          statusText: text,
          paymentMethod: d.paymentMethod,
          sender: d.sender,
          receiver: d.receiver,
          requestMessage: d.requestMessage,
          lines,
          lineIds: lines.map((l) => l._id),
          productsPrice: d.productsPrice,
          shippingPrice: d.shippingPrice,
          totalPrice: d.totalPrice,
          bankAccountLine: d.bankAccountLine,
          createdAt: d.placedAt,
          paidAt: null,
          cardPayment: null,
        }));
        for (const l of lines) {
          await applyOnce<PurchaseDoc>(store, ORDERING.purchases, l._id, stored, () => ({
            _id: l._id,
            _order: d.orderId,
            _user: d.userId,
            orderNumber: d.orderNumber,
            buyer: { _id: d.userId, username: buyer.username, name: buyer.name },
            product: l.product,
            option: l.option,
            amount: l.amount,
            totalPrice: l.totalPrice,
            ...status,
            statusText: text,
            paymentMethod: d.paymentMethod,
            createdAt: d.placedAt,
            searchText: [d.orderNumber, buyer.username, buyer.name, d.sender.name, l.product.name, l.product.code].join(' '),
          }));
        }
        return;
      }
      case 'OrderPaymentConfirmed':
        return this.setStatus(store, stored, event.data.orderId, { orderStatus: OrderStatus.ORDER_PAYMENT }, { paidAt: event.data.paidAt });
      case 'OrderPaidByCard': {
        const { orderId, payment } = event.data;
        return this.setStatus(store, stored, orderId, { orderStatus: OrderStatus.ORDER_PAYMENT }, { paidAt: payment.paidAt, cardPayment: payment });
      }
      case 'OrderStatusChanged':
        return this.setStatus(store, stored, event.data.orderId, { orderStatus: event.data.orderStatus, orderStatusMessage: event.data.orderStatusMessage });
      case 'OrderCanceled':
        return this.setStatus(store, stored, event.data.orderId, { orderStatus: OrderStatus.ORDER_CANCELED, orderStatusMessage: event.data.reason });
    }
  }

  /** Sets status fields on the order, its lines and its purchases, recomputing the status text (spec §4). */
  private async setStatus(
    store: ReadStore,
    stored: StoredEvent,
    orderId: string,
    fields: { orderStatus: OrderStatus; orderStatusMessage?: string | null },
    extra: Partial<Order> = {},
  ) {
    let lineIds: string[] = [];
    await applyOnce<OrderDoc>(store, ORDERING.orders, orderId, stored, (doc) => {
      if (!doc) return null;
      lineIds = doc.lineIds;
      const next = { ...doc, ...fields, ...extra };
      const text = statusText(next);
      return { ...next, statusText: text, lines: doc.lines.map((l) => ({ ...l, ...fields, statusText: statusText({ ...l, ...fields }) })) };
    });
    if (lineIds.length === 0) lineIds = (await store.collection<OrderDoc>(ORDERING.orders).findOne({ _id: orderId }))?.lineIds ?? [];
    for (const id of lineIds) {
      await applyOnce<PurchaseDoc>(store, ORDERING.purchases, id, stored, (doc) =>
        doc ? { ...doc, ...fields, statusText: statusText({ ...doc, ...fields }) } : null,
      );
    }
  }
}
