import { Inject, Injectable } from '@nestjs/common';
import { ORDER_EVENT_LABEL, orderTabFilter, type CartLine, type HistoryEntry, type Order, type OrderTab, type Purchase } from '@shop/contracts';
import { CatalogQueries, chosenSurcharge } from '../../catalog/index.js';
import { IdentityQueries } from '../../identity/index.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { ORDERING, type CartLineDoc, type OrderDoc, type PurchaseDoc } from '../projections/ordering.projection.js';

function stripOrder({ lineIds: _l, _position, ...order }: OrderDoc & { _position?: number }): Order {
  return order;
}

/** Reads of carts, orders and purchases; every member read is scoped to the member. */
@Injectable()
export class OrderingQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly catalog: CatalogQueries,
    private readonly identity: IdentityQueries,
  ) {}

  /** The member's cart lines, oldest first, priced from the current catalogue; lines of vanished products are left out. */
  async cart(userId: string): Promise<CartLine[]> {
    const lines = await this.store.collection<CartLineDoc>(ORDERING.cartLines).find({ _user: userId }, { sort: { createdAt: 1 } });
    const products = await this.catalog.productsForLines([...new Set(lines.map((l) => l.productId))]);
    const byId = new Map(products.map((p) => [p.card._id, p]));
    return lines.flatMap((l) => {
      const p = byId.get(l.productId);
      if (!p) return [];
      const surcharge = chosenSurcharge(p.options, l.option);
      const choices = p.choiceItems.filter((c) => l.choices?.includes(c.key));
      return [
        {
          _id: l._id,
          product: p.card,
          option: l.option,
          amount: l.amount,
          shippingCode: p.shippingCode,
          shippingBundleType: p.shippingBundleType,
          salePrice: p.card.salePrice + surcharge,
          discountPrice: p.card.price - p.card.salePrice,
          ...(choices.length ? { choices } : {}),
          createdAt: l.createdAt,
        },
      ];
    });
  }

  /** One cart line of the member, or null (also for another member's line). */
  async cartLine(userId: string, lineId: string): Promise<CartLine | null> {
    return (await this.cart(userId)).find((l) => l._id === lineId) ?? null;
  }

  /** The member's orders in a spec §4 tab, newest first. */
  async memberOrders(userId: string, tab: OrderTab, page: { limit: number; skip: number }): Promise<{ orders: Order[]; summary: { totalCount: number } }> {
    const filter = { _user: userId, ...orderTabFilter(tab) };
    const coll = this.store.collection<OrderDoc>(ORDERING.orders);
    const [docs, totalCount] = await Promise.all([coll.find(filter, { sort: { createdAt: -1 }, ...page }), coll.count(filter)]);
    return { orders: docs.map(stripOrder), summary: { totalCount } };
  }

  /** One order; `userId` restricts it to its buyer (null for staff). */
  async order(orderId: string, userId: string | null): Promise<Order | null> {
    const doc = await this.store.collection<OrderDoc>(ORDERING.orders).findOne(userId ? { _id: orderId, _user: userId } : { _id: orderId });
    return doc ? stripOrder(doc) : null;
  }

  /** The member's purchases (order lines), newest first. */
  async memberPurchases(userId: string, page: { limit: number; skip: number }): Promise<{ purchases: Purchase[]; summary: { totalCount: number } }> {
    const coll = this.store.collection<PurchaseDoc>(ORDERING.purchases);
    const filter = { _user: userId };
    const [docs, totalCount] = await Promise.all([coll.find(filter, { sort: { createdAt: -1, purchaseNumber: 1 }, ...page }), coll.count(filter)]);
    return { purchases: docs.map(({ _user, searchText, _position, ...p }: PurchaseDoc & { _position?: number }) => p), summary: { totalCount } };
  }

  /** The order's audit history, read from its stream (the source of truth): what happened, who did it, when. */
  async history(orderId: string): Promise<HistoryEntry[]> {
    const { events } = await this.events.readStream(`order-${orderId}`);
    const userIds = [...new Set(events.map((e) => e.metadata.userId).filter((u): u is string => !!u))];
    const users = await this.identity.usersByIds(userIds);
    const byId = new Map(users.map((u) => [u._id, u]));
    return events.map((e) => {
      const user = e.metadata.userId ? byId.get(e.metadata.userId) : undefined;
      return {
        position: e.position,
        type: e.type,
        label: ORDER_EVENT_LABEL[e.type as keyof typeof ORDER_EVENT_LABEL] ?? e.type,
        at: e.metadata.at,
        by: user ? { _id: user._id, username: user.username, name: user.name, userType: user.type } : null,
        data: summarise(e.type, e.data),
      };
    });
  }
}

/** The part of an event's data worth showing in the history (no full line lists). */
function summarise(type: string, data: Record<string, unknown>): Record<string, unknown> {
  if (type === 'OrderPlaced') {
    const d = data as { orderNumber: string; totalPrice: number; paymentMethod: string; lines: unknown[] };
    return { orderNumber: d.orderNumber, totalPrice: d.totalPrice, paymentMethod: d.paymentMethod, lineCount: d.lines.length };
  }
  const { orderId: _o, ...rest } = data;
  return rest;
}
