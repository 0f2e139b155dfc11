import { pageBlockProblem, type PageBlock, type PanoramaBlock } from '@shop/contracts';
import { IMAGE_KINDS } from '../../../scripts/seed/demo-drawings.mjs';
import { loadDemoData } from './demo-data.js';
import { demoPageCommands, loadDemoPages, pictureKey, type DemoPage } from './demo-pages.js';

const pages = loadDemoPages();
const { products, categories } = loadDemoData();
const paths = new Set(pages.map((p) => p.path));
/** Storefront addresses a page may link to besides other pages (spec §2 public routes). */
const SHOP_LINK = /^\/(shop(\/[a-z-]+)*(\?category=[A-Za-z_]+)?|collections\/[a-z-]+|b\/[a-z-]+|center\/(notice|faq|inquiry)|terms(\/[a-z-]+)?)$/;

describe('the brand site’s demo pages (seed-data/pages.json)', () => {
  it('each has a title, a description of search-result length and at least one block', () => {
    for (const p of pages) {
      expect(p.title.length).toBeGreaterThan(1);
      expect(p.description.length).toBeGreaterThanOrEqual(30);
      expect(p.description.length).toBeLessThanOrEqual(160);
      expect(p.blocks.length).toBeGreaterThan(0);
    }
  });

  it('link only to pages that exist: another page or a storefront address', () => {
    const broken = pages.flatMap((p) =>
      p.blocks
        .flatMap((b) => (b.type === 'links' ? b.links.map((l) => l.href) : []))
        .filter((href) => !paths.has(href) && !SHOP_LINK.test(href))
        .map((href) => `${p.path} → ${href}`),
    );
    expect(broken).toEqual([]);
  });

  it('draw only objects the drawings know, and show only products and categories of the catalogue', () => {
    const codes = new Set(products.map((p) => p.code));
    const categoryCodes = new Set(categories.map((c) => c.code));
    for (const p of pages) {
      for (const b of p.blocks) {
        if (b.type === 'imageText') expect(IMAGE_KINDS).toContain(b.picture.object);
        if (b.type === 'gallery') for (const pic of b.pictures) expect(IMAGE_KINDS).toContain(pic.object);
        if (b.type === 'panorama') for (const h of b.hotspots) expect(codes).toContain(h.product);
        if (b.type === 'products') {
          for (const code of b.products ?? []) expect(codes).toContain(code);
          for (const code of b.categories ?? []) expect(categoryCodes).toContain(code);
        }
      }
    }
  });

  it('become shown documents of the collection pages, with sized pictures and the products found', async () => {
    const page: DemoPage = {
      path: '/ideas/test',
      title: '시험 페이지',
      description: '시험용 설명입니다.',
      hero: { title: '여는 말', picture: { scene: 'bath', palette: ['#eeeeee'] } },
      blocks: [
        { type: 'imageText', title: '그림과 글', paragraphs: ['글'], picture: { object: 'basin', tone: '#eeeeee' }, side: 'left' },
        { type: 'products', title: '상품', products: ['a', 'unknown'], categories: ['bathroom_sink'], limit: 3 },
      ],
    };
    const keys: string[] = [];
    const [command] = await demoPageCommands(
      [page],
      (key) => (keys.push(key), `/files/demo/${key}.svg`),
      {
        idOf: async (code) => (code === 'unknown' ? undefined : `id-${code}`),
        firstOf: async (category, limit) => [`first-of-${category}`, 'id-a', 'third'].slice(0, limit),
      },
      { userId: null, now: '2026-11-28T00:00:00.000Z' },
    );
    expect(command.data).toMatchObject({ collection: 'pages', documentId: '/ideas/test', fields: { path: '/ideas/test', shows: true } });
    const fields = command.data.fields as {
      hero: { image: { width: number; height: number } };
      blocks: { type: string; image?: { alt: string }; productIds?: string[] }[];
    };
    expect(fields.hero.image).toMatchObject({ width: 1920, height: 800 });
    expect(keys).toEqual([pictureKey('/ideas/test'), pictureKey('/ideas/test', 0)]);
    expect(fields.blocks[0].image).toMatchObject({ width: 600, height: 400, alt: '그림과 글' });
    // Codes first, unknown ones left out, then the category's first products, without repeats, at most `limit`.
    expect(fields.blocks[1].productIds).toEqual(['id-a', 'first-of-bathroom_sink', 'third']);
  });

  it('give /VR-showroom and /3d-interir a 360° panorama whose hotspots lead to products (issue 14)', async () => {
    const wanted = pages.filter((p) => p.path === '/VR-showroom' || p.path === '/3d-interir');
    expect(wanted).toHaveLength(2);
    const commands = await demoPageCommands(
      wanted,
      (key) => `/files/demo/${key}.webp`,
      { idOf: async (code) => `id-${code}`, firstOf: async () => [] },
      { userId: null, now: '2026-11-28T00:00:00.000Z' },
    );
    for (const command of commands) {
      const blocks = (command.data.fields as { blocks: PageBlock[] }).blocks;
      const panorama = blocks.find((b): b is PanoramaBlock => b.type === 'panorama');
      expect(panorama).toBeDefined();
      expect(pageBlockProblem(panorama!)).toBeNull();
      expect(panorama!.image).toMatchObject({ width: 4096, height: 2048 });
      expect(panorama!.hotspots.length).toBeGreaterThanOrEqual(3);
      expect(panorama!.hotspots.every((h) => h.productId?.startsWith('id-'))).toBe(true);
    }
  });
});
