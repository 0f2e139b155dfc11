import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type PurchaseCountsResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { searchQuery } from './get-purchases';
import { consoleKeys, type PurchaseSearchFilter } from './keys';

/** GET /api/console/shop/purchases/dashboard/counts: how many purchases each view holds under the search. */
export function fetchPurchaseCounts(filter: PurchaseSearchFilter): Promise<PurchaseCountsResponse> {
  return apiFetch<PurchaseCountsResponse>(`${API.console}/shop/purchases/dashboard/counts`, { query: searchQuery(filter) });
}

/** The count of every view, for the view tabs. */
export function usePurchaseCounts(filter: PurchaseSearchFilter) {
  return useQuery({ queryKey: consoleKeys.purchaseCounts(filter), queryFn: () => fetchPurchaseCounts(filter), placeholderData: keepPreviousData });
}
