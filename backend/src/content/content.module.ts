import { Module, type OnModuleInit } from '@nestjs/common';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { SettingFacts } from './application/setting-facts.js';
import { documentDecider, documentStream } from './domain/document.decider.js';
import { DocumentsProjection } from './projections/documents.projection.js';
import { ContentPublicController } from './http/content.public.controller.js';
import { SettingConsoleController } from './http/setting.console.controller.js';
import { CodesConsoleController } from './http/codes.console.controller.js';
import { TermsQueries } from './application/terms.queries.js';
import { termsDecider, termsStream } from './domain/terms.decider.js';
import { TermsController } from './http/terms.controller.js';
import { TermsProjection } from './projections/terms.projection.js';

/** Content context: settings, banners, band banners, popups, terms, and the documents of the brand site's pages (ARCHITECTURE §3). */
@Module({
  providers: [SettingFacts, DocumentsProjection, TermsQueries, TermsProjection],
  controllers: [ContentPublicController, SettingConsoleController, CodesConsoleController, TermsController],
  exports: [SettingFacts, DocumentsProjection, TermsQueries, TermsProjection],
})
export class ContentModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the document commands, one stream per document. */
  onModuleInit(): void {
    this.router.stream({ decider: documentDecider, commands: ['CreateDocument', 'UpdateDocument', 'DeleteDocument'], streamOf: (c) => documentStream(c.data) });
    this.router.stream({ decider: termsDecider, commands: ['PublishTerms'], streamOf: (c) => termsStream(c.data.code) });
  }
}
