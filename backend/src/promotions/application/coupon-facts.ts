import { Inject, Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import type { CouponSnapshot } from '../domain/coupon-discount.js';
import { couponDecider, couponStream, usageShopLimit } from '../domain/coupon.decider.js';
import { userCouponDecider, userCouponStream, type UserCouponState } from '../domain/user-coupon.decider.js';
import { UserCouponExpiredError, UserCouponNotFoundError, UserCouponUsedError } from '../promotions.errors.js';
import { COUPONS, type UserCouponDoc } from '../projections/coupons.projection.js';

const snapshotOf = (userCouponId: string, s: Exclude<UserCouponState, { status: 'absent' }>): CouponSnapshot => ({
  userCouponId,
  couponId: s.couponId,
  name: s.name,
  unit: s.unit,
  value: s.value,
  limit: s.limit,
  usage: s.usage,
  productId: s.productId,
  shippingCode: s.shippingCode,
});

/**
 * What the order needs of a member's coupons to price them (the facts `applyCoupons` and
 * `suggestCoupons` take), for the quote and the placed order.
 */
@Injectable()
export class CouponFacts {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /**
   * The snapshots of the coupons a member chose, read from their own streams (not a read model),
   * in the order given; duplicates once. Whether each applies to the order (period, targets,
   * combinable, what is left of a shop-wide usage limit, `shopUsageLeft`) is `applyCoupons`'s to
   * decide; using it is RedeemUserCoupon's (and ReserveCouponUsage's, for a coupon with that limit).
   * @param at the order's time (ISO): a coupon whose usage period ended before it is refused.
   * @throws UserCouponNotFound (404) for a coupon the member does not hold (another member's,
   *   deleted), UserCouponUsed (409) once used, UserCouponExpired (409) once expired.
   */
  async usable(userId: string, userCouponIds: string[], at: string): Promise<CouponSnapshot[]> {
    const ids = [...new Set(userCouponIds)];
    return this.withShopUsage(
      await Promise.all(
        ids.map(async (id) => {
          const { state } = await this.runner.load(userCouponStream(id), userCouponDecider);
          if (state.status === 'absent' || state.status === 'deleted' || state.userId !== userId) throw new UserCouponNotFoundError();
          if (state.status === 'used') throw new UserCouponUsedError(state.name);
          if (state.status === 'expired' || (state.usage.endsAt !== null && Date.parse(at) > Date.parse(state.usage.endsAt)))
            throw new UserCouponExpiredError(state.name);
          return snapshotOf(id, state);
        }),
      ),
    );
  }

  /**
   * Every coupon the member holds unused and unexpired at `at` (the read model), as snapshots:
   * what `suggestCoupons` chooses from on the order page.
   */
  async available(userId: string, at: string): Promise<CouponSnapshot[]> {
    const docs = await this.store
      .collection<UserCouponDoc>(COUPONS.userCoupons)
      .find({ _user: userId, isUsed: false, isExpired: false }, { sort: { createdAt: 1 } });
    const open = docs
      .filter((d) => d.usage.endsAt === null || Date.parse(at) <= Date.parse(d.usage.endsAt))
      .map((d): CouponSnapshot => ({
        userCouponId: d._id,
        couponId: d._coupon,
        name: d.name,
        unit: d.unit,
        value: d.value,
        limit: d.limit,
        usage: d.usage,
        productId: d._product,
        shippingCode: d.shippingCode,
      }));
    return this.withShopUsage(open);
  }

  /**
   * The snapshots with what is left of their coupons' shop-wide usage limits (usage.limit.shop),
   * read from the coupons' own streams as they stand now (the caps a change of the coupon made
   * count, whatever the member's copy says); coupons without such a limit are left as they are.
   */
  private async withShopUsage(snapshots: CouponSnapshot[]): Promise<CouponSnapshot[]> {
    const couponIds = [...new Set(snapshots.map((s) => s.couponId))];
    const left = new Map(
      await Promise.all(
        couponIds.map(async (couponId) => {
          const { state } = await this.runner.load(couponStream(couponId), couponDecider);
          if (state.status === 'absent') return [couponId, undefined] as const;
          const { count__sum, price__sum } = usageShopLimit(state.fields);
          if (count__sum === null && price__sum === null) return [couponId, undefined] as const;
          const shopUsageLeft = {
            count: count__sum === null ? null : Math.max(0, count__sum - state.used.count),
            price: price__sum === null ? null : Math.max(0, price__sum - state.used.price),
          };
          return [couponId, shopUsageLeft] as const;
        }),
      ),
    );
    return snapshots.map((s) => {
      const shopUsageLeft = left.get(s.couponId);
      return shopUsageLeft ? { ...s, shopUsageLeft } : s;
    });
  }
}
