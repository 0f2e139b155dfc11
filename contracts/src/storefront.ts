/**
 * Public addresses of the storefront's pages (spec §2 URL table), written once: the pages'
 * canonical links and the sitemap name the same URL for the same page.
 */
export const STOREFRONT = {
  home: '/',
  /** Every shown product. */
  products: '/shop/products',
  /** The new-arrival and best-seller display groups. */
  newHit: '/shop/new-hit',
  /** Every brand collection. */
  brands: '/shop/brands',
  /** How to choose a bathroom fitting, with the category's first products. */
  fittingsOverview: '/shop/bathroom-fittings/overview',
  /** The current exhibitions (기획전), and one of them by id. */
  exhibitions: '/shop/exhibitions',
  exhibition: (id: string) => `/shop/exhibitions/${encodeURIComponent(id)}`,
  /** The showrooms (쇼룸), and one of them by code. */
  showrooms: '/shop/showrooms',
  showroom: (code: string) => `/shop/showrooms/${encodeURIComponent(code)}`,
  /** The customer centre's notices (and one of them by id) and its FAQ. */
  notices: '/center/notice',
  notice: (id: string) => `/center/notice/${encodeURIComponent(id)}`,
  faq: '/center/faq',
  /** One product (cards link by id). */
  product: (id: string) => `/shop/products/${encodeURIComponent(id)}`,
  /** One category's listing. */
  category: (code: string) => `/shop?category=${encodeURIComponent(code)}`,
  /** One brand collection (also reachable as /b/{code}). */
  collection: (code: string) => `/collections/${encodeURIComponent(code)}`,
  /** The bath and kitchen collection pages. */
  collectionAreas: { bath: '/b/bathroom-collections', kitchen: '/b/kitchen-collections' },
} as const;

/** Paths only a member, a promoter or staff uses: rendered in the browser and kept out of search engines. */
export const PRIVATE_PATHS = ['/mypage', '/promoter', '/shop/order', '/shop/result', '/console', '/login'] as const;
