import { Module } from '@nestjs/common';
import { CreateDocumentHandler } from './application/content.commands.js';
import { DocumentsProjection } from './projections/documents.projection.js';
import { ContentPublicController } from './http/content.public.controller.js';

/** Content context: settings, banners, band banners, popups (ARCHITECTURE §3). */
@Module({
  providers: [CreateDocumentHandler, DocumentsProjection],
  controllers: [ContentPublicController],
  exports: [DocumentsProjection],
})
export class ContentModule {}
