import { Injectable } from '@nestjs/common';
import type { AssignMemberLevelDto } from '@shop/contracts';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandResult } from '../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import type { AssignLevel } from '../domain/member-level.decider.js';
import { LevelMemberNotFoundError, LevelNotFoundError } from '../identity.errors.js';
import { LevelQueries } from './level.queries.js';

/** Staff putting a member at a level by hand (console users/{id}/grades), with a reason. */
@Injectable()
export class MemberGrades {
  constructor(
    private readonly commands: Commands,
    private readonly levels: LevelQueries,
  ) {}

  /**
   * Puts the member at the active level `dto.code` with the reason (a LevelChanged, or nothing
   * when already there); the next evaluation may move them again. Returns the log position (0
   * when nothing changed). Throws LevelMemberNotFoundError or LevelNotFoundError (404).
   */
  async assign(userId: string, dto: AssignMemberLevelDto, metadata: CommandMetadata): Promise<{ position: number }> {
    if (!(await this.levels.member(userId))) throw new LevelMemberNotFoundError();
    const level = await this.levels.level(dto.code);
    if (!level.isActive) throw new LevelNotFoundError();
    const command: AssignLevel = {
      type: 'AssignLevel',
      data: { userId, code: level.code, name: level.name, reason: dto.reason.trim(), coupons: level.coupons },
      metadata,
    };
    return { position: (await this.commands.send<CommandResult>(command)).position };
  }
}
