import type { ProductListParams } from '../../../shared/api/products';

/** Query keys of the home page. */
export const homeKeys = {
  all: ['home'] as const,
  bandBanners: (code: string) => [...homeKeys.all, 'band-banners', code] as const,
  slides: (code: string) => [...homeKeys.all, 'slides', code] as const,
  popups: () => [...homeKeys.all, 'popups'] as const,
  mainLinks: () => [...homeKeys.all, 'main-links'] as const,
  products: (params: ProductListParams) => [...homeKeys.all, 'products', params] as const,
};
