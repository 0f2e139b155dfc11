import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { ContentModule } from '../content/index.js';
import { BathroomPlanner } from './bathroom-planner.js';
import { BathroomPlannerController } from './bathroom-planner.controller.js';
import { ConsolePages } from './console-pages.js';
import { ContentPagesConsoleController } from './content-pages.console.controller.js';
import { ContentPagesPublicController } from './content-pages.public.controller.js';
import { ContentPages } from './content-pages.js';

/**
 * The brand site (issue 14; spec §2 Ideas, Company and Info routes): its pages, kept as content
 * documents (collection `pages`, id = path) and shown with the catalogue's product cards; the
 * console's page editor; the bathroom planner's suggestions. Depends on the content and catalogue contexts; none depends on it but the
 * web surface (sitemap).
 */
@Module({
  imports: [CatalogModule, ContentModule],
  providers: [ContentPages, ConsolePages, BathroomPlanner],
  controllers: [ContentPagesPublicController, ContentPagesConsoleController, BathroomPlannerController],
  exports: [ContentPages],
})
export class BrandSiteModule {}
