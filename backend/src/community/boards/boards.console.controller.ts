import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  BOARD_CATEGORIES,
  BOARD_SORTS,
  BoardDto,
  BoardShowsDto,
  RestoreVersionDto,
  boardCategoryOf,
  type BoardCommentWrittenResponse,
  type BoardListResponse,
  type BoardResponse,
  type BoardSort,
  type BoardsShownResponse,
  type BoardWrittenResponse,
  type ConsoleBoardCommentListResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { IMAGE_BODY, readImage } from '../../platform/files/image-upload.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { queryText } from '../../platform/http/query-text.js';
import { ContentHistory, HistoryRoute, RestoreRoute } from '../../content/index.js';
import { boardSource } from './board-history.js';
import { Boards } from './boards.js';

const sortOf = (v: unknown): BoardSort => (typeof v === 'string' && (BOARD_SORTS as readonly string[]).includes(v) ? (v as BoardSort) : 'latest');

/** Console boards, /api/console/boards (spec §2 console boards, boards/create, boards/{_board}; §7 console boards with thumb and files; §6 boards: admin02 and console). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('boards')
@Controller('api/console/boards')
export class BoardsConsoleController {
  constructor(
    private readonly boards: Boards,
    private readonly versions: ContentHistory,
  ) {}

  /** Every post, hidden ones too (headers limit/skip), by category and words, in staff's sort (latest by default). */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'category', required: false, enum: BOARD_CATEGORIES })
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiQuery({ name: 'sort', required: false, enum: BOARD_SORTS })
  @ApiAnswer(200, 'BoardListResponse')
  list(
    @Headers() headers: Record<string, string>,
    @Query('category') category?: unknown,
    @Query('searchValue') searchValue?: unknown,
    @Query('sort') sort?: unknown,
  ): Promise<BoardListResponse> {
    return this.boards.list(
      { category: boardCategoryOf(queryText(category)), searchValue: queryText(searchValue), sort: sortOf(sort), includeHidden: true },
      pageFromHeaders(headers),
    );
  }

  /** Shows or hides the chosen posts at once (404 at a missing one). */
  @Put('shows')
  @ApiAnswer(200, 'BoardsShownResponse')
  setShows(@CommandMeta() metadata: CommandMetadata, @Body() dto: BoardShowsDto): Promise<BoardsShownResponse> {
    return this.boards.setShows(dto.ids, dto.shows, metadata);
  }

  /** One post, hidden or not (404 when missing). */
  @Get(':id')
  @ApiAnswer(200, 'BoardResponse')
  one(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<BoardResponse> {
    return this.boards.one(id, metadata.userId, true);
  }

  /** Writes a post in any category; the event names the staff member. */
  @Post()
  @ApiAnswer(201, 'BoardWrittenResponse')
  write(@CommandMeta() metadata: CommandMetadata, @Body() dto: BoardDto): Promise<BoardWrittenResponse> {
    return this.boards.write(dto, true, metadata);
  }

  /** Rewrites any post whole (404 when missing). */
  @Put(':id')
  @ApiAnswer(200, 'BoardWrittenResponse')
  edit(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: BoardDto): Promise<BoardWrittenResponse> {
    return this.boards.edit(id, dto, true, metadata);
  }

  /** Deletes any post (404 when missing); answers `board: null`. */
  @Delete(':id')
  @ApiAnswer(200, 'BoardWrittenResponse')
  remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<BoardWrittenResponse> {
    return this.boards.remove(id, true, metadata);
  }

  /** Sets the post's thumbnail (field `image`, by content, re-encoded as WebP). */
  @Post(':id/thumb')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'BoardWrittenResponse')
  async thumb(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Req() req: FastifyRequest): Promise<BoardWrittenResponse> {
    return this.boards.setThumb(id, await readImage(req), true, metadata);
  }

  /** Attaches a picture file to the post (field `image`); 422 past the limit. */
  @Post(':id/files')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'BoardWrittenResponse')
  async attach(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Req() req: FastifyRequest): Promise<BoardWrittenResponse> {
    return this.boards.attach(id, await readImage(req), true, metadata);
  }

  /** Takes a file off the post (404 for no such file). */
  @Delete(':id/files/:fileId')
  @ApiAnswer(200, 'BoardWrittenResponse')
  detach(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Param('fileId') fileId: string): Promise<BoardWrittenResponse> {
    return this.boards.detach(id, fileId, true, metadata);
  }

  /** The post's versions (written, edited, shown or hidden, deleted), newest first, with their authors (issue 14); 404 for none. */
  @HistoryRoute() history(@Param('id') id: string) {
    return this.versions.listOf(boardSource(id));
  }

  /** Brings the post's fields back as of `version`, as the restoring staff member's edit (issue 14); 404 for no post or version, 409 once deleted or changed since `current`. */
  @RestoreRoute() restore(
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('version') version: string,
    @Body() dto: RestoreVersionDto,
  ) {
    return this.versions.restoreOf(boardSource(id), version, metadata, dto);
  }
}

/** Console comments, /api/console/boards/comments and …/{id}/comments/{commentId} (spec §2 console board-comments; §6 comments: admin02 and console). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('comments')
@Controller('api/console/boards')
export class BoardCommentsConsoleController {
  constructor(private readonly boards: Boards) {}

  /** Every comment, newest first (headers limit/skip), by words in the comment or the writer's name or username. */
  @Get('comments')
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiAnswer(200, 'ConsoleBoardCommentListResponse')
  list(@Headers() headers: Record<string, string>, @Query('searchValue') searchValue?: unknown): Promise<ConsoleBoardCommentListResponse> {
    return this.boards.consoleComments(queryText(searchValue), pageFromHeaders(headers));
  }

  /** Deletes any comment (404 when missing). */
  @Delete(':id/comments/:commentId')
  @ApiAnswer(200, 'BoardCommentWrittenResponse')
  remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Param('commentId') commentId: string): Promise<BoardCommentWrittenResponse> {
    return this.boards.removeComment(id, commentId, true, metadata);
  }
}
