import { CouponPriceBase, type CouponUnit, type CouponUsage, type ShippingCode, type UserCouponEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  CouponNotUsableError,
  UserCouponChoiceInvalidError,
  UserCouponExpiredError,
  UserCouponNotFoundError,
  UserCouponUsedError,
} from '../promotions.errors.js';
import { within } from './coupon.decider.js';

/** A member receives a coupon: what it is worth and how it is used, as the coupon stood when issued. */
export type IssueUserCoupon = Command<
  'IssueUserCoupon',
  { userCouponId: string; userId: string; couponId: string; name: string; unit: CouponUnit; value: number; limit: number | null; usage: CouponUsage }
>;
/** Use the coupon on an order (single use). Sent by the order when it is placed; `userId` is the buyer. */
export type RedeemUserCoupon = Command<'RedeemUserCoupon', { userCouponId: string; userId: string; orderId: string }>;
/** Give the coupon back: the order it was used on was cancelled before shipping. Does nothing unless used on `orderId`. */
export type RestoreUserCoupon = Command<'RestoreUserCoupon', { userCouponId: string; orderId: string }>;
/** Mark it expired once its usage period is over (a sweep). Does nothing before, or once used. */
export type ExpireUserCoupon = Command<'ExpireUserCoupon', { userCouponId: string }>;
/** Delete it: by its member (`userId`) or by staff (null). */
export type DeleteUserCoupon = Command<'DeleteUserCoupon', { userCouponId: string; userId: string | null }>;
/** The member chooses the product a product-price coupon applies to (null: every target line). */
export type ChooseUserCouponProduct = Command<'ChooseUserCouponProduct', { userCouponId: string; userId: string; productId: string | null }>;
/** The member chooses the shipping group a delivery-fare coupon applies to (null: all). */
export type ChooseUserCouponShippingCode = Command<'ChooseUserCouponShippingCode', { userCouponId: string; userId: string; shippingCode: ShippingCode | null }>;
export type UserCouponCommand =
  IssueUserCoupon | RedeemUserCoupon | RestoreUserCoupon | ExpireUserCoupon | DeleteUserCoupon | ChooseUserCouponProduct | ChooseUserCouponShippingCode;

/** What a member's coupon is, whatever its status. */
export interface UserCouponFacts {
  userId: string;
  couponId: string;
  name: string;
  unit: CouponUnit;
  value: number;
  limit: number | null;
  usage: CouponUsage;
  productId: string | null;
  shippingCode: ShippingCode | null;
  issuedAt: string;
}

export type UserCouponState =
  | { status: 'absent' }
  | ({ status: 'held' | 'expired' | 'deleted' } & UserCouponFacts)
  | ({ status: 'used'; orderId: string; usedAt: string } & UserCouponFacts);

/** The member's coupon as the stream holds it, or UserCouponNotFound when absent, deleted or another member's. */
function owned(state: UserCouponState, userId: string | null): Exclude<UserCouponState, { status: 'absent' }> {
  if (state.status === 'absent' || state.status === 'deleted' || (userId !== null && state.userId !== userId)) throw new UserCouponNotFoundError();
  return state;
}

/**
 * A member's coupon (stream `user-coupon-{userCouponId}`, one per issued coupon): held, used on one
 * order (restored when that order is cancelled before shipping), expired or deleted. Redemption is
 * decided on this stream under its expected revision, so of any number of concurrent orders
 * naming it exactly one uses it (spec §9; issue "100 concurrent orders: exactly one succeeds").
 */
export const userCouponDecider: Decider<UserCouponCommand, UserCouponEvent, UserCouponState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserCouponIssued': {
        const { userCouponId: _id, issuedAt, ...facts } = event.data;
        return { status: 'held', ...facts, productId: null, shippingCode: null, issuedAt };
      }
      case 'UserCouponRedeemed':
        return state.status === 'absent' ? state : { ...state, status: 'used', orderId: event.data.orderId, usedAt: event.data.usedAt };
      case 'UserCouponRestored': {
        if (state.status !== 'used') return state;
        const { orderId: _o, usedAt: _u, ...rest } = state;
        return { ...rest, status: 'held' };
      }
      case 'UserCouponExpired':
        return state.status === 'held' ? { ...state, status: 'expired' } : state;
      case 'UserCouponDeleted':
        return state.status === 'absent' ? state : { ...state, status: 'deleted' };
      case 'UserCouponProductChosen':
        return state.status === 'absent' ? state : { ...state, productId: event.data.productId };
      case 'UserCouponShippingCodeChosen':
        return state.status === 'absent' ? state : { ...state, shippingCode: event.data.shippingCode };
      default:
        return state;
    }
  },

  decide(command, state) {
    const now = command.metadata.now;
    switch (command.type) {
      case 'IssueUserCoupon':
        if (state.status !== 'absent') return [];
        return [{ type: 'UserCouponIssued', data: { ...command.data, issuedAt: now } }];
      case 'RedeemUserCoupon': {
        const { userCouponId, userId, orderId } = command.data;
        const c = owned(state, userId);
        if (c.status === 'used') {
          if (c.orderId === orderId) return [];
          throw new UserCouponUsedError(c.name);
        }
        if (c.status === 'expired' || (c.usage.endsAt !== null && Date.parse(now) > Date.parse(c.usage.endsAt))) throw new UserCouponExpiredError(c.name);
        if (!c.usage.isActive || !within(now, c.usage.startsAt, null)) throw new CouponNotUsableError(c.name);
        return [{ type: 'UserCouponRedeemed', data: { userCouponId, userId, orderId, usedAt: now } }];
      }
      case 'RestoreUserCoupon': {
        if (state.status !== 'used' || state.orderId !== command.data.orderId) return [];
        return [{ type: 'UserCouponRestored', data: { ...command.data, userId: state.userId, restoredAt: now } }];
      }
      case 'ExpireUserCoupon':
        if (state.status !== 'held' || state.usage.endsAt === null || Date.parse(now) <= Date.parse(state.usage.endsAt)) return [];
        return [{ type: 'UserCouponExpired', data: { userCouponId: command.data.userCouponId, userId: state.userId, expiredAt: now } }];
      case 'DeleteUserCoupon': {
        const c = owned(state, command.data.userId);
        return [{ type: 'UserCouponDeleted', data: { userCouponId: command.data.userCouponId, userId: c.userId, deletedAt: now } }];
      }
      case 'ChooseUserCouponProduct': {
        const c = owned(state, command.data.userId);
        if (c.status === 'used') throw new UserCouponUsedError(c.name);
        const { productId } = command.data;
        const t = c.usage.target;
        if (t.price !== CouponPriceBase.PRODUCT_PRICE) throw new UserCouponChoiceInvalidError('product');
        if (productId !== null && t.type === 'products' && !t._products.includes(productId)) throw new UserCouponChoiceInvalidError('product');
        if (c.productId === productId) return [];
        return [{ type: 'UserCouponProductChosen', data: { ...command.data, chosenAt: now } }];
      }
      case 'ChooseUserCouponShippingCode': {
        const c = owned(state, command.data.userId);
        if (c.status === 'used') throw new UserCouponUsedError(c.name);
        if (c.usage.target.price !== CouponPriceBase.DELIVERY_FARE) throw new UserCouponChoiceInvalidError('shippingCode');
        if (c.shippingCode === command.data.shippingCode) return [];
        return [{ type: 'UserCouponShippingCodeChosen', data: { ...command.data, chosenAt: now } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of a member's coupon. */
export const userCouponStream = (userCouponId: string): string => `user-coupon-${userCouponId}`;
