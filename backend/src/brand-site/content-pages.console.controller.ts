import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  ContentPageDto,
  NewContentPageDto,
  RestoreVersionDto,
  type ConsoleContentPageListResponse,
  type ConsoleContentPageResponse,
  type PageImageResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';
import { IMAGE_BODY, readImage } from '../platform/files/image-upload.js';
import { CommandMeta } from '../platform/http/command-metadata.js';
import { ApiAnswer } from '../platform/http/openapi.js';
import { queryText } from '../platform/http/query-text.js';
import { CONTENT, ContentHistory, HistoryRoute, RestoreRoute } from '../content/index.js';
import { ConsolePages } from './console-pages.js';

const PATH_QUERY = { name: 'path', required: true, description: 'The page’s path, e.g. /ideas/bathroom/planning' } as const;

/**
 * The console's page editor for the brand site (issue 14): list, read, create, change and delete
 * pages by path, and store their pictures. Pages area: admin02 and console (contracts
 * console-access). Every write is an event naming the staff member.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('pages')
@Controller('api/console')
export class ContentPagesConsoleController {
  constructor(
    private readonly pages: ConsolePages,
    private readonly history: ContentHistory,
  ) {}

  @Get('pages')
  @ApiAnswer(200, 'ConsoleContentPageListResponse')
  async list(): Promise<ConsoleContentPageListResponse> {
    return { pages: await this.pages.list() };
  }

  /** Creates a page at its path; 409 when the path is taken, 422 for an incomplete block. */
  @Post('pages')
  @ApiAnswer(201, 'ConsoleContentPageResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: NewContentPageDto): Promise<ConsoleContentPageResponse> {
    await this.pages.create(dto.path, dto, metadata);
    return this.pages.one(dto.path);
  }

  /** Stores a picture of a page (field `image`, by content, re-encoded as WebP) and answers it with its size. */
  @Post('pages/images')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'PageImageResponse')
  async upload(@Req() req: FastifyRequest): Promise<PageImageResponse> {
    return { image: await this.pages.saveImage(await readImage(req)) };
  }

  /** Stores a 360° picture of a panorama block (field `image`, as above but kept up to 4096 px wide) and answers it with its size. */
  @Post('pages/panoramas')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'PageImageResponse')
  async uploadPanorama(@Req() req: FastifyRequest): Promise<PageImageResponse> {
    return { image: await this.pages.saveImage(await readImage(req), true) };
  }

  @Get('page')
  @ApiQuery(PATH_QUERY)
  @ApiAnswer(200, 'ConsoleContentPageResponse')
  one(@Query('path') path: unknown): Promise<ConsoleContentPageResponse> {
    return this.pages.one(queryText(path, 200) ?? '');
  }

  /** Replaces the page with the editor's form; 404 for none, 422 for an incomplete block. */
  @Put('page')
  @ApiQuery(PATH_QUERY)
  @ApiAnswer(200, 'ConsoleContentPageResponse')
  async edit(@CommandMeta() metadata: CommandMetadata, @Query('path') path: unknown, @Body() dto: ContentPageDto): Promise<ConsoleContentPageResponse> {
    const at = queryText(path, 200) ?? '';
    await this.pages.edit(at, dto, metadata);
    return this.pages.one(at);
  }

  /** Deletes the page; its address then answers 404. 404 for none. */
  @Delete('page')
  @HttpCode(204)
  @ApiQuery(PATH_QUERY)
  @ApiAnswer(204)
  async remove(@CommandMeta() metadata: CommandMetadata, @Query('path') path: unknown): Promise<void> {
    await this.pages.remove(queryText(path, 200) ?? '', metadata);
  }

  /** The page's versions, newest first, with their authors (issue 14); 404 for none. */
  @HistoryRoute('page/history')
  @ApiQuery(PATH_QUERY)
  pageHistory(@Query('path') path: unknown) {
    return this.history.list(CONTENT.pages, queryText(path, 200) ?? '');
  }

  /** Brings the page back to its fields as of `version` (issue 14); 404 for no page or version, 409 once deleted. */
  @RestoreRoute('page/history/:version/restore')
  @ApiQuery(PATH_QUERY)
  restore(@CommandMeta() metadata: CommandMetadata, @Query('path') path: unknown, @Param('version') version: string, @Body() dto: RestoreVersionDto) {
    return this.history.restore(CONTENT.pages, queryText(path, 200) ?? '', version, metadata, dto);
  }
}
