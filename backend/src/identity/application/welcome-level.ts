import { Injectable, Logger } from '@nestjs/common';
import { levelFor } from '@shop/contracts';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { AssignLevel } from '../domain/member-level.decider.js';
import { LevelQueries } from './level.queries.js';

/**
 * Puts a new member at their first level right after sign-up: the level `levelFor` gives a
 * member of their type with no score and no purchases, i.e. the welcome level (spec §3 Member
 * level `isWelcome`), or a level of their scope without criteria (기업 for COMPANY members).
 * Best effort: without a welcome level, or should it fail, the member has none assigned and
 * LevelFacts answers the welcome level for them all the same; the next evaluation assigns it.
 */
@Injectable()
export class WelcomeLevel {
  private readonly logger = new Logger('WelcomeLevel');

  constructor(
    private readonly commands: Commands,
    private readonly levels: LevelQueries,
  ) {}

  async assign(userId: string, userType: string, metadata: CommandMetadata): Promise<void> {
    try {
      const welcome = levelFor((await this.levels.levels()).levels, { userType, score: 0, monthlyPurchaseAmount: 0 });
      if (!welcome) return;
      const command: AssignLevel = {
        type: 'AssignLevel',
        data: { userId, code: welcome.code, name: welcome.name, reason: '신규 가입', coupons: welcome.coupons },
        metadata,
      };
      await this.commands.send(command);
    } catch (e) {
      this.logger.warn(`welcome level not assigned to ${userId}: ${String(e)}`);
    }
  }
}
