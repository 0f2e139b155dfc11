import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CatalogQueries, Exhibitions, Showrooms } from '../../catalog/index.js';
import { ContentPages } from '../../brand-site/index.js';
import { Public } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { robotsTxt, sitemapUrls, sitemapXml } from '../application/sitemap.js';

/** /sitemap.xml and /robots.txt for search engines, on the public address (config PUBLIC_URL). */
@ApiExcludeController()
@Public()
@Controller()
export class SeoController {
  constructor(
    private readonly catalog: CatalogQueries,
    private readonly exhibitions: Exhibitions,
    private readonly showrooms: Showrooms,
    private readonly pages: ContentPages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const [products, categories, brands, exhibitions, rooms, pages] = await Promise.all([
      this.catalog.shownProductStamps(),
      this.catalog.categoryTree(),
      this.catalog.listBrands(),
      this.exhibitions.shownStamps(),
      this.showrooms.list({ limit: 1000, skip: 0 }),
      this.pages.list(),
    ]);
    const showrooms = rooms.showrooms.map((r) => ({ code: r.code, updatedAt: r.updatedAt }));
    return sitemapXml(sitemapUrls({ products, categories, brands, exhibitions, showrooms, pages }, this.config.publicUrl));
  }

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }
}
