import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BonusEvent } from '@shop/contracts';
import type { EventBus } from '../../platform/bus/event-bus.port.js';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { PostgresEventStore } from '../../platform/event-store/postgres-event-store.js';
import { MingoReadStore } from '../../platform/read-store/mingo-read-store.js';
import { bonusLedgerStream } from '../bonuses/bonus-ledger.decider.js';
import { PromoterSettlementsConsumer, SETTLEMENT_MODELS, type PromoterSettlementDoc } from './promoter-settlements.consumer.js';

let events: PostgresEventStore;
beforeAll(async () => {
  events = await PostgresEventStore.openPglite();
}, 30_000);
afterAll(() => events.close());

const noBus: EventBus = { publish: async () => {}, subscribe: async () => {}, ping: async () => ({}), close: async () => {} };
const withholding = { incomeTax: 3_000, localTax: 300 };
const bank = { code: '004', accountHolder: '김서연', maskedAccountNumber: '110-****-***21' };

/** The ledger of promoter p1: October (KST) accruals, a reversal, a debit, two withdrawals of which one fails in November. */
const ledger: BonusEvent[] = [
  {
    type: 'BonusAccrued',
    data: {
      promoterId: 'p1',
      accrualId: 'sales:l1',
      bonusType: 'SALES',
      amount: 150_000,
      promoteeId: 'm1',
      purchaseId: 'l1',
      reason: '구매확정',
      accruedAt: '2026-10-01T00:00:00.000Z',
    },
  },
  // 2026-10-31 23:30 in Seoul: still October.
  {
    type: 'BonusAccrued',
    data: {
      promoterId: 'p1',
      accrualId: 'sales:l2',
      bonusType: 'SALES',
      amount: 60_000,
      promoteeId: 'm1',
      purchaseId: 'l2',
      reason: '구매확정',
      accruedAt: '2026-10-31T14:30:00.000Z',
    },
  },
  { type: 'BonusReversed', data: { promoterId: 'p1', accrualId: 'sales:l2', amount: 60_000, reason: '환불', reversedAt: '2026-10-20T00:00:00.000Z' } },
  {
    type: 'BonusAdjusted',
    data: {
      promoterId: 'p1',
      adjustmentId: 'a1',
      bonusType: 'DEBIT',
      amount: -5_000,
      reason: '정정',
      adjustedBy: 's1',
      adjustedAt: '2026-10-21T00:00:00.000Z',
    },
  },
  {
    type: 'BonusWithdrawn',
    data: {
      promoterId: 'p1',
      withdrawalId: 'w1',
      certificationId: 'c1',
      amount: 100_000,
      remain: 45_000,
      withholding,
      charge: 500,
      net: 96_200,
      bank,
      withdrawnAt: '2026-10-22T00:00:00.000Z',
    },
  },
  {
    type: 'BonusWithdrawn',
    data: {
      promoterId: 'p1',
      withdrawalId: 'w2',
      certificationId: 'c2',
      amount: 40_000,
      remain: 5_000,
      withholding: { incomeTax: 1_200, localTax: 120 },
      charge: 500,
      net: 38_180,
      bank,
      withdrawnAt: '2026-10-30T00:00:00.000Z',
    },
  },
  { type: 'BonusWithdrawalPaid', data: { promoterId: 'p1', withdrawalId: 'w1', net: 96_200, bankTranId: 'T1', paidAt: '2026-10-22T00:01:00.000Z' } },
  // 2026-11-01 09:00 in Seoul: the failure of October's withdrawal w2 puts it back in October.
  { type: 'BonusWithdrawalFailed', data: { promoterId: 'p1', withdrawalId: 'w2', amount: 40_000, reason: '계좌 오류', failedAt: '2026-11-01T00:00:00.000Z' } },
  {
    type: 'BonusAccrued',
    data: {
      promoterId: 'p1',
      accrualId: 'sales:l3',
      bonusType: 'SALES',
      amount: 7_000,
      promoteeId: 'm1',
      purchaseId: 'l3',
      reason: '구매확정',
      accruedAt: '2026-11-02T00:00:00.000Z',
    },
  },
];

async function dump(store: MingoReadStore): Promise<PromoterSettlementDoc[]> {
  const docs = await store.collection<PromoterSettlementDoc>(SETTLEMENT_MODELS.settlements).find({}, { sort: { _id: 1 } });
  return docs.map((d) => ({ ...d }));
}

describe('promoter settlements read model (bus consumer promoter-settlements)', () => {
  it('sums each Seoul month, cancels a failed withdrawal where it was counted, counts a redelivery once, and a rebuild equals the live result', async () => {
    const stored: StoredEvent[] = [];
    for (const event of ledger) {
      await events.appendToStream(
        bonusLedgerStream('p1'),
        [{ id: randomUUID(), type: event.type, data: event.data, metadata: { userId: null, at: event.type } }],
        'any',
      );
      const { events: all } = await events.readStream(bonusLedgerStream('p1'));
      stored.push(all[all.length - 1]!);
    }
    const live = new MingoReadStore();
    const consumer = new PromoterSettlementsConsumer(noBus, live, events);
    for (const event of stored) await consumer.apply(event, live);
    // The bus delivers at least once: a second round, and one event three times, change nothing.
    for (const event of stored) await consumer.apply(event, live);
    await consumer.apply(stored[0]!, live);
    await consumer.apply(stored[0]!, live);

    const docs = await dump(live);
    expect(docs.map((d) => d._id)).toEqual(['p1:2026-10', 'p1:2026-11']);
    const october = docs[0]!;
    expect(october.totals).toEqual({
      accrued: 210_000,
      reversed: 60_000,
      adjusted: -5_000,
      withdrawn: 100_000,
      incomeTax: 3_000,
      localTax: 300,
      charge: 500,
      netPaid: 96_200,
    });
    // Every figure is traceable: one line per event, with its id and position, the failure filed with its withdrawal.
    expect(october.lines.map((l) => [l.type, l.position, l.eventId])).toEqual(stored.slice(0, 8).map((e) => [e.type, e.position, e.id]));
    expect(docs[1]!.totals.accrued).toBe(7_000);
    expect(docs[1]!.lines).toHaveLength(1);

    const rebuilt = new MingoReadStore();
    await new PromoterSettlementsConsumer(noBus, rebuilt, events).rebuild();
    expect(await dump(rebuilt)).toEqual(docs);
  }, 30_000);
});
