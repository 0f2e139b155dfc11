import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type OrderQuote, type QuoteOrderDto } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { orderKeys } from './keys';

/** What the order form orders: the member's cart line ids, or buy-now items. */
export type QuoteSource = { carts: string[] } | { items: { product: string; option: Record<string, string>; choices?: string[]; amount: number }[] };

/** What a quote prices besides the lines: the member's coupons and points, and where it would go. */
export interface QuoteChoices {
  coupons: string[];
  /** Points (적립금) to use, 원. */
  point: number;
  destination: QuoteOrderDto['destination'] | null;
}

/** The body of a quote: the lines with the choices, leaving out what is not chosen. */
export function quoteBody(source: QuoteSource, choices: QuoteChoices): QuoteOrderDto {
  return {
    ...source,
    ...(choices.coupons.length ? { coupons: choices.coupons } : {}),
    ...(choices.point > 0 ? { point: choices.point } : {}),
    ...(choices.destination ? { destination: choices.destination } : {}),
  };
}

/** POST /api/v1/shop/orders/quote: the server's price of the order now, shipping included (writes nothing). */
export function quoteOrder(source: QuoteOrderDto): Promise<OrderQuote> {
  return apiFetch<OrderQuote>(`${API.public}/shop/orders/quote`, { method: 'POST', body: source });
}

/** Query options of the quote; keyed on what is ordered, so a change re-prices. */
export const quoteOrderQueryOptions = (source: QuoteOrderDto) =>
  queryOptions({ queryKey: orderKeys.quote(source), queryFn: () => quoteOrder(source), staleTime: 30_000, retry: false });

/**
 * The order form's price from the server; disabled while there is nothing to order. The last
 * answer stays shown while a changed choice is priced, and after a refusal (whose message the
 * page shows).
 */
export function useOrderQuote(body: QuoteOrderDto | null) {
  return useQuery({ ...quoteOrderQueryOptions(body ?? { items: [] }), enabled: body !== null, placeholderData: keepPreviousData });
}
