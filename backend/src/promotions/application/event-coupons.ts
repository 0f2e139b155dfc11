import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CouponIssueType, UserType, type LevelAssigned, type LevelChanged, type UserRegistered } from '@shop/contracts';
import { IdentityQueries } from '../../identity/index.js';
import { EVENT_BUS, type EventBus } from '../../platform/bus/event-bus.port.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import { DomainError } from '../../platform/event-sourcing/decider.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import type { IssueCoupon } from '../domain/coupon.decider.js';
import { COUPONS, type CouponDoc } from '../projections/coupons.projection.js';
import type { CouponIssueResult } from './coupon-use-cases.js';

/** Consumer group of the bus that hands out event coupons. */
export const EVENT_COUPONS_GROUP = 'event-coupons';
/** The issue event type of coupons given to every new member (spec §3 Coupon issue.eventType). */
export const SIGNUP_EVENT = 'signup';

/**
 * Hands out instant coupons on their event (spec §3 Coupon issue "event type"): a member who
 * signs up (UserRegistered, staff accounts aside) receives every active instant coupon whose
 * `eventType` is `signup`, as of the sign-up. The coupon's stream decides as for any issue
 * (period, targets, round, shop-wide limits); a refusal is logged and skipped, so a redelivered
 * event issues nothing twice on a single round.
 * A member who reaches a level (LevelAssigned, LevelChanged; spec §3 Member level `coupons`)
 * receives the level's coupons, once per reaching (the coupon's stream keeps the round).
 */
@Injectable()
export class EventCoupons {
  private readonly logger = new Logger('EventCoupons');
  private subscribed = false;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly commands: Commands,
    private readonly identity: IdentityQueries,
  ) {}

  /** Subscribes to the members' streams on the bus (call before the relay starts). */
  async start(): Promise<void> {
    if (this.subscribed) return;
    this.subscribed = true;
    await this.bus.subscribe(EVENT_COUPONS_GROUP, ['user', 'member'], async (event) => {
      if (event.type === 'LevelAssigned' || event.type === 'LevelChanged') {
        const d = event.data as LevelAssigned['data'] | LevelChanged['data'];
        await this.grantLevel(d.userId, d.to, d.coupons, 'assignedAt' in d ? d.assignedAt : d.changedAt);
        return;
      }
      if (event.type !== 'UserRegistered') return;
      const d = event.data as UserRegistered['data'];
      if (d.userType === UserType.OPERATOR) return;
      await this.issueOn(SIGNUP_EVENT, d.userId, { userType: d.userType, level: d.level }, event.metadata.at);
    });
  }

  /** Grants the coupons of the level `levelCode` the member reached at `at`; answers the issues made (none on a reaching already granted). */
  async grantLevel(userId: string, levelCode: string, couponIds: string[], at: string): Promise<CouponIssueResult[]> {
    if (couponIds.length === 0) return [];
    const member = await this.identity.meInfo(userId);
    if (!member) return [];
    const issued: CouponIssueResult[] = [];
    for (const couponId of couponIds) {
      const coupon = await this.store.collection<CouponDoc>(COUPONS.coupons).findOne({ _id: couponId });
      if (!coupon) continue;
      const command: IssueCoupon = {
        type: 'IssueCoupon',
        data: {
          couponId,
          userId,
          userCouponIds: Array.from({ length: Math.min(100, Math.max(1, coupon.count)) }, () => randomUUID()),
          member: { userType: member.type, level: levelCode },
          by: 'level',
          eventType: levelCode,
        },
        metadata: { userId: null, now: at },
      };
      try {
        issued.push(await this.commands.send<CouponIssueResult>(command));
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        this.logger.log(`coupon ${couponId} of level ${levelCode} not given to ${userId}: ${e.code}`);
      }
    }
    return issued;
  }

  /** Issues every active instant coupon of `eventType` to the member at `at`; answers the issues made. */
  async issueOn(eventType: string, userId: string, member: IssueCoupon['data']['member'], at: string): Promise<CouponIssueResult[]> {
    const coupons = await this.store
      .collection<CouponDoc>(COUPONS.coupons)
      .find({ 'issue.type': CouponIssueType.INSTANT, 'issue.eventType': eventType, 'issue.isActive': true });
    const issued: CouponIssueResult[] = [];
    for (const c of coupons) {
      const command: IssueCoupon = {
        type: 'IssueCoupon',
        data: {
          couponId: c._id,
          userId,
          userCouponIds: Array.from({ length: Math.min(100, Math.max(1, c.count)) }, () => randomUUID()),
          member,
          by: 'event',
          eventType,
        },
        metadata: { userId: null, now: at },
      };
      try {
        issued.push(await this.commands.send<CouponIssueResult>(command));
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        this.logger.log(`coupon ${c._id} not given to ${userId} on ${eventType}: ${e.code}`);
      }
    }
    return issued;
  }
}
