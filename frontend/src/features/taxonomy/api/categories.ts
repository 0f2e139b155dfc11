import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type CategoryImageResponse,
  type ConsoleCategoryListResponse,
  type ConsoleCategoryWrittenResponse,
  type CreateCategoryDto,
  type ReorderCategoriesDto,
  type UpdateCategoryDto,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { TAXONOMY_KEYS } from './keys';

const BASE = `${API.console}/shop/categories`;

/** POST /api/console/shop/categories/image: a category visual stored as WebP; answers its URL and size in pixels. */
export async function uploadCategoryVisual(file: File): Promise<CategoryImageResponse['image']> {
  const body = new FormData();
  body.append('image', file);
  return (await apiFetch<CategoryImageResponse>(`${BASE}/image`, { method: 'POST', body })).image;
}

/** GET /api/console/shop/categories: every category, flat, with product counts. */
export const consoleCategoriesQueryOptions = () =>
  queryOptions({ queryKey: TAXONOMY_KEYS.categories, queryFn: () => apiFetch<ConsoleCategoryListResponse>(BASE) });

export const useConsoleCategories = () => useQuery(consoleCategoriesQueryOptions());

/** POST, PUT (fields, move), PUT order and DELETE of categories; each refreshes the console list and the shop's tree. */
export function useCategoryWrites() {
  const qc = useQueryClient();
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: TAXONOMY_KEYS.categories });
    await qc.invalidateQueries({ queryKey: TAXONOMY_KEYS.shopTree });
  };
  const create = useMutation({
    mutationFn: (body: CreateCategoryDto) => apiFetch<ConsoleCategoryWrittenResponse>(BASE, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCategoryDto }) =>
      apiFetch<ConsoleCategoryWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const reorder = useMutation({
    mutationFn: (body: ReorderCategoriesDto) => apiFetch<ConsoleCategoryListResponse>(`${BASE}/order`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<ConsoleCategoryWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, update, reorder, remove };
}
