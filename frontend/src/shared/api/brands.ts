import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Brand } from '@shop/contracts';
import { apiFetch } from './client';

/** GET /api/v1/shop/brands. */
export async function fetchBrands(): Promise<Brand[]> {
  const { brands } = await apiFetch<{ brands: Brand[] }>(`${API.public}/shop/brands`);
  return brands;
}

/** GET /api/v1/shop/brands/{code}. */
export async function fetchBrand(code: string): Promise<Brand> {
  const { brand } = await apiFetch<{ brand: Brand }>(`${API.public}/shop/brands/${encodeURIComponent(code)}`);
  return brand;
}

/** Query of all brands (home collections, collection pages). */
export const brandsQueryOptions = () => queryOptions({ queryKey: ['catalog', 'brands'] as const, queryFn: fetchBrands, staleTime: 10 * 60_000 });

/** Query of one brand. */
export const brandQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['catalog', 'brands', code] as const, queryFn: () => fetchBrand(code), staleTime: 10 * 60_000 });

/** All brands. */
export function useBrands() {
  return useQuery(brandsQueryOptions());
}
