import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { API, type ConsoleProductListResponse, type ConsoleProductRow } from '@shop/contracts';
import { apiFetch } from '../api/client';

/** A product as the console's product picker offers it (a row of the console product list). */
export type PickerProduct = ConsoleProductRow;

/** Narrows the picker's search: only shown (`shows`), only on sale (`sells`) or one type of product. */
export interface ProductSearchFilter {
  shows?: boolean;
  sells?: boolean;
  type?: 'normal' | 'variety' | 'bundle';
}

/** Products per page of the picker's search (more come with 더 보기). */
export const PRODUCT_SEARCH_PAGE_SIZE = 10;

const flag = (v: boolean | undefined) => (v === undefined ? undefined : String(v));

/**
 * GET /api/console/shop/products?q=&shows=&sells=&type= page by page (headers limit/skip): the
 * console's products (hidden ones too unless `filter.shows`) whose name, code or a hashtag holds `q`, the
 * newest first; an empty `q` lists them all. `fetchNextPage` adds the next `pageSize`; nothing is
 * asked while `enabled` is false.
 */
export function useConsoleProductSearch(q: string, filter: ProductSearchFilter = {}, enabled = true, pageSize = PRODUCT_SEARCH_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: ['console', 'product-search', q, filter.shows ?? null, filter.sells ?? null, filter.type ?? null, pageSize] as const,
    queryFn: ({ pageParam }) =>
      apiFetch<ConsoleProductListResponse>(`${API.console}/shop/products`, {
        query: { q: q || undefined, shows: flag(filter.shows), sells: flag(filter.sells), type: filter.type },
        headers: { limit: String(pageSize), skip: String(pageParam) },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.products.length, 0);
      return last.products.length > 0 && loaded < last.summary.totalCount ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
