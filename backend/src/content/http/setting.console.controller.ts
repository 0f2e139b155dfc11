import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RestoreVersionDto, UpdateSettingDto, type Setting, type SettingResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { ContentDocuments } from '../application/content-documents.js';
import { ContentHistory } from '../application/content-history.js';
import { settingFieldsOf } from '../application/setting-fields.js';
import { DocumentNotFoundError } from '../content.errors.js';
import { CONTENT, type UpdateDocument } from '../domain/document.decider.js';
import { HistoryRoute, RestoreRoute } from './content-history.routes.js';
import { IMAGE_BODY, readImage } from './upload.js';

const strip = <T>({ _position, ...rest }: Record<string, unknown>) => rest as T;

/**
 * The console's site setting, /api/console/setting (spec §7 console "setting GET and PUT"; §3
 * Setting; §6: site settings are console only). A PUT replaces each part it sends (`coupons`,
 * `bonuses`, `tracking`, `shop`, `seo`, `main`, `bankAccount`) and keeps the rest; the logo is
 * uploaded and taken off on its own. Every change is the setting's `DocumentUpdated` event naming
 * the staff member; the next order, refund or page reads the new value.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('siteSettings')
@Controller('api/console/setting')
export class SettingConsoleController {
  constructor(
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    private readonly documents: ContentDocuments,
    private readonly versions: ContentHistory,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** The shop setting as stored. Throws 404 DOCUMENT_NOT_FOUND when the shop has none. */
  @Get()
  @ApiAnswer(200, 'SettingResponse')
  async get(): Promise<SettingResponse> {
    return { setting: await this.current() };
  }

  /** Changes the parts sent; answers the setting once the read model shows them. Throws 400 with the field's message, 404 DOCUMENT_NOT_FOUND when the shop has none. */
  @Put()
  @ApiAnswer(200, 'SettingResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Body() dto: UpdateSettingDto): Promise<SettingResponse> {
    const fields = settingFieldsOf(dto, await this.current());
    if (Object.keys(fields).length > 0) await this.write(fields, metadata);
    return { setting: await this.current() };
  }

  /**
   * Stores the header's logo (spec §3 Setting logo; multipart field `image`, re-encoded as WebP
   * with sharp, EXIF dropped) and sets it. Throws 400 without a picture or for bytes that are no
   * picture, 413 past 10 MB, 404 DOCUMENT_NOT_FOUND when the shop has no setting.
   */
  @Post('logo')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'SettingResponse')
  async uploadLogo(@CommandMeta() metadata: CommandMetadata, @Req() req: FastifyRequest): Promise<SettingResponse> {
    await this.current();
    const { url, width, height } = await this.documents.savePicture(await readImage(req));
    await this.write({ logo: { url, width, height } }, metadata);
    return { setting: await this.current() };
  }

  /** Takes the logo off: the header shows the wordmark again. Throws 404 DOCUMENT_NOT_FOUND when the shop has no setting. */
  @Delete('logo')
  @ApiAnswer(200, 'SettingResponse')
  async removeLogo(@CommandMeta() metadata: CommandMetadata): Promise<SettingResponse> {
    await this.current();
    await this.write({ logo: null }, metadata);
    return { setting: await this.current() };
  }

  /** The setting's versions, newest first, with their authors (issue 14; the home's main links are kept here too). 404 DOCUMENT_NOT_FOUND for none. */
  @HistoryRoute('history')
  history() {
    return this.versions.list(CONTENT.setting, 'shop');
  }

  /** Brings the whole setting back to its fields as of `version` (issue 14); 404 for no setting or version, 409 once changed since `current`. */
  @RestoreRoute('history/:version/restore')
  restore(@CommandMeta() metadata: CommandMetadata, @Param('version') version: string, @Body() dto: RestoreVersionDto) {
    return this.versions.restore(CONTENT.setting, 'shop', version, metadata, dto);
  }

  /** Appends the setting's change and waits until the read model shows it. */
  private async write(fields: Partial<Setting>, metadata: CommandMetadata): Promise<void> {
    const command: UpdateDocument = { type: 'UpdateDocument', data: { collection: CONTENT.setting, documentId: 'shop', fields }, metadata };
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
  }

  private async current(): Promise<Setting> {
    const setting = await this.store.collection(CONTENT.setting).findOne({ _id: 'shop' });
    if (!setting) throw new DocumentNotFoundError();
    return strip<Setting>(setting);
  }
}
