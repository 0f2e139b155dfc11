import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { levelFor, levelReason, type LevelChange, type MemberLevel } from '@shop/contracts';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandResult } from '../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, WrongExpectedRevisionError, type EventStore } from '../../platform/event-store/event-store.port.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { runPeriodically } from '../../platform/scheduling/periodic.js';
import type { AssignLevel } from '../domain/member-level.decider.js';
import { LEVELS } from '../projections/levels.projection.js';
import { MEMBER_LEVELS, type MemberLevelDoc } from '../projections/member-levels.projection.js';
import { MEMBER_PURCHASES, previousSeoulMonth, seoulMonth, type MemberMonthDoc } from '../projections/member-purchases.projection.js';

const CHECK_EVERY_MS = 60 * 60_000;

/** What one evaluation did. */
export interface LevelEvaluation {
  evaluated: number;
  changes: LevelChange[];
  /** The log position of the last change (0 when none). */
  position: number;
}

/**
 * Evaluates members' levels (issue 10 "levels are evaluated on a schedule (monthly, and on
 * demand by staff) from confirmed purchases and scores"): each member gets the level
 * `levelFor` gives from their score and the confirmed purchase amount of the Seoul month before
 * the evaluation, and a move is the member level stream's LevelChanged with the measured facts
 * as its reason. Monthly: checked every hour, once per Seoul month (marker stream
 * `level-evaluation-{yyyy-mm}`), by the process that owns the projections.
 */
@Injectable()
export class LevelEvaluator implements OnApplicationShutdown {
  private readonly logger = new Logger('LevelEvaluator');
  private stop: (() => void) | undefined;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly commands: Commands,
    private readonly projections: ProjectionRunner,
  ) {}

  /** Checks every hour whether this Seoul month was evaluated yet (the first check an hour after start). */
  start(): void {
    this.stop = runPeriodically(() => this.monthly(new Date()), CHECK_EVERY_MS, this.logger, { now: false });
  }

  /** Evaluates every member once in the Seoul month of `now`; returns the evaluation, or null when done already or not the leader. */
  async monthly(now: Date): Promise<LevelEvaluation | null> {
    if (!this.projections.isLeader) return null;
    const marker = `level-evaluation-${seoulMonth(now.toISOString())}`;
    if ((await this.events.readStream(marker)).revision >= 0) return null;
    const result = await this.evaluate({}, { userId: null, now: now.toISOString() });
    try {
      await this.events.appendToStream(
        marker,
        [
          {
            id: randomUUID(),
            type: 'LevelsEvaluated',
            data: { evaluated: result.evaluated, changed: result.changes.length },
            metadata: { userId: null, at: now.toISOString() },
          },
        ],
        'no_stream',
      );
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
    }
    this.logger.log(`levels evaluated: ${result.evaluated} member(s), ${result.changes.length} moved`);
    return result;
  }

  /** Evaluates one member (`userId`) or every member at `metadata.now`, as `metadata.userId` (staff, or null for the schedule). */
  async evaluate(filter: { userId?: string }, metadata: CommandMetadata): Promise<LevelEvaluation> {
    const levels = await this.store.collection<MemberLevel>(LEVELS).find({});
    const members = await this.store.collection<MemberLevelDoc>(MEMBER_LEVELS).find(filter.userId ? { _id: filter.userId } : {}, { sort: { _id: 1 } });
    const month = previousSeoulMonth(metadata.now);
    const months = await this.store.collection<MemberMonthDoc>(MEMBER_PURCHASES.months).find({ month, ...(filter.userId ? { userId: filter.userId } : {}) });
    const amounts = new Map(months.map((m) => [m.userId, m.amount]));
    const changes: LevelChange[] = [];
    let position = 0;
    for (const member of members) {
      const candidate = { userType: member.userType, score: member.score, monthlyPurchaseAmount: amounts.get(member._id) ?? 0 };
      const target = levelFor(levels, candidate);
      if (!target || target.code === member.levelCode) continue;
      const reason = levelReason(candidate, target);
      const command: AssignLevel = {
        type: 'AssignLevel',
        data: { userId: member._id, code: target.code, name: target.name, reason, coupons: target.coupons },
        metadata,
      };
      const result = await this.commands.send<CommandResult>(command);
      if (!result.events.length) continue;
      position = Math.max(position, result.position);
      changes.push({ _user: member._id, username: member.username, from: member.levelCode, to: target.code, reason });
    }
    return { evaluated: members.length, changes, position };
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
