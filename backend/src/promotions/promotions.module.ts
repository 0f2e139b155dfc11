import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { IdentityModule } from '../identity/index.js';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { CouponFacts } from './application/coupon-facts.js';
import { IssueCouponHandler, SaveCouponHandler } from './application/coupon-use-cases.js';
import { Coupons } from './application/coupons.js';
import { EventCoupons } from './application/event-coupons.js';
import { CouponIssueCompleter } from './application/coupon-issue-completer.js';
import { MemberPoints } from './application/member-points.js';
import { PointExpirySweeper } from './application/point-expiry-sweeper.js';
import { PointFacts } from './application/point-facts.js';
import { PointSettings } from './application/point-settings.js';
import { PointQueries } from './application/point.queries.js';
import { MemberBenefits } from './application/member-benefits.js';
import { PurchasePoints } from './application/purchase-points.js';
import { ScheduledCoupons } from './application/scheduled-coupons.js';
import { UserCouponExpirer } from './application/user-coupon-expirer.js';
import { couponDecider, couponStream } from './domain/coupon.decider.js';
import { pointPolicyDecider, pointPolicyStream } from './domain/point-policy.decider.js';
import { pointsLedgerDecider, pointsStream } from './domain/points-ledger.decider.js';
import { userCouponDecider } from './domain/user-coupon.decider.js';
import { CouponsConsoleController, UserCouponsConsoleController } from './http/coupons.console.controller.js';
import { CouponsController, CouponsMeController } from './http/coupons.me.controller.js';
import { MemberPointsConsoleController } from './http/member-points.console.controller.js';
import { PointPoliciesConsoleController } from './http/point-policies.console.controller.js';
import { PointsMeController } from './http/points.me.controller.js';
import { UserPointsConsoleController } from './http/user-points.console.controller.js';
import { CouponsProjection } from './projections/coupons.projection.js';
import { PointPoliciesProjection } from './projections/point-policies.projection.js';
import { PointsProjection } from './projections/points.projection.js';

/** Promotions context: coupons, user coupons and the points (적립금) ledger (ARCHITECTURE §3, spec §3 Coupon, User coupon, User point). */
@Module({
  imports: [ContentModule, IdentityModule],
  providers: [
    MemberBenefits,
    Coupons,
    CouponFacts,
    SaveCouponHandler,
    IssueCouponHandler,
    CouponsProjection,
    UserCouponExpirer,
    ScheduledCoupons,
    EventCoupons,
    CouponIssueCompleter,
    PointFacts,
    PointSettings,
    PurchasePoints,
    PointQueries,
    MemberPoints,
    PointExpirySweeper,
    PointsProjection,
    PointPoliciesProjection,
  ],
  controllers: [
    CouponsConsoleController,
    UserCouponsConsoleController,
    CouponsMeController,
    CouponsController,
    PointsMeController,
    PointPoliciesConsoleController,
    MemberPointsConsoleController,
    UserPointsConsoleController,
  ],
  exports: [
    MemberBenefits,
    CouponFacts,
    CouponsProjection,
    UserCouponExpirer,
    ScheduledCoupons,
    EventCoupons,
    CouponIssueCompleter,
    PointFacts,
    PointSettings,
    PurchasePoints,
    PointExpirySweeper,
    PointsProjection,
    PointPoliciesProjection,
  ],
})
export class PromotionsModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly saveCoupon: SaveCouponHandler,
    private readonly issueCoupon: IssueCouponHandler,
  ) {}

  /**
   * Routes the commands: coupon writes and issues to their use cases, the counting of a coupon's
   * uses (shop-wide usage limit) to the coupon's stream, a member's coupon's to its own stream, the points ledger's to the member's stream and point policies' to theirs.
   */
  onModuleInit(): void {
    this.router.useCase('CreateCoupon', this.saveCoupon);
    this.router.useCase('UpdateCoupon', this.saveCoupon);
    this.router.useCase('DeleteCoupon', this.saveCoupon);
    this.router.useCase('IssueCoupon', this.issueCoupon);
    this.router.stream({
      decider: couponDecider,
      commands: ['ReserveCouponUsage', 'ReleaseCouponUsage'],
      streamOf: (c) => couponStream(c.data.couponId),
    });
    this.router.stream({
      decider: userCouponDecider,
      commands: [
        'IssueUserCoupon',
        'RedeemUserCoupon',
        'RestoreUserCoupon',
        'ExpireUserCoupon',
        'DeleteUserCoupon',
        'ChooseUserCouponProduct',
        'ChooseUserCouponShippingCode',
      ],
      streamOf: (c) => `user-coupon-${c.data.userCouponId}`,
    });
    this.router.stream({
      decider: pointsLedgerDecider,
      commands: ['GrantPoints', 'SpendPoints', 'RestorePoints', 'DebitPoints', 'ClawBackPoints', 'ExpirePoints'],
      streamOf: (c) => pointsStream(c.data.userId),
    });
    this.router.stream({
      decider: pointPolicyDecider,
      commands: ['CreatePointPolicy', 'UpdatePointPolicy', 'DeletePointPolicy'],
      streamOf: (c) => pointPolicyStream(c.data.pointId),
    });
  }
}
