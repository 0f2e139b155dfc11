import type { PurchaseSort, PurchaseView } from '@shop/contracts';

/** What narrows the purchase table and its view counts: the search words and the order days (yyyy-mm-dd, KST). */
export interface PurchaseSearchFilter {
  searchValue: string;
  from: string;
  to: string;
}

/** Filter of the console purchase table. */
export interface PurchaseListFilter extends PurchaseSearchFilter {
  view: PurchaseView;
  sort: PurchaseSort;
  page: number;
  limit: number;
}

/** Query keys of the console (purchases, their view counts and order details). */
export const consoleKeys = {
  all: ['console'] as const,
  purchases: () => [...consoleKeys.all, 'purchases'] as const,
  purchaseList: (filter: PurchaseListFilter) => [...consoleKeys.purchases(), 'list', filter] as const,
  purchaseCounts: (filter: PurchaseSearchFilter) => [...consoleKeys.purchases(), 'counts', filter] as const,
  orders: () => [...consoleKeys.all, 'orders'] as const,
  order: (id: string) => [...consoleKeys.orders(), id] as const,
  orderAt: (id: string, at: string | null) => [...consoleKeys.order(id), at ?? 'now'] as const,
};
