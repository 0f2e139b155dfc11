import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  CreateLevelDto,
  EvaluateLevelsDto,
  UpdateLevelDto,
  type LevelEvaluationResponse,
  type LevelFields,
  type LevelListResponse,
  type LevelResponse,
  type LevelWrittenResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { LevelEvaluator } from '../application/level-evaluator.js';
import { LevelQueries } from '../application/level.queries.js';
import { MemberScores } from '../application/member-scores.js';
import type { CreateLevel, DeleteLevel, UpdateLevel } from '../domain/level.decider.js';

/** The level's fields from a DTO, defaults filled for a new level (discount unit percent, spec §9). */
function fieldsOf(dto: UpdateLevelDto): Partial<LevelFields> {
  const fields: Partial<LevelFields> = {
    name: dto.name?.trim(),
    index: dto.index,
    scope: dto.scope,
    isActive: dto.isActive,
    isWelcome: dto.isWelcome,
    criteria: dto.criteria?.map((c) => ({ type: c.type, value: c.value, isActive: c.isActive })),
    discounts: dto.discounts?.map((d) => ({ type: d.type ?? 'productPrice', unit: d.unit ?? 'percent', value: d.value, isActive: d.isActive })),
    points: dto.points,
    coupons: dto.coupons,
  };
  // An optional field sent as null is not given (class-validator's IsOptional lets null through).
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null)) as Partial<LevelFields>;
}

/** Console member levels, /api/console/levels (spec §7 levels CRUD; §6 user levels: console only), and the evaluation on demand. */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('userLevels')
@Controller('api/console/levels')
export class LevelsConsoleController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: LevelQueries,
    private readonly evaluator: LevelEvaluator,
    private readonly scores: MemberScores,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Every level, by index. */
  @Get()
  @ApiAnswer(200, 'LevelListResponse')
  list(): Promise<LevelListResponse> {
    return this.queries.levels();
  }

  @Get(':code')
  @ApiAnswer(200, 'LevelResponse')
  async one(@Param('code') code: string): Promise<LevelResponse> {
    return { level: await this.queries.level(code) };
  }

  @Post()
  @ApiAnswer(201, 'LevelWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: CreateLevelDto): Promise<LevelWrittenResponse> {
    const fields: LevelFields = {
      name: dto.name.trim(),
      index: 0,
      scope: 'ALL',
      isActive: true,
      isWelcome: false,
      criteria: [],
      discounts: [],
      points: 0,
      coupons: [],
      ...fieldsOf(dto),
    };
    const command: CreateLevel = { type: 'CreateLevel', data: { code: dto.code, fields }, metadata };
    return this.answer(dto.code, (await this.commands.send(command)).position);
  }

  /** Evaluates one member (body `username`) or every member now, from their scores and last month's confirmed purchases. */
  @Post('evaluate')
  @ApiAnswer(201, 'LevelEvaluationResponse')
  async evaluate(@CommandMeta() metadata: CommandMetadata, @Body() dto: EvaluateLevelsDto): Promise<LevelEvaluationResponse> {
    const userId = dto.username ? await this.scores.memberId(dto.username) : undefined;
    const { evaluated, changes, position } = await this.evaluator.evaluate(userId ? { userId } : {}, metadata);
    if (position) await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { evaluated, changed: changes.length, changes, position };
  }

  @Put(':code')
  @ApiAnswer(200, 'LevelWrittenResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Param('code') code: string, @Body() dto: UpdateLevelDto): Promise<LevelWrittenResponse> {
    const command: UpdateLevel = { type: 'UpdateLevel', data: { code, fields: fieldsOf(dto) }, metadata };
    return this.answer(code, (await this.commands.send(command)).position);
  }

  /** Deletes a level; its members keep its code until the next evaluation moves them. */
  @Delete(':code')
  @ApiAnswer(200, 'LevelWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('code') code: string): Promise<LevelWrittenResponse> {
    const command: DeleteLevel = { type: 'DeleteLevel', data: { code }, metadata };
    return this.answer(code, (await this.commands.send(command)).position);
  }

  private async answer(code: string, position: number): Promise<LevelWrittenResponse> {
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { level: await this.queries.level(code).catch(() => null), position };
  }
}
