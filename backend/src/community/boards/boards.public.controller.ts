import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  BOARD_CATEGORIES,
  BoardCommentDto,
  BoardDto,
  boardCategoryOf,
  type BoardCommentListResponse,
  type BoardCommentWrittenResponse,
  type BoardListResponse,
  type BoardResponse,
  type BoardWrittenResponse,
  BoardViewDto,
} from '@shop/contracts';
import { CurrentUser, Public } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { IMAGE_BODY, readImage } from '../../platform/files/image-upload.js';
import { CachedAnswer } from '../../platform/http/answer-cache.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { queryText } from '../../platform/http/query-text.js';
import { Boards } from './boards.js';
import { BOARDS } from './boards.projection.js';

/**
 * The community boards in the shop (spec §2 /community/{category} and its board sub-routes; §7
 * Public Boards): anyone reads shown posts and their comments; signed-in members comment, write
 * in the member categories (시공 후기) and change only what they wrote.
 */
@ApiTags('community')
@ApiBearerAuth()
@Controller('api/v1/boards')
export class BoardsPublicController {
  constructor(private readonly boards: Boards) {}

  /** One page of shown posts of a category, pinned first, then newest (headers limit/skip), by words in subject or content. */
  @Get()
  @Public()
  @CachedAnswer([BOARDS])
  @ApiPaging()
  @ApiQuery({ name: 'category', required: false, enum: BOARD_CATEGORIES })
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiAnswer(200, 'BoardListResponse')
  list(
    @Headers() headers: Record<string, string>,
    @Query('category') category?: unknown,
    @Query('searchValue') searchValue?: unknown,
  ): Promise<BoardListResponse> {
    return this.boards.list({ category: boardCategoryOf(queryText(category)), searchValue: queryText(searchValue) }, pageFromHeaders(headers));
  }

  /** One shown post with its neighbours; `mine` for the signed-in writer. 404 for a missing or hidden one. */
  @Get(':id')
  @Public()
  @ApiAnswer(200, 'BoardResponse')
  one(@CurrentUser() viewer: Principal | undefined, @Param('id') id: string): Promise<BoardResponse> {
    return this.boards.one(id, viewer?._user ?? null);
  }

  /** Counts a view of a shown post (the view page calls it once). */
  @Post(':id/views')
  @Public()
  @HttpCode(204)
  async view(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: BoardViewDto): Promise<void> {
    await this.boards.view(id, dto.from ?? 'link', metadata);
  }

  /** A member writes a post in a member category (시공 후기); 403 in the others. */
  @Post()
  @ApiAnswer(201, 'BoardWrittenResponse')
  write(@CommandMeta() metadata: CommandMetadata, @Body() dto: BoardDto): Promise<BoardWrittenResponse> {
    return this.boards.write(dto, false, metadata);
  }

  /** The writer rewrites their post; 403 for another's, 404 missing. */
  @Put(':id')
  @ApiAnswer(200, 'BoardWrittenResponse')
  edit(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: BoardDto): Promise<BoardWrittenResponse> {
    return this.boards.edit(id, dto, false, metadata);
  }

  /** The writer deletes their post; answers `board: null`. */
  @Delete(':id')
  @ApiAnswer(200, 'BoardWrittenResponse')
  remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<BoardWrittenResponse> {
    return this.boards.remove(id, false, metadata);
  }

  /** The writer sets the post's thumbnail (field `image`, re-encoded as WebP). */
  @Post(':id/thumb')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'BoardWrittenResponse')
  async thumb(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Req() req: FastifyRequest): Promise<BoardWrittenResponse> {
    return this.boards.setThumb(id, await readImage(req), false, metadata);
  }

  /** The writer attaches a picture file (field `image`). */
  @Post(':id/files')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'BoardWrittenResponse')
  async attach(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Req() req: FastifyRequest): Promise<BoardWrittenResponse> {
    return this.boards.attach(id, await readImage(req), false, metadata);
  }

  /** The writer takes a file off their post. */
  @Delete(':id/files/:fileId')
  @ApiAnswer(200, 'BoardWrittenResponse')
  detach(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Param('fileId') fileId: string): Promise<BoardWrittenResponse> {
    return this.boards.detach(id, fileId, false, metadata);
  }

  /** The comments under a shown post, oldest first (headers limit/skip); `mine` for the caller's. */
  @Get(':id/comments')
  @Public()
  @ApiPaging()
  @ApiAnswer(200, 'BoardCommentListResponse')
  comments(
    @CurrentUser() viewer: Principal | undefined,
    @Headers() headers: Record<string, string>,
    @Param('id') id: string,
  ): Promise<BoardCommentListResponse> {
    return this.boards.commentsOf(id, viewer?._user ?? null, pageFromHeaders({ limit: 100, ...headers }));
  }

  /** A signed-in member comments under a shown post. */
  @Post(':id/comments')
  @ApiAnswer(201, 'BoardCommentWrittenResponse')
  comment(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: BoardCommentDto): Promise<BoardCommentWrittenResponse> {
    return this.boards.comment(id, dto.content, metadata);
  }

  /** The writer rewrites their comment; 403 another's. */
  @Put(':id/comments/:commentId')
  @ApiAnswer(200, 'BoardCommentWrittenResponse')
  editComment(
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('commentId') commentId: string,
    @Body() dto: BoardCommentDto,
  ): Promise<BoardCommentWrittenResponse> {
    return this.boards.editComment(id, commentId, dto.content, metadata);
  }

  /** The writer deletes their comment; 403 another's (staff delete in the console). */
  @Delete(':id/comments/:commentId')
  @ApiAnswer(200, 'BoardCommentWrittenResponse')
  removeComment(
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('commentId') commentId: string,
  ): Promise<BoardCommentWrittenResponse> {
    return this.boards.removeComment(id, commentId, false, metadata);
  }
}
