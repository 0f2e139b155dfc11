import { Body, Controller, Get, Headers, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AdjustMemberScoreDto, type MemberLevelListResponse, type MemberScoreWrittenResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { LevelQueries } from '../application/level.queries.js';
import { MemberScores } from '../application/member-scores.js';

/** Members of one level, /api/console/user-level/{code} (spec §2 user-level/{code}; §6 user levels: console only). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('userLevels')
@Controller('api/console/user-level')
export class MemberLevelsConsoleController {
  constructor(private readonly queries: LevelQueries) {}

  /** The level's members by username (headers limit/skip); 404 for an unknown level. */
  @Get(':code')
  @ApiAnswer(200, 'MemberLevelListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false, description: 'Words in the username or name (first 50 characters)' })
  async members(
    @Param('code') code: string,
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: string,
  ): Promise<MemberLevelListResponse> {
    await this.queries.level(code);
    return this.queries.members({ levelCode: code, searchValue: searchValue?.trim().slice(0, 50) || undefined }, pageFromHeaders(headers));
  }
}

/** Members' scores, /api/console/user-scores (spec §2 user-scores; §6 scores: console only). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('userScores')
@Controller('api/console/user-scores')
export class MemberScoresConsoleController {
  constructor(
    private readonly queries: LevelQueries,
    private readonly scores: MemberScores,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Members with their score and level, by username (headers limit/skip). */
  @Get()
  @ApiAnswer(200, 'MemberLevelListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false, description: 'Words in the username or name (first 50 characters)' })
  list(@Headers() headers: Record<string, string>, @Query('searchValue') searchValue?: string): Promise<MemberLevelListResponse> {
    return this.queries.members({ searchValue: searchValue?.trim().slice(0, 50) || undefined }, pageFromHeaders(headers));
  }

  /** Adds to or subtracts from a member's score, with a reason; the score never goes below 0 (409). */
  @Post()
  @ApiAnswer(201, 'MemberScoreWrittenResponse')
  async adjust(@CommandMeta() metadata: CommandMetadata, @Body() dto: AdjustMemberScoreDto): Promise<MemberScoreWrittenResponse> {
    const { userId, score, position } = await this.scores.adjust(dto, metadata);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { _user: userId, score, position };
  }
}
