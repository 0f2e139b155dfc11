import { Inject, Injectable, Logger } from '@nestjs/common';
import { seoulMonthOf, settlementIdOf, type BonusEvent, type BonusWithdrawn, type SettlementLine, type SettlementTotals } from '@shop/contracts';
import { EVENT_BUS, streamCategory, type EventBus } from '../../platform/bus/event-bus.port.js';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { Projection } from '../../platform/projections/projection.js';
import { READ_STORE, type IndexSpec, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { bonusLedgerStream } from '../bonuses/bonus-ledger.decider.js';
import { bonusEventTime, settlementLineOf, settlementTotals } from './settlement-figures.js';

/** Read-model collection of the monthly settlements' figures. */
export const SETTLEMENT_MODELS = { settlements: 'promoterSettlements' } as const;

/** Consumer group on the bus (Kafka group `<prefix>.promoter-settlements` in production). */
export const PROMOTER_SETTLEMENTS_GROUP = 'promoter-settlements';

/** A promoter's month as stored: `_id` `{promoterId}:{YYYY-MM}`, the lines in log order and the figures they make. */
export interface PromoterSettlementDoc {
  _id: string;
  promoterId: string;
  month: string;
  lines: SettlementLine[];
  totals: SettlementTotals;
  [key: string]: unknown;
}

const HANDLES = ['BonusAccrued', 'BonusReversed', 'BonusAdjusted', 'BonusWithdrawn', 'BonusWithdrawalPaid', 'BonusWithdrawalFailed'] as const;
const BATCH = 500;

/**
 * Builds `promoterSettlements` (one document per promoter per Asia/Seoul calendar month of the
 * event's own time) from the bonus ledger's events on the bus, as consumer group
 * {@link PROMOTER_SETTLEMENTS_GROUP} of category `promoter` (spec §2 console user-settlements).
 * Each event becomes one line carrying its event id and log position; the figures are recomputed
 * from the lines (settlementTotals), never incremented, and an event whose position is already a
 * line is skipped, so a redelivered event counts once and a rebuild from the log equals the live
 * result. A transfer's result (BonusWithdrawalPaid / Failed) is filed with its withdrawal, in the
 * withdrawal's month (looked up in the promoter's ledger stream), so a failure cancels that
 * withdrawal's figures where they were counted.
 *
 * It declares its collections like a {@link Projection} for snapshots and rebuild tools; the
 * ProjectionRunner does not feed it (see {@link PromoterSettlementsConsumer.rebuild}).
 */
@Injectable()
export class PromoterSettlementsConsumer implements Projection {
  readonly name = PROMOTER_SETTLEMENTS_GROUP;
  readonly version = 1;
  readonly handles = HANDLES;
  readonly collections = Object.values(SETTLEMENT_MODELS);
  readonly indexes: Record<string, IndexSpec[]> = { [SETTLEMENT_MODELS.settlements]: [{ key: { month: 1 } }, { key: { promoterId: 1, month: -1 } }] };

  private readonly logger = new Logger('PromoterSettlements');
  private subscribed = false;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /** Creates the indexes and subscribes to category `promoter` once (call before the EventRelay starts). */
  async start(): Promise<void> {
    if (this.subscribed) return;
    this.subscribed = true;
    await this.store.ensureIndexes(this.indexes);
    await this.bus.subscribe(PROMOTER_SETTLEMENTS_GROUP, ['promoter'], (event) => this.apply(event, this.store));
  }

  /** Adds the bonus event's line to its promoter's month, unless that position is a line already; other events are ignored. */
  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    if (!(HANDLES as readonly string[]).includes(stored.type)) return;
    const event = { type: stored.type, data: stored.data } as BonusEvent;
    const { promoterId } = event.data;
    const month = await this.monthOf(event, stored.position);
    const id = settlementIdOf(promoterId, month);
    const settlements = store.collection<PromoterSettlementDoc>(SETTLEMENT_MODELS.settlements);
    const doc = await settlements.findOne({ _id: id });
    if (doc?.lines.some((l) => l.position === stored.position)) return;
    const lines = [...(doc?.lines ?? []), settlementLineOf(stored.id, stored.position, event)].sort((a, b) => a.position - b.position);
    await settlements.replaceOne({ _id: id, promoterId, month, lines, totals: settlementTotals(lines) });
  }

  /** Drops the settlements and replays every promoter event of the log into them. */
  async rebuild(): Promise<void> {
    for (const c of this.collections) await this.store.drop(c);
    await this.store.ensureIndexes(this.indexes);
    let after = 0;
    for (;;) {
      const batch = await this.events.readAll(after, BATCH);
      for (const event of batch) if (streamCategory(event.streamId) === 'promoter') await this.apply(event, this.store);
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1]!.position;
    }
    this.logger.log('promoterSettlements rebuilt from the log');
  }

  /** The Seoul month the event counts in: its own time's, or for a transfer's result its withdrawal's. */
  private async monthOf(event: BonusEvent, position: number): Promise<string> {
    if (event.type !== 'BonusWithdrawalPaid' && event.type !== 'BonusWithdrawalFailed') return seoulMonthOf(bonusEventTime(event));
    const { events } = await this.events.readStream(bonusLedgerStream(event.data.promoterId));
    const withdrawn = events.find((e) => e.type === 'BonusWithdrawn' && (e.data as BonusWithdrawn['data']).withdrawalId === event.data.withdrawalId);
    if (!withdrawn) this.logger.warn(`${event.type} at ${position}: no withdrawal ${event.data.withdrawalId}; counted in its own month`);
    return seoulMonthOf(withdrawn ? (withdrawn.data as BonusWithdrawn['data']).withdrawnAt : bonusEventTime(event));
  }
}
