import 'reflect-metadata';

import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';

import { CATEGORY_CODES, COLLECTION_CODES, DisplayCode, HOME, ShippingBundleType, ShippingCode } from '@shop/contracts';

import { DEMO_DIR, DEMO_FILTERINGS, loadDemoData, type DemoProduct } from './demo-data.js';
import { DEMO_IMAGES_DIR, writeDemoImages } from './demo-images.js';
import { loadDemoPages } from './demo-pages.js';
import { IMAGE_KINDS, bannerSvg, categorySvg, collectionSvg, demoImages, productSvg } from '../../../scripts/seed/demo-drawings.mjs';

const { categories: DEMO_CATEGORIES, brands: DEMO_BRANDS, products: DEMO_PRODUCTS } = loadDemoData();

const HEX = /^#[0-9a-f]{6}$/i;
const roots = DEMO_CATEGORIES.filter((c) => c.parentCode === null);
const leaves = DEMO_CATEGORIES.filter((c) => c.parentCode !== null);
const rootOf = (code: string): string | null => DEMO_CATEGORIES.find((c) => c.code === code)?.parentCode ?? null;
const inGroup = (g: DisplayCode): DemoProduct[] => DEMO_PRODUCTS.filter((p) => p.groups.includes(g));

/** Checks that every tag is closed in order: a small well-formedness test for the generated SVG. */
function assertWellFormed(xml: string): void {
  expect(xml.startsWith('<svg')).toBe(true);
  expect(xml.trimEnd().endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([<>])/g;
  let m: RegExpExecArray | null;
  let last = 0;
  while ((m = tag.exec(xml))) {
    if (m[5]) throw new Error(`stray "${m[5]}" at ${m.index}: ${xml.slice(m.index - 40, m.index + 40)}`);
    expect(/[<>]/.test(xml.slice(last, m.index))).toBe(false);
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open}>`);
    } else {
      stack.push(name);
    }
  }
  expect(stack).toEqual([]);
}

describe('demo catalogue data', () => {
  it('has unique codes for categories, brands and products', () => {
    for (const list of [DEMO_CATEGORIES, DEMO_BRANDS, DEMO_PRODUCTS]) {
      const codes = list.map((x) => x.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('uses lowercase kebab codes with digits for products', () => {
    for (const p of DEMO_PRODUCTS) expect(p.code).toMatch(/^[a-z]+(-[a-z0-9]+)+$/);
    expect(DEMO_PRODUCTS.every((p) => /\d/.test(p.code) || p.code.split('-').length >= 3)).toBe(true);
  });

  it('holds every category code the specification names, as a two-level tree', () => {
    const codes = DEMO_CATEGORIES.map((c) => c.code);
    for (const code of [...Object.values(CATEGORY_CODES), 'bathroom_fittings']) expect(codes).toContain(code);
    expect(roots.map((c) => c.code).sort()).toEqual(['Bath_and_Wellness', 'Kitchen']);
    for (const leaf of leaves) {
      expect(roots.map((r) => r.code)).toContain(leaf.parentCode);
    }
    const bath = leaves.filter((c) => c.parentCode === 'Bath_and_Wellness').map((c) => c.code);
    expect(bath.sort()).toEqual(['bathroom_fittings', 'bathroom_furniture_and_mirrors', 'bathroom_sink', 'free_standing_bathtub', 'toilets_and_wcs'].sort());
    expect(
      leaves
        .filter((c) => c.parentCode === 'Kitchen')
        .map((c) => c.code)
        .sort(),
    ).toEqual(['ceramic_sinks', 'kitchen_fittings']);
  });

  it('has every home collection as a brand, plus kitchen lines', () => {
    const codes = DEMO_BRANDS.map((b) => b.code);
    for (const code of COLLECTION_CODES) expect(codes).toContain(code);
    expect(DEMO_BRANDS.filter((b) => b.area === 'kitchen').length).toBeGreaterThanOrEqual(3);
    for (const b of DEMO_BRANDS) {
      expect(b.name.length).toBeGreaterThan(0);
      expect(b.description.length).toBeGreaterThan(10);
    }
  });

  it('has at least 64 products, each in an existing leaf, at least 6 per leaf', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(64);
    const leafCodes = new Set(leaves.map((c) => c.code));
    for (const p of DEMO_PRODUCTS) expect(leafCodes.has(p.categoryCode)).toBe(true);
    for (const leaf of leaves) {
      expect(DEMO_PRODUCTS.filter((p) => p.categoryCode === leaf.code).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('refers only to existing brands', () => {
    const brands = new Set(DEMO_BRANDS.map((b) => b.code));
    for (const p of DEMO_PRODUCTS) if (p.brandCode !== null) expect(brands.has(p.brandCode)).toBe(true);
    for (const b of DEMO_BRANDS) expect(DEMO_PRODUCTS.some((p) => p.brandCode === b.code)).toBe(true);
  });

  it('fills the home: 12+ main_shows basins and 8+ highlights under each tab', () => {
    const main = inGroup('main_shows');
    expect(main.length).toBeGreaterThanOrEqual(HOME.basinSliderLimit);
    expect(main.filter((p) => p.categoryCode === 'bathroom_sink').length).toBeGreaterThanOrEqual(12);
    for (const tab of HOME.highlightTabs) {
      const shown = inGroup('highlights').filter((p) => rootOf(p.categoryCode) === tab.code && p.shows);
      expect(shown.length).toBeGreaterThanOrEqual(8);
    }
    for (const g of ['new_arrival', 'best_seller', 'popular'] as const) expect(inGroup(g).length).toBeGreaterThan(0);
  });

  it('uses only known display, shipping and bundle codes', () => {
    const groups = new Set<string>(Object.values(DisplayCode));
    const shipping = new Set<string>(Object.values(ShippingCode));
    const bundles = new Set<string>(Object.values(ShippingBundleType));
    for (const p of DEMO_PRODUCTS) {
      for (const g of p.groups) expect(groups.has(g)).toBe(true);
      expect(new Set(p.groups).size).toBe(p.groups.length);
      expect(shipping.has(p.shippingCode)).toBe(true);
      expect(bundles.has(p.shippingBundleType)).toBe(true);
    }
  });

  it('has positive integer prices and sane discounts', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      if (p.discount?.unit === 'percent') {
        expect(p.discount.amount).toBeGreaterThan(0);
        expect(p.discount.amount).toBeLessThanOrEqual(100);
      }
      if (p.discount?.unit === 'won') {
        expect(Number.isInteger(p.discount.amount)).toBe(true);
        expect(p.discount.amount).toBeGreaterThan(0);
        expect(p.discount.amount).toBeLessThan(p.price);
      }
    }
    const discounted = DEMO_PRODUCTS.filter((p) => p.discount !== null).length;
    expect(discounted / DEMO_PRODUCTS.length).toBeGreaterThan(0.25);
    expect(discounted / DEMO_PRODUCTS.length).toBeLessThan(0.4);
  });

  it('has realistic stock: a few sold out, two not on sale', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.stock)).toBe(true);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(120);
    }
    const soldOut = DEMO_PRODUCTS.filter((p) => p.stock === 0).length;
    expect(soldOut).toBeGreaterThanOrEqual(3);
    expect(soldOut).toBeLessThanOrEqual(4);
    expect(DEMO_PRODUCTS.filter((p) => !p.sells).length).toBe(2);
    expect(inGroup('main_shows').every((p) => p.stock > 0 && p.sells && p.shows)).toBe(true);
  });

  it('has valid options, colour swatches and a colour option on many products', () => {
    for (const p of DEMO_PRODUCTS) {
      for (const o of p.options) {
        expect(o.name.length).toBeGreaterThan(0);
        expect(o.values.length).toBeGreaterThan(1);
        for (const v of o.values) {
          expect(Number.isInteger(v.amount)).toBe(true);
          expect(v.amount).toBeGreaterThanOrEqual(0);
          if (v.hexa !== undefined) expect(v.hexa).toMatch(HEX);
        }
      }
    }
    const withColour = DEMO_PRODUCTS.filter((p) => p.options.some((o) => o.values.some((v) => v.hexa)));
    expect(withColour.length).toBeGreaterThanOrEqual(12);
  });

  it('has products sold per option combination (spec §3 variation) with colour swatches, one combination sold out and one switched off', () => {
    const varied = DEMO_PRODUCTS.filter((p) => p.variations?.length);
    expect(varied.length).toBeGreaterThanOrEqual(2);
    for (const p of varied) {
      expect(p.sells && p.shows).toBe(true);
      expect(p.options.some((o) => o.values.every((v) => v.hexa))).toBe(true);
      expect(p.stock).toBe(p.variations!.filter((v) => v.enabled).reduce((sum, v) => sum + v.stock, 0));
      expect(p.variations!.some((v) => v.enabled && v.stock > 5)).toBe(true);
    }
    const all = varied.flatMap((p) => p.variations!);
    expect(all.filter((v) => v.enabled && v.stock === 0).length).toBeGreaterThanOrEqual(1);
    expect(all.filter((v) => !v.enabled).length).toBeGreaterThanOrEqual(1);
    // Browser and API stories buy the newest products (created in file order, the last newest) and the cheapest: these are neither.
    const newest = DEMO_PRODUCTS.slice(-20);
    for (const p of varied) expect(newest).not.toContain(p);
    const cheapest = Math.min(...DEMO_PRODUCTS.map((p) => p.price));
    for (const p of varied) expect(p.price).toBeGreaterThan(cheapest);
  });

  it('has Korean names with the variant after a comma, and 2-4 paragraphs of content', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.name).toMatch(/[가-힣]/);
      expect(p.name.indexOf(',')).toBeGreaterThan(0);
      const paragraphs = p.content.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      expect(p.hashtags.length).toBeGreaterThan(0);
      expect(p.properties.length).toBeGreaterThan(0);
      expect(p.size && p.origin && p.manufacturer).toBeTruthy();
    }
    const cardNames = DEMO_PRODUCTS.map((p) => p.name);
    expect(new Set(cardNames).size).toBe(cardNames.length);
  });

  it('gives each demo filtering a property most shown products have, with several values', () => {
    const shown = DEMO_PRODUCTS.filter((p) => p.shows);
    for (const f of DEMO_FILTERINGS) {
      const values = shown.flatMap((p) => p.properties.filter((x) => x.name === f.property).map((x) => x.value));
      expect(values.length).toBeGreaterThanOrEqual(shown.length / 2);
      expect(new Set(values).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('describes each product image with a known kind and a hex tone', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(IMAGE_KINDS).toContain(p.image.kind);
      expect(p.image.tone).toMatch(HEX);
    }
    for (const c of DEMO_CATEGORIES) if (c.visualKind) expect(IMAGE_KINDS).toContain(c.visualKind);
  });
});

describe('demo data files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-data-'));
    await cp(join(DEMO_DIR, 'seed-data'), dir, { recursive: true });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  /** The seed files' records, as the tests break them (a wrong type, an unknown field, a missing one). */
  type Fields = Record<string, unknown>;
  const edit = async <T extends Fields | Fields[]>(file: string, change: (json: T) => void): Promise<void> => {
    const json = JSON.parse(await readFile(join(dir, file), 'utf8')) as T;
    change(json);
    await writeFile(join(dir, file), JSON.stringify(json));
  };

  it("keep the seed's settings, banners and band banner", async () => {
    const { setting, banners, bandBanner } = loadDemoData(dir);
    expect(setting.bankAccountLine).toBe('우리은행 1005-804-219370 (예금주: 주식회사 세라메종)');
    expect(banners.map((b) => `${b.code}/${b.key}`)).toEqual(['MAIN_1/MAIN_1', 'MAIN_1/MAIN_2', 'MAIN_2/planning', 'MAIN_2/kitchen']);
    // The promotion tiles take a page's picture: one the demo images have.
    const images = JSON.parse(await readFile(join(DEMO_IMAGES_DIR, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    for (const b of banners.filter((x) => x.picture)) expect(images).toHaveProperty([b.picture!]);
    expect(bandBanner).toMatchObject({ id: 'main-welcome', code: 'main', href: '/join', imagePc: null });
  });

  it('are refused with the path of a value of the wrong type', async () => {
    await edit<Fields[]>('products.json', (products) => (products[3].price = '389000'));
    expect(() => loadDemoData(dir)).toThrow('products.json[3].price: expected an integer');
  });

  it('are refused with an unknown field or a missing one', async () => {
    await edit<Fields[]>('categories.json', (categories) => (categories[0].colour = '#ffffff'));
    expect(() => loadDemoData(dir)).toThrow('categories.json[0].colour: expected no such field');
    await cp(join(DEMO_DIR, 'seed-data', 'categories.json'), join(dir, 'categories.json'));
    await edit<Fields>('setting.json', (setting) => delete setting.bankAccountLine);
    expect(() => loadDemoData(dir)).toThrow('setting.json.bankAccountLine: expected a value');
  });

  it("are refused when a product's stock is not the sum of its enabled combinations, or a combination names a value it does not offer", async () => {
    const index = DEMO_PRODUCTS.findIndex((p) => p.variations?.length);
    const code = DEMO_PRODUCTS[index]!.code;
    await edit<Fields[]>('products.json', (products) => (products[index]!.stock = 999));
    expect(() => loadDemoData(dir)).toThrow(`${code} has stock 999`);
    await cp(join(DEMO_DIR, 'seed-data', 'products.json'), join(dir, 'products.json'));
    await edit<Fields[]>('products.json', (products) => ((products[index]!.variations as { list: Record<string, string> }[])[0]!.list = { 마감: '없는 값' }));
    expect(() => loadDemoData(dir)).toThrow(`${code} variations`);
  });

  it('are refused when a product names a missing category', async () => {
    await edit<Fields[]>('products.json', (products) => (products[0].categoryCode = 'nowhere'));
    expect(() => loadDemoData(dir)).toThrow(/unknown category nowhere/);
  });
});

describe('demo images', () => {
  it('draws every kind as well-formed, text-free, self-contained SVG under 8 KB', () => {
    for (const kind of IMAGE_KINDS) {
      for (let v = 0; v < 4; v++) {
        const svg = productSvg(kind, '#3a3a3a', v, '테스트 <상품> & "이름"');
        assertWellFormed(svg);
        expect(svg).toContain('viewBox="0 0 800 800"');
        expect(svg).not.toMatch(/<text|<image|href=|url\((?!#)|@import|font-family/);
        expect(svg.length).toBeLessThan(8 * 1024);
      }
      assertWellFormed(categorySvg(kind, '#e9e4dc'));
    }
    for (const scene of ['bath', 'kitchen', 'wellness'] as const) {
      for (const mobile of [false, true]) {
        const svg = bannerSvg(scene, ['#e9e3da', '#c9b9a4', '#f5f5f0', '#7d8369'], mobile);
        assertWellFormed(svg);
        expect(svg).toContain(mobile ? 'viewBox="0 0 800 1000"' : 'viewBox="0 0 1920 800"');
      }
    }
    assertWellFormed(collectionSvg('unknown-line', []));
  });

  it('are committed as the drawings make them from the data (node scripts/seed/generate-demo-images.mjs)', async () => {
    const drawn = demoImages({ products: DEMO_PRODUCTS, brands: DEMO_BRANDS, categories: DEMO_CATEGORIES, pages: loadDemoPages() });
    const manifest = JSON.parse(await readFile(join(DEMO_IMAGES_DIR, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual(Object.fromEntries(drawn.map(([key, rel]) => [key, rel])));
    for (const [, rel, svg] of drawn) expect(await readFile(join(DEMO_IMAGES_DIR, rel), 'utf8')).toBe(svg);
  });

  it('is deterministic', () => {
    expect(productSvg('toilet', '#f5f5f0', 1)).toBe(productSvg('toilet', '#f5f5f0', 1));
    expect(productSvg('basin', '#f5f5f0', 0)).not.toBe(productSvg('basin', '#f5f5f0', 1));
  });

  describe('writeDemoImages', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'demo-images-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('writes a WebP picture for every image the catalogue needs, at the size of its drawing, and returns its URL', async () => {
      const root = join(dir, 'files', 'demo');
      const urls = await writeDemoImages(root);
      for (const p of DEMO_PRODUCTS) {
        for (const v of [0, 1, 2]) expect(urls[`product:${p.code}:${v}`]).toBe(`/files/demo/products/${p.code}-${v}.webp`);
      }
      for (const code of ['MAIN_1', 'MAIN_2']) {
        for (const device of ['pc', 'mobile']) expect(urls[`banner:${code}:${device}`]).toMatch(/^\/files\/demo\/banners\/.+\.webp$/);
      }
      for (const b of DEMO_BRANDS) expect(urls[`collection:${b.code}`]).toBe(`/files/demo/collections/${b.code}.webp`);
      for (const c of DEMO_CATEGORIES) expect(urls[`category:${c.code}`]).toBe(`/files/demo/categories/${c.code}.webp`);
      expect(urls['band:main']).toMatch(/^\/files\/demo\/bands\/.+\.webp$/);

      // Each is its drawing rendered: a WebP of the drawing's width and height, light enough for a phone.
      const manifest = JSON.parse(await readFile(join(DEMO_IMAGES_DIR, 'manifest.json'), 'utf8')) as Record<string, string>;
      expect(Object.keys(urls).sort()).toEqual(Object.keys(manifest).sort());
      for (const [key, url] of Object.entries(urls)) {
        expect(url).toMatch(/^\/files\/demo\/[a-z]+\/[A-Za-z0-9_.-]+\.webp$/);
        const svg = await readFile(join(DEMO_IMAGES_DIR, manifest[key]!), 'utf8');
        assertWellFormed(svg);
        const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)!;
        const webp = await readFile(join(root, url.slice('/files/demo/'.length)));
        expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: Number(width), height: Number(height) });
        // The 360° pictures are 2:1 and a few hundred KB at most (issue 14); the others far less.
        expect(webp.length).toBeLessThan((url.includes('/panoramas/') ? 300 : 40) * 1024);
      }
      expect(Object.values(urls).filter((url) => url.includes('/panoramas/'))).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/files\/demo\/panoramas\/VR-showroom-\d+\.webp$/)]),
      );
    });

    it('is idempotent and honours urlBase', async () => {
      const root = join(dir, 'again');
      const first = await writeDemoImages(root, '/static/x/');
      const file = join(root, 'products', `${DEMO_PRODUCTS[0].code}-0.webp`);
      const before = (await stat(file)).mtimeMs;
      await new Promise((r) => setTimeout(r, 20));
      const second = await writeDemoImages(root, '/static/x/');
      expect(second).toEqual(first);
      expect((await stat(file)).mtimeMs).toBe(before);
      expect(first[`product:${DEMO_PRODUCTS[0].code}:0`]).toBe(`/static/x/products/${DEMO_PRODUCTS[0].code}-0.webp`);
    });
  });
});
