import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ChangeOrderStatusDto, type Order } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { consoleKeys } from './keys';

/** Body of PUT /api/console/shop/orders/{id}. */
export type ChangeOrderStatusBody = Pick<ChangeOrderStatusDto, 'orderStatus' | 'orderStatusMessage'>;

/** PUT /api/console/shop/orders/{id}: moves an order to another status (409 INVALID_TRANSITION). */
export async function changeOrderStatus(id: string, body: ChangeOrderStatusBody): Promise<Order> {
  const { order } = await apiFetch<{ order: Order; position: number }>(`${API.console}/shop/orders/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
  return order;
}

/** Status change of an order (e.g. 입금확인); refreshes the purchase lists and that order's detail. */
export function useChangeOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeOrderStatusBody & { id: string }) => changeOrderStatus(id, body),
    onSuccess: (_order, { id }) =>
      Promise.all([qc.invalidateQueries({ queryKey: consoleKeys.purchases() }), qc.invalidateQueries({ queryKey: consoleKeys.order(id) })]),
  });
}
