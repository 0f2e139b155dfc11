import { Inject, Injectable } from '@nestjs/common';
import type { CouponIssued } from '@shop/contracts';
import { EVENT_BUS, type EventBus } from '../../platform/bus/event-bus.port.js';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { couponDecider, couponStream } from '../domain/coupon.decider.js';
import { issueUserCoupons, systemMeta } from './coupon-use-cases.js';

/** Bus consumer group of the completer. */
export const COUPON_ISSUE_COMPLETER_GROUP = 'coupon-issue-completer';

/**
 * The backstop of an issue (CouponIssued on the coupon's stream, then the member's coupons on
 * their own streams): it hears every CouponIssued on the bus and opens any of the member's
 * coupons still missing, so a process that died between the two steps leaves no member without
 * what the coupon's stream says they were given. Redelivery opens nothing twice.
 */
@Injectable()
export class CouponIssueCompleter {
  private subscribed = false;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly runner: CommandRunner,
  ) {}

  /** Subscribes to the coupons' streams on the bus (call before the relay starts). */
  async start(): Promise<void> {
    if (this.subscribed) return;
    this.subscribed = true;
    await this.bus.subscribe(COUPON_ISSUE_COMPLETER_GROUP, ['coupon'], async (event) => {
      if (event.type !== 'CouponIssued') return;
      await this.complete((event as unknown as CouponIssued).data);
    });
  }

  /** Opens the member's coupons of `issued` that are missing; answers the last position written (0: none missing). */
  async complete(issued: CouponIssued['data']): Promise<number> {
    const { state } = await this.runner.load(couponStream(issued.couponId), couponDecider);
    return (await issueUserCoupons(this.runner, state, issued, systemMeta(issued.issuedAt))).position;
  }
}
