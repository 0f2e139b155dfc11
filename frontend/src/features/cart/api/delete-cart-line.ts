import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { cartKeys } from '../../../shared/api/cart-keys';

/** DELETE /api/v1/me/carts/{id}: removes a cart line. */
export async function deleteCartLine(id: string): Promise<void> {
  await apiFetch<{ position: number }>(`${API.me}/carts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes one or more cart lines, then refreshes the cart (page and header badge). */
export function useDeleteCartLines() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await deleteCartLine(id);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
