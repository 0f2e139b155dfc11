import type { ProductListParams } from '../../../shared/api/products';

/** Query keys of the catalogue (products); the category tree and brands live under 'catalog' too. */
export const catalogKeys = {
  all: ['catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  lists: () => [...catalogKeys.products(), 'list'] as const,
  list: (params: ProductListParams) => [...catalogKeys.lists(), params] as const,
  details: () => [...catalogKeys.products(), 'detail'] as const,
  detail: (id: string) => [...catalogKeys.details(), id] as const,
};
