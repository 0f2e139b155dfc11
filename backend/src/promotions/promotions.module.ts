import { Module, type OnModuleInit } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { CouponFacts } from './application/coupon-facts.js';
import { IssueCouponHandler, SaveCouponHandler } from './application/coupon-use-cases.js';
import { Coupons } from './application/coupons.js';
import { UserCouponExpirer } from './application/user-coupon-expirer.js';
import { EventCoupons } from './application/event-coupons.js';
import { userCouponDecider } from './domain/user-coupon.decider.js';
import { CouponsConsoleController, UserCouponsConsoleController } from './http/coupons.console.controller.js';
import { CouponsController, CouponsMeController } from './http/coupons.me.controller.js';
import { CouponsProjection } from './projections/coupons.projection.js';

/** Promotions context: coupons, user coupons and the points (적립금) ledger (ARCHITECTURE §3, spec §3 Coupon, User coupon, User point). */
@Module({
  imports: [IdentityModule],
  providers: [Coupons, CouponFacts, SaveCouponHandler, IssueCouponHandler, CouponsProjection, UserCouponExpirer, EventCoupons],
  controllers: [CouponsConsoleController, UserCouponsConsoleController, CouponsMeController, CouponsController],
  exports: [CouponFacts, CouponsProjection, UserCouponExpirer, EventCoupons],
})
export class PromotionsModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly saveCoupon: SaveCouponHandler,
    private readonly issueCoupon: IssueCouponHandler,
  ) {}

  /** Routes the coupon commands: coupon writes and issues to their use cases, a member's coupon's to its own stream. */
  onModuleInit(): void {
    this.router.useCase('CreateCoupon', this.saveCoupon);
    this.router.useCase('UpdateCoupon', this.saveCoupon);
    this.router.useCase('DeleteCoupon', this.saveCoupon);
    this.router.useCase('IssueCoupon', this.issueCoupon);
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
  }
}
