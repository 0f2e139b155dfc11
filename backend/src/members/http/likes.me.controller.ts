import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Headers, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ProductRefDto, type CommandResponse, type LikeListResponse, type LikeWrittenResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { MemberListsQueries } from '../application/member-lists.queries.js';
import type { LikeProductRequest, UnlikeProduct } from '../domain/likes.decider.js';
import { LikeNotFoundError } from '../members.errors.js';

/** The member's wishlist, /api/v1/me/likes (spec §7 Me, §4 Wishlist toggle). Likes of other members are never reachable. */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/likes')
export class LikesMeController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: MemberListsQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The liked products, newest first (headers limit/skip), with the list's size. */
  @Get()
  @ApiAnswer(200, 'LikeListResponse')
  @ApiPaging()
  async list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>): Promise<LikeListResponse> {
    return this.queries.likes(user._user, pageFromHeaders(headers));
  }

  /** Likes a product: 201 with the like (the earlier one when already liked); 404 missing or hidden product, 422 full wishlist. */
  @Post()
  @ApiAnswer(201, 'LikeWrittenResponse')
  async like(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: ProductRefDto): Promise<LikeWrittenResponse> {
    const command: LikeProductRequest = { type: 'LikeProduct', data: { userId: user._user, likeId: randomUUID(), productId: dto.product }, metadata };
    const { likeId, position } = await this.commands.send<{ likeId: string; position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const like = await this.queries.like(user._user, likeId);
    if (!like) throw new LikeNotFoundError();
    return { like, position };
  }

  /** Takes a like off the wishlist, answered once the list no longer shows it; 404 for a like not on the member's list. */
  @Delete(':id')
  @ApiAnswer(200, 'CommandResponse')
  async unlike(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<CommandResponse> {
    const command: UnlikeProduct = { type: 'UnlikeProduct', data: { userId: user._user, likeId: id }, metadata };
    const { position } = await this.commands.send<{ position: number }>(command);
    // As every other write of the member's lists: answered once the list shows it.
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { position };
  }
}
