import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { UpdateSettingDto, type Setting, type SettingResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { DocumentNotFoundError } from '../content.errors.js';
import { CONTENT, type UpdateDocument } from '../domain/document.decider.js';

const strip = <T>({ _position, ...rest }: Record<string, unknown>) => rest as T;

/**
 * The console's site setting, /api/console/setting (spec §7 console "setting GET and PUT"; §6:
 * site settings are console only). A PUT replaces each part it sends (`coupons`, `bonuses`, `tracking`) and keeps
 * the rest; the next order, refund or page reads the new value.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('siteSettings')
@Controller('api/console/setting')
export class SettingConsoleController {
  constructor(
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** The shop setting as stored. Throws 404 DOCUMENT_NOT_FOUND when the shop has none. */
  @Get()
  @ApiAnswer(200, 'SettingResponse')
  async get(): Promise<SettingResponse> {
    return { setting: await this.current() };
  }

  /** Changes the parts sent; answers the setting once the read model shows them. Throws 404 DOCUMENT_NOT_FOUND when the shop has none. */
  @Put()
  @ApiAnswer(200, 'SettingResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Body() dto: UpdateSettingDto): Promise<SettingResponse> {
    const fields: Partial<Setting> = {};
    if (dto.coupons) fields.coupons = { restoreOnReturn: dto.coupons.restoreOnReturn };
    if (dto.bonuses) fields.bonuses = { minimumWithdrawal: dto.bonuses.minimumWithdrawal, transferCharge: dto.bonuses.transferCharge };
    if (dto.tracking) fields.tracking = { googleAds: dto.tracking.googleAds, naver: dto.tracking.naver, metaPixel: dto.tracking.metaPixel };
    if (Object.keys(fields).length > 0) {
      const command: UpdateDocument = { type: 'UpdateDocument', data: { collection: CONTENT.setting, documentId: 'shop', fields }, metadata };
      const { position } = await this.commands.send<{ position: number }>(command);
      await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    }
    return { setting: await this.current() };
  }

  private async current(): Promise<Setting> {
    const setting = await this.store.collection(CONTENT.setting).findOne({ _id: 'shop' });
    if (!setting) throw new DocumentNotFoundError();
    return strip<Setting>(setting);
  }
}
