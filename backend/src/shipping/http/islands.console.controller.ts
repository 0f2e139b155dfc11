import { Body, Controller, Delete, Get, Headers, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SaveIslandDto, type IslandHistoryResponse, type IslandListResponse, type IslandWrittenResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { IslandsTable } from '../application/islands-table.js';

/** Console islands table, /api/console/shop/islands (spec §7 Shop CRUD for islands; console and admin02, with shippings). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('islands')
@Controller('api/console/shop/islands')
export class IslandsConsoleController {
  constructor(
    private readonly table: IslandsTable,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get()
  @ApiAnswer(200, 'IslandListResponse')
  async list(): Promise<IslandListResponse> {
    return { islands: await this.table.list() };
  }

  /** The table's changes, newest first: who added, changed or removed which row, and when. */
  @Get('history')
  @ApiAnswer(200, 'IslandHistoryResponse')
  @ApiPaging()
  history(@Headers() headers: Record<string, string>): Promise<IslandHistoryResponse> {
    return this.table.history(pageFromHeaders(headers));
  }

  /** Adds a row. */
  @Post()
  @ApiAnswer(201, 'IslandWrittenResponse')
  async add(@CommandMeta() metadata: CommandMetadata, @Body() dto: SaveIslandDto): Promise<IslandWrittenResponse> {
    const { id, position } = await this.table.add(dto, metadata);
    return this.answer(id, position);
  }

  /** Changes a row (range, kind, exemption, note). */
  @Put(':id')
  @ApiAnswer(200, 'IslandWrittenResponse')
  async change(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: SaveIslandDto): Promise<IslandWrittenResponse> {
    return this.answer(id, (await this.table.change(id, dto, metadata)).position);
  }

  /** Removes a row. */
  @Delete(':id')
  @ApiAnswer(200, 'IslandWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<IslandWrittenResponse> {
    return this.answer(id, (await this.table.remove(id, metadata)).position);
  }

  private async answer(id: string, position: number): Promise<IslandWrittenResponse> {
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { island: await this.table.one(id).catch(() => null), position };
  }
}
