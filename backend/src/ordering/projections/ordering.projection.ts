import { Injectable } from '@nestjs/common';
import {
  OrderStatus,
  PurchaseStatus,
  claimsOpenTo,
  statusText,
  type CartEvent,
  type Order,
  type OrderEvent,
  type OrderLine,
  type Purchase,
  type Refund,
} from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { claimInProgress, claimMoveOf, leastAdvanced } from '../domain/order-lines.js';

/** Read-model collections of ordering. */
export const ORDERING = { cartLines: 'cartLines', orders: 'orders', purchases: 'purchases' } as const;

/** A cart line as stored; prices are joined from the products read model when read. */
export interface CartLineDoc {
  _id: string;
  _user: string;
  productId: string;
  option: Record<string, string>;
  /** The picked choice items (choiceKeyOf), absent when none. */
  choices?: string[];
  amount: number;
  createdAt: string;
}

export type OrderDoc = Order & { lineIds: string[] };
/** A purchase line as stored: with its buyer's id, the console's search words and what the line was paid (set from OrderPlaced). */
export type PurchaseDoc = Purchase & { _user: string; searchText: string; paidPrice: number };

/** Builds cart lines, orders (member view) and purchases (one per order line, console view). */
@Injectable()
export class OrderingProjection implements Projection {
  readonly name = 'ordering';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 6;
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
    'InvoiceRegistered',
    'ClaimRequested',
    'ClaimStatusChanged',
    'CollectionStatusChanged',
    'PurchasesConfirmed',
    'RefundRequested',
    'RefundCompleted',
    'RefundFailed',
  ];
  readonly collections = Object.values(ORDERING);
  readonly indexes: Record<string, IndexSpec[]> = {
    [ORDERING.cartLines]: [{ key: { _user: 1, createdAt: 1 } }],
    [ORDERING.orders]: [{ key: { _user: 1, createdAt: -1 } }, { key: { orderNumber: 1 } }, { key: { orderStatus: 1, createdAt: 1 } }],
    [ORDERING.purchases]: [
      { key: { orderStatus: 1, createdAt: -1 } },
      { key: { _order: 1 } },
      { key: { purchaseNumber: 1 } },
      { key: { _user: 1, createdAt: -1 } },
    ],
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
          ...(d.choices?.length ? { choices: d.choices } : {}),
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
        const lines: OrderLine[] = d.lines.map((l, i) =>
          withDerived({
            _id: l.lineId,
            purchaseNumber: `${d.orderNumber}-${String(i + 1).padStart(2, '0')}`,
            product: { _id: l.productId, code: l.code, name: l.name, thumb: l.thumb },
            option: l.option,
            amount: l.amount,
            salePrice: l.salePrice,
            totalPrice: l.totalPrice,
            orderStatus: OrderStatus.ORDER_NONPAYMENT,
            claimStatus: null,
            purchaseStatus: PurchaseStatus.PURCHASE_PENDING,
            collectionStatus: null,
            orderStatusMessage: null,
            claimStatusMessage: null,
            claim: null,
            invoice: null,
            deliveredAt: null,
            confirmedAt: null,
            statusText: '',
          }),
        );
        const order: OrderDoc = summarised({
          _id: d.orderId,
          orderNumber: d.orderNumber,
          _user: d.userId,
          orderStatus: OrderStatus.ORDER_NONPAYMENT,
          claimStatus: null,
          purchaseStatus: PurchaseStatus.PURCHASE_PENDING,
          statusText: '',
          paymentMethod: d.paymentMethod,
          sender: d.sender,
          receiver: d.receiver,
          requestMessage: d.requestMessage,
          lines,
          lineIds: lines.map((l) => l._id),
          productsPrice: d.productsPrice,
          shippingPrice: d.shippingPrice,
          totalPrice: d.totalPrice,
          ...(d.breakdown ? { breakdown: d.breakdown } : {}),
          bankAccountLine: d.bankAccountLine,
          createdAt: d.placedAt,
          paidAt: null,
          cardPayment: null,
          refunds: [],
          refundedPrice: 0,
        });
        await applyOnce<OrderDoc>(store, ORDERING.orders, d.orderId, stored, () => order);
        for (const [i, l] of lines.entries()) {
          await applyOnce<PurchaseDoc>(store, ORDERING.purchases, l._id, stored, () =>
            purchaseOf(order, l, {
              _user: d.userId,
              paidPrice: d.lines[i]!.paidPrice ?? l.totalPrice,
              buyer: { _id: d.userId, username: buyer.username, name: buyer.name },
              searchText: [
                d.orderNumber,
                l.purchaseNumber,
                buyer.username,
                buyer.name,
                d.sender.name,
                d.sender.phone,
                d.receiver.name,
                d.receiver.phone,
                l.product.name,
                l.product.code,
              ].join(' '),
            }),
          );
        }
        return;
      }
      case 'OrderPaymentConfirmed':
        return this.change(
          store,
          stored,
          event.data.orderId,
          null,
          (l) => (l.orderStatus === OrderStatus.ORDER_NONPAYMENT ? { orderStatus: OrderStatus.ORDER_PAYMENT } : {}),
          {
            paidAt: event.data.paidAt,
          },
        );
      case 'OrderPaidByCard': {
        const { orderId, payment } = event.data;
        return this.change(
          store,
          stored,
          orderId,
          null,
          (l) => (l.orderStatus === OrderStatus.ORDER_NONPAYMENT ? { orderStatus: OrderStatus.ORDER_PAYMENT } : {}),
          {
            paidAt: payment.paidAt,
            cardPayment: payment,
          },
        );
      }
      case 'OrderStatusChanged': {
        const { orderStatus, orderStatusMessage, changedAt } = event.data;
        return this.change(store, stored, event.data.orderId, event.data.lineIds ?? null, (l) =>
          l.orderStatus === OrderStatus.ORDER_CANCELED
            ? {}
            : {
                orderStatus,
                orderStatusMessage,
                ...(orderStatus === OrderStatus.DELIVERY_COMPLETE
                  ? {
                      deliveredAt: changedAt,
                      purchaseStatus: claimInProgress(l) ? PurchaseStatus.PURCHASE_AWAITING : PurchaseStatus.PURCHASE_SCHEDULE,
                    }
                  : {}),
              },
        );
      }
      case 'OrderCanceled':
        return this.change(store, stored, event.data.orderId, null, (l) =>
          l.orderStatus === OrderStatus.ORDER_CANCELED
            ? {}
            : { orderStatus: OrderStatus.ORDER_CANCELED, orderStatusMessage: event.data.reason, purchaseStatus: PurchaseStatus.PURCHASE_CANCELED },
        );
      case 'InvoiceRegistered':
        return this.change(store, stored, event.data.orderId, event.data.lineIds, () =>
          event.data.exchange ? { exchangeInvoice: event.data.invoice } : { invoice: event.data.invoice },
        );
      case 'ClaimRequested': {
        const { claim, claimStatus } = event.data;
        return this.change(store, stored, event.data.orderId, event.data.lineIds, (l) => ({
          claim,
          collectionStatus: null,
          claimStatusMessage: null,
          ...claimMoveOf(l, claimStatus),
          ...(claim.kind !== 'CANCEL' ? { purchaseStatus: PurchaseStatus.PURCHASE_AWAITING } : {}),
        }));
      }
      case 'ClaimStatusChanged':
        return this.change(store, stored, event.data.orderId, event.data.lineIds, (l) => ({
          ...claimMoveOf(l, event.data.claimStatus),
          claimStatusMessage: event.data.claimStatusMessage,
        }));
      case 'CollectionStatusChanged':
        return this.change(store, stored, event.data.orderId, event.data.lineIds, () => ({ collectionStatus: event.data.collectionStatus }));
      case 'PurchasesConfirmed':
        return this.change(store, stored, event.data.orderId, event.data.lineIds, () => ({
          purchaseStatus: PurchaseStatus.PURCHASE_COMPLETE,
          confirmedAt: event.data.confirmedAt,
        }));
      case 'RefundRequested': {
        const d = event.data;
        const refund: Refund = {
          refundId: d.refundId,
          claimId: d.claimId,
          lineIds: d.lineIds,
          method: d.method,
          amount: d.amount,
          returnShippingPrice: d.returnShippingPrice,
          refundStatus: 'REFUND_PENDING',
          cancelledTid: null,
          account: d.account,
          failure: null,
          requestedAt: d.requestedAt,
          completedAt: null,
        };
        return this.refund(store, stored, d.orderId, d.refundId, () => refund);
      }
      case 'RefundCompleted': {
        const d = event.data;
        return this.refund(store, stored, d.orderId, d.refundId, (r) => ({
          ...r!,
          refundStatus: 'REFUND_COMPLETED',
          cancelledTid: d.cancelledTid,
          completedAt: d.completedAt,
        }));
      }
      case 'RefundFailed': {
        const d = event.data;
        return this.refund(store, stored, d.orderId, d.refundId, (r) => ({ ...r!, refundStatus: 'REFUND_FAILED', failure: d.reason }));
      }
    }
  }

  /**
   * Applies `patch` to the named lines (null: every line) of the order and of their purchases,
   * recomputing each one's status text and open claims and the order's summary (spec §4).
   */
  private async change(
    store: ReadStore,
    stored: StoredEvent,
    orderId: string,
    lineIds: string[] | null,
    patch: (line: OrderLine) => Partial<OrderLine>,
    extra: Partial<Order> = {},
  ): Promise<void> {
    let order: OrderDoc | null = null;
    await applyOnce<OrderDoc>(store, ORDERING.orders, orderId, stored, (doc) => {
      if (!doc) return null;
      const ids = new Set(lineIds ?? doc.lineIds);
      const lines = doc.lines.map((l) => (ids.has(l._id) ? withDerived({ ...l, ...patch(l) }) : l));
      order = summarised({ ...doc, ...extra, lines });
      return order;
    });
    const current: OrderDoc | null = order ?? (await store.collection<OrderDoc>(ORDERING.orders).findOne({ _id: orderId }));
    if (!current) return;
    for (const line of current.lines) {
      if (lineIds && !lineIds.includes(line._id)) continue;
      await applyOnce<PurchaseDoc>(store, ORDERING.purchases, line._id, stored, (doc) =>
        doc ? purchaseOf(current, line, { _user: doc._user, buyer: doc.buyer, searchText: doc.searchText, paidPrice: doc.paidPrice ?? line.totalPrice }) : null,
      );
    }
  }

  /** Replaces (or adds) one refund of the order and recomputes the refunded total (completed refunds only). */
  private refund(store: ReadStore, stored: StoredEvent, orderId: string, refundId: string, next: (r: Refund | undefined) => Refund): Promise<void> {
    return applyOnce<OrderDoc>(store, ORDERING.orders, orderId, stored, (doc) => {
      if (!doc) return null;
      const refunds = doc.refunds ?? [];
      const old = refunds.find((r) => r.refundId === refundId);
      const updated = old ? refunds.map((r) => (r.refundId === refundId ? next(r) : r)) : [...refunds, next(undefined)];
      const refundedPrice = updated.reduce((sum, r) => sum + (r.refundStatus === 'REFUND_COMPLETED' ? r.amount : 0), 0);
      return { ...doc, refunds: updated, refundedPrice };
    });
  }
}

/** The line with its status text (spec §4) and the claims open to it (contracts' claimsOpenTo). */
function withDerived(line: OrderLine): OrderLine {
  return { ...line, statusText: statusText(line), claimsOpen: claimsOpenTo(line) };
}

/**
 * The order's own status fields from its lines: cancelled when every line is, else the least
 * advanced line still in it; its claim is the latest claimed line's; 구매확정 when every open line is.
 */
function summarised(order: OrderDoc): OrderDoc {
  const open = order.lines.filter((l) => l.orderStatus !== OrderStatus.ORDER_CANCELED);
  const lead = leastAdvanced(order.lines) ?? order.lines[0]!;
  const claimed = order.lines.filter((l) => l.claim).sort((a, b) => (a.claim!.requestedAt < b.claim!.requestedAt ? 1 : -1))[0];
  const summary = {
    orderStatus: open.length ? lead.orderStatus : OrderStatus.ORDER_CANCELED,
    orderStatusMessage: lead.orderStatusMessage ?? null,
    claimStatus: claimed?.claimStatus ?? null,
    claimStatusMessage: claimed?.claimStatusMessage ?? null,
    purchaseStatus:
      open.length && open.every((l) => l.purchaseStatus === PurchaseStatus.PURCHASE_COMPLETE) ? PurchaseStatus.PURCHASE_COMPLETE : lead.purchaseStatus,
  };
  return { ...order, ...summary, statusText: statusText(summary) };
}

/** A console purchase (one line) as the order now shows it. */
function purchaseOf(order: OrderDoc, l: OrderLine, who: Pick<PurchaseDoc, '_user' | 'buyer' | 'searchText' | 'paidPrice'>): PurchaseDoc {
  return {
    _id: l._id,
    _order: order._id,
    ...who,
    orderNumber: order.orderNumber,
    purchaseNumber: l.purchaseNumber,
    product: l.product,
    option: l.option,
    amount: l.amount,
    totalPrice: l.totalPrice,
    orderStatus: l.orderStatus,
    claimStatus: l.claimStatus,
    purchaseStatus: l.purchaseStatus,
    collectionStatus: l.collectionStatus ?? null,
    statusText: l.statusText,
    orderStatusMessage: l.orderStatusMessage ?? null,
    claimStatusMessage: l.claimStatusMessage ?? null,
    claim: l.claim ?? null,
    invoice: l.invoice ?? null,
    deliveredAt: l.deliveredAt ?? null,
    confirmedAt: l.confirmedAt ?? null,
    receiver: { name: order.receiver.name, phone: order.receiver.phone },
    paymentMethod: order.paymentMethod,
    createdAt: order.createdAt,
  };
}
