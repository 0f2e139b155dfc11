import { Inject, Injectable } from '@nestjs/common';
import type { Order } from '@shop/contracts';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { MingoReadStore } from '../../../platform/read-store/mingo-read-store.js';
import { ORDERING, OrderingProjection, type OrderDoc } from '../../projections/ordering.projection.js';

/**
 * The order as it stood at a past moment. One mechanism, the read side's own: the order
 * stream's events up to that moment are replayed through the same OrderingProjection into a
 * throwaway in-memory read store, and that store's order document is the answer. So the past
 * state shows exactly what the console showed then, with no second fold to keep in step.
 */
@Injectable()
export class OrderAtMoment {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly projection: OrderingProjection,
  ) {}

  /**
   * The order `orderId` folded from its events written at or before `at` (the stream's prefix up
   * to the first later event), or null when it had not been placed by then (or does not exist).
   */
  async orderAt(orderId: string, at: Date): Promise<Order | null> {
    const { events } = await this.events.readStream(`order-${orderId}`);
    const store = new MingoReadStore();
    const handled = new Set(this.projection.handles);
    for (const event of events) {
      if (Date.parse(event.metadata.at) > at.getTime()) break;
      if (handled.has(event.type)) await this.projection.apply(event, store);
    }
    const doc = await store.collection<OrderDoc & { _position?: number }>(ORDERING.orders).findOne({ _id: orderId });
    await store.close();
    if (!doc) return null;
    const { lineIds: _l, _position: _p, ...order } = doc;
    return order;
  }
}
