import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CartLine } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { cartKeys } from '../../../shared/api/cart-keys';

/** PUT /api/v1/me/carts/{id}: sets a cart line's quantity (1-999). */
export async function updateCartLine(id: string, amount: number): Promise<CartLine> {
  const { cart } = await apiFetch<{ cart: CartLine; position: number }>(`${API.me}/carts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { amount },
  });
  return cart;
}

/** Quantity change of a cart line; refreshes the cart (page and header badge). */
export function useUpdateCartLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount }: { id: string; amount: number }) => updateCartLine(id, amount),
    onSettled: () => qc.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
