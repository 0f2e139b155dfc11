import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type AddCartLineDto, type CartLine } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { cartKeys } from '../../../shared/api/cart-keys';

/** Body of POST /api/v1/me/carts. */
export type AddCartLineBody = Pick<AddCartLineDto, 'product' | 'amount' | 'choices'> & { option: Record<string, string> };

/** POST /api/v1/me/carts: adds to the member's cart (the same product and option adds up). */
export async function addCartLine(body: AddCartLineBody): Promise<CartLine> {
  const { cart } = await apiFetch<{ cart: CartLine; position: number }>(`${API.me}/carts`, { method: 'POST', body });
  return cart;
}

/** Mutation adding a cart line; refreshes the cart queries (the position header makes the refetch see it). */
export function useAddCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
