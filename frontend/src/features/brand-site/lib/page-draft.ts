import {
  pageBlockProblem,
  type ConsoleContentPageResponse,
  type ContentPageDto,
  type PageBlock,
  type PageHero,
  type PanoramaBlock,
  type PanoramaHotspot,
  type ProductCard,
} from '@shop/contracts';
import type { PickedProduct } from '../../../shared/console/ProductPicker';

/** A panorama's hotspot as the editor holds it: its product picked (name and code shown), not only its id. */
export type DraftHotspot = Omit<PanoramaHotspot, 'productId'> & { product: PickedProduct | null };

/** A block as the editor holds it: a products block keeps the picked products (name and code shown), not only their ids; a panorama its hotspots' products. */
export type DraftBlock =
  | Exclude<PageBlock, { type: 'products' | 'panorama' }>
  | { type: 'products'; title: string; picked: PickedProduct[] }
  | (Omit<PanoramaBlock, 'hotspots'> & { hotspots: DraftHotspot[] });

/** The page editor's state: the page's fields with its blocks as drafts; `hero.image` is null until a picture is uploaded. */
export interface PageDraft {
  path: string;
  title: string;
  description: string;
  shows: boolean;
  hero: Omit<PageHero, 'image'> & { image: PageHero['image'] | null };
  blocks: DraftBlock[];
}

/** An empty page for /console/pages/create. */
export const emptyDraft = (): PageDraft => ({ path: '/', title: '', description: '', shows: true, hero: { title: '', image: null }, blocks: [] });

/** The editor's state of a stored page (products as the answer's cards; one staff deleted since is left out). */
export function draftOf({ page, products }: ConsoleContentPageResponse): PageDraft {
  const cards = new Map<string, ProductCard>(products.map((p) => [p._id, p]));
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    shows: page.shows,
    hero: page.hero,
    blocks: page.blocks.map((b): DraftBlock => {
      const pick = (id: string): PickedProduct[] => (cards.has(id) ? [{ _id: id, code: cards.get(id)!.code, name: cards.get(id)!.name }] : []);
      if (b.type === 'panorama')
        return { ...b, hotspots: b.hotspots.map(({ productId, ...h }) => ({ ...h, product: productId ? (pick(productId)[0] ?? null) : null })) };
      if (b.type !== 'products') return b;
      return { type: 'products', title: b.title, picked: b.productIds.flatMap(pick) };
    }),
  };
}

/** A new block of `type`, empty but for defaults. */
export function newBlock(type: PageBlock['type']): DraftBlock {
  switch (type) {
    case 'text':
      return { type, paragraphs: [''] };
    case 'imageText':
      return { type, title: '', paragraphs: [''], image: { url: '', width: 0, height: 0, alt: '' }, side: 'left' };
    case 'gallery':
      return { type, images: [] };
    case 'products':
      return { type, title: '', picked: [] };
    case 'links':
      return { type, links: [{ label: '', href: '/' }] };
    case 'faq':
      return { type, title: '자주 묻는 질문', items: [{ q: '', a: '' }] };
    case 'panorama':
      return { type, caption: '', image: { url: '', width: 0, height: 0, alt: '' }, hotspots: [] };
  }
}

/** A block as stored (products by id). */
export function blockOf(b: DraftBlock): PageBlock {
  if (b.type === 'products') return { type: 'products', title: b.title, productIds: b.picked.map((p) => p._id) };
  if (b.type === 'panorama') return { ...b, hotspots: b.hotspots.map(({ product, ...h }) => ({ ...h, ...(product ? { productId: product._id } : {}) })) };
  return b;
}

/**
 * Paragraphs as one text with blank lines between them, and back. Kept as typed (a space at the
 * end of a word being typed stays); the server trims them and drops empty ones.
 */
export const paragraphsText = (paragraphs: string[]): string => paragraphs.join('\n\n');
export const paragraphsOf = (text: string): string[] => text.split(/\n[^\S\n]*\n/);

/** What the form would be refused for, as the server's Korean messages (checked before sending). */
export function draftProblems(d: PageDraft, isNew: boolean): string[] {
  const out: string[] = [];
  if (isNew && !/^(\/[A-Za-z0-9_-]+){1,6}$/.test(d.path))
    out.push('페이지 주소는 /로 시작하는 영문, 숫자, -, _ 경로로 입력해주세요 (예: /ideas/bathroom/planning)');
  if (d.title.trim().length < 2 || d.title.trim().length > 30) out.push('제목을 2~30자로 입력해주세요');
  if (d.description.trim().length < 10 || d.description.trim().length > 160) out.push('설명을 10~160자로 입력해주세요');
  if (!d.hero.title.trim()) out.push('대표 문구를 입력해주세요 (100자 이내)');
  if (!d.hero.image) out.push('대표 이미지를 등록해주세요');
  for (const b of d.blocks) {
    const problem = pageBlockProblem(blockOf({ ...b, ...('paragraphs' in b ? { paragraphs: b.paragraphs.filter((p) => p.trim()) } : {}) } as DraftBlock));
    if (problem) out.push(problem);
  }
  return [...new Set(out)];
}

/** The body of the save call. */
export function dtoOf(d: PageDraft): ContentPageDto {
  return {
    title: d.title,
    description: d.description,
    shows: d.shows,
    hero: { ...d.hero, image: d.hero.image! },
    blocks: d.blocks.map(blockOf) as ContentPageDto['blocks'],
  };
}
