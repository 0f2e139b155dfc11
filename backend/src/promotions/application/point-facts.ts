import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { balanceOf, pointsLedgerDecider, pointsStream } from '../domain/points-ledger.decider.js';

/**
 * Points facts for other contexts' decisions (the order's quote and placement), read from the
 * member's own ledger stream (the write side, so a grant a moment ago counts), not a read model.
 */
@Injectable()
export class PointFacts {
  constructor(private readonly runner: CommandRunner) {}

  /**
   * The member's usable balance in 원 at `now` (default: the current time): what is left of
   * grants that are neither expired (by flag or date), disabled nor excluded. 0 for a member
   * without points. The spend itself is decided again on the stream (SpendPoints), so a balance
   * read here and spent concurrently elsewhere never goes below 0.
   */
  async balance(userId: string, now: string = new Date().toISOString()): Promise<number> {
    const { state } = await this.runner.load(pointsStream(userId), pointsLedgerDecider);
    return balanceOf(state, now);
  }
}
