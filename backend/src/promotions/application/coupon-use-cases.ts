import { Inject, Injectable } from '@nestjs/common';
import { CommandRunner, type CommandResult } from '../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { UniqueValues } from '../../platform/event-sourcing/unique-values.js';
import { EVENT_STORE, WrongExpectedRevisionError, type EventStore } from '../../platform/event-store/event-store.port.js';
import {
  couponDecider,
  couponStream,
  type CouponState,
  type CreateCoupon,
  type DeleteCoupon,
  type IssueCoupon,
  type UpdateCoupon,
} from '../domain/coupon.decider.js';
import { userCouponDecider, userCouponStream, type IssueUserCoupon } from '../domain/user-coupon.decider.js';
import { CouponCodeTakenError, CouponNotFoundError } from '../promotions.errors.js';

/** Kind of the reservation streams of download codes (`coupon_code-{CODE}`). */
const CODE = 'coupon_code';

/**
 * Creates, changes and deletes coupons. A download code is unique among coupons: it is claimed
 * on the write side in `coupon_code-{CODE}` before the coupon stream is written (409
 * CouponCodeTaken when another coupon holds it), given back when the write fails, when the
 * coupon changes to another code and when it is deleted.
 */
@Injectable()
export class SaveCouponHandler implements UseCaseHandler<CreateCoupon | UpdateCoupon | DeleteCoupon, CommandResult> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
  ) {}

  async execute(command: CreateCoupon | UpdateCoupon | DeleteCoupon): Promise<CommandResult> {
    const { couponId } = command.data;
    const { state } = command.type === 'CreateCoupon' ? { state: null } : await this.runner.load(couponStream(couponId), couponDecider);
    if (state && state.status !== 'active') throw new CouponNotFoundError();
    const before = state?.status === 'active' ? state.fields.issue.code : null;
    const after = command.type === 'DeleteCoupon' ? null : command.data.fields.issue.code;
    if (after && after !== before) await this.unique.reserve(CODE, after, couponId, command.metadata, () => new CouponCodeTakenError());
    let result: CommandResult;
    try {
      result = await this.runner.handle(couponStream(couponId), couponDecider, command, { newStream: command.type === 'CreateCoupon' });
    } catch (e) {
      if (after && after !== before) await this.unique.release(CODE, after, couponId, command.metadata);
      throw e;
    }
    if (before && before !== after) await this.unique.release(CODE, before, couponId, command.metadata);
    return result;
  }
}

/** What issuing a coupon to a member answers: the member's new coupons and the log position. */
export interface CouponIssueResult {
  userCouponIds: string[];
  position: number;
}

/**
 * Issues a coupon to a member: the issue is decided on the coupon's stream (its limits per member,
 * per round and shop-wide hold under the stream's expected revision, so concurrent downloads never
 * exceed them), then each of the member's coupons gets its own stream `user-coupon-{id}` with the
 * coupon's value and usage as they stand. A crash between the two is completed by
 * {@link CouponIssueCompleter}, which hears the issue on the bus.
 */
@Injectable()
export class IssueCouponHandler implements UseCaseHandler<IssueCoupon, CouponIssueResult> {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(command: IssueCoupon): Promise<CouponIssueResult> {
    const issued = await this.runner.handle(couponStream(command.data.couponId), couponDecider, command);
    const state = issued.state as CouponState;
    const event = issued.events[0];
    // Granted on this reaching of the level, or in this scheduled round, already.
    if (state.status !== 'absent' && !event && (command.data.by === 'level' || command.data.by === 'schedule'))
      return { userCouponIds: [], position: issued.position };
    if (state.status === 'absent' || event?.type !== 'CouponIssued') throw new CouponNotFoundError();
    const opened = await issueUserCoupons(this.runner, state, event.data, command.metadata);
    // The completer may have opened a member coupon first (it hears the issue on the bus), and a
    // stream found open adds no position here: answer the log's head, so a caller waiting for the
    // read models sees every member coupon of the issue, whoever opened it.
    const position = opened.opened < event.data.userCouponIds.length ? await this.store.headPosition() : Math.max(issued.position, opened.position);
    return { userCouponIds: event.data.userCouponIds, position };
  }
}

/**
 * Opens the stream `user-coupon-{id}` of each of an issue's member coupons not opened yet, with
 * the coupon's value and usage as they now stand; answers how many this call opened and the last
 * log position it wrote (0: none). Opening one twice changes nothing, so the issue and its
 * backstop may both call it.
 */
export async function issueUserCoupons(
  runner: CommandRunner,
  coupon: CouponState,
  issued: { couponId: string; userId: string; userCouponIds: string[] },
  metadata: CommandMetadata,
): Promise<{ opened: number; position: number }> {
  if (coupon.status === 'absent') return { opened: 0, position: 0 };
  const f = coupon.fields;
  let position = 0;
  let opened = 0;
  for (const userCouponId of issued.userCouponIds) {
    const stream = userCouponStream(userCouponId);
    if ((await runner.load(stream, userCouponDecider)).state.status !== 'absent') continue;
    const issue: IssueUserCoupon = {
      type: 'IssueUserCoupon',
      data: { userCouponId, userId: issued.userId, couponId: issued.couponId, name: f.name, unit: f.unit, value: f.value, limit: f.limit, usage: f.usage },
      metadata,
    };
    try {
      position = Math.max(position, (await runner.handle(stream, userCouponDecider, issue, { newStream: true })).position);
      opened++;
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e; // opened meanwhile by the other caller
    }
  }
  return { opened, position };
}

/** The metadata of a command sent by the shop itself (no user). */
export const systemMeta = (now: string): CommandMetadata => ({ userId: null, now });
