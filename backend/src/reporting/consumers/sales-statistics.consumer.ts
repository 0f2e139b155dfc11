import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OrderEvent } from '@shop/contracts';
import { EVENT_BUS, streamCategory, type EventBus } from '../../platform/bus/event-bus.port.js';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../../platform/event-store/event-store.port.js';
import { READ_STORE, type IndexSpec, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { evolveOrderSale, type OrderSale } from '../domain/order-sale.js';

/** Read-model collections of reporting. */
export const REPORTING = { orderSales: 'orderSales' } as const;

/** Consumer group of the statistics on the bus (Kafka group `<prefix>.statistics` in production). */
export const STATISTICS_GROUP = 'statistics';

const BATCH = 500;

/**
 * Builds the `orderSales` read model (one document per order) from the order events on the
 * integration bus, as consumer group `statistics` of category `order` (ARCHITECTURE §1: a
 * consumer outside the request path). The bus delivers at least once and in order per stream
 * only, so every event goes through `applyOnce` on its order's document: a redelivered or
 * older event of the same order is skipped by position, and orders never share a document, so
 * cross-stream reordering cannot matter. Figures are summed at query time (SalesStatisticsQueries),
 * never incremented here, so nothing can be counted twice.
 *
 * It declares its collections and indexes the way a {@link Projection} does, so tools that drop
 * or index read models can treat it alike; it is NOT fed by the ProjectionRunner (use
 * {@link SalesStatisticsConsumer.rebuild} to rebuild it from the log).
 */
@Injectable()
export class SalesStatisticsConsumer implements Projection {
  readonly name = STATISTICS_GROUP;
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 3;
  /** Stream categories subscribed to. */
  readonly categories = ['order'] as const;
  readonly handles = [
    'OrderPlaced',
    'OrderPaymentConfirmed',
    'OrderPaidByCard',
    'OrderStatusChanged',
    'OrderCanceled',
    'ClaimRequested',
    'ClaimStatusChanged',
    'RefundCompleted',
  ] as const;
  readonly collections = Object.values(REPORTING);
  readonly indexes: Record<string, IndexSpec[]> = {
    [REPORTING.orderSales]: [{ key: { day: 1 } }, { key: { month: 1 } }, { key: { paid: 1, canceled: 1, day: 1 } }],
  };

  private readonly logger = new Logger(SalesStatisticsConsumer.name);
  private subscribed = false;
  private count = 0;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /** Events this process has handled since it started (redeliveries included). */
  get handled(): number {
    return this.count;
  }

  /**
   * Creates the indexes and subscribes group `statistics` to category `order` (once; later
   * calls do nothing). Call it before the EventRelay starts: the embedded bus delivers only
   * what is published after a subscription, and the relay republishes the whole log at start
   * when its checkpoint lives in the in-memory read store. On Kafka the group resumes from its
   * committed offsets.
   */
  async start(): Promise<void> {
    if (this.subscribed) return;
    this.subscribed = true;
    await this.store.ensureIndexes(this.indexes);
    await this.bus.subscribe(STATISTICS_GROUP, [...this.categories], async (event) => {
      await this.apply(event, this.store);
      this.count += 1;
    });
  }

  /** Applies one order event to its order's document; other events are ignored. Idempotent by position. */
  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    if (!(this.handles as readonly string[]).includes(stored.type)) return;
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    await applyOnce<OrderSale>(store, REPORTING.orderSales, event.data.orderId, stored, (doc) => evolveOrderSale(doc, event));
  }

  /**
   * Drops `orderSales` and replays every order event of the log into it. Safe while the bus
   * keeps delivering: both paths go through `applyOnce`, so the document of each order ends at
   * its last event whichever path applied it.
   */
  async rebuild(): Promise<void> {
    for (const c of this.collections) await this.store.drop(c);
    await this.store.ensureIndexes(this.indexes);
    let after = 0;
    let applied = 0;
    for (;;) {
      const batch = await this.events.readAll(after, BATCH);
      for (const event of batch) {
        if (streamCategory(event.streamId) !== 'order') continue;
        await this.apply(event, this.store);
        applied += 1;
      }
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1]!.position;
    }
    this.logger.log(`orderSales rebuilt from ${applied} order events`);
  }
}
