import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Commands } from '../../platform/event-sourcing/commands.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { runPeriodically } from '../../platform/scheduling/periodic.js';
import type { ExpireUserCoupon } from '../domain/user-coupon.decider.js';
import { COUPONS, type UserCouponDoc } from '../projections/coupons.projection.js';

const SWEEP_EVERY_MS = 10 * 60_000;
/** Members' coupons expired per sweep at most (the next sweep takes the rest). */
const BATCH = 500;

/**
 * Marks members' coupons expired once their usage period is over (spec §3 User coupon
 * isExpired), every ten minutes, in the process that owns the projections. The coupon's own
 * stream decides: a coupon used meanwhile, or whose period was not over, is left as it is.
 */
@Injectable()
export class UserCouponExpirer implements OnApplicationShutdown {
  private readonly logger = new Logger('UserCouponExpirer');
  private stop: (() => void) | undefined;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
    private readonly projections: ProjectionRunner,
  ) {}

  /** Sweeps now and then every ten minutes. */
  start(): void {
    this.stop = runPeriodically(() => this.sweep(new Date()), SWEEP_EVERY_MS, this.logger);
  }

  /** Expires the unused coupons whose usage ended before `now`; answers how many and the last log position written. */
  async sweep(now: Date): Promise<{ expired: number; position: number }> {
    if (!this.projections.isLeader) return { expired: 0, position: 0 };
    const due = await this.store
      .collection<UserCouponDoc>(COUPONS.userCoupons)
      .find({ isUsed: false, isExpired: false, 'usage.endsAt': { $lt: now.toISOString() } }, { limit: BATCH });
    let expired = 0;
    let position = 0;
    for (const c of due) {
      const command: ExpireUserCoupon = { type: 'ExpireUserCoupon', data: { userCouponId: c._id }, metadata: { userId: null, now: now.toISOString() } };
      const result = await this.commands.send<{ events: unknown[]; position: number }>(command);
      if (result.events.length) expired += 1;
      position = Math.max(position, result.position);
    }
    if (expired) this.logger.log(`${expired} member coupon(s) expired`);
    return { expired, position };
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
