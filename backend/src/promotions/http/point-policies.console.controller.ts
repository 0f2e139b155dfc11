import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Headers, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  CreatePointPolicyDto,
  UpdatePointPolicyDto,
  type PointPolicyFields,
  type PointPolicyListResponse,
  type PointPolicyResponse,
  type PointPolicyWrittenResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { PointQueries } from '../application/point.queries.js';
import type { CreatePointPolicy, DeletePointPolicy, UpdatePointPolicy } from '../domain/point-policy.decider.js';

/** The DTO's fields that were sent (undefined left out; null kept: it clears the amount, rate or validity). */
function sent(dto: UpdatePointPolicyDto): Partial<PointPolicyFields> {
  return Object.fromEntries(Object.entries({ ...dto, name: dto.name?.trim() }).filter(([, v]) => v !== undefined)) as Partial<PointPolicyFields>;
}

/** Console point policies, /api/console/shop/points (spec §7 shop points CRUD; §6: console and admin02). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('shopPoints')
@Controller('api/console/shop/points')
export class PointPoliciesConsoleController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: PointQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get()
  @ApiAnswer(200, 'PointPolicyListResponse')
  @ApiPaging()
  list(@Headers() headers: Record<string, string>): Promise<PointPolicyListResponse> {
    return this.queries.policies(pageFromHeaders(headers));
  }

  @Get(':id')
  @ApiAnswer(200, 'PointPolicyResponse')
  async one(@Param('id') id: string): Promise<PointPolicyResponse> {
    return { point: await this.queries.policy(id) };
  }

  /** Creates a policy: a fixed amount or a rate, validity days, in use or not. */
  @Post()
  @ApiAnswer(201, 'PointPolicyWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: CreatePointPolicyDto): Promise<PointPolicyWrittenResponse> {
    const pointId = randomUUID();
    const fields: PointPolicyFields = {
      name: dto.name.trim(),
      amount: dto.amount ?? null,
      rate: dto.rate ?? null,
      validityDays: dto.validityDays ?? null,
      isActive: dto.isActive ?? true,
    };
    const command: CreatePointPolicy = { type: 'CreatePointPolicy', data: { pointId, fields }, metadata };
    return this.answer(pointId, (await this.commands.send(command)).position);
  }

  @Put(':id')
  @ApiAnswer(200, 'PointPolicyWrittenResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: UpdatePointPolicyDto): Promise<PointPolicyWrittenResponse> {
    const command: UpdatePointPolicy = { type: 'UpdatePointPolicy', data: { pointId: id, fields: sent(dto) }, metadata };
    return this.answer(id, (await this.commands.send(command)).position);
  }

  /** Deletes a policy; grants made under it stay with the members. */
  @Delete(':id')
  @ApiAnswer(200, 'PointPolicyWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<PointPolicyWrittenResponse> {
    const command: DeletePointPolicy = { type: 'DeletePointPolicy', data: { pointId: id }, metadata };
    return this.answer(id, (await this.commands.send(command)).position);
  }

  private async answer(id: string, position: number): Promise<PointPolicyWrittenResponse> {
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { point: await this.queries.policy(id).catch(() => null), position };
  }
}
