import { Inject, Injectable } from '@nestjs/common';
import type { ContentPage, ContentPageSummary, PageBlock, PageBlockView, PageHero } from '@shop/contracts';
import { CatalogQueries } from '../catalog/index.js';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port.js';
import { CONTENT } from '../content/index.js';
import { ContentPageNotFoundError } from './brand-site.errors.js';
import { blockProductIds } from './console-pages.js';

/** A page as the read model keeps it (a content document of the collection `pages`, id = its path). */
export interface ContentPageDoc {
  _id: string;
  path: string;
  title: string;
  description: string;
  hero: PageHero;
  blocks: PageBlock[];
  shows: boolean;
  createdAt: string;
  updatedAt?: string;
}

/**
 * The brand site's pages as the shop shows them (issue 14 "The brand site"): read from the
 * `pages` read model, the products of a products block (and of a panorama's hotspots) given as
 * the cards of those the shop shows, in staff's order.
 */
@Injectable()
export class ContentPages {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly catalog: CatalogQueries,
  ) {}

  private get docs() {
    return this.store.collection<ContentPageDoc>(CONTENT.pages);
  }

  /** The shown page at `path` (e.g. "/ideas/bathroom/planning"); throws ContentPageNotFoundError (404) when there is none or it is hidden. */
  async page(path: string): Promise<ContentPage> {
    const doc = await this.docs.findOne({ _id: path, shows: true });
    if (!doc) throw new ContentPageNotFoundError();
    const blocks = await Promise.all(
      doc.blocks.map(async (b): Promise<PageBlockView> => {
        if (b.type === 'products') return { ...b, products: await this.catalog.shownCards(b.productIds) };
        if (b.type === 'panorama') return { ...b, products: await this.catalog.shownCards([...new Set(blockProductIds(b))]) };
        return b;
      }),
    );
    return { path: doc.path, title: doc.title, description: doc.description, hero: doc.hero, blocks, updatedAt: doc.updatedAt ?? doc.createdAt };
  }

  /** Every shown page by path, with its title and last change (the sitemap, the console's list). */
  async list(): Promise<ContentPageSummary[]> {
    const docs = await this.docs.find({ shows: true }, { sort: { _id: 1 } });
    return docs.map((d) => ({ path: d.path, title: d.title, updatedAt: d.updatedAt ?? d.createdAt }));
  }
}
