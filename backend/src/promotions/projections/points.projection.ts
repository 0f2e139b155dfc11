import { Injectable } from '@nestjs/common';
import type { MemberPoints, PointEntryKind, PointHistoryEntry, PointsEvent, UserPoint, UserRegistered } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collections of points. */
export const POINTS = {
  /** One document per grant (spec §3 User point), `_id` the grant id. */
  grants: 'userPoints',
  /** One document per ledger entry, `_id` the event id. */
  history: 'pointHistory',
  /** One document per member with the balance and totals, `_id` the user id. */
  members: 'memberPoints',
} as const;

export type MemberPointsDoc = MemberPoints & { _id: string };
export type UserPointDoc = UserPoint;
export type PointHistoryDoc = PointHistoryEntry;

/** Signed change of the balance and the entry's kind, per event. */
function entryOf(event: PointsEvent): {
  kind: PointEntryKind;
  amount: number;
  description: string;
  orderId: string | null;
  expiresAt: string | null;
  at: string;
} {
  switch (event.type) {
    case 'PointsGranted':
      return {
        kind: 'GRANT',
        amount: event.data.amount,
        description: `${event.data.name} · ${event.data.reason}`,
        orderId: event.data.orderId,
        expiresAt: event.data.expiresAt,
        at: event.data.grantedAt,
      };
    case 'PointsSpent':
      return { kind: 'SPEND', amount: -event.data.amount, description: '주문 시 사용', orderId: event.data.orderId, expiresAt: null, at: event.data.spentAt };
    case 'PointsRestored':
      return {
        kind: 'RESTORE',
        amount: event.data.amount,
        description: '주문 취소로 사용 취소',
        orderId: event.data.orderId,
        expiresAt: null,
        at: event.data.restoredAt,
      };
    case 'PointsDebited':
      return {
        kind: 'DEBIT',
        amount: -event.data.amount,
        description: event.data.reason,
        orderId: event.data.orderId,
        expiresAt: null,
        at: event.data.debitedAt,
      };
    case 'PointsExpired':
      return { kind: 'EXPIRE', amount: -event.data.amount, description: '유효기간 만료', orderId: null, expiresAt: null, at: event.data.expiredAt };
  }
}

const emptyMember = (userId: string): MemberPointsDoc => ({
  _id: userId,
  _user: userId,
  username: '',
  name: '',
  balance: 0,
  granted: 0,
  used: 0,
  expired: 0,
  updatedAt: '',
});

/**
 * Builds members' points: each grant (amounts left and used, flags), each ledger entry with the
 * balance after it (the member's history), and each member's balance and totals. Members are
 * named from UserRegistered, so the console lists balances without reading identity's models.
 */
@Injectable()
export class PointsProjection implements Projection {
  readonly name = 'points';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['UserRegistered', 'PointsGranted', 'PointsSpent', 'PointsRestored', 'PointsDebited', 'PointsExpired'];
  readonly collections = [POINTS.grants, POINTS.history, POINTS.members];
  readonly indexes: Record<string, IndexSpec[]> = {
    [POINTS.grants]: [{ key: { _user: 1, createdAt: -1 } }],
    [POINTS.history]: [{ key: { _user: 1, at: -1 } }],
    [POINTS.members]: [{ key: { updatedAt: -1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    if (stored.type === 'UserRegistered') {
      const d = (stored as unknown as UserRegistered).data;
      if (d.userType === 'OPERATOR') return;
      await applyOnce<MemberPointsDoc>(store, POINTS.members, d.userId, stored, (doc) => ({
        ...(doc ?? emptyMember(d.userId)),
        username: d.username,
        name: d.name,
        updatedAt: doc?.updatedAt || d.registeredAt,
      }));
      return;
    }
    const event = { type: stored.type, data: stored.data } as PointsEvent;
    const { userId } = event.data;
    const entry = entryOf(event);
    await this.applyToGrants(event, stored, store);

    const history = store.collection<PointHistoryDoc & { _position?: number }>(POINTS.history);
    if (await history.findOne({ _id: stored.id })) return;
    let balance = 0;
    await applyOnce<MemberPointsDoc>(store, POINTS.members, userId, stored, (doc) => {
      const m = doc ?? emptyMember(userId);
      balance = m.balance + entry.amount;
      return {
        ...m,
        balance,
        granted: m.granted + (entry.kind === 'GRANT' ? entry.amount : 0),
        used: m.used + (entry.kind === 'SPEND' ? -entry.amount : entry.kind === 'RESTORE' ? -entry.amount : 0),
        expired: m.expired + (entry.kind === 'EXPIRE' ? -entry.amount : 0),
        updatedAt: entry.at,
      };
    });
    if (!balance) balance = (await store.collection<MemberPointsDoc>(POINTS.members).findOne({ _id: userId }))?.balance ?? 0;
    await history.replaceOne({ _id: stored.id, _user: userId, ...entry, balance, _position: stored.position });
  }

  /** Moves the amounts of each grant the event touches. */
  private async applyToGrants(event: PointsEvent, stored: StoredEvent, store: ReadStore): Promise<void> {
    if (event.type === 'PointsGranted') {
      const d = event.data;
      await applyOnce<UserPointDoc>(store, POINTS.grants, d.grantId, stored, () => ({
        _id: d.grantId,
        _user: d.userId,
        _point: d.pointId,
        name: d.name,
        reason: d.reason,
        orderId: d.orderId,
        amount: d.amount,
        amount_left: d.amount,
        amount_used: 0,
        isUsed: false,
        isExpired: false,
        isExcluded: false,
        isDisabled: false,
        expiresAt: d.expiresAt,
        createdAt: d.grantedAt,
        usedAt: null,
      }));
      return;
    }
    const at = entryOf(event).at;
    for (const { grantId, amount } of event.data.allocations) {
      await applyOnce<UserPointDoc>(store, POINTS.grants, grantId, stored, (doc) => {
        if (!doc) return null;
        switch (event.type) {
          case 'PointsSpent': {
            const left = doc.amount_left - amount;
            return { ...doc, amount_left: left, amount_used: doc.amount_used + amount, isUsed: left === 0, usedAt: at };
          }
          case 'PointsRestored':
            return { ...doc, amount_left: doc.amount_left + amount, amount_used: doc.amount_used - amount, isUsed: false };
          case 'PointsDebited':
            return {
              ...doc,
              amount_left: doc.amount_left - amount,
              isDisabled: doc.isDisabled || (event.data.orderId !== null && event.data.orderId === doc.orderId),
            };
          case 'PointsExpired':
            return { ...doc, amount_left: doc.amount_left - amount, isExpired: true };
          default:
            return doc;
        }
      });
    }
  }
}
