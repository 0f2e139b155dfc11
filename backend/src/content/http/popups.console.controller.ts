import { Body, Controller, Delete, Get, Headers, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  RestoreVersionDto,
  PERIOD_STATUS_TEXT,
  PopupDto,
  type ConsolePopupListResponse,
  type ConsolePopupResponse,
  type ConsolePopupWrittenResponse,
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
import { toConsolePopup } from '../application/content-views.js';
import { ContentHistory } from '../application/content-history.js';
import { HistoryRoute, RestoreRoute } from './content-history.routes.js';
import { CONTENT } from '../domain/document.decider.js';

/** The stored fields of a popup form: plain text content (line breaks kept), place and size in pixels. Throws ContentPeriodInvalidError (422). */
const fieldsOf = (dto: PopupDto): Record<string, unknown> => ({
  subject: dto.subject?.trim() ?? '',
  content: dto.content.replace(/\r\n?/g, '\n').trim(),
  url: dto.url ?? '',
  left: dto.left,
  top: dto.top,
  width: dto.width,
  height: dto.height,
  index: dto.index ?? 0,
  shows: dto.shows ?? true,
  ...periodOf(dto),
});

/**
 * Console popups, /api/console/popups (spec §2 console popups; §3 Popup: url, content with line
 * breaks, left, top, width, height in pixels; a period; §7 Console CRUD for popups; §6 popups:
 * admin02 and console). Writes answer once the read model shows them.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('popups')
@Controller('api/console/popups')
export class PopupsConsoleController {
  constructor(
    private readonly documents: ContentDocuments,
    private readonly versions: ContentHistory,
  ) {}

  /** A page of popups, newest first, by words of the subject or content and period state. */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiQuery({ name: 'status', required: false, enum: Object.keys(PERIOD_STATUS_TEXT) })
  @ApiAnswer(200, 'ConsolePopupListResponse')
  async list(
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: unknown,
    @Query('status') status?: unknown,
  ): Promise<ConsolePopupListResponse> {
    const now = Date.now();
    const filter: Filter = {};
    if (typeof status === 'string' && Object.hasOwn(PERIOD_STATUS_TEXT, status))
      Object.assign(filter, periodStatusFilter(status as PeriodStatus, new Date(now).toISOString()));
    const words = queryText(searchValue);
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      filter.$or = [{ subject: re }, { content: re }];
    }
    const { docs, totalCount } = await this.documents.page(CONTENT.popups, filter, { sort: { createdAt: -1 }, ...pageFromHeaders(headers) });
    return { popups: docs.map((d) => toConsolePopup(d, now)), summary: { totalCount } };
  }

  /** One popup; 404 DOCUMENT_NOT_FOUND for none. */
  @Get(':id')
  @ApiAnswer(200, 'ConsolePopupResponse')
  async one(@Param('id') id: string): Promise<ConsolePopupResponse> {
    return { popup: toConsolePopup(await this.documents.one(CONTENT.popups, id), Date.now()) };
  }

  /** Creates a popup; 400 for bad fields (spec §5 messages), 422 CONTENT_PERIOD_INVALID when the end is not after the start. */
  @Post()
  @ApiAnswer(201, 'ConsolePopupWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: PopupDto): Promise<ConsolePopupWrittenResponse> {
    const { id, position } = await this.documents.create(CONTENT.popups, fieldsOf(dto), metadata);
    return { popup: toConsolePopup(await this.documents.one(CONTENT.popups, id), Date.now()), position };
  }

  /** Changes a popup (the whole form); 404 for none, 422 for a bad period. */
  @Put(':id')
  @ApiAnswer(200, 'ConsolePopupWrittenResponse')
  async edit(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: PopupDto): Promise<ConsolePopupWrittenResponse> {
    const position = await this.documents.update(CONTENT.popups, id, fieldsOf(dto), metadata);
    return { popup: toConsolePopup(await this.documents.one(CONTENT.popups, id), Date.now()), position };
  }

  /** Deletes a popup; 404 for none. */
  @Delete(':id')
  @ApiAnswer(200, 'ContentDeletedResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ContentDeletedResponse> {
    return { deleted: id, position: await this.documents.remove(CONTENT.popups, id, metadata) };
  }

  /** The popup's versions, newest first, with their authors (issue 14); 404 for none. */
  @HistoryRoute() history(@Param('id') id: string) {
    return this.versions.list(CONTENT.popups, id);
  }

  /** Brings the popup back to its fields as of `version` (issue 14); 404 for no popup or version, 409 once deleted. */
  @RestoreRoute() restore(
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('version') version: string,
    @Body() dto: RestoreVersionDto,
  ) {
    return this.versions.restore(CONTENT.popups, id, version, metadata, dto);
  }
}
