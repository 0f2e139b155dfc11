import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Order } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { myOrderKeys } from '../../../shared/api/my-order-keys';

/** GET /api/v1/me/orders/{id}: one of the member's orders with its lines, claims and refunds (404 for another member's order). */
export async function fetchMyOrder(id: string): Promise<Order> {
  const { order } = await apiFetch<{ order: Order }>(`${API.me}/orders/${encodeURIComponent(id)}`);
  return order;
}

/** Query options of one of the member's orders (the order detail page). */
export const myOrderQueryOptions = (id: string) => queryOptions({ queryKey: myOrderKeys.detail(id), queryFn: () => fetchMyOrder(id) });

/** One of the member's orders. */
export function useMyOrder(id: string) {
  return useQuery(myOrderQueryOptions(id));
}
