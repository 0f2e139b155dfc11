import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Purchase, type Summary } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { consoleKeys, type PurchaseListFilter } from './keys';

/** One page of the console purchase table. */
export interface PurchasesPage {
  purchases: Purchase[];
  summary: Summary;
}

/** GET /api/console/shop/purchases?view=&searchValue=: one page of purchases, newest first. */
export function fetchPurchases({ view, searchValue, page, limit }: PurchaseListFilter): Promise<PurchasesPage> {
  return apiFetch<PurchasesPage>(`${API.console}/shop/purchases`, {
    query: { view, searchValue: searchValue || undefined },
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
