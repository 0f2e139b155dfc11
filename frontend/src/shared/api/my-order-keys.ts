import type { OrderTab } from '@shop/contracts';

/** Filter of the member's order list: tab and page (1-based) with its page size. */
export interface MyOrderListFilter {
  tab: OrderTab;
  page: number;
  limit: number;
}

/**
 * Query keys of the member's own orders (`/api/v1/me/orders`). Shared because placing an order
 * (order feature) must invalidate the list the my-page feature shows.
 */
export const myOrderKeys = {
  all: ['myOrders'] as const,
  lists: () => [...myOrderKeys.all, 'list'] as const,
  list: (filter: MyOrderListFilter) => [...myOrderKeys.lists(), filter] as const,
  details: () => [...myOrderKeys.all, 'detail'] as const,
  detail: (id: string) => [...myOrderKeys.details(), id] as const,
};
