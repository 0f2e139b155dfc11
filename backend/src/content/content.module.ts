import { Module, type OnModuleInit } from '@nestjs/common';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { SettingFacts } from './application/setting-facts.js';
import { documentDecider, documentStream } from './domain/document.decider.js';
import { DocumentsProjection } from './projections/documents.projection.js';
import { ContentPublicController } from './http/content.public.controller.js';
import { SettingConsoleController } from './http/setting.console.controller.js';

/** Content context: settings, banners, band banners, popups (ARCHITECTURE §3). */
@Module({
  providers: [SettingFacts, DocumentsProjection],
  controllers: [ContentPublicController, SettingConsoleController],
  exports: [SettingFacts, DocumentsProjection],
})
export class ContentModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the document commands, one stream per document. */
  onModuleInit(): void {
    this.router.stream({ decider: documentDecider, commands: ['CreateDocument', 'UpdateDocument', 'DeleteDocument'], streamOf: (c) => documentStream(c.data) });
  }
}
