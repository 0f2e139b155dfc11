import { Injectable } from '@nestjs/common';
import type { MemberLevel } from '@shop/contracts';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { levelDecider, levelStream } from '../domain/level.decider.js';
import { memberLevelDecider, memberLevelStream } from '../domain/member-level.decider.js';
import { LevelQueries } from './level.queries.js';

/**
 * Member level facts for other contexts' decisions (the order's level discount and the points
 * rate on 구매확정), read from the member's level stream and the level's own stream (the write
 * side), not a read model.
 */
@Injectable()
export class LevelFacts {
  constructor(
    private readonly runner: CommandRunner,
    private readonly queries: LevelQueries,
  ) {}

  /**
   * The level the member is at, with its discounts (`levelDiscountOf` from contracts) and points
   * rate (`points`, percent; `pointsEarnedOn`); the active welcome level when none was assigned
   * yet; null when neither exists (or the assigned level was deleted). An inactive level is
   * answered as is (`isActive` false): it discounts nothing and earns nothing.
   */
  async levelOf(userId: string): Promise<MemberLevel | null> {
    const { state } = await this.runner.load(memberLevelStream(userId), memberLevelDecider);
    if (state.status === 'none') return this.queries.welcome();
    const { state: level } = await this.runner.load(levelStream(state.code), levelDecider);
    if (level.status !== 'active') return null;
    return { _id: state.code, code: state.code, ...level.fields, createdAt: '', updatedAt: '' };
  }
}
