/**
 * The brand site's pages of the demo (issue 14 "The brand site"): their copy is data in
 * `seed-data/pages.json`, checked here against the shapes below; their pictures are drawn from
 * the same file by `scripts/seed/generate-demo-images.mjs` (keys {@link pictureKey}). The seed
 * turns each page into a content document of the collection `pages` whose id is its path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { PageBlock, PageHero, PageImage, PanoramaHotspot } from '@shop/contracts';
import type { CreateDocument } from '../content/index.js';
import { CONTENT } from '../content/index.js';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';
import { DEMO_DIR, shapes, type Shape } from './demo-data.js';

const { text, integer, colour, oneOf, list, optional, record } = shapes;
/** A number of degrees within ±`limit`. */
const degrees =
  (limit: number): Shape<number> =>
  (v, at) => {
    if (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit) return v;
    throw new Error(`demo data ${at}: expected degrees within ±${limit}, got ${JSON.stringify(v)}`);
  };

/** A room scene for a page's opening picture (drawn 1920 x 800). */
export interface DemoScene {
  scene: 'bath' | 'kitchen' | 'wellness';
  palette: string[];
}

/** An object on a tinted wall (drawn 600 x 400); `caption` in galleries. */
export interface DemoObject {
  object: string;
  tone: string;
  caption?: string;
}

/** A block of a demo page: a PageBlock with pictures as drawings and products by category or code. */
export type DemoBlock =
  | { type: 'text'; title?: string; paragraphs: string[] }
  | { type: 'imageText'; title: string; paragraphs: string[]; picture: DemoObject; side: 'left' | 'right' }
  | { type: 'gallery'; title?: string; pictures: DemoObject[] }
  | { type: 'products'; title: string; categories?: string[]; products?: string[]; limit?: number }
  | { type: 'links'; title?: string; links: { label: string; href: string; text?: string }[] }
  | { type: 'faq'; title?: string; items: { q: string; a: string }[] }
  | { type: 'panorama'; title?: string; caption: string; picture: { palette: string[] }; hotspots: DemoHotspot[] };

/** A hotspot of a demo panorama: the fixture drawn at its yaw, its place in degrees, its label and the product it leads to (by code). */
export interface DemoHotspot {
  object: string;
  yaw: number;
  pitch: number;
  label: string;
  product?: string;
  tone?: string;
}

/** A page of `seed-data/pages.json`. */
export interface DemoPage {
  path: string;
  title: string;
  description: string;
  hero: { eyebrow?: string; title: string; text?: string; picture: DemoScene };
  blocks: DemoBlock[];
}

const scene = record<DemoScene>({ scene: oneOf(['bath', 'kitchen', 'wellness'] as const), palette: list(colour) });
const object = record<DemoObject>({ object: text, tone: colour, caption: optional(text) });
const shapeOf: Record<DemoBlock['type'], Shape<DemoBlock>> = {
  text: record({ type: oneOf(['text'] as const), title: optional(text), paragraphs: list(text) }),
  imageText: record({ type: oneOf(['imageText'] as const), title: text, paragraphs: list(text), picture: object, side: oneOf(['left', 'right'] as const) }),
  gallery: record({ type: oneOf(['gallery'] as const), title: optional(text), pictures: list(object) }),
  products: record({
    type: oneOf(['products'] as const),
    title: text,
    categories: optional(list(text)),
    products: optional(list(text)),
    limit: optional(integer),
  }),
  links: record({ type: oneOf(['links'] as const), title: optional(text), links: list(record({ label: text, href: text, text: optional(text) })) }),
  faq: record({ type: oneOf(['faq'] as const), title: optional(text), items: list(record({ q: text, a: text })) }),
  panorama: record({
    type: oneOf(['panorama'] as const),
    title: optional(text),
    caption: text,
    picture: record({ palette: list(colour) }),
    hotspots: list(record<DemoHotspot>({ object: text, yaw: degrees(180), pitch: degrees(90), label: text, product: optional(text), tone: optional(colour) })),
  }),
};
const block: Shape<DemoBlock> = (v, at) => {
  const type = (v as { type?: unknown } | null)?.type;
  const shape = typeof type === 'string' ? shapeOf[type as DemoBlock['type']] : undefined;
  if (!shape) throw new Error(`demo data ${at}.type: expected one of ${Object.keys(shapeOf).join(', ')}, got ${JSON.stringify(type)}`);
  return shape(v, at);
};
const page = record<DemoPage>({
  path: (v, at) => {
    if (typeof v === 'string' && /^\/[A-Za-z0-9/_-]+$/.test(v)) return v;
    throw new Error(`demo data ${at}: expected a path such as /ideas/bathroom/planning, got ${JSON.stringify(v)}`);
  },
  title: text,
  description: text,
  hero: record({ eyebrow: optional(text), title: text, text: optional(text), picture: scene }),
  blocks: list(block),
});

/** Reads and checks `seed-data/pages.json`; throws with the path of the first value that does not fit, or on a repeated path. */
export function loadDemoPages(dir: string = join(DEMO_DIR, 'seed-data')): DemoPage[] {
  const pages = list(page)(JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8')), 'pages.json');
  const seen = new Set<string>();
  for (const p of pages) {
    if (seen.has(p.path)) throw new Error(`demo data pages.json: the path ${p.path} repeats`);
    seen.add(p.path);
  }
  return pages;
}

/**
 * The image key of a page's picture: `page:{path}:hero`, `page:{path}:{block}` for an image and
 * text block or a panorama, `page:{path}:{block}:{n}` for the n-th picture of a gallery (block and n from 0).
 */
export function pictureKey(path: string, blockIndex?: number, n?: number): string {
  return `page:${path}:${blockIndex === undefined ? 'hero' : n === undefined ? blockIndex : `${blockIndex}:${n}`}`;
}

/** What the seed needs from the catalogue: product ids by code, and the first shown products of a category. */
export interface DemoPageProducts {
  idOf(code: string): Promise<string | undefined>;
  firstOf(categoryCode: string, limit: number): Promise<string[]>;
}

/**
 * One CreateDocument per page in `pages` (collection `pages`, id = path, shown), with picture
 * URLs from `url(key)` (throws on a missing picture) and products resolved through `products`.
 */
export async function demoPageCommands(
  pages: DemoPage[],
  url: (key: string) => string,
  products: DemoPageProducts,
  meta: CommandMetadata,
): Promise<CreateDocument[]> {
  const image = (key: string, width: number, height: number, alt: string): PageImage => ({ url: url(key), width, height, alt });
  const commands: CreateDocument[] = [];
  for (const p of pages) {
    const hero: PageHero = { title: p.hero.title, image: image(pictureKey(p.path), 1920, 800, '') };
    if (p.hero.eyebrow) hero.eyebrow = p.hero.eyebrow;
    if (p.hero.text) hero.text = p.hero.text;
    const blocks: PageBlock[] = [];
    for (const [i, b] of p.blocks.entries()) {
      switch (b.type) {
        case 'imageText':
          blocks.push({ type: 'imageText', title: b.title, paragraphs: b.paragraphs, side: b.side, image: image(pictureKey(p.path, i), 600, 400, b.title) });
          break;
        case 'gallery':
          blocks.push({
            type: 'gallery',
            ...(b.title ? { title: b.title } : {}),
            images: b.pictures.map((pic, n) => ({
              ...image(pictureKey(p.path, i, n), 600, 400, pic.caption ?? ''),
              ...(pic.caption ? { caption: pic.caption } : {}),
            })),
          });
          break;
        case 'panorama': {
          // An equirectangular drawing, rendered to a 4096 x 2048 WebP by the seed (demo-images.ts).
          const hotspots: PanoramaHotspot[] = [];
          for (const h of b.hotspots) {
            const id = h.product ? await products.idOf(h.product) : undefined;
            hotspots.push({ yaw: h.yaw, pitch: h.pitch, label: h.label, ...(id ? { productId: id } : {}) });
          }
          blocks.push({
            type: 'panorama',
            ...(b.title ? { title: b.title } : {}),
            caption: b.caption,
            image: image(pictureKey(p.path, i), 4096, 2048, b.title ?? b.caption),
            hotspots,
          });
          break;
        }
        case 'products': {
          const limit = b.limit ?? 4;
          const ids: string[] = [];
          for (const code of b.products ?? []) {
            const id = await products.idOf(code);
            if (id) ids.push(id);
          }
          for (const category of b.categories ?? []) ids.push(...(await products.firstOf(category, limit)));
          blocks.push({ type: 'products', title: b.title, productIds: [...new Set(ids)].slice(0, limit) });
          break;
        }
        default:
          blocks.push(b);
      }
    }
    commands.push({
      type: 'CreateDocument',
      data: { collection: CONTENT.pages, documentId: p.path, fields: { path: p.path, title: p.title, description: p.description, hero, blocks, shows: true } },
      metadata: meta,
    });
  }
  return commands;
}
