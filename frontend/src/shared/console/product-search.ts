import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type ConsoleProductListResponse } from '@shop/contracts';
import { apiFetch } from '../api/client';

/** GET /api/console/shop/products?q=: the first ten of the console's products (hidden ones too) matching `q`, for a picker. */
export function useConsoleProductSearch(q: string) {
  return useQuery({
    queryKey: ['console', 'product-search', q] as const,
    queryFn: () => apiFetch<ConsoleProductListResponse>(`${API.console}/shop/products`, { query: { q: q || undefined }, headers: { limit: '10', skip: '0' } }),
    placeholderData: keepPreviousData,
  });
}
