import { Module } from '@nestjs/common';

/** Promotions context: coupons, user coupons and the points (적립금) ledger (ARCHITECTURE §3, spec §3 Coupon, User coupon, User point). */
@Module({
  providers: [],
  controllers: [],
  exports: [],
})
export class PromotionsModule {}
