import type { PointAllocation, PointsEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { InsufficientPointsError, PointsAlreadySpentError } from '../promotions.errors.js';

/** Grants points to a member (on 구매확정 at the level's rate, by staff with a reason, under a policy). A grantId already granted is not granted again. */
export type GrantPoints = Command<
  'GrantPoints',
  { userId: string; grantId: string; pointId: string | null; name: string; reason: string; orderId: string | null; amount: number; expiresAt: string | null }
>;
/** Uses `amount` 원 of the member's points on an order. The same order spending the same amount again does nothing. */
export type SpendPoints = Command<'SpendPoints', { userId: string; orderId: string; amount: number }>;
/** Gives back the points an order used (cancel): all of them, or `amount` 원 of them (a partial cancel). Nothing used: nothing happens. */
/**
 * Gives back points an order used: all it has left, or `amount` of them (part of the order was
 * cancelled), once per `restoreId` when one is given (a refund's id: a redelivered event restores nothing more).
 */
export type RestorePoints = Command<'RestorePoints', { userId: string; orderId: string; amount?: number; restoreId?: string }>;
/** Staff take `amount` 원 away from a member, with a reason; never more than the balance. */
export type DebitPoints = Command<'DebitPoints', { userId: string; debitId: string; amount: number; reason: string }>;
/** Takes back what is left of the points earned on an order (its return or cancel after 구매확정), with a reason. */
export type ClawBackPoints = Command<'ClawBackPoints', { userId: string; orderId: string; reason: string }>;
/** Lapses what is left of every grant whose expiry is at or before `metadata.now` (the scheduled sweep). */
export type ExpirePoints = Command<'ExpirePoints', { userId: string }>;
export type PointsCommand = GrantPoints | SpendPoints | RestorePoints | DebitPoints | ClawBackPoints | ExpirePoints;

/** One grant as the ledger keeps it (spec §3 User point). */
export interface PointGrant {
  grantId: string;
  pointId: string | null;
  name: string;
  reason: string;
  orderId: string | null;
  amount: number;
  amount_left: number;
  amount_used: number;
  isExpired: boolean;
  isExcluded: boolean;
  isDisabled: boolean;
  expiresAt: string | null;
  grantedAt: string;
  usedAt: string | null;
}

/** What an order has taken and not yet given back, per grant. */
interface OrderSpend {
  amount: number;
  allocations: PointAllocation[];
}

export interface PointsLedgerState {
  grants: PointGrant[];
  /** Per order: the points it uses now (after restores). */
  spends: Record<string, OrderSpend>;
  /** Restores done under an id (refunds of part of an order). */
  restores?: string[];
  /** Debit ids already applied. */
  debits: string[];
}

/** The stream of a member's points. */
export const pointsStream = (userId: string): string => `points-${userId}`;

/** Whether a grant can be spent at `now`: something left, not expired (flag or date), not disabled or excluded. */
const usable = (g: PointGrant, now: string): boolean =>
  g.amount_left > 0 && !g.isExpired && !g.isDisabled && !g.isExcluded && (g.expiresAt === null || g.expiresAt > now);

/** The member's balance at `now` in 원: what is left of the usable grants. Never negative. */
export function balanceOf(state: PointsLedgerState, now: string): number {
  return state.grants.filter((g) => usable(g, now)).reduce((sum, g) => sum + g.amount_left, 0);
}

/** The usable grants, soonest-expiring first (never-expiring last), then the oldest. */
function spendOrder(state: PointsLedgerState, now: string): PointGrant[] {
  return state.grants
    .filter((g) => usable(g, now))
    .sort((a, b) => (a.expiresAt ?? '\uffff').localeCompare(b.expiresAt ?? '\uffff') || a.grantedAt.localeCompare(b.grantedAt));
}

/** Takes `amount` from `grants` in their order. */
function allocate(grants: PointGrant[], amount: number): PointAllocation[] {
  const out: PointAllocation[] = [];
  let left = amount;
  for (const g of grants) {
    if (left <= 0) break;
    const take = Math.min(g.amount_left, left);
    out.push({ grantId: g.grantId, amount: take });
    left -= take;
  }
  return out;
}

/** Applies `change(grant, amount)` to each allocated grant. */
function withAllocations(grants: PointGrant[], allocations: PointAllocation[], change: (g: PointGrant, amount: number) => PointGrant): PointGrant[] {
  const by = new Map(allocations.map((a) => [a.grantId, a.amount]));
  return grants.map((g) => (by.has(g.grantId) ? change(g, by.get(g.grantId)!) : g));
}

/** The allocations of `spend` after giving back `amount` of them, the latest-taken first. */
function minus(allocations: PointAllocation[], back: PointAllocation[]): PointAllocation[] {
  const by = new Map(back.map((a) => [a.grantId, a.amount]));
  return allocations.map((a) => ({ grantId: a.grantId, amount: a.amount - (by.get(a.grantId) ?? 0) })).filter((a) => a.amount > 0);
}

/**
 * A member's points ledger (issue 10 "Points"; spec §3 User point), stream `points-{userId}`.
 * Spending takes the soonest-expiring usable grant first and refuses more than the balance, so
 * the balance never goes below 0 (the append's expected revision makes concurrent spends decide
 * one after the other). Restores go back to the grants they were taken from; expiry lapses
 * what is left of grants past their date. Amounts are whole 원 from 1 (the handlers and DTOs check
 * the shape; the decider refuses what the balance cannot cover).
 */
export const pointsLedgerDecider: Decider<PointsCommand, PointsEvent, PointsLedgerState> = {
  initialState: () => ({ grants: [], spends: {}, debits: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'PointsGranted': {
        const d = event.data;
        const grant: PointGrant = {
          grantId: d.grantId,
          pointId: d.pointId,
          name: d.name,
          reason: d.reason,
          orderId: d.orderId,
          amount: d.amount,
          amount_left: d.amount,
          amount_used: 0,
          isExpired: false,
          isExcluded: false,
          isDisabled: false,
          expiresAt: d.expiresAt,
          grantedAt: d.grantedAt,
          usedAt: null,
        };
        return { ...state, grants: [...state.grants, grant] };
      }
      case 'PointsSpent': {
        const { orderId, allocations, spentAt } = event.data;
        const before = state.spends[orderId] ?? { amount: 0, allocations: [] };
        return {
          ...state,
          grants: withAllocations(state.grants, allocations, (g, n) => ({
            ...g,
            amount_left: g.amount_left - n,
            amount_used: g.amount_used + n,
            usedAt: spentAt,
          })),
          spends: { ...state.spends, [orderId]: { amount: before.amount + event.data.amount, allocations: [...before.allocations, ...allocations] } },
        };
      }
      case 'PointsRestored': {
        const { orderId, allocations, amount, restoreId } = event.data;
        const before = state.spends[orderId] ?? { amount: 0, allocations: [] };
        return {
          ...state,
          ...(restoreId ? { restores: [...(state.restores ?? []), restoreId] } : {}),
          grants: withAllocations(state.grants, allocations, (g, n) => ({ ...g, amount_left: g.amount_left + n, amount_used: g.amount_used - n })),
          spends: { ...state.spends, [orderId]: { amount: before.amount - amount, allocations: minus(before.allocations, allocations) } },
        };
      }
      case 'PointsDebited': {
        const { allocations, debitId, orderId } = event.data;
        const grants = withAllocations(state.grants, allocations, (g, n) => ({ ...g, amount_left: g.amount_left - n }));
        return {
          ...state,
          grants: orderId ? grants.map((g) => (g.orderId === orderId ? { ...g, isDisabled: true } : g)) : grants,
          debits: [...state.debits, debitId],
        };
      }
      case 'PointsExpired':
        return {
          ...state,
          grants: withAllocations(state.grants, event.data.allocations, (g, n) => ({ ...g, amount_left: g.amount_left - n, isExpired: true })),
        };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { now, userId: by } = command.metadata;
    const { userId } = command.data;
    switch (command.type) {
      case 'GrantPoints': {
        const d = command.data;
        if (state.grants.some((g) => g.grantId === d.grantId)) return [];
        return [{ type: 'PointsGranted', data: { ...d, grantedBy: by, grantedAt: now } }];
      }
      case 'SpendPoints': {
        const { orderId, amount } = command.data;
        const spent = state.spends[orderId];
        if (spent && spent.amount > 0) {
          if (spent.amount === amount) return [];
          throw new PointsAlreadySpentError();
        }
        if (amount <= 0) return [];
        if (amount > balanceOf(state, now)) throw new InsufficientPointsError();
        return [{ type: 'PointsSpent', data: { userId, orderId, amount, allocations: allocate(spendOrder(state, now), amount), spentAt: now } }];
      }
      case 'RestorePoints': {
        const { orderId, restoreId } = command.data;
        const spent = state.spends[orderId];
        if (restoreId && state.restores?.includes(restoreId)) return [];
        if (!spent || spent.amount <= 0) return [];
        const amount = Math.min(command.data.amount ?? spent.amount, spent.amount);
        if (amount <= 0) return [];
        // Give back the latest-taken first, so a partial cancel keeps the soonest-expiring grants spent.
        const allocations = allocate(
          [...spent.allocations].reverse().map((a) => ({ ...state.grants.find((g) => g.grantId === a.grantId)!, amount_left: a.amount })),
          amount,
        );
        return [{ type: 'PointsRestored', data: { userId, orderId, amount, allocations, ...(restoreId ? { restoreId } : {}), restoredAt: now } }];
      }
      case 'DebitPoints': {
        const { debitId, amount, reason } = command.data;
        if (state.debits.includes(debitId)) return [];
        if (amount > balanceOf(state, now)) throw new InsufficientPointsError();
        const allocations = allocate(spendOrder(state, now), amount);
        return [{ type: 'PointsDebited', data: { userId, debitId, orderId: null, reason, amount, allocations, debitedBy: by, debitedAt: now } }];
      }
      case 'ClawBackPoints': {
        const { orderId, reason } = command.data;
        const earned = state.grants.filter((g) => g.orderId === orderId && !g.isDisabled);
        if (earned.length === 0) return [];
        const allocations = earned.filter((g) => g.amount_left > 0 && !g.isExpired).map((g) => ({ grantId: g.grantId, amount: g.amount_left }));
        const amount = allocations.reduce((s, a) => s + a.amount, 0);
        return [
          { type: 'PointsDebited', data: { userId, debitId: `clawback-${orderId}`, orderId, reason, amount, allocations, debitedBy: by, debitedAt: now } },
        ];
      }
      case 'ExpirePoints': {
        const allocations = state.grants
          .filter((g) => !g.isExpired && g.expiresAt !== null && g.expiresAt <= now && g.amount_left > 0)
          .map((g) => ({ grantId: g.grantId, amount: g.amount_left }));
        if (allocations.length === 0) return [];
        return [{ type: 'PointsExpired', data: { userId, amount: allocations.reduce((s, a) => s + a.amount, 0), allocations, expiredAt: now } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
