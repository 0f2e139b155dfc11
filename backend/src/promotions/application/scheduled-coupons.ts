import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { CouponIssueTargetType, CouponIssueType } from '@shop/contracts';
import { IdentityQueries } from '../../identity/index.js';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import { DomainError } from '../../platform/event-sourcing/decider.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { runPeriodically } from '../../platform/scheduling/periodic.js';
import { couponDecider, couponStream, within, type IssueCoupon } from '../domain/coupon.decider.js';
import { CouponSoldOutError } from '../promotions.errors.js';
import { COUPONS, type CouponDoc } from '../projections/coupons.projection.js';
import type { CouponIssueResult } from './coupon-use-cases.js';

/** The scheduled times are to the minute (the console's datetime-local): a sweep every minute is on time. */
const SWEEP_EVERY_MS = 60_000;
/** Members read per page of a coupon's targets. */
const PAGE = 500;
/** Most member's coupons one issue hands out (as for every other issue). */
const MAX_COUNT = 100;

/**
 * Hands out scheduled instant coupons (spec §3 Coupon issue.issuesAt): an active instant coupon
 * without an issue event whose `issuesAt` has come is issued once to every member its issue
 * target covers (all, users, userTypes, levels) who had registered by then, through IssueCoupon
 * `by: 'schedule'`: the coupon's stream decides as for any issue (issue period, target, shop-wide
 * issue limits) and keeps the round `schedule-{issuesAt}` per member, so a second sweep, a restart
 * or another process sweeping gives nobody the coupon twice. Moving `issuesAt` schedules a new
 * round. Runs every minute in the process that owns the projections.
 * Instant coupons with an event (sign-up) and those without `issuesAt` (a level's, staff's) are
 * not the sweep's.
 */
@Injectable()
export class ScheduledCoupons implements OnApplicationShutdown {
  private readonly logger = new Logger('ScheduledCoupons');
  private stop: (() => void) | undefined;
  /**
   * Coupons whose scheduled issue this process went through to the end, as they stood (id,
   * scheduled time, last change): not gone through again until the coupon changes. A restart
   * goes through once more and, everyone served, writes nothing.
   */
  private readonly done = new Set<string>();

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
    private readonly runner: CommandRunner,
    private readonly identity: IdentityQueries,
    private readonly projections: ProjectionRunner,
  ) {}

  /** Sweeps now and then every minute. */
  start(): void {
    this.stop = runPeriodically(() => this.sweep(new Date()), SWEEP_EVERY_MS, this.logger);
  }

  /**
   * Issues every scheduled instant coupon whose `issuesAt` is at or before `now` to the members
   * it covers who have not received it in that round. Answers how many members received it and
   * the last log position written. A refusal for one member is logged and skipped; once a
   * coupon's shop-wide issue limit is reached, the coupon's sweep stops there.
   */
  async sweep(now: Date): Promise<{ issued: number; position: number }> {
    if (!this.projections.isLeader) return { issued: 0, position: 0 };
    const at = now.toISOString();
    const due = await this.store.collection<CouponDoc>(COUPONS.coupons).find({
      'issue.type': CouponIssueType.INSTANT,
      'issue.isActive': true,
      'issue.eventType': null,
      'issue.issuesAt': { $ne: null, $lte: at },
    });
    let issued = 0;
    let position = 0;
    for (const coupon of due) {
      const key = `${coupon._id}@${coupon.issue.issuesAt}@${coupon.updatedAt}`;
      if (this.done.has(key) || !within(at, coupon.issue.startsAt, coupon.issue.endsAt)) continue;
      const result = await this.issue(coupon, at);
      issued += result.issued;
      position = Math.max(position, result.position);
      this.done.add(key);
    }
    if (issued) this.logger.log(`${issued} member(s) received scheduled coupons`);
    return { issued, position };
  }

  /** Goes once through the members `coupon` covers, issuing it to each not yet served in its scheduled round. */
  private async issue(coupon: CouponDoc, at: string): Promise<{ issued: number; position: number }> {
    const issuesAt = coupon.issue.issuesAt!;
    const round = `schedule-${issuesAt}`;
    const { state } = await this.runner.load(couponStream(coupon._id), couponDecider);
    if (state.status !== 'active') return { issued: 0, position: 0 };
    const t = coupon.issue.target;
    const filter = {
      ...(t.type === CouponIssueTargetType.USERS ? { userIds: t._users } : {}),
      ...(t.type === CouponIssueTargetType.USER_TYPES ? { userTypes: t.userTypes } : {}),
      ...(t.type === CouponIssueTargetType.LEVELS ? { levelCodes: t._levels } : {}),
    };
    let issued = 0;
    let position = 0;
    for (let after: string | null = null; ;) {
      const members = await this.identity.targetMembers(filter, issuesAt, after, PAGE);
      for (const m of members) {
        if (state.rounds[m.userId]?.includes(round)) continue; // served already (the stream decides again anyway)
        const command: IssueCoupon = {
          type: 'IssueCoupon',
          data: {
            couponId: coupon._id,
            userId: m.userId,
            userCouponIds: Array.from({ length: Math.min(MAX_COUNT, Math.max(1, coupon.count)) }, () => randomUUID()),
            member: { userType: m.userType, level: m.level },
            by: 'schedule',
          },
          metadata: { userId: null, now: at },
        };
        try {
          const result = await this.commands.send<CouponIssueResult>(command);
          if (result.userCouponIds.length) issued += 1;
          position = Math.max(position, result.position);
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          if (e instanceof CouponSoldOutError) return { issued, position };
          this.logger.log(`coupon ${coupon._id} not given to ${m.userId} on its schedule: ${e.code}`);
        }
      }
      if (members.length < PAGE) return { issued, position };
      after = members[members.length - 1]!.userId;
    }
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
