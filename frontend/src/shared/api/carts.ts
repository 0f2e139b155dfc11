import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CartLine } from '@shop/contracts';
import { apiFetch } from './client';
import { cartKeys } from './cart-keys';
import { useIsSignedIn } from '../stores/session';

/** GET /api/v1/me/carts: the member's cart lines. */
export async function fetchCartLines(): Promise<CartLine[]> {
  const { carts } = await apiFetch<{ carts: CartLine[] }>(`${API.me}/carts`);
  return carts;
}

/** Query of the member's cart lines, under cartKeys.all (invalidate cartKeys.all after a change). */
export const cartLinesQueryOptions = () => queryOptions({ queryKey: [...cartKeys.all, 'lines'] as const, queryFn: fetchCartLines });

/** Number of lines in the member's cart; 0 while signed out (no request is made). */
export function useCartCount(): number {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...cartLinesQueryOptions(), enabled: signedIn });
  return signedIn ? (data?.length ?? 0) : 0;
}
