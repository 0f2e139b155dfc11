import type { QuoteSource } from '../api/quote-order';
import { useOrderQuote } from '../api/quote-order';
import type { OrderItemView } from '../lib/order-items';
import type { PriceBreakdown } from '@shop/contracts';

/** The order's amounts in 원 as the summary shows them. */
export interface OrderPrice {
  productsTotal: number;
  /** Shipping charge, or null until the server has priced the order. */
  shippingPrice: number | null;
  grandTotal: number;
  /** The server could not price it now (the charge is settled when the order is placed). */
  quoteFailed: boolean;
  /** The server's amounts piece by piece, once it has priced the order. */
  breakdown: PriceBreakdown | null;
}

/**
 * The server's price of what is ordered (shipping rules included); until it answers, the sum of
 * the lines as shown. Nothing is asked while `items` is empty.
 */
export function useOrderPrice(items: OrderItemView[], orderSource: QuoteSource | null): OrderPrice {
  const quote = useOrderQuote(items.length > 0 ? orderSource : null);
  const productsTotal = quote.data?.productsPrice ?? items.reduce((s, i) => s + i.total, 0);
  return {
    productsTotal,
    shippingPrice: quote.data?.shippingPrice ?? null,
    grandTotal: quote.data?.totalPrice ?? productsTotal,
    quoteFailed: quote.isError,
    breakdown: quote.data?.breakdown ?? null,
  };
}
