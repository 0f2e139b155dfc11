import { Module } from '@nestjs/common';
import { CatalogModule, ShowcasesModule } from '../catalog/index.js';
import { BrandSiteModule } from '../brand-site/index.js';
import { SeoController } from './http/seo.controller.js';

/** The storefront's web surface besides its pages: sitemap.xml and robots.txt. */
@Module({
  imports: [CatalogModule, ShowcasesModule, BrandSiteModule],
  controllers: [SeoController],
})
export class WebModule {}
