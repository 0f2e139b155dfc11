import { describe, expect, it } from '@jest/globals';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { MingoReadStore } from '../../platform/read-store/mingo-read-store.js';
import { MEMBER_PURCHASES, MemberPurchasesProjection, previousSeoulMonth, seoulMonth, type MemberMonthDoc } from './member-purchases.projection.js';

let position = 0;
const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  id: `e${++position}`,
  streamId: 's',
  revision: 0,
  position,
  type,
  data,
  metadata: { userId: null, at: '2026-11-22T01:00:00.000Z' },
});
const placed = (orderId: string, userId: string, totals: number[]) =>
  stored('OrderPlaced', { orderId, userId, lines: totals.map((totalPrice, i) => ({ lineId: `${orderId}-${i}`, totalPrice })) });
const confirmed = (orderId: string, lineIds: string[], confirmedAt: string) =>
  stored('PurchasesConfirmed', { orderId, lineIds, confirmedBy: 'member', confirmedAt });

describe('monthly confirmed purchase amount (spec §9 level criterion)', () => {
  it('sums the confirmed lines per member and Seoul month, at their placed totals', async () => {
    const store = new MingoReadStore();
    const projection = new MemberPurchasesProjection();
    const events = [
      placed('o1', 'u1', [100_000, 250_000]),
      placed('o2', 'u1', [50_000]),
      placed('o3', 'u2', [70_000]),
      confirmed('o1', ['o1-0'], '2026-10-31T14:59:59.000Z'), // 23:59:59 on 31 Oct in Seoul
      confirmed('o1', ['o1-1'], '2026-10-31T15:00:00.000Z'), // 00:00 on 1 Nov in Seoul
      confirmed('o2', ['o2-0'], '2026-11-10T03:00:00.000Z'),
      confirmed('o3', ['o3-0'], '2026-11-10T03:00:00.000Z'),
    ];
    for (const e of events) await projection.apply(e, store);
    // Applied twice (a replay): nothing counts twice.
    for (const e of events) await projection.apply(e, store);
    const months = await store.collection<MemberMonthDoc>(MEMBER_PURCHASES.months).find({}, { sort: { _id: 1 } });
    expect(months.map(({ _id, amount }) => [_id, amount])).toEqual([
      ['u1:2026-10', 100_000],
      ['u1:2026-11', 300_000],
      ['u2:2026-11', 70_000],
    ]);
  });

  it('takes the month before in Asia/Seoul, across the year', () => {
    expect(seoulMonth('2026-11-30T15:00:00.000Z')).toBe('2026-12');
    expect(previousSeoulMonth('2026-12-01T00:00:00.000Z')).toBe('2026-11');
    expect(previousSeoulMonth('2026-12-31T15:00:00.000Z')).toBe('2026-12');
    expect(previousSeoulMonth('2027-01-15T00:00:00.000Z')).toBe('2026-12');
  });
});
