import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { MergeWatchesDto, ProductRefDto, type WatchListResponse, type WatchWrittenResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { Command, CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { MemberListsQueries } from '../application/member-lists.queries.js';
import type { ClearWatches, MergeWatchesRequest, RecordWatchRequest, RemoveWatch } from '../domain/watches.decider.js';

/** The member's recently viewed products, /api/v1/me/watches (spec §7 Me: GET, POST, PUT, DELETE). Every write answers the list after it. */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/watches')
export class WatchesMeController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: MemberListsQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The recently viewed products, newest first. */
  @Get()
  @ApiAnswer(200, 'WatchListResponse')
  async list(@CurrentUser() user: Principal): Promise<WatchListResponse> {
    return { watches: await this.queries.watches(user._user) };
  }

  /** Records a view of the product now; 404 for a missing or hidden product. */
  @Post()
  @ApiAnswer(201, 'WatchWrittenResponse')
  async record(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: ProductRefDto): Promise<WatchWrittenResponse> {
    const command: RecordWatchRequest = { type: 'RecordWatch', data: { userId: user._user, productId: dto.product }, metadata };
    return this.written(user, command);
  }

  /** Merges the views a visitor's browser held (spec §4 Session: pushed on sign-in); products gone since are dropped. */
  @Put()
  @ApiAnswer(200, 'WatchWrittenResponse')
  async merge(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: MergeWatchesDto): Promise<WatchWrittenResponse> {
    const watches = dto.watches.map((w) => ({ productId: w.product, viewedAt: new Date(w.viewedAt).toISOString() }));
    const command: MergeWatchesRequest = { type: 'MergeWatches', data: { userId: user._user, watches }, metadata };
    return this.written(user, command);
  }

  /** Empties the list. */
  @Delete()
  @ApiAnswer(200, 'WatchWrittenResponse')
  async clear(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata): Promise<WatchWrittenResponse> {
    const command: ClearWatches = { type: 'ClearWatches', data: { userId: user._user }, metadata };
    return this.written(user, command);
  }

  /** Takes one product (its id) off the list; 404 when it is not on the member's list. */
  @Delete(':id')
  @ApiAnswer(200, 'WatchWrittenResponse')
  async remove(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<WatchWrittenResponse> {
    const command: RemoveWatch = { type: 'RemoveWatch', data: { userId: user._user, productId: id }, metadata };
    return this.written(user, command);
  }

  private async written(user: Principal, command: Command): Promise<WatchWrittenResponse> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { watches: await this.queries.watches(user._user), position };
  }
}
