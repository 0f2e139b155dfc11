import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type PurchaseListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { consoleKeys, type PurchaseListFilter, type PurchaseSearchFilter } from './keys';

/** The query parameters of a purchase search (empty ones left out). */
export const searchQuery = ({ searchValue, from, to }: PurchaseSearchFilter) => ({
  searchValue: searchValue || undefined,
  from: from || undefined,
  to: to || undefined,
});

/** GET /api/console/shop/purchases?view=&searchValue=&from=&to=&sort=: one page of purchases. */
export function fetchPurchases({ view, sort, page, limit, ...search }: PurchaseListFilter): Promise<PurchaseListResponse> {
  return apiFetch<PurchaseListResponse>(`${API.console}/shop/purchases`, {
    query: { view, sort, ...searchQuery(search) },
    headers: { limit: String(limit), skip: String((page - 1) * limit) },
  });
}

/** Query options of one page of purchases. */
export const purchasesQueryOptions = (filter: PurchaseListFilter) =>
  queryOptions({ queryKey: consoleKeys.purchaseList(filter), queryFn: () => fetchPurchases(filter), placeholderData: keepPreviousData });

/** One page of purchases; the previous page stays on screen while the next loads. */
export function usePurchases(filter: PurchaseListFilter) {
  return useQuery(purchasesQueryOptions(filter));
}
