import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type CartLine, type RegularPurchaseListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { cartKeys } from '../../../shared/api/cart-keys';
import { dashboardKeys } from './dashboard';

/** GET /api/v1/me/regular-purchases: products bought before, most often first. */
export const regularPurchasesQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.regular,
    queryFn: async () => (await apiFetch<RegularPurchaseListResponse>(`${API.me}/regular-purchases`)).regularPurchases,
  });

/** The member's regular purchases. */
export function useRegularPurchases() {
  return useQuery(regularPurchasesQueryOptions());
}

/** What one-click reorder puts in the cart: the product, its option and the last amount. */
export interface ReorderLine {
  product: string;
  option: Record<string, string>;
  amount: number;
}

/** POST /api/v1/me/carts with the line bought before (the same product and option adds up); refreshes the cart. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: ReorderLine) => apiFetch<{ cart: CartLine | null; position: number }>(`${API.me}/carts`, { method: 'POST', body: line }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
