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
} from '../promotions.errors.js';

/** Staff create a coupon (spec §3 Coupon). */
export type CreateCoupon = Command<'CreateCoupon', { couponId: string; fields: CouponFields }>;
/** Staff replace a coupon's fields; coupons already issued keep theirs. */
export type UpdateCoupon = Command<'UpdateCoupon', { couponId: string; fields: CouponFields }>;
export type DeleteCoupon = Command<'DeleteCoupon', { couponId: string }>;
/**
 * Issue the coupon to a member: `by` a member downloading it (a request coupon, with its `code`
 * when it has one), by staff (any coupon, only the shop-wide limits apply) or by an `event`
 * (an instant coupon of that `eventType`). `userCouponIds` are drawn by the handler, at least
 * `count` of them; the first `count` are used. `member` is who the member is (type and level).
 */
export type IssueCoupon = Command<
  'IssueCoupon',
  {
    couponId: string;
    userId: string;
    userCouponIds: string[];
    member: { userType: UserType; level: string };
    /** member: a download; staff: handed out; event: an instant coupon of `eventType`; level: granted on reaching the level `eventType` (once per reaching, `at`). */
    by: 'member' | 'staff' | 'event' | 'level';
    code?: string;
    eventType?: string;
  }
>;
export type CouponCommand = CreateCoupon | UpdateCoupon | DeleteCoupon | IssueCoupon;

export type CouponState =
  | { status: 'absent' }
  | {
      status: 'active' | 'deleted';
      fields: CouponFields;
      issued: { count: number; price: number };
      /** Rounds in which each member received it (user id → round keys). */
      rounds: Record<string, string[]>;
    };

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
 * its expected revision: concurrent downloads never exceed them.
 */
export const couponDecider: Decider<CouponCommand, CouponEvent, CouponState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'CouponCreated':
        return { status: 'active', fields: event.data.fields, issued: { count: 0, price: 0 }, rounds: {} };
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
        if (by !== 'staff' && by !== 'level') {
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
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of a coupon. */
export const couponStream = (couponId: string): string => `coupon-${couponId}`;
