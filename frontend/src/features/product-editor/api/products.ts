import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type BrandListResponse,
  type BulkProductsDto,
  type ConsoleProductListResponse,
  type ConsoleProductResponse,
  type ConsoleProductWrittenResponse,
  type CreateProductDto,
  type ProductBulkResponse,
  type ProductImagesResponse,
  type UpdateProductDto,
} from '@shop/contracts';
import { apiDownload, apiFetch } from '../../../shared/api/client';
import { saveFile } from '../../../shared/lib/save-file';
import { productsQuery, type ProductsSearch } from '../lib/product-search';

/** Rows of one page of the product list. */
export const PRODUCTS_PAGE_SIZE = 20;
const BASE = `${API.console}/shop/products`;
const KEYS = { all: ['console-products'] as const };

/** GET /api/console/shop/products: one page of products under the search. */
export const productsQueryOptions = (search: ProductsSearch) =>
  queryOptions({
    queryKey: [...KEYS.all, 'list', search],
    queryFn: () =>
      apiFetch<ConsoleProductListResponse>(BASE, {
        query: productsQuery(search),
        headers: { limit: String(PRODUCTS_PAGE_SIZE), skip: String(((search.page ?? 1) - 1) * PRODUCTS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

export const useProducts = (search: ProductsSearch) => useQuery(productsQueryOptions(search));

/** GET /api/console/shop/products/{id}: the whole product and its history. */
export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...KEYS.all, 'one', id], queryFn: () => apiFetch<ConsoleProductResponse>(`${BASE}/${encodeURIComponent(id)}`) });

export const useConsoleProduct = (id: string) => useQuery(productQueryOptions(id));

/** POST, PUT and DELETE of products and the bulk change; each refreshes the product lists. */
export function useProductWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: KEYS.all });
  const create = useMutation({
    mutationFn: (body: CreateProductDto) => apiFetch<ConsoleProductWrittenResponse>(BASE, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateProductDto }) =>
      apiFetch<ConsoleProductWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<ConsoleProductWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  const bulk = useMutation({
    mutationFn: (body: BulkProductsDto) => apiFetch<ProductBulkResponse>(`${BASE}/bulk`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  return { create, update, remove, bulk };
}

/** GET /api/console/shop/products/export: the products under the search as products_YYYYMMDD_HHmmss.xlsx. */
export const useExportProducts = () =>
  useMutation({
    mutationFn: async (search: ProductsSearch) => {
      const { blob, fileName } = await apiDownload(`${BASE}/export`, { query: productsQuery(search) });
      saveFile(blob, fileName ?? 'products.xlsx');
    },
  });

/** POST /api/console/shop/products/images: one picture stored as WebP; answers its URL and thumbnails. */
export async function uploadProductImage(file: File): Promise<ProductImagesResponse['images'][number]> {
  const body = new FormData();
  body.append('image', file);
  return (await apiFetch<ProductImagesResponse>(`${BASE}/images`, { method: 'POST', body })).images[0]!;
}

/** GET /api/v1/shop/brands: the brands, for the brand choice. */
export const useBrandChoices = () =>
  useQuery({
    queryKey: [...KEYS.all, 'brands'],
    queryFn: () => apiFetch<BrandListResponse>(`${API.public}/shop/brands`),
    staleTime: 5 * 60_000,
    select: (r) => r.brands.map((b) => ({ value: b.code, label: b.name })),
  });
