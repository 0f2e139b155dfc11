import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API, type AddCartLineDto, type PlannerInput, type PlannerResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** GET /api/v1/planner: the layout for the room and the products that fit each place. */
export const plannerQueryOptions = (input: PlannerInput) =>
  queryOptions({
    queryKey: ['brand-site', 'planner', input] as const,
    queryFn: () => apiFetch<PlannerResponse>(`${API.public}/planner`, { query: { ...input } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** POST /api/v1/me/carts for each picked product, one unit with its option values, one after the other (the cart adds up a repeat). */
export async function addPlannedToCart(lines: { product: string; option: Record<string, string> }[]): Promise<void> {
  for (const line of lines) {
    const body: Pick<AddCartLineDto, 'product' | 'amount' | 'option'> = { ...line, amount: 1 };
    await apiFetch(`${API.me}/carts`, { method: 'POST', body });
  }
}
