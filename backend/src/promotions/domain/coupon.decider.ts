import { CouponIssueTargetType, CouponIssueType, CouponRoundType, CouponUnit, type CouponEvent, type CouponFields, type UserType } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  CouponAlreadyIssuedError,
  CouponExistsError,
  CouponIssueClosedError,
  CouponNotDownloadableError,
  CouponNotForMemberError,
  CouponNotFoundError,
  CouponPeriodInvalidError,
  CouponSoldOutError,
  CouponUsageExhaustedError,
} from '../promotions.errors.js';

/** Staff create a coupon (spec §3 Coupon). */
export type CreateCoupon = Command<'CreateCoupon', { couponId: string; fields: CouponFields }>;
/** Staff replace a coupon's fields; coupons already issued keep theirs. */
export type UpdateCoupon = Command<'UpdateCoupon', { couponId: string; fields: CouponFields }>;
export type DeleteCoupon = Command<'DeleteCoupon', { couponId: string }>;
/**
 * Issue the coupon to a member: `by` a member downloading it (a request coupon, with its `code`
 * when it has one), by staff (any coupon, only the shop-wide limits apply), by an `event`
 * (an instant coupon of that `eventType`) or by the `schedule` (an instant coupon without an
 * event whose `issuesAt` has come: once per member per scheduled time, a repeat gives nothing). `userCouponIds` are drawn by the handler, at least
 * `count` of them; the first `count` are used. `member` is who the member is (type and level).
 */
export type IssueCoupon = Command<
  'IssueCoupon',
  {
    couponId: string;
    userId: string;
    userCouponIds: string[];
    member: { userType: UserType; level: string };
    /**
     * member: a download; staff: handed out; event: an instant coupon of `eventType`; level: granted on reaching the level `eventType`
     * (once per reaching, `at`); schedule: its `issuesAt` has come (once per member and scheduled time).
     */
    by: 'member' | 'staff' | 'event' | 'level' | 'schedule';
    code?: string;
    eventType?: string;
  }
>;
/**
 * Count one use of a coupon with a shop-wide usage limit (spec §3 Coupon usage.limit.shop): the
 * member's coupon `userCouponId` used on `orderId` takes `discount` 원 off. Sent by the order
 * before it redeems the member's coupon; a repeat for the same order and member's coupon changes
 * nothing. Refused (409 CouponUsageExhausted) when it would pass count__sum or price__sum.
 */
export type ReserveCouponUsage = Command<'ReserveCouponUsage', { couponId: string; orderId: string; userCouponId: string; discount: number }>;
/** Give back the use counted for `orderId` and `userCouponId` (the order was not placed, or was cancelled before shipping); nothing when none is counted. */
export type ReleaseCouponUsage = Command<'ReleaseCouponUsage', { couponId: string; orderId: string; userCouponId: string }>;
export type CouponCommand = CreateCoupon | UpdateCoupon | DeleteCoupon | IssueCoupon | ReserveCouponUsage | ReleaseCouponUsage;

export type CouponState =
  | { status: 'absent' }
  | {
      status: 'active' | 'deleted';
      fields: CouponFields;
      issued: { count: number; price: number };
      /** Rounds in which each member received it (user id → round keys). */
      rounds: Record<string, string[]>;
      /** Uses counted against usage.limit.shop, and the sum of their discounts (원). */
      used: { count: number; price: number };
      /** The uses counted, by {@link usageKey}: their discount (원). */
      usages: Record<string, number>;
    };

/** Key of one counted use: the order and the member's coupon used on it. */
export const usageKey = (orderId: string, userCouponId: string): string => `${orderId}/${userCouponId}`;

/** The coupon's shop-wide usage caps as they stand (null: none; 0 counts as none, as for the issue caps). */
export function usageShopLimit(f: Pick<CouponFields, 'usage'>): { count__sum: number | null; price__sum: number | null } {
  const shop = f.usage.limit.shop;
  const cap = (n: number | null | undefined) => (n !== null && n !== undefined && n > 0 ? n : null);
  return { count__sum: cap(shop?.count__sum), price__sum: cap(shop?.price__sum) };
}

/** The yyyy-mm-dd day of an instant in Asia/Seoul (UTC+9, no daylight saving). */
export const seoulDay = (iso: string): string => new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 10);

/** True when `now` lies within [startsAt, endsAt] (a null bound is open). */
export const within = (now: string, startsAt: string | null, endsAt: string | null): boolean =>
  (startsAt === null || Date.parse(now) >= Date.parse(startsAt)) && (endsAt === null || Date.parse(now) <= Date.parse(endsAt));

/** Face value (원) of one issued coupon, counted against limit.shop.price__sum: a won coupon's value, a percent coupon's cap. */
export const faceOf = (f: Pick<CouponFields, 'unit' | 'value' | 'limit'>): number => (f.unit === CouponUnit.WON ? f.value : (f.limit ?? 0));

function checkPeriods(f: CouponFields): void {
  const bad = (a: string | null, b: string | null) => a !== null && b !== null && Date.parse(b) < Date.parse(a);
  if (bad(f.issue.startsAt, f.issue.endsAt) || bad(f.usage.startsAt, f.usage.endsAt)) throw new CouponPeriodInvalidError();
}

/**
 * The round a member takes the coupon in (spec §9 rounds), or throws CouponIssueClosed when
 * `now` is no round: single is one round; bounded, the listed `includeds` days; infinite, every
 * day; `excludeds` days never.
 */
function roundAt(f: CouponFields, now: string): string {
  const { type, includeds, excludeds } = f.issue.round;
  if (type === CouponRoundType.SINGLE) return 'single';
  const day = seoulDay(now);
  if (excludeds.includes(day)) throw new CouponIssueClosedError();
  if (type === CouponRoundType.BOUNDED && !includeds.includes(day)) throw new CouponIssueClosedError();
  return day;
}

function isTarget(f: CouponFields, userId: string, member: { userType: UserType; level: string }): boolean {
  const t = f.issue.target;
  switch (t.type) {
    case CouponIssueTargetType.ALL:
      return true;
    case CouponIssueTargetType.USERS:
      return t._users.includes(userId);
    case CouponIssueTargetType.USER_TYPES:
      return t.userTypes.includes(member.userType);
    case CouponIssueTargetType.LEVELS:
      return t._levels.includes(member.level);
  }
}

/**
 * A coupon (stream `coupon-{couponId}`): its fields, and every issue of it, so the issue limits
 * (per member per round, shop-wide count__sum and price__sum) are decided on this one stream under
 * its expected revision: concurrent downloads never exceed them. Likewise every counted use of a
 * coupon with a shop-wide usage limit (usage.limit.shop), so concurrent orders never use it more
 * often, or for more discount, than the limit allows; a use given back counts no more.
 */
export const couponDecider: Decider<CouponCommand, CouponEvent, CouponState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'CouponCreated':
        return { status: 'active', fields: event.data.fields, issued: { count: 0, price: 0 }, rounds: {}, used: { count: 0, price: 0 }, usages: {} };
      case 'CouponUpdated':
        return state.status === 'absent' ? state : { ...state, fields: event.data.fields };
      case 'CouponDeleted':
        return state.status === 'absent' ? state : { ...state, status: 'deleted' };
      case 'CouponIssued': {
        if (state.status === 'absent') return state;
        const { userId, userCouponIds, round, face } = event.data;
        return {
          ...state,
          issued: { count: state.issued.count + userCouponIds.length, price: state.issued.price + face },
          rounds: { ...state.rounds, [userId]: [...(state.rounds[userId] ?? []), round] },
        };
      }
      case 'CouponUsageReserved': {
        if (state.status === 'absent') return state;
        const { orderId, userCouponId, discount } = event.data;
        return {
          ...state,
          used: { count: state.used.count + 1, price: state.used.price + discount },
          usages: { ...state.usages, [usageKey(orderId, userCouponId)]: discount },
        };
      }
      case 'CouponUsageReleased': {
        if (state.status === 'absent') return state;
        const { [usageKey(event.data.orderId, event.data.userCouponId)]: _released, ...usages } = state.usages;
        return { ...state, used: { count: state.used.count - 1, price: state.used.price - event.data.discount }, usages };
      }
      default:
        return state;
    }
  },

  decide(command, state) {
    const now = command.metadata.now;
    switch (command.type) {
      case 'CreateCoupon':
        if (state.status !== 'absent') throw new CouponExistsError();
        checkPeriods(command.data.fields);
        return [{ type: 'CouponCreated', data: { ...command.data, createdAt: now } }];
      case 'UpdateCoupon':
        if (state.status !== 'active') throw new CouponNotFoundError();
        checkPeriods(command.data.fields);
        return [{ type: 'CouponUpdated', data: { ...command.data, updatedAt: now } }];
      case 'DeleteCoupon':
        if (state.status !== 'active') throw new CouponNotFoundError();
        return [{ type: 'CouponDeleted', data: { couponId: command.data.couponId, deletedAt: now } }];
      case 'IssueCoupon': {
        if (state.status !== 'active') throw new CouponNotFoundError();
        const { couponId, userId, member, by } = command.data;
        const f = state.fields;
        let round = by === 'level' ? `level-${command.data.eventType ?? ''}-${now}` : `staff-${now}`;
        // A level's coupons come with reaching it: once per reaching, whatever the coupon's own issue settings.
        if (by === 'level' && state.rounds[userId]?.includes(round)) return [];
        if (by === 'schedule') {
          const at = f.issue.issuesAt;
          if (f.issue.type !== CouponIssueType.INSTANT || !f.issue.isActive || f.issue.eventType !== null || at === null || Date.parse(now) < Date.parse(at))
            throw new CouponNotDownloadableError();
          if (!within(now, f.issue.startsAt, f.issue.endsAt)) throw new CouponIssueClosedError();
          if (!isTarget(f, userId, member)) throw new CouponNotForMemberError();
          // Once per member and scheduled time: a second sweep, or one after a restart, gives nothing.
          round = `schedule-${at}`;
          if (state.rounds[userId]?.includes(round)) return [];
        }
        if (by === 'member' || by === 'event') {
          if (by === 'member') {
            if (f.issue.type !== CouponIssueType.REQUEST || !f.issue.isActive) throw new CouponNotDownloadableError();
            if (f.issue.code !== null && f.issue.code !== command.data.code?.toUpperCase()) throw new CouponNotDownloadableError();
          } else if (f.issue.type !== CouponIssueType.INSTANT || !f.issue.isActive || f.issue.eventType !== command.data.eventType) {
            throw new CouponNotDownloadableError();
          }
          if (!within(now, f.issue.startsAt, f.issue.endsAt)) throw new CouponIssueClosedError();
          if (!isTarget(f, userId, member)) throw new CouponNotForMemberError();
          round = roundAt(f, now);
          if (state.rounds[userId]?.includes(round)) throw new CouponAlreadyIssuedError();
        }
        const count = Math.max(1, f.count);
        const face = faceOf(f) * count;
        const { count__sum, price__sum } = f.issue.limit.shop;
        if (count__sum !== null && count__sum > 0 && state.issued.count + count > count__sum) throw new CouponSoldOutError();
        if (price__sum !== null && price__sum > 0 && state.issued.price + face > price__sum) throw new CouponSoldOutError();
        const userCouponIds = command.data.userCouponIds.slice(0, count);
        if (userCouponIds.length < count) throw new Error(`IssueCoupon needs ${count} user coupon ids`);
        return [{ type: 'CouponIssued', data: { couponId, userId, userCouponIds, round, face, by, issuedAt: now } }];
      }
      case 'ReserveCouponUsage': {
        if (state.status === 'absent') throw new CouponNotFoundError();
        const { couponId, orderId, userCouponId, discount } = command.data;
        if (state.usages[usageKey(orderId, userCouponId)] !== undefined) return [];
        const { count__sum, price__sum } = usageShopLimit(state.fields);
        if (count__sum !== null && state.used.count + 1 > count__sum) throw new CouponUsageExhaustedError(state.fields.name, 'count');
        if (price__sum !== null && state.used.price + discount > price__sum) throw new CouponUsageExhaustedError(state.fields.name, 'price');
        return [{ type: 'CouponUsageReserved', data: { couponId, orderId, userCouponId, discount, reservedAt: now } }];
      }
      case 'ReleaseCouponUsage': {
        if (state.status === 'absent') return [];
        const { couponId, orderId, userCouponId } = command.data;
        const discount = state.usages[usageKey(orderId, userCouponId)];
        if (discount === undefined) return [];
        return [{ type: 'CouponUsageReleased', data: { couponId, orderId, userCouponId, discount, releasedAt: now } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of a coupon. */
export const couponStream = (couponId: string): string => `coupon-${couponId}`;
