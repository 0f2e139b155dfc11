import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  EXHIBITION_STATUS_TEXT,
  ExhibitionDto,
  type ExhibitionListResponse,
  type ExhibitionResponse,
  type ExhibitionStatus,
  type ExhibitionWrittenResponse,
  type ShowcaseDeletedResponse,
  type ShowcaseImageResponse,
} from '@shop/contracts';
import { ConsoleArea, CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { queryText } from '../../platform/http/query-text.js';
import { Exhibitions } from './exhibitions.js';
import { ShowcaseImages } from './showcase-images.js';
import { IMAGE_BODY, readImage } from '../../platform/files/image-upload.js';

/**
 * Console exhibitions, /api/console/shop/exhibitions (spec §7 Console shop exhibitions with files;
 * §6 exhibitions: admin02 and console). Every write is an event naming the staff member.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('exhibitions')
@Controller('api/console/shop/exhibitions')
export class ExhibitionsConsoleController {
  constructor(
    private readonly exhibitions: Exhibitions,
    private readonly images: ShowcaseImages,
  ) {}

  /** Every exhibition, newest first, by words of the title or summary and by state (running, upcoming, ended). */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiQuery({ name: 'status', required: false, enum: Object.keys(EXHIBITION_STATUS_TEXT) })
  @ApiAnswer(200, 'ExhibitionListResponse')
  list(
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: unknown,
    @Query('status') status?: unknown,
  ): Promise<ExhibitionListResponse> {
    const state = typeof status === 'string' && Object.hasOwn(EXHIBITION_STATUS_TEXT, status) ? (status as ExhibitionStatus) : undefined;
    return this.exhibitions.consoleList(queryText(searchValue), state, new Date().toISOString(), pageFromHeaders(headers));
  }

  /** Stores a banner picture (field `image`, by content, re-encoded as WebP) and answers its URL for the form. */
  @Post('images')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'ShowcaseImageResponse')
  async upload(@Req() req: FastifyRequest): Promise<ShowcaseImageResponse> {
    return this.images.save(await readImage(req));
  }

  @Get(':id')
  @ApiAnswer(200, 'ExhibitionResponse')
  async one(@Param('id') id: string): Promise<ExhibitionResponse> {
    return { exhibition: await this.exhibitions.consoleOne(id, new Date().toISOString()) };
  }

  /** Creates an exhibition; 422 when the end is not after the start. */
  @Post()
  @ApiAnswer(201, 'ExhibitionWrittenResponse')
  async create(@CurrentUser() staff: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: ExhibitionDto): Promise<ExhibitionWrittenResponse> {
    const { id, position } = await this.exhibitions.create(dto, staff._user, metadata);
    return { exhibition: await this.exhibitions.consoleOne(id, metadata.now), position };
  }

  /** Changes an exhibition (the whole form); 404 for none. */
  @Put(':id')
  @ApiAnswer(200, 'ExhibitionWrittenResponse')
  async edit(
    @CurrentUser() staff: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: ExhibitionDto,
  ): Promise<ExhibitionWrittenResponse> {
    const position = await this.exhibitions.edit(id, dto, staff._user, metadata);
    return { exhibition: await this.exhibitions.consoleOne(id, metadata.now), position };
  }

  @Delete(':id')
  @ApiAnswer(200, 'ShowcaseDeletedResponse')
  async remove(@CurrentUser() staff: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ShowcaseDeletedResponse> {
    return { deleted: id, position: await this.exhibitions.remove(id, staff._user, metadata) };
  }
}
