import { COLLECTION_CODES, type CollectionCode } from '@shop/contracts';

/** A link of the static site menu. */
export interface MenuLink {
  label: string;
  to: string;
  /** A short line under the label in the desktop mega-menu. */
  description?: string;
}

/** A titled group of links. */
export interface MenuGroup {
  title: string;
  to?: string;
  links: MenuLink[];
}

/** Tabs of the navigation drawer; `products` is filled from the category tree at run time. */
export type MenuTabKey = 'products' | 'collections' | 'ideas' | 'brand';

/** Display names of the brand collections (spec §2 /collections/{code}). */
export const COLLECTION_NAMES: Record<CollectionCode, string> = {
  antao: 'Antao',
  viclean: 'ViClean',
  'loop-friends': 'Loop & Friends',
  collaro: 'Collaro',
  hommage: 'Hommage',
};

/** Static menu of the navigation drawer (spec §2 Header). */
export const MENU: { key: MenuTabKey; label: string; groups: MenuGroup[] }[] = [
  {
    key: 'products',
    label: '제품',
    groups: [
      {
        title: '쇼핑',
        links: [
          { label: '전체 상품', to: '/shop/products' },
          { label: '신상품 · 인기상품', to: '/shop/new-hit' },
          { label: '기획전', to: '/shop/exhibitions' },
          { label: '브랜드관', to: '/shop/brands' },
        ],
      },
    ],
  },
  {
    key: 'collections',
    label: '컬렉션',
    groups: [
      {
        title: '욕실 컬렉션',
        to: '/b/bathroom-collections',
        links: [
          { label: '욕실 컬렉션 전체', to: '/b/bathroom-collections', description: '세면기, 욕조, 도기까지 한 공간을 위한 조합' },
          ...(['antao', 'viclean', 'loop-friends', 'collaro'] as const).map((code) => ({ label: COLLECTION_NAMES[code], to: `/collections/${code}` })),
        ],
      },
      {
        title: '주방 컬렉션',
        to: '/b/kitchen-collections',
        links: [
          { label: '주방 컬렉션 전체', to: '/b/kitchen-collections', description: '세라믹 싱크와 주방 수전' },
          { label: COLLECTION_NAMES.hommage, to: '/collections/hommage' },
        ],
      },
    ],
  },
  {
    key: 'ideas',
    label: '공간 아이디어',
    groups: [
      {
        title: '욕실 아이디어',
        to: '/ideas/bathroom/overview',
        links: [
          { label: '욕실 아이디어 개요', to: '/ideas/bathroom/overview' },
          { label: '욕실 플래너', to: '/ideas/bathroom/planner' },
          { label: '욕실 트렌드', to: '/ideas/bathroom/trends' },
          { label: '욕실 리모델링', to: '/ideas/bathroom/renovation' },
        ],
      },
      {
        title: '주방 아이디어',
        to: '/ideas/kitchen/overview',
        links: [
          { label: '주방 아이디어 개요', to: '/ideas/kitchen/overview' },
          { label: '주방 유형', to: '/ideas/kitchen/overview/types' },
          { label: '소재 이야기', to: '/ideas/kitchen/material' },
          { label: '주방 관리법', to: '/ideas/kitchen/cleaning' },
        ],
      },
    ],
  },
  {
    key: 'brand',
    label: '브랜드',
    groups: [
      {
        title: '세라메종',
        links: [
          { label: '브랜드 스토리', to: '/company/history/history' },
          { label: '비전', to: '/company/about/vision' },
          { label: '혁신과 디자인', to: '/company/innovation/products' },
          { label: '지속가능성', to: '/company/responsibility' },
        ],
      },
      {
        title: '경험하기',
        links: [
          { label: '쇼룸 안내', to: '/shop/showrooms' },
          { label: 'VR 쇼룸', to: '/VR-showroom' },
          { label: '컨시어지 서비스', to: '/concierge-service' },
        ],
      },
    ],
  },
];

/** Quick links at the bottom of the drawer. */
export const SUPPORT_LINKS: MenuLink[] = [
  { label: '공지사항', to: '/center/notice' },
  { label: '자주 묻는 질문', to: '/center/faq' },
  { label: '1:1 문의', to: '/center/inquiry' },
];

/** True for the bathroom-fittings category, which also gets an overview link (spec §2). */
export function isBathroomFittings(code: string): boolean {
  const c = code.toLowerCase();
  return c.includes('fitting') && (c.includes('bath') || c.includes('bathroom'));
}

/** Where the bathroom-fittings overview lives (spec §2 routes). */
export const BATHROOM_FITTINGS_OVERVIEW = '/shop/bathroom-fittings/overview';

/** Room-idea links of the footer. */
export const ROOM_IDEA_LINKS: MenuLink[] = [
  { label: '욕실 아이디어', to: '/ideas/bathroom/overview' },
  { label: '욕실 트렌드', to: '/ideas/bathroom/trends' },
  { label: '욕실 플래너', to: '/ideas/bathroom/planner' },
  { label: '주방 아이디어', to: '/ideas/kitchen/overview' },
  { label: '주방 소재', to: '/ideas/kitchen/material' },
];

/** Family sites of the footer's select (spec §2). */
export const FAMILY_SITES: MenuLink[] = [
  { label: '쇼룸 안내', to: '/shop/showrooms' },
  { label: 'VR 쇼룸', to: '/VR-showroom' },
  { label: '3D 인테리어', to: '/3d-interir' },
  { label: '컨시어지 서비스', to: '/concierge-service' },
];

/** Social channels of the footer. */
export const SOCIAL_LINKS: { label: string; short: string; to: string }[] = [
  { label: '인스타그램', short: 'IG', to: 'https://www.instagram.com/' },
  { label: '유튜브', short: 'YT', to: 'https://www.youtube.com/' },
  { label: '네이버 블로그', short: 'BLOG', to: 'https://blog.naver.com/' },
  { label: '카카오톡 채널', short: 'KAKAO', to: 'https://pf.kakao.com/' },
];

/** Professional (architects, designers, builders) portal; the partner inquiry form for now. */
export const PROFESSIONAL_PORTAL: MenuLink = { label: '전문가 포털', to: '/form/inquiry-partner' };

export { COLLECTION_CODES };
