/**
 * The promotions context's public face (spec §3 Coupon, User coupon, User point; §9 Coupons):
 * what other contexts may use of coupons and points.
 *
 * Coupons on an order: `CouponFacts.usable(userId, ids, at)` gives the chosen coupons' snapshots,
 * `applyCoupons(snapshots, basis, at)` prices them (or `suggestCoupons(CouponFacts.available(…))`
 * suggests the best), and the placed order sends `RedeemUserCoupon` per coupon on the
 * CommandBus (one wins per coupon; should a later one be refused, restore those already redeemed
 * with `RestoreUserCoupon`) and `RestoreUserCoupon` when it is cancelled before shipping. A
 * coupon whose snapshot has `shopUsageLeft` (a shop-wide usage limit) is first counted with
 * `ReserveCouponUsage` on the coupon's stream, and given back with `ReleaseCouponUsage` wherever
 * its member's coupon is restored.
 *
 * Points, for the order: `PointFacts.balance(userId)`; `pointsUsable(requested, balance,
 * settings, remainingToPay)` with `PointSettings.current()`; then send `SpendPoints` on placing and
 * `RestorePoints` on cancel through `Commands.send`; on 구매확정 `PurchasePoints.grant(...)` (the
 * level's rate, once per confirmation), on a return after it `PurchasePoints.clawBack(...)`.
 */
export { PromotionsModule } from './promotions.module.js';
export { CouponFacts } from './application/coupon-facts.js';
export { CouponsProjection } from './projections/coupons.projection.js';
export { UserCouponExpirer } from './application/user-coupon-expirer.js';
export { ScheduledCoupons } from './application/scheduled-coupons.js';
export { EventCoupons } from './application/event-coupons.js';
export { CouponIssueCompleter } from './application/coupon-issue-completer.js';
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
export type { CreateCoupon, IssueCoupon, ReserveCouponUsage, ReleaseCouponUsage } from './domain/coupon.decider.js';
export type { CouponIssueResult } from './application/coupon-use-cases.js';
export { couponFieldsOf } from './application/coupon-fields.js';
export { PointFacts } from './application/point-facts.js';
export { PointSettings } from './application/point-settings.js';
export { PurchasePoints } from './application/purchase-points.js';
export { PointExpirySweeper } from './application/point-expiry-sweeper.js';
export { expiryAfter } from './application/member-points.js';
export { PointsProjection } from './projections/points.projection.js';
export { PointPoliciesProjection } from './projections/point-policies.projection.js';
export { pointsUsable } from './domain/points-usage.js';
export { pointsStream, balanceOf } from './domain/points-ledger.decider.js';
export type { GrantPoints, SpendPoints, RestorePoints, DebitPoints, ClawBackPoints, ExpirePoints, PointsCommand } from './domain/points-ledger.decider.js';
export type { CreatePointPolicy, UpdatePointPolicy, DeletePointPolicy } from './domain/point-policy.decider.js';
export { InsufficientPointsError, PointsAlreadySpentError, PointsNotUsableError } from './promotions.errors.js';
export { MemberBenefits } from './application/member-benefits.js';
