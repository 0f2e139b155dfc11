import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { MainLinksDto, type MainLinksResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { ContentDocuments } from '../application/content-documents.js';
import { mainLinksOf } from '../application/content-views.js';
import { CONTENT } from '../domain/document.decider.js';

/**
 * The home's link block, /api/console/main/links (spec §2 console main/link, home "a design block
 * linking to bathroom and kitchen ideas"; §6 main links: admin02 and console). Kept in the shop
 * setting (`mainLinks`); until set, the bathroom and kitchen ideas.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('mainLinks')
@Controller('api/console/main/links')
export class MainLinksConsoleController {
  constructor(
    private readonly documents: ContentDocuments,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** The tiles in order. */
  @Get()
  @ApiAnswer(200, 'MainLinksResponse')
  async get(): Promise<MainLinksResponse> {
    return { links: mainLinksOf(await this.store.collection(CONTENT.setting).findOne({ _id: 'shop' })) };
  }

  /** Replaces the tiles (1–4); answers them once the read model shows them. 404 DOCUMENT_NOT_FOUND when the shop has no setting. */
  @Put()
  @ApiAnswer(200, 'MainLinksResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Body() dto: MainLinksDto): Promise<MainLinksResponse> {
    const links = dto.links.map((l) => ({ label: l.label.trim(), eyebrow: l.eyebrow?.trim() ?? '', text: l.text?.trim() ?? '', href: l.href }));
    await this.documents.update(CONTENT.setting, 'shop', { mainLinks: links }, metadata);
    return this.get();
  }
}
