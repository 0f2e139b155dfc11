import { Injectable } from '@nestjs/common';
import type { AdjustMemberScoreDto, AdjustUserScoreDto } from '@shop/contracts';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandResult } from '../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import type { AdjustScore, MemberScoreState } from '../domain/member-score.decider.js';
import { LevelMemberNotFoundError } from '../identity.errors.js';
import { IdentityQueries } from './identity.queries.js';

/** Staff changes of members' scores (console user-scores, spec §9 "accumulated score"). */
@Injectable()
export class MemberScores {
  constructor(
    private readonly commands: Commands,
    private readonly users: IdentityQueries,
  ) {}

  /** The member of a username (not an operator). Throws LevelMemberNotFoundError (404). */
  async memberId(username: string): Promise<string> {
    const user = await this.users.userByUsername(username.trim());
    if (!user || user.type === 'OPERATOR') throw new LevelMemberNotFoundError();
    return user._id;
  }

  /** Adds `delta` to the member's score with a reason; returns the member, the new score and the log position. Throws ScoreNegativeError (409). */
  async adjust(dto: AdjustMemberScoreDto, metadata: CommandMetadata): Promise<{ userId: string; score: number; position: number }> {
    return this.adjustById(await this.memberId(dto.username), dto, metadata);
  }

  /** The same for a member known by id (checked to be a member first). Throws LevelMemberNotFoundError (404), ScoreNegativeError (409). */
  async adjustById(userId: string, dto: AdjustUserScoreDto, metadata: CommandMetadata): Promise<{ userId: string; score: number; position: number }> {
    const user = (await this.users.usersByIds([userId]))[0];
    if (!user || user.type === 'OPERATOR') throw new LevelMemberNotFoundError();
    const command: AdjustScore = { type: 'AdjustScore', data: { userId, delta: dto.delta, reason: dto.reason.trim() }, metadata };
    const { state, position } = await this.commands.send<CommandResult<unknown, MemberScoreState>>(command);
    return { userId, score: state.score, position };
  }
}
