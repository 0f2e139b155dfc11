import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Order, type Summary } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { myOrderKeys, type MyOrderListFilter } from '../../../shared/api/my-order-keys';

/** One page of the member's orders. */
export interface MyOrdersPage {
  orders: Order[];
  summary: Summary;
}

/** GET /api/v1/me/orders?tab=: one page of the member's orders, newest first (headers limit/skip). */
export function fetchMyOrders({ tab, page, limit }: MyOrderListFilter): Promise<MyOrdersPage> {
  return apiFetch<MyOrdersPage>(`${API.me}/orders`, {
    query: { tab },
    headers: { limit: String(limit), skip: String((page - 1) * limit) },
  });
}

/** Query options of one page of the member's orders. */
export const myOrdersQueryOptions = (filter: MyOrderListFilter) =>
  queryOptions({ queryKey: myOrderKeys.list(filter), queryFn: () => fetchMyOrders(filter), placeholderData: keepPreviousData });

/** One page of the member's orders; the previous page stays on screen while the next loads. */
export function useMyOrders(filter: MyOrderListFilter) {
  return useQuery(myOrdersQueryOptions(filter));
}
