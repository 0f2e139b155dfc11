import { Body, Controller, Get, Headers, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdjustUserPointsDto, type MemberPointsDetailResponse, type MemberPointsWrittenResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { MemberPoints } from '../application/member-points.js';
import { PointQueries } from '../application/point.queries.js';

/** A member's points, /api/console/users/{id}/points (spec §7 users' nested points; §6 points: console only). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('userPoints')
@Controller('api/console/users/:id/points')
export class UserPointsConsoleController {
  constructor(
    private readonly queries: PointQueries,
    private readonly memberPoints: MemberPoints,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The member's totals, grants and a page of the history (headers limit/skip). */
  @Get()
  @ApiAnswer(200, 'MemberPointsDetailResponse')
  @ApiPaging()
  one(@Param('id') id: string, @Headers() headers: Record<string, string>): Promise<MemberPointsDetailResponse> {
    return this.queries.member(id, pageFromHeaders(headers));
  }

  /** Grants points to the member (under a policy or not) or debits them, with a reason. */
  @Post()
  @ApiAnswer(201, 'MemberPointsWrittenResponse')
  async adjust(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: AdjustUserPointsDto): Promise<MemberPointsWrittenResponse> {
    const { userId, balance, position } = await this.memberPoints.adjustById(id, dto, metadata);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { _user: userId, balance, position };
  }
}
