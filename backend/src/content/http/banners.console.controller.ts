import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  RestoreVersionDto,
  BANNER_SLOTS,
  BannerDto,
  BannerSlotOrderDto,
  PERIOD_STATUS_TEXT,
  type BannerSlotWrittenResponse,
  type ConsoleBannerListResponse,
  type ConsoleBannerResponse,
  type ConsoleBannerWrittenResponse,
  type ContentDeletedResponse,
  type PeriodStatus,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { queryText } from '../../platform/http/query-text.js';
import type { Filter } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { ContentDocuments, periodOf, periodStatusFilter } from '../application/content-documents.js';
import { toConsoleBanner } from '../application/content-views.js';
import { ContentHistory } from '../application/content-history.js';
import { HistoryRoute, RestoreRoute } from './content-history.routes.js';
import { BannerSlotOrderError, ContentImageIndexError } from '../content.errors.js';
import { CONTENT } from '../domain/document.decider.js';
import { IMAGE_BODY, readImage } from './upload.js';

/** The document field of a banner picture by index (0 PC, 1 mobile); throws ContentImageIndexError (400) otherwise. */
export function imageFieldOf(index: string, fields: readonly [string, string]): string {
  if (index !== '0' && index !== '1') throw new ContentImageIndexError();
  return fields[Number(index)]!;
}

/** The stored fields of a banner form (the pictures are kept apart). Throws ContentPeriodInvalidError (422). */
function fieldsOf(dto: BannerDto): Record<string, unknown> {
  return {
    code: dto.code,
    index: dto.index ?? 0,
    shows: dto.shows ?? true,
    ...periodOf(dto),
    ratio: dto.ratio ? { width: dto.ratio.width, height: dto.ratio.height } : null,
    items: (dto.items ?? []).map((i) => ({
      _product: i._product || null,
      name: i.name.trim(),
      desc: i.desc?.trim() ?? '',
      href: i.href ?? '',
      x: i.x,
      y: i.y,
    })),
    subject: dto.subject?.trim() ?? '',
    content: dto.content?.trim() ?? '',
    url: dto.url ?? '',
    btnText: dto.btnText?.trim() ?? '',
  };
}

/**
 * Console banners, /api/console/banners (spec §2 console banners, banners/create, banners/{_banner},
 * main/banner/{code}; §3 Banner; §7 Console CRUD for banners plus image POST/DELETE by index; §6
 * banners: admin02 and console). Writes go through the content document decider, each naming the
 * staff member, and answer once the read model shows them.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('banners')
@Controller('api/console/banners')
export class BannersConsoleController {
  constructor(
    private readonly documents: ContentDocuments,
    private readonly versions: ContentHistory,
  ) {}

  /** A page of banners by slot order (slot, then index), by words of the subject, content or hotspots, slot and period state. */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiQuery({ name: 'code', required: false, enum: BANNER_SLOTS })
  @ApiQuery({ name: 'status', required: false, enum: Object.keys(PERIOD_STATUS_TEXT) })
  @ApiAnswer(200, 'ConsoleBannerListResponse')
  async list(
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: unknown,
    @Query('code') code?: unknown,
    @Query('status') status?: unknown,
  ): Promise<ConsoleBannerListResponse> {
    const now = Date.now();
    const filter: Filter = {};
    if (typeof code === 'string' && (BANNER_SLOTS as readonly string[]).includes(code)) filter.code = code;
    if (typeof status === 'string' && Object.hasOwn(PERIOD_STATUS_TEXT, status))
      Object.assign(filter, periodStatusFilter(status as PeriodStatus, new Date(now).toISOString()));
    const words = queryText(searchValue);
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      filter.$or = [{ subject: re }, { content: re }, { 'items.name': re }];
    }
    const { docs, totalCount } = await this.documents.page(CONTENT.banners, filter, { sort: { code: 1, index: 1, createdAt: 1 }, ...pageFromHeaders(headers) });
    return { banners: docs.map((d) => toConsoleBanner(d, now)), summary: { totalCount } };
  }

  /** One banner; 404 DOCUMENT_NOT_FOUND for none. */
  @Get(':id')
  @ApiAnswer(200, 'ConsoleBannerResponse')
  async one(@Param('id') id: string): Promise<ConsoleBannerResponse> {
    return { banner: toConsoleBanner(await this.documents.one(CONTENT.banners, id), Date.now()) };
  }

  /** Creates a banner (no picture yet: send them by index); 422 CONTENT_PERIOD_INVALID when the end is not after the start. */
  @Post()
  @ApiAnswer(201, 'ConsoleBannerWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: BannerDto): Promise<ConsoleBannerWrittenResponse> {
    const { id, position } = await this.documents.create(CONTENT.banners, { ...fieldsOf(dto), image: null, imageMb: null }, metadata);
    return { banner: toConsoleBanner(await this.documents.one(CONTENT.banners, id), Date.now()), position };
  }

  /**
   * Sets the order of a slot (spec §2 console main/banner/{code}): `ids` are all its banners, first
   * shown first. 409 CONTENT_SLOT_ORDER when they are not exactly the slot's banners. Answers the slot in order.
   */
  @Put('slots/:code')
  @ApiAnswer(200, 'BannerSlotWrittenResponse')
  async order(@CommandMeta() metadata: CommandMetadata, @Param('code') code: string, @Body() dto: BannerSlotOrderDto): Promise<BannerSlotWrittenResponse> {
    const slot = await this.documents.all(CONTENT.banners, { code }, { index: 1, createdAt: 1 });
    const known = new Set(slot.map((d) => d._id));
    if (dto.ids.length !== slot.length || new Set(dto.ids).size !== dto.ids.length || !dto.ids.every((id) => known.has(id))) throw new BannerSlotOrderError();
    let position = 0;
    for (const [index, id] of dto.ids.entries()) {
      if (slot.find((d) => d._id === id)?.index === index) continue;
      position = await this.documents.update(CONTENT.banners, id, { index }, metadata);
    }
    const now = Date.now();
    const ordered = await this.documents.all(CONTENT.banners, { code }, { index: 1, createdAt: 1 });
    return { banners: ordered.map((d) => toConsoleBanner(d, now)), position };
  }

  /** Changes a banner's fields (its pictures stay, and its ratio when none is sent); 404 for none, 422 for a bad period. */
  @Put(':id')
  @ApiAnswer(200, 'ConsoleBannerWrittenResponse')
  async edit(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: BannerDto): Promise<ConsoleBannerWrittenResponse> {
    const { ratio, ...rest } = fieldsOf(dto);
    const position = await this.documents.update(CONTENT.banners, id, ratio ? { ...rest, ratio } : rest, metadata);
    return { banner: toConsoleBanner(await this.documents.one(CONTENT.banners, id), Date.now()), position };
  }

  /** Deletes a banner; 404 for none. */
  @Delete(':id')
  @ApiAnswer(200, 'ContentDeletedResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ContentDeletedResponse> {
    return { deleted: id, position: await this.documents.remove(CONTENT.banners, id, metadata) };
  }

  /**
   * Stores picture `index` of a banner (0 PC, 1 mobile; multipart field `image`, checked by
   * content, re-encoded as WebP). The PC picture sets the ratio when the banner has none;
   * the mobile one always sets its own (`ratioMb`), so hotspots land on the same spot of either.
   * 400 for a bad index or no picture, 413 past 10 MB, 404 for no banner.
   */
  @Post(':id/images/:index')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'ConsoleBannerWrittenResponse')
  async upload(
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('index') index: string,
    @Req() req: FastifyRequest,
  ): Promise<ConsoleBannerWrittenResponse> {
    const field = imageFieldOf(index, ['image', 'imageMb']);
    const banner = await this.documents.one(CONTENT.banners, id);
    const picture = await this.documents.savePicture(await readImage(req));
    const fields: Record<string, unknown> = { [field]: { url: picture.url } };
    if (field === 'image' && !banner.ratio) fields.ratio = { width: picture.width, height: picture.height };
    if (field === 'imageMb') fields.ratioMb = { width: picture.width, height: picture.height };
    const position = await this.documents.update(CONTENT.banners, id, fields, metadata);
    return { banner: toConsoleBanner(await this.documents.one(CONTENT.banners, id), Date.now()), position };
  }

  /** Takes picture `index` off a banner (0 PC, 1 mobile); 400 for a bad index, 404 for no banner. */
  @Delete(':id/images/:index')
  @ApiAnswer(200, 'ConsoleBannerWrittenResponse')
  async removeImage(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Param('index') index: string): Promise<ConsoleBannerWrittenResponse> {
    const field = imageFieldOf(index, ['image', 'imageMb']);
    const position = await this.documents.update(CONTENT.banners, id, { [field]: null }, metadata);
    return { banner: toConsoleBanner(await this.documents.one(CONTENT.banners, id), Date.now()), position };
  }

  /** The banner's versions, newest first, with their authors (issue 14); 404 for none. */
  @HistoryRoute() history(@Param('id') id: string) {
    return this.versions.list(CONTENT.banners, id);
  }

  /** Brings the banner back to its fields as of `version` (issue 14); 404 for no banner or version, 409 once deleted. */
  @RestoreRoute() restore(
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('version') version: string,
    @Body() dto: RestoreVersionDto,
  ) {
    return this.versions.restore(CONTENT.banners, id, version, metadata, dto);
  }
}
