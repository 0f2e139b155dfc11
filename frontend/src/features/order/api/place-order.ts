import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Order, type PlaceOrderDto } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { cartKeys } from '../../../shared/api/cart-keys';
import { myOrderKeys } from '../../../shared/api/my-order-keys';

/** Body of POST /api/v1/shop/orders (the DTO's plain shape). */
export type PlaceOrderBody = Pick<
  PlaceOrderDto,
  'carts' | 'items' | 'coupons' | 'point' | 'sender' | 'receiver' | 'requestMessage' | 'paymentMethod' | 'cashReceipt'
>;

/** POST /api/v1/shop/orders: places the order; the server prices every line (409 INSUFFICIENT_STOCK, NOT_ON_SALE). */
export async function placeOrder(body: PlaceOrderBody): Promise<Order> {
  const { order } = await apiFetch<{ order: Order; position: number }>(`${API.public}/shop/orders`, { method: 'POST', body });
  return order;
}

/** Places an order; on success the ordered cart lines and the order list change, and the new order is cached. */
export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async (order) => {
      qc.setQueryData(myOrderKeys.detail(order._id), order);
      await Promise.all([qc.invalidateQueries({ queryKey: cartKeys.all }), qc.invalidateQueries({ queryKey: myOrderKeys.lists() })]);
    },
  });
}
