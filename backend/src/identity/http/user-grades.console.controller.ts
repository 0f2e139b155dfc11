import { Body, Controller, Get, Headers, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdjustUserScoreDto, AssignMemberLevelDto, type MemberGradeResponse, type MemberGradeWrittenResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { LevelQueries } from '../application/level.queries.js';
import { MemberGrades } from '../application/member-grades.js';
import { MemberScores } from '../application/member-scores.js';

/** A member's level, /api/console/users/{id}/grades (spec §7 users' nested grades; §6 user levels: console only). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('userLevels')
@Controller('api/console/users/:id/grades')
export class UserGradesConsoleController {
  constructor(
    private readonly queries: LevelQueries,
    private readonly grades: MemberGrades,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The member's level and the history of level changes with their reasons, newest first (headers limit/skip). */
  @Get()
  @ApiAnswer(200, 'MemberGradeResponse')
  @ApiPaging()
  history(@Param('id') id: string, @Headers() headers: Record<string, string>): Promise<MemberGradeResponse> {
    return this.queries.memberGrade(id, 'LEVEL', pageFromHeaders(headers));
  }

  /** Puts the member at a level by hand, with a reason. */
  @Put()
  @ApiAnswer(200, 'MemberGradeWrittenResponse')
  async assign(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: AssignMemberLevelDto): Promise<MemberGradeWrittenResponse> {
    const { position } = await this.grades.assign(id, dto, metadata);
    if (position) await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { user: await this.queries.member(id), position };
  }
}

/** A member's score, /api/console/users/{id}/scores (spec §7 users' nested scores; §6 scores: console only). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('userScores')
@Controller('api/console/users/:id/scores')
export class UserScoresConsoleController {
  constructor(
    private readonly queries: LevelQueries,
    private readonly scores: MemberScores,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The member's score and the history of score changes with their reasons, newest first (headers limit/skip). */
  @Get()
  @ApiAnswer(200, 'MemberGradeResponse')
  @ApiPaging()
  history(@Param('id') id: string, @Headers() headers: Record<string, string>): Promise<MemberGradeResponse> {
    return this.queries.memberGrade(id, 'SCORE', pageFromHeaders(headers));
  }

  /** Adds to or subtracts from the member's score with a reason; never below 0 (409). */
  @Post()
  @ApiAnswer(201, 'MemberGradeWrittenResponse')
  async adjust(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: AdjustUserScoreDto): Promise<MemberGradeWrittenResponse> {
    const { position } = await this.scores.adjustById(id, dto, metadata);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { user: await this.queries.member(id), position };
  }
}
