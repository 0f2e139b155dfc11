import type { PageBlock } from '../content-pages.js';

/** The kinds of blocks a page is built from, with their Korean names in the console. */
export const PAGE_BLOCK_TEXT: Record<PageBlock['type'], string> = {
  text: '글',
  imageText: '이미지와 글',
  gallery: '갤러리',
  products: '상품',
  links: '링크',
  faq: '자주 묻는 질문',
  panorama: '360° 파노라마',
};

/** Most blocks on one page. */
export const MAX_PAGE_BLOCKS = 30;
/** Most paragraphs, pictures, links, questions or products in one block. */
export const MAX_BLOCK_ITEMS = 24;
/** Longest paragraph or answer, in characters. */
export const MAX_PAGE_PARAGRAPH = 2_000;

/**
 * A page's path: "/" then lowercase-or-capital letters, digits, "-" and "_" in segments, e.g.
 * "/ideas/bathroom/planning" or "/VR-showroom" (spec §2 routes).
 */
export const PAGE_PATH_PATTERN = /^(\/[A-Za-z0-9_-]+){1,6}$/;

/**
 * Addresses the shop's pages and links may lead to: a path of the shop (not "//", which leaves it)
 * or an https address. Anything else (javascript:, data:, http:) is refused, so a link staff write
 * can never run script.
 */
export const PAGE_HREF_PATTERN = /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/;

/** Bounds of a panorama hotspot's place, in degrees (yaw from the picture's centre, pitch from the horizon). */
export const PANORAMA_LIMITS = { yaw: 180, pitch: 90 } as const;

/**
 * Whether a picture of `width` × `height` px is equirectangular, i.e. twice as wide as high
 * (within 1%, for pictures that were rounded when shrunk). Used by the panorama block.
 */
export function isPanoramaSize(width: number, height: number): boolean {
  return width > 0 && height > 0 && Math.abs(width / height - 2) <= 0.02;
}

/** Korean messages of the page editor (console /console/pages). */
export const PAGE_MESSAGES = {
  PATH: '페이지 주소는 /로 시작하는 영문, 숫자, -, _ 경로로 입력해주세요 (예: /ideas/bathroom/planning)',
  TITLE: '제목을 2~30자로 입력해주세요',
  DESCRIPTION: '설명을 10~160자로 입력해주세요',
  HERO_TITLE: '대표 문구를 입력해주세요 (100자 이내)',
  HERO_IMAGE: '대표 이미지를 등록해주세요',
  BLOCKS: `블록은 ${MAX_PAGE_BLOCKS}개까지 넣을 수 있습니다`,
  BLOCK_TYPE: '블록 종류를 선택해주세요',
  TEXT: '100자 이내로 입력해주세요',
  PARAGRAPH: `문단은 ${MAX_PAGE_PARAGRAPH}자 이내로 입력해주세요`,
  ITEMS: `한 블록에 ${MAX_BLOCK_ITEMS}개까지 넣을 수 있습니다`,
  HREF: '링크는 /로 시작하는 쇼핑몰 주소나 https:// 주소로 입력해주세요',
  IMAGE: '이미지를 다시 등록해주세요',
  SHOWS: '노출 여부를 선택해주세요',
  PRODUCTS: '상품을 다시 선택해주세요',
  HOTSPOT: '핫스팟의 이름과 위치(가로 -180~180°, 세로 -90~90°)를 확인해주세요',
} as const;

/**
 * What a block lacks for its kind, as the Korean message to show, or null when it is whole:
 * paragraphs for text, a title, paragraphs and a picture for image and text, pictures for a
 * gallery, a title and products for products, links for links, questions for questions, and for a
 * panorama a 2:1 picture, a caption and hotspots with a label inside {@link PANORAMA_LIMITS}.
 */
export function pageBlockProblem(block: PageBlock): string | null {
  switch (block.type) {
    case 'text':
      return block.paragraphs.some((p) => p.trim()) ? null : '글 블록에 문단을 입력해주세요';
    case 'imageText':
      if (!block.title.trim()) return '이미지와 글 블록의 제목을 입력해주세요';
      if (!block.image?.url) return '이미지와 글 블록의 이미지를 등록해주세요';
      return block.paragraphs.some((p) => p.trim()) ? null : '이미지와 글 블록에 문단을 입력해주세요';
    case 'gallery':
      return block.images.length > 0 ? null : '갤러리 블록에 이미지를 등록해주세요';
    case 'products':
      if (!block.title.trim()) return '상품 블록의 제목을 입력해주세요';
      return block.productIds.length > 0 ? null : '상품 블록에 상품을 선택해주세요';
    case 'links':
      if (block.links.length === 0) return '링크 블록에 링크를 추가해주세요';
      return block.links.every((l) => l.label.trim() && PAGE_HREF_PATTERN.test(l.href)) ? null : '링크의 이름과 주소를 확인해주세요';
    case 'faq':
      if (block.items.length === 0) return '질문 블록에 질문을 추가해주세요';
      return block.items.every((i) => i.q.trim() && i.a.trim()) ? null : '질문과 답변을 모두 입력해주세요';
    case 'panorama':
      if (!block.image?.url || !isPanoramaSize(block.image.width, block.image.height)) return '360° 블록에 가로:세로 2:1 비율의 파노라마 이미지를 등록해주세요';
      if (!block.caption.trim()) return '360° 블록의 설명을 입력해주세요';
      return block.hotspots.every(
        (h) =>
          h.label.trim() &&
          Number.isFinite(h.yaw) &&
          Number.isFinite(h.pitch) &&
          Math.abs(h.yaw) <= PANORAMA_LIMITS.yaw &&
          Math.abs(h.pitch) <= PANORAMA_LIMITS.pitch,
      )
        ? null
        : PAGE_MESSAGES.HOTSPOT;
    default:
      return PAGE_MESSAGES.BLOCK_TYPE;
  }
}
