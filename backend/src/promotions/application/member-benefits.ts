import { Injectable } from '@nestjs/common';
import { UserCouponTab } from '@shop/contracts';
import { Coupons } from './coupons.js';
import { PointQueries } from './point.queries.js';

/** The member's coupons and points in brief, for the dashboard (spec §2 /mypage/dashboard). */
@Injectable()
export class MemberBenefits {
  constructor(
    private readonly coupons: Coupons,
    private readonly points: PointQueries,
  ) {}

  /** Usable coupons (the 사용가능 tab of me/coupons) and the points balance (원) with what expires within 30 days, at `now` (ISO). */
  async of(userId: string, now: string): Promise<{ coupons: number; points: { balance: number; expiringSoon: number } }> {
    const first = { limit: 1, skip: 0 };
    const [coupons, points] = await Promise.all([
      this.coupons.mine(userId, UserCouponTab.AVAILABLE, first, now),
      this.points.myPoints(userId, first, new Date(now)),
    ]);
    return { coupons: coupons.summary.counts.available, points: { balance: points.balance, expiringSoon: points.expiringSoon } };
  }
}
