import type { CouponUsage, UserCouponEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { userCouponDecider, type UserCouponCommand, type UserCouponState } from './user-coupon.decider.js';

const T0 = '2026-11-25T03:00:00.000Z';
const meta = (now = T0) => ({ userId: null, now });
const spec = deciderSpec<UserCouponCommand, UserCouponEvent, UserCouponState>(userCouponDecider);

const usage = (rest: Partial<CouponUsage> = {}, price: CouponUsage['target']['price'] = 'productPrice'): CouponUsage => ({
  type: 'order',
  target: { type: 'products', price, _products: ['p1', 'p2'], _categories: [], _exhibitions: [], displayCodes: [] },
  limit: { target: { price__min: null, price__max: null } },
  startsAt: null,
  endsAt: '2026-12-31T14:59:59.000Z',
  isActive: true,
  combinable: true,
  ...rest,
});
const facts = { userCouponId: 'uc1', userId: 'u1', couponId: 'c1', name: '5,000원 할인', unit: 'won' as const, value: 5_000, limit: null };
const issued = (u = usage()): UserCouponEvent => ({ type: 'UserCouponIssued', data: { ...facts, usage: u, issuedAt: T0 } });
const redeemed = (orderId = 'o1'): UserCouponEvent => ({ type: 'UserCouponRedeemed', data: { userCouponId: 'uc1', userId: 'u1', orderId, usedAt: T0 } });
const redeem = (orderId = 'o1', userId = 'u1', now = T0): UserCouponCommand => ({
  type: 'RedeemUserCoupon',
  data: { userCouponId: 'uc1', userId, orderId },
  metadata: meta(now),
});

describe('user coupon decider', () => {
  it('issues once: a second issue of the same coupon changes nothing', () => {
    spec
      .given([])
      .when({ type: 'IssueUserCoupon', data: { ...facts, usage: usage() }, metadata: meta() })
      .then([issued()]);
    spec
      .given([issued()])
      .when({ type: 'IssueUserCoupon', data: { ...facts, usage: usage() }, metadata: meta() })
      .thenNothingHappened();
  });

  it('is used on one order only; the same order again changes nothing', () => {
    spec.given([issued()]).when(redeem()).then([redeemed()]);
    spec.given([issued(), redeemed()]).when(redeem('o2')).thenThrows('USER_COUPON_USED');
    spec.given([issued(), redeemed()]).when(redeem('o1')).thenNothingHappened();
  });

  it('is never used by another member: it is not found for them', () => {
    spec.given([issued()]).when(redeem('o1', 'u2')).thenThrows('USER_COUPON_NOT_FOUND');
    spec.given([]).when(redeem()).thenThrows('USER_COUPON_NOT_FOUND');
  });

  it('refuses after its usage period, before it, or switched off', () => {
    spec
      .given([issued()])
      .when(redeem('o1', 'u1', '2027-01-01T00:00:00.000Z'))
      .thenThrows('USER_COUPON_EXPIRED');
    spec
      .given([issued(usage({ startsAt: '2026-12-01T00:00:00.000Z' }))])
      .when(redeem())
      .thenThrows('COUPON_NOT_USABLE');
    spec
      .given([issued(usage({ isActive: false }))])
      .when(redeem())
      .thenThrows('COUPON_NOT_USABLE');
  });

  it('is restored when its order is cancelled before shipping, and may then be used again', () => {
    const restore = (orderId: string): UserCouponCommand => ({ type: 'RestoreUserCoupon', data: { userCouponId: 'uc1', orderId }, metadata: meta() });
    const restored: UserCouponEvent = { type: 'UserCouponRestored', data: { userCouponId: 'uc1', userId: 'u1', orderId: 'o1', restoredAt: T0 } };
    spec.given([issued(), redeemed()]).when(restore('o1')).then([restored]);
    spec.given([issued(), redeemed()]).when(restore('o2')).thenNothingHappened();
    spec.given([issued(), redeemed(), restored]).when(restore('o1')).thenNothingHappened();
    spec
      .given([issued(), redeemed(), restored])
      .when(redeem('o3'))
      .then([redeemed('o3')]);
  });

  it('expires once its usage period is over, unless used', () => {
    const expire = (now: string): UserCouponCommand => ({ type: 'ExpireUserCoupon', data: { userCouponId: 'uc1' }, metadata: meta(now) });
    spec.given([issued()]).when(expire(T0)).thenNothingHappened();
    spec
      .given([issued()])
      .when(expire('2027-01-01T00:00:00.000Z'))
      .then([{ type: 'UserCouponExpired', data: { userCouponId: 'uc1', userId: 'u1', expiredAt: '2027-01-01T00:00:00.000Z' } }]);
    spec.given([issued(), redeemed()]).when(expire('2027-01-01T00:00:00.000Z')).thenNothingHappened();
  });

  it('is deleted by its member or by staff, never by another member', () => {
    const del = (userId: string | null): UserCouponCommand => ({ type: 'DeleteUserCoupon', data: { userCouponId: 'uc1', userId }, metadata: meta() });
    const deleted: UserCouponEvent = { type: 'UserCouponDeleted', data: { userCouponId: 'uc1', userId: 'u1', deletedAt: T0 } };
    spec.given([issued()]).when(del('u1')).then([deleted]);
    spec.given([issued()]).when(del(null)).then([deleted]);
    spec.given([issued()]).when(del('u2')).thenThrows('USER_COUPON_NOT_FOUND');
    spec.given([issued(), deleted]).when(redeem()).thenThrows('USER_COUPON_NOT_FOUND');
  });

  it('takes the product of a product coupon among its targets, and the shipping code of a delivery coupon only', () => {
    const product = (productId: string | null): UserCouponCommand => ({
      type: 'ChooseUserCouponProduct',
      data: { userCouponId: 'uc1', userId: 'u1', productId },
      metadata: meta(),
    });
    spec
      .given([issued()])
      .when(product('p2'))
      .then([{ type: 'UserCouponProductChosen', data: { userCouponId: 'uc1', userId: 'u1', productId: 'p2', chosenAt: T0 } }]);
    spec.given([issued()]).when(product('p9')).thenThrows('USER_COUPON_CHOICE_INVALID');
    const ship: UserCouponCommand = {
      type: 'ChooseUserCouponShippingCode',
      data: { userCouponId: 'uc1', userId: 'u1', shippingCode: 'freight' },
      metadata: meta(),
    };
    spec.given([issued()]).when(ship).thenThrows('USER_COUPON_CHOICE_INVALID');
    spec
      .given([issued(usage({}, 'deliveryFare'))])
      .when(ship)
      .then([{ type: 'UserCouponShippingCodeChosen', data: { userCouponId: 'uc1', userId: 'u1', shippingCode: 'freight', chosenAt: T0 } }]);
  });
});
