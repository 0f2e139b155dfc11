import { Injectable } from '@nestjs/common';
import type { OrderPlaced, PurchasesConfirmed } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collections of confirmed purchases per member and month, for level evaluation. */
export const MEMBER_PURCHASES = {
  /** Per order: its member and each line's total (원), `_id` the order id. */
  orders: 'levelOrders',
  /** Per member and Seoul month: the confirmed (구매확정) amount, `_id` `{userId}:{yyyy-mm}`. */
  months: 'memberMonthlyPurchases',
} as const;

interface LevelOrderDoc {
  _id: string;
  userId: string;
  lines: Record<string, number>;
}
export interface MemberMonthDoc {
  _id: string;
  userId: string;
  /** yyyy-mm in Asia/Seoul. */
  month: string;
  amount: number;
}

const SEOUL_OFFSET_MS = 9 * 3_600_000;
/** The Asia/Seoul month (yyyy-mm) of an ISO instant (Korea keeps no daylight saving). */
export const seoulMonth = (iso: string): string => new Date(Date.parse(iso) + SEOUL_OFFSET_MS).toISOString().slice(0, 7);
/** The Seoul month before the one `iso` falls in. */
export function previousSeoulMonth(iso: string): string {
  const [y, m] = seoulMonth(iso).split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * Sums each member's confirmed purchases (구매확정, PurchasesConfirmed) per Seoul month at the
 * lines' totals as placed (OrderPlaced), the "monthly confirmed purchase amount" level criterion
 * (spec §9). Reads ordering's events, never its read models.
 */
@Injectable()
export class MemberPurchasesProjection implements Projection {
  readonly name = 'member-purchases';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['OrderPlaced', 'PurchasesConfirmed'];
  readonly collections = [MEMBER_PURCHASES.orders, MEMBER_PURCHASES.months];
  readonly indexes: Record<string, IndexSpec[]> = { [MEMBER_PURCHASES.months]: [{ key: { month: 1, userId: 1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    if (stored.type === 'OrderPlaced') {
      const d = (stored as unknown as OrderPlaced).data;
      await applyOnce<LevelOrderDoc>(store, MEMBER_PURCHASES.orders, d.orderId, stored, () => ({
        _id: d.orderId,
        userId: d.userId,
        lines: Object.fromEntries(d.lines.map((l) => [l.lineId, l.totalPrice])),
      }));
      return;
    }
    const d = (stored as unknown as PurchasesConfirmed).data;
    const order = await store.collection<LevelOrderDoc>(MEMBER_PURCHASES.orders).findOne({ _id: d.orderId });
    if (!order) return;
    const amount = d.lineIds.reduce((sum, id) => sum + (order.lines[id] ?? 0), 0);
    const month = seoulMonth(d.confirmedAt);
    await applyOnce<MemberMonthDoc>(store, MEMBER_PURCHASES.months, `${order.userId}:${month}`, stored, (doc) => ({
      _id: `${order.userId}:${month}`,
      userId: order.userId,
      month,
      amount: (doc?.amount ?? 0) + amount,
    }));
  }
}
