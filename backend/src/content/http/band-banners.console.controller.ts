import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  RestoreVersionDto,
  BandBannerDto,
  type ConsoleBandBannerListResponse,
  type ConsoleBandBannerResponse,
  type ConsoleBandBannerWrittenResponse,
  type ContentDeletedResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { queryText } from '../../platform/http/query-text.js';
import type { Filter } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { ContentDocuments, periodOf } from '../application/content-documents.js';
import { toBandBanner } from '../application/content-views.js';
import { ContentHistory } from '../application/content-history.js';
import { HistoryRoute, RestoreRoute } from './content-history.routes.js';
import { CONTENT } from '../domain/document.decider.js';
import { imageFieldOf } from './banners.console.controller.js';
import { IMAGE_BODY, readImage } from './upload.js';

/** The stored fields of a band banner form (the pictures are kept apart). */
const fieldsOf = (dto: BandBannerDto): Record<string, unknown> => ({
  code: dto.code ?? 'main',
  index: dto.index ?? 0,
  shows: dto.shows ?? true,
  href: dto.href ?? '',
  text: dto.text.trim(),
  ...periodOf(dto),
});

/**
 * Console band banners, /api/console/band-banners (spec §2 console band-banners; §3 Band banner:
 * href, imagePc, imageMb; §7 Console CRUD for band-banners; §6 banners: admin02 and console).
 * Pictures by index as for banners: 0 PC (`imagePc`), 1 mobile (`imageMb`).
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('banners')
@Controller('api/console/band-banners')
export class BandBannersConsoleController {
  constructor(
    private readonly documents: ContentDocuments,
    private readonly versions: ContentHistory,
  ) {}

  /** A page of band banners by place and order, by words of the text or link. */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiAnswer(200, 'ConsoleBandBannerListResponse')
  async list(@Headers() headers: Record<string, string>, @Query('searchValue') searchValue?: unknown): Promise<ConsoleBandBannerListResponse> {
    const filter: Filter = {};
    const words = queryText(searchValue);
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      filter.$or = [{ text: re }, { href: re }];
    }
    const { docs, totalCount } = await this.documents.page(CONTENT.bandBanners, filter, {
      sort: { code: 1, index: 1, createdAt: 1 },
      ...pageFromHeaders(headers),
    });
    return { bandBanners: docs.map(toBandBanner), summary: { totalCount } };
  }

  /** One band banner; 404 DOCUMENT_NOT_FOUND for none. */
  @Get(':id')
  @ApiAnswer(200, 'ConsoleBandBannerResponse')
  async one(@Param('id') id: string): Promise<ConsoleBandBannerResponse> {
    return { bandBanner: toBandBanner(await this.documents.one(CONTENT.bandBanners, id)) };
  }

  /** Creates a band banner (pictures sent apart by index). */
  @Post()
  @ApiAnswer(201, 'ConsoleBandBannerWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: BandBannerDto): Promise<ConsoleBandBannerWrittenResponse> {
    const { id, position } = await this.documents.create(CONTENT.bandBanners, { ...fieldsOf(dto), imagePc: null, imageMb: null }, metadata);
    return { bandBanner: toBandBanner(await this.documents.one(CONTENT.bandBanners, id)), position };
  }

  /** Changes a band banner's fields (its pictures stay); 404 for none. */
  @Put(':id')
  @ApiAnswer(200, 'ConsoleBandBannerWrittenResponse')
  async edit(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: BandBannerDto): Promise<ConsoleBandBannerWrittenResponse> {
    const position = await this.documents.update(CONTENT.bandBanners, id, fieldsOf(dto), metadata);
    return { bandBanner: toBandBanner(await this.documents.one(CONTENT.bandBanners, id)), position };
  }

  /** Deletes a band banner; 404 for none. */
  @Delete(':id')
  @ApiAnswer(200, 'ContentDeletedResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ContentDeletedResponse> {
    return { deleted: id, position: await this.documents.remove(CONTENT.bandBanners, id, metadata) };
  }

  /** Stores picture `index` (0 PC, 1 mobile; field `image`, re-encoded as WebP); 400 bad index or picture, 413 past 10 MB, 404 no band banner. */
  @Post(':id/images/:index')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'ConsoleBandBannerWrittenResponse')
  async upload(
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('index') index: string,
    @Req() req: FastifyRequest,
  ): Promise<ConsoleBandBannerWrittenResponse> {
    const field = imageFieldOf(index, ['imagePc', 'imageMb']);
    await this.documents.one(CONTENT.bandBanners, id);
    const picture = await this.documents.savePicture(await readImage(req));
    const position = await this.documents.update(CONTENT.bandBanners, id, { [field]: { url: picture.url } }, metadata);
    return { bandBanner: toBandBanner(await this.documents.one(CONTENT.bandBanners, id)), position };
  }

  /** Takes picture `index` off (0 PC, 1 mobile); 400 bad index, 404 no band banner. */
  @Delete(':id/images/:index')
  @ApiAnswer(200, 'ConsoleBandBannerWrittenResponse')
  async removeImage(
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('index') index: string,
  ): Promise<ConsoleBandBannerWrittenResponse> {
    const field = imageFieldOf(index, ['imagePc', 'imageMb']);
    const position = await this.documents.update(CONTENT.bandBanners, id, { [field]: null }, metadata);
    return { bandBanner: toBandBanner(await this.documents.one(CONTENT.bandBanners, id)), position };
  }

  /** The band banner's versions, newest first, with their authors (issue 14); 404 for none. */
  @HistoryRoute() history(@Param('id') id: string) {
    return this.versions.list(CONTENT.bandBanners, id);
  }

  /** Brings the band banner back to its fields as of `version` (issue 14); 404 for no band banner or version, 409 once deleted. */
  @RestoreRoute() restore(
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('version') version: string,
    @Body() dto: RestoreVersionDto,
  ) {
    return this.versions.restore(CONTENT.bandBanners, id, version, metadata, dto);
  }
}
