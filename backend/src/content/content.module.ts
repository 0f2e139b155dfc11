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
import { TermsConsoleController } from './http/terms.console.controller.js';
import { TermsProjection } from './projections/terms.projection.js';
import { ContentDocuments } from './application/content-documents.js';
import { ContentHistory } from './application/content-history.js';
import { BannersConsoleController } from './http/banners.console.controller.js';
import { BandBannersConsoleController } from './http/band-banners.console.controller.js';
import { PopupsConsoleController } from './http/popups.console.controller.js';
import { MainLinksConsoleController } from './http/main-links.console.controller.js';
import { TrackingModule } from '../platform/tracking/tracking.module.js';

/** Content context: settings, banners, band banners, popups, the home's links, terms, and the documents of the brand site's pages (ARCHITECTURE §3); staff edit them in the console. */
@Module({
  imports: [TrackingModule],
  providers: [SettingFacts, DocumentsProjection, TermsQueries, TermsProjection, ContentDocuments, ContentHistory],
  controllers: [
    ContentPublicController,
    SettingConsoleController,
    CodesConsoleController,
    TermsController,
    TermsConsoleController,
    BannersConsoleController,
    BandBannersConsoleController,
    PopupsConsoleController,
    MainLinksConsoleController,
  ],
  exports: [SettingFacts, DocumentsProjection, TermsQueries, TermsProjection, ContentHistory],
})
export class ContentModule implements OnModuleInit {
  constructor(private readonly router: CommandRouter) {}

  /** Routes the document commands, one stream per document. */
  onModuleInit(): void {
    this.router.stream({
      decider: documentDecider,
      commands: ['CreateDocument', 'UpdateDocument', 'DeleteDocument', 'RestoreDocument'],
      streamOf: (c) => documentStream(c.data),
    });
    this.router.stream({
      decider: termsDecider,
      commands: ['PublishTerms', 'CreateTerms', 'PublishTermsVersion', 'ReviseTermsVersion', 'WithdrawTermsVersion'],
      streamOf: (c) => termsStream(c.data.code),
    });
  }
}
