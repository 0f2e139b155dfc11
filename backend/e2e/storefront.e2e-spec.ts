import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { formatPrice, type ProductCard } from '@shop/contracts';
import { GENEROUS_LIMITS, createTestProduct, startShop, type TestShop } from './harness.js';

/**
 * The storefront as a search engine or a browser without JavaScript gets it: pages rendered on
 * the server with their content, title, description, canonical link and (products) Open Graph
 * and JSON-LD; sitemap.xml and robots.txt. Needs the built frontend (`npm run build`).
 */

const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
const FRONTEND_SSR = fileURLToPath(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url));
const PUBLIC_URL = 'https://ceramaison.test';

let shop: TestShop;
let page: (path: string) => Promise<{ status: number; type: string; html: string }>;

beforeAll(async () => {
  if (!existsSync(FRONTEND_SSR)) throw new Error(`the storefront suite needs the built frontend (npm run build): ${FRONTEND_SSR} is missing`);
  shop = await startShop(undefined, { ...GENEROUS_LIMITS, FRONTEND_DIST, FRONTEND_SSR, PUBLIC_URL });
  // Like a browser with scripts off (or a crawler): one GET, no JavaScript run.
  page = async (path) => {
    const res = await request(shop.app.getHttpServer()).get(path).set('accept', 'text/html');
    return { status: res.status, type: String(res.headers['content-type'] ?? ''), html: res.text };
  };
}, 90_000);
afterAll(() => shop?.close());

/** Creates a product through the command bus (as staff would), by the first listed product's category and images; returns its id. */
const createProduct = async (fields: { name: string; price: number; stock: number; shows?: boolean; content?: string }) =>
  (await createTestProduct(shop, { ...fields, codePrefix: 'seo' })).productId;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&amp;': '&' };
/** The page's visible text: no scripts, styles or tags, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(lt|gt|quot|#x27|amp);/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, ' ');

describe('a product page fetched without JavaScript', () => {
  let product: ProductCard;
  let html: string;

  beforeAll(async () => {
    const list = (await shop.http.get('/api/v1/shop/products').set('limit', '50')).body.products as ProductCard[];
    // A discounted product, so the sale price (not the list price) is the one that must show up.
    product = list.find((p) => p.salePrice !== p.price && p.stock > 0 && p.sells)!;
    expect(product).toBeDefined();
    const res = await page(`/shop/products/${product._id}`);
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/html');
    html = res.html;
  });

  it('carries the product: its name as the heading, its sale price in 원, its own title and description', () => {
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${product.name.split(',')[0]}`));
    expect(textOf(html)).toContain(product.name);
    expect(textOf(html)).toContain(formatPrice(product.salePrice));
    expect(formatPrice(product.salePrice)).toMatch(/^\d{1,3}(,\d{3})+원$/);
    expect(titleOf(html)).toBe(`${product.name} | 세라메종`);
    expect(metaOf(html, 'description')).toContain(formatPrice(product.salePrice));
  });

  it('names its canonical address on the public URL and carries Open Graph tags', () => {
    const url = `${PUBLIC_URL}/shop/products/${product._id}`;
    expect(canonicalOf(html)).toBe(url);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:title')).toBe(`${product.name} | 세라메종`);
    expect(metaOf(html, 'og:url')).toBe(url);
    expect(metaOf(html, 'og:image')).toBe(`${PUBLIC_URL}${product.thumb.url.startsWith('/') ? '' : '/'}${product.thumb.url}`);
    expect(metaOf(html, 'product:price:amount')).toBe(String(product.salePrice));
    expect(metaOf(html, 'product:price:currency')).toBe('KRW');
  });

  it('carries a parseable JSON-LD Product with the sale price in KRW and its availability', () => {
    const [ld, ...more] = jsonLdOf(html);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.code,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'KRW',
        price: product.salePrice,
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/shop/products/${product._id}`,
      },
    });
    const images = ld.image as string[];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/`));
  });

  it('links its stylesheets and the hashed browser entry of the build, and hands the loaded data to the browser', () => {
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(styles.length).toBeGreaterThan(0);
    for (const href of styles) expect(existsSync(`${FRONTEND_DIST}${href}`)).toBe(true);
    // The entry and the page's chunks are named in data scripts, fetched by the boot script after the first paint.
    const modules = [...html.matchAll(/<script type="application\/json" data-page-modules=""[^>]*>([^<]+)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { entry?: string; preloads: string[] },
    );
    const entry = modules.find((m) => m.entry)?.entry;
    expect(entry).toMatch(/^\/assets\/[^/]+\.js$/);
    for (const file of [entry!, ...modules.flatMap((m) => m.preloads)]) expect(existsSync(`${FRONTEND_DIST}${file}`)).toBe(true);
    // The entry starts up in steps and imports the shop's chunk (router, route tree) dynamically:
    // that chunk is preloaded with it, not discovered only once the entry has run.
    const dynamicImports = [...readFileSync(`${FRONTEND_DIST}${entry}`, 'utf8').matchAll(/import\(`\.\/([^`]+\.js)`\)/g)].map((m) => `/assets/${m[1]}`);
    expect(dynamicImports.length).toBeGreaterThan(0);
    for (const file of dynamicImports) expect(modules.flatMap((m) => m.preloads)).toContain(file);
    expect(html).not.toMatch(/<script type="module"/);
    // The dehydrated React Query cache holds the product, so the browser does not fetch it again.
    expect(html).toContain('$_TSR');
    expect(html).toContain(product._id);
  });
});

describe('structured data of other products', () => {
  it('says OutOfStock for a sold-out product', async () => {
    const id = await createProduct({ name: '품절 세면대, 화이트', price: 250_000, stock: 0 });
    const { status, html } = await page(`/shop/products/${id}`);
    expect(status).toBe(200);
    expect(jsonLdOf(html)[0]).toMatchObject({ name: '품절 세면대, 화이트', offers: { price: 250_000, availability: 'https://schema.org/OutOfStock' } });
  });

  it('cannot be broken out of by a product name with markup: the JSON-LD stays one parseable block', async () => {
    const name = '세면대 </script><script>alert("x")</script> & <!-- 화이트';
    const id = await createProduct({ name, price: 99_000, stock: 3, content: '<p>설명 </script> 끝</p>' });
    const { html } = await page(`/shop/products/${id}`);
    expect(html).not.toContain('<script>alert');
    const blocks = jsonLdOf(html);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.name).toBe(name);
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('answers an unknown product with 404, its message and no indexing', async () => {
    const { status, html } = await page('/shop/products/no-such-product');
    expect(status).toBe(404);
    expect(textOf(html)).toContain('상품을 찾을 수 없습니다');
    expect(metaOf(html, 'robots')).toBe('noindex, follow');
    expect(jsonLdOf(html)).toEqual([]);
  });
});

describe('other public pages fetched without JavaScript', () => {
  it('home and the product list carry their content under titles of their own', async () => {
    const home = await page('/');
    const list = await page('/shop/products');
    expect(home.status).toBe(200);
    expect(list.status).toBe(200);
    expect(titleOf(home.html)).toBe('세라메종 CÉRAMAISON | 욕실과 주방을 위한 프리미엄 세라믹');
    expect(titleOf(list.html)).toBe('전체 상품 | 세라메종');
    expect(metaOf(home.html, 'description')).not.toBe(metaOf(list.html, 'description'));
    expect(canonicalOf(home.html)).toBe(`${PUBLIC_URL}/`);
    expect(canonicalOf(list.html)).toBe(`${PUBLIC_URL}/shop/products`);

    // Home: the published main slide and products of its lists; the list: its heading, count and cards.
    const slides = (await shop.http.get('/api/v1/banners/MAIN_1')).body.slides as { subject: string }[];
    expect(textOf(home.html)).toContain(slides[0]!.subject);
    const popular = (await shop.http.get('/api/v1/shop/products').query({ group: 'popular' }).set('limit', '8')).body.products as ProductCard[];
    expect(popular.length).toBeGreaterThan(0);
    for (const p of popular) expect(textOf(home.html)).toContain(p.name.split(',')[0]);
    const { products, summary } = (await shop.http.get('/api/v1/shop/products').set('limit', '12')).body as {
      products: ProductCard[];
      summary: { totalCount: number };
    };
    expect(textOf(list.html)).toContain('전체 상품');
    expect(textOf(list.html)).toMatch(new RegExp(`총\\s*${summary.totalCount}\\s*개의 상품`));
    for (const p of products) expect(textOf(list.html)).toContain(p.name.split(',')[0]);
  });

  it('a category listing is titled by its category, and a collection by its brand', async () => {
    const [category] = (await shop.http.get('/api/v1/shop/categories')).body.categories as { code: string; name: string }[];
    const shopPage = await page(`/shop?category=${category!.code}`);
    expect(titleOf(shopPage.html)).toBe(`${category!.name} | 세라메종`);
    expect(canonicalOf(shopPage.html)).toBe(`${PUBLIC_URL}/shop?category=${category!.code}`);
    const [brand] = (await shop.http.get('/api/v1/shop/brands')).body.brands as { code: string; name: string }[];
    for (const path of [`/collections/${brand!.code}`, `/b/${brand!.code}`]) {
      const collection = await page(path);
      expect(titleOf(collection.html)).toBe(`${brand!.name} | 세라메종`);
      expect(canonicalOf(collection.html)).toBe(`${PUBLIC_URL}/collections/${brand!.code}`);
    }
  });

  it('member pages are left to the browser and kept out of search engines', async () => {
    const { status, html } = await page('/mypage/orders');
    expect(status).toBe(200);
    expect(metaOf(html, 'robots')).toBe('noindex, nofollow');
    expect(textOf(html)).not.toContain('주문내역');
  });

  it('/shop without a category redirects to the product list', async () => {
    const res = await request(shop.app.getHttpServer()).get('/shop');
    expect(res.status).toBe(307);
    expect(res.headers.location).toBe('/shop/products');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every shown product, each category and collection, and the content pages; no hidden product', async () => {
    const hidden = await createProduct({ name: '숨긴 세면대, 화이트', price: 100_000, stock: 5, shows: false });
    const res = await request(shop.app.getHttpServer()).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    const { products, summary } = (await shop.http.get('/api/v1/shop/products').set('limit', '1000')).body as {
      products: ProductCard[];
      summary: { totalCount: number };
    };
    expect(products).toHaveLength(summary.totalCount);
    for (const p of products) expect(locs).toContain(`${PUBLIC_URL}/shop/products/${p._id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/shop/products/${hidden}`);
    expect(locs.filter((l) => l.includes('/shop/products/'))).toHaveLength(products.length);
    for (const path of ['/', '/shop/products', '/shop/new-hit', '/shop/brands', '/b/bathroom-collections', '/b/kitchen-collections'])
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    const [category] = (await shop.http.get('/api/v1/shop/categories')).body.categories as { code: string }[];
    expect(locs).toContain(`${PUBLIC_URL}/shop?category=${category!.code}`);
    const [brand] = (await shop.http.get('/api/v1/shop/brands')).body.brands as { code: string }[];
    expect(locs).toContain(`${PUBLIC_URL}/collections/${brand!.code}`);
  });

  it('robots.txt points to the sitemap and keeps crawlers out of the API and member pages', async () => {
    const res = await request(shop.app.getHttpServer()).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of ['/api/', '/mypage', '/promoter', '/console']) expect(res.text).toContain(`Disallow: ${path}`);
  });
});
