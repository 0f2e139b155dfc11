import { Module } from '@nestjs/common';
import { CATALOG_COMMAND_HANDLERS } from './application/catalog.commands.js';
import { CatalogQueries } from './application/catalog.queries.js';
import { CatalogProjection } from './projections/catalog.projection.js';
import { CatalogPublicController } from './http/catalog.public.controller.js';

/** Catalogue context: products, categories, brands (ARCHITECTURE §3). */
@Module({
  providers: [...CATALOG_COMMAND_HANDLERS, CatalogQueries, CatalogProjection],
  controllers: [CatalogPublicController],
  exports: [CatalogQueries, CatalogProjection],
})
export class CatalogModule {}
