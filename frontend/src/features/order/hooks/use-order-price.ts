import { useMemo, useRef } from 'react';
import type { OrderQuote, PriceBreakdown } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { quoteBody, useOrderQuote, type QuoteChoices, type QuoteSource } from '../api/quote-order';
import type { OrderItemView } from '../lib/order-items';

/** The order's amounts in 원 as the summary shows them. */
export interface OrderPrice {
  productsTotal: number;
  /** Shipping charge, or null until the server has priced the order. */
  shippingPrice: number | null;
  grandTotal: number;
  /** The server could not price it now (the charge is settled when the order is placed). */
  quoteFailed: boolean;
  /** The server's refusal of the current choices (a coupon that does not apply, an area not served…), or null. */
  quoteError: string | null;
  /** A newer price is being asked for (the amounts shown are the last answer). */
  repricing: boolean;
  /** The server's amounts piece by piece, once it has priced the order. */
  breakdown: PriceBreakdown | null;
  /** The best allowed combination of the member's coupons on this order, and what it takes off. */
  couponSuggestion: OrderQuote['couponSuggestion'];
  /** The member's points balance and the most of it this order may use (원). */
  points: OrderQuote['points'];
}

/**
 * The server's price of what is ordered with the member's choices (level, shipping to the
 * destination, coupons, points); until it answers, the sum of the lines as shown. Nothing is
 * asked while `items` is empty.
 */
export function useOrderPrice(items: OrderItemView[], orderSource: QuoteSource | null, choices: QuoteChoices): OrderPrice {
  const body = useMemo(() => (items.length > 0 && orderSource ? quoteBody(orderSource, choices) : null), [items.length, orderSource, choices]);
  const quote = useOrderQuote(body);
  // After a refusal the last priced answer stays shown, with the refusal beside it.
  const lastPriced = useRef<OrderQuote | null>(null);
  if (quote.data && !quote.isPlaceholderData) lastPriced.current = quote.data;
  const data = quote.data ?? (quote.isError ? lastPriced.current : null);
  const productsTotal = data?.productsPrice ?? items.reduce((s, i) => s + i.total, 0);
  return {
    productsTotal,
    shippingPrice: data?.shippingPrice ?? null,
    grandTotal: data?.totalPrice ?? productsTotal,
    quoteFailed: quote.isError && !data,
    quoteError: quote.error instanceof ApiRequestError && quote.error.status !== 0 ? quote.error.message : null,
    repricing: quote.isFetching,
    breakdown: data?.breakdown ?? null,
    couponSuggestion: data?.couponSuggestion ?? null,
    points: data?.points ?? null,
  };
}
