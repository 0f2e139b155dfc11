import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type OrderQuote } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { orderKeys } from './keys';

/** What the order form orders: the member's cart line ids, or buy-now items. */
export type QuoteSource = { carts: string[] } | { items: { product: string; option: Record<string, string>; amount: number }[] };

/** POST /api/v1/shop/orders/quote: the server's price of the order now, shipping included (writes nothing). */
export function quoteOrder(source: QuoteSource): Promise<OrderQuote> {
  return apiFetch<OrderQuote>(`${API.public}/shop/orders/quote`, { method: 'POST', body: source });
}

/** Query options of the quote; keyed on what is ordered, so a change re-prices. */
export const quoteOrderQueryOptions = (source: QuoteSource) =>
  queryOptions({ queryKey: orderKeys.quote(source), queryFn: () => quoteOrder(source), staleTime: 30_000, retry: false });

/** The order form's price summary from the server; disabled while there is nothing to order. */
export function useOrderQuote(source: QuoteSource | null) {
  return useQuery({ ...quoteOrderQueryOptions(source ?? { items: [] }), enabled: source !== null });
}
