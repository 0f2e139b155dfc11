import { API, type ProductDetail, type ProductListResponse, type ProductSort, type DisplayCode } from '@shop/contracts';
import { apiFetch } from './client';

/** Filters and paging of GET /api/v1/shop/products. */
export interface ProductListParams {
  /** Category code (includes sub-categories). */
  category?: string;
  group?: DisplayCode;
  /** Brand code. */
  brand?: string;
  searchValue?: string;
  /** Picked facet values (contracts facets.ts text): the list keeps products with one of each facet's values. */
  filters?: string;
  /** '1': the answer carries the list's facets with their counts. */
  facets?: '1';
  sort?: ProductSort;
  limit?: number;
  skip?: number;
}

/** GET /api/v1/shop/products: shown products with the total count; limit and skip go as headers. */
export function fetchProducts({ limit = 20, skip = 0, ...query }: ProductListParams): Promise<ProductListResponse> {
  return apiFetch<ProductListResponse>(`${API.public}/shop/products`, {
    query: { ...query },
    headers: { limit: String(limit), skip: String(skip) },
  });
}

/** GET /api/v1/shop/products/{id or code}. */
export async function fetchProduct(idOrCode: string): Promise<ProductDetail> {
  const { product } = await apiFetch<{ product: ProductDetail }>(`${API.public}/shop/products/${encodeURIComponent(idOrCode)}`);
  return product;
}
