/**
 * The promotions context's public face (spec §3 Coupon, User coupon, User point; §9 Coupons):
 * what other contexts may use of coupons and points.
 *
 * Coupons on an order: `CouponFacts.usable(userId, ids, at)` gives the chosen coupons' snapshots,
 * `applyCoupons(snapshots, basis, at)` prices them (or `suggestCoupons(CouponFacts.available(…))`
 * suggests the best), and the placed order sends `RedeemUserCoupon` per coupon on the
 * CommandBus (one wins per coupon; should a later one be refused, restore those already redeemed
 * with `RestoreUserCoupon`) and `RestoreUserCoupon` when it is cancelled before shipping.
 */
export { PromotionsModule } from './promotions.module.js';
export { CouponFacts } from './application/coupon-facts.js';
export { CouponsProjection } from './projections/coupons.projection.js';
export { UserCouponExpirer } from './application/user-coupon-expirer.js';
export { EventCoupons } from './application/event-coupons.js';
export {
  applyCoupons,
  suggestCoupons,
  couponAmount,
  targetLines,
  type CouponBasis,
  type CouponSnapshot,
  type CouponSuggestion,
} from './domain/coupon-discount.js';
export type { RedeemUserCoupon, RestoreUserCoupon, ExpireUserCoupon } from './domain/user-coupon.decider.js';
export type { CreateCoupon, IssueCoupon } from './domain/coupon.decider.js';
export type { CouponIssueResult } from './application/coupon-use-cases.js';
export { couponFieldsOf } from './application/coupon-fields.js';
