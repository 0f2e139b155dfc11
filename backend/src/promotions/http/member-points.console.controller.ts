import { Body, Controller, Get, Headers, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AdjustMemberPointsDto, type MemberPointsDetailResponse, type MemberPointsListResponse, type MemberPointsWrittenResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { MemberPoints } from '../application/member-points.js';
import { PointQueries } from '../application/point.queries.js';

/** Console members' points, /api/console/user-points (spec §2 user-points; §6: console only). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('userPoints')
@Controller('api/console/user-points')
export class MemberPointsConsoleController {
  constructor(
    private readonly queries: PointQueries,
    private readonly memberPoints: MemberPoints,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Members with their balances, most recently changed first (headers limit/skip). */
  @Get()
  @ApiAnswer(200, 'MemberPointsListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false, description: 'Words in the username or name (first 50 characters)' })
  list(@Headers() headers: Record<string, string>, @Query('searchValue') searchValue?: string): Promise<MemberPointsListResponse> {
    return this.queries.members(searchValue?.trim().slice(0, 50) || undefined, pageFromHeaders(headers));
  }

  /** One member's totals, grants and history. */
  @Get(':userId')
  @ApiAnswer(200, 'MemberPointsDetailResponse')
  @ApiPaging()
  one(@Param('userId') userId: string, @Headers() headers: Record<string, string>): Promise<MemberPointsDetailResponse> {
    return this.queries.member(userId, pageFromHeaders(headers));
  }

  /** Grants points to a member (under a policy or not) or debits them, with a reason. */
  @Post()
  @ApiAnswer(201, 'MemberPointsWrittenResponse')
  async adjust(@CommandMeta() metadata: CommandMetadata, @Body() dto: AdjustMemberPointsDto): Promise<MemberPointsWrittenResponse> {
    const { userId, balance, position } = await this.memberPoints.adjust(dto, metadata);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { _user: userId, balance, position };
  }
}
