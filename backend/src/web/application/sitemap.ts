import { PRIVATE_PATHS, STOREFRONT, type Brand, type Category } from '@shop/contracts';

/** What the sitemap lists, read from the catalogue's read models. */
export interface SitemapFacts {
  products: { _id: string; updatedAt: string }[];
  categories: Category[];
  brands: Pick<Brand, 'code'>[];
  /** Shown exhibitions and showrooms (their list pages are listed with them). */
  exhibitions?: { _id: string; updatedAt: string }[];
  showrooms?: { code: string; updatedAt: string }[];
  /** The brand site's shown pages (ideas, company, info). */
  pages?: { path: string; updatedAt: string }[];
}

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** yyyy-mm-dd of the last change, when known. */
  lastmod?: string;
}

const flatten = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flatten(c.children ?? [])]);

/**
 * The storefront's public pages on `origin`: home, the product list, the collection pages, every
 * category, every brand collection, every shown product, the exhibitions and showrooms with each
 * shown one, the brand site's pages, and the customer centre's notices and FAQ, at the addresses their pages give as
 * canonical (contracts' STOREFRONT).
 */
export function sitemapUrls(facts: SitemapFacts, origin: string): SitemapUrl[] {
  const at = (path: string, lastmod?: string): SitemapUrl => ({ loc: `${origin}${path}`, ...(lastmod ? { lastmod: lastmod.slice(0, 10) } : {}) });
  return [
    at(STOREFRONT.home),
    at(STOREFRONT.products),
    at(STOREFRONT.newHit),
    at(STOREFRONT.brands),
    at(STOREFRONT.fittingsOverview),
    at(STOREFRONT.collectionAreas.bath),
    at(STOREFRONT.collectionAreas.kitchen),
    ...flatten(facts.categories).map((c) => at(STOREFRONT.category(c.code))),
    ...facts.brands.map((b) => at(STOREFRONT.collection(b.code))),
    ...facts.products.map((p) => at(STOREFRONT.product(p._id), p.updatedAt)),
    ...(facts.exhibitions ? [at(STOREFRONT.exhibitions), ...facts.exhibitions.map((e) => at(STOREFRONT.exhibition(e._id), e.updatedAt))] : []),
    ...(facts.showrooms ? [at(STOREFRONT.showrooms), ...facts.showrooms.map((r) => at(STOREFRONT.showroom(r.code), r.updatedAt))] : []),
    ...(facts.pages ?? []).map((p) => at(p.path, p.updatedAt)),
    at(STOREFRONT.notices),
    at(STOREFRONT.faq),
  ];
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The sitemaps.org XML of `urls`. */
export function sitemapXml(urls: SitemapUrl[]): string {
  const entries = urls.map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, the API and private pages not; points to the sitemap. */
export function robotsTxt(origin: string): string {
  const disallow = ['/api/', ...PRIVATE_PATHS].map((p) => `Disallow: ${p}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
