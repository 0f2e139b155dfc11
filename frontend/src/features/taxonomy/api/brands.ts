import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type BrandImageResponse,
  type ConsoleBrandListResponse,
  type ConsoleBrandWrittenResponse,
  type CreateBrandDto,
  type UpdateBrandDto,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { TAXONOMY_KEYS } from './keys';

const BASE = `${API.console}/shop/brands`;

/** GET /api/console/shop/brands: every brand with product counts. */
export const consoleBrandsQueryOptions = () => queryOptions({ queryKey: TAXONOMY_KEYS.brands, queryFn: () => apiFetch<ConsoleBrandListResponse>(BASE) });

export const useConsoleBrands = () => useQuery(consoleBrandsQueryOptions());

/** POST /api/console/shop/brands/image: a logo stored as WebP; answers its URL. */
export async function uploadBrandImage(file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('image', file);
  return (await apiFetch<BrandImageResponse>(`${BASE}/image`, { method: 'POST', body })).image;
}

/** POST, PUT and DELETE of brands; each refreshes the list. */
export function useBrandWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: TAXONOMY_KEYS.brands });
  const create = useMutation({
    mutationFn: (body: CreateBrandDto) => apiFetch<ConsoleBrandWrittenResponse>(BASE, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ code, body }: { code: string; body: UpdateBrandDto }) =>
      apiFetch<ConsoleBrandWrittenResponse>(`${BASE}/${encodeURIComponent(code)}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (code: string) => apiFetch<ConsoleBrandWrittenResponse>(`${BASE}/${encodeURIComponent(code)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
