import type { PurchaseView } from '@shop/contracts';

/** Filter of the console purchase table. */
export interface PurchaseListFilter {
  view: PurchaseView;
  searchValue: string;
  page: number;
  limit: number;
}

/** Query keys of the console (purchases and order details). */
export const consoleKeys = {
  all: ['console'] as const,
  purchases: () => [...consoleKeys.all, 'purchases'] as const,
  purchaseList: (filter: PurchaseListFilter) => [...consoleKeys.purchases(), filter] as const,
  orders: () => [...consoleKeys.all, 'orders'] as const,
  order: (id: string) => [...consoleKeys.orders(), id] as const,
};
