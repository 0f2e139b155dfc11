import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cartLinesQueryOptions } from '../../../shared/api/carts';
import { usePickup } from '../../../shared/stores/pickup';
import { useOrderProducts } from '../api/get-order-product';
import type { QuoteSource } from '../api/quote-order';
import { fromCartLine, fromPickupItem, type OrderItemView } from '../lib/order-items';

/** What {@link usePickedItems} returns. */
export interface PickedItems {
  /** The lines as the order form shows them (empty while loading or on error). */
  items: OrderItemView[];
  loading: boolean;
  /** The load failure's message, or null. */
  error: string | null;
  /** Where the items come from: the member's cart lines, buy-now items, or nothing picked. */
  source: 'cart' | 'items' | 'none';
  /** What to quote and order (cart line ids or buy-now items), or null when nothing is picked. */
  orderSource: QuoteSource | null;
}

/** The items the pick-up store points at: cart lines, or buy-now items with their products. */
export function usePickedItems(): PickedItems {
  const cartIds = usePickup((s) => s.cartIds);
  const pickItems = usePickup((s) => s.items);
  const source: PickedItems['source'] = cartIds && cartIds.length ? 'cart' : pickItems && pickItems.length ? 'items' : 'none';
  const carts = useQuery({ ...cartLinesQueryOptions(), enabled: source === 'cart' });
  const products = useOrderProducts(source === 'items' ? pickItems! : []);

  const orderSource = useMemo<QuoteSource | null>(
    () =>
      source === 'cart'
        ? { carts: cartIds ?? [] }
        : source === 'items'
          ? {
              items: (pickItems ?? []).map((i) => ({
                product: i.product,
                option: i.option,
                ...(i.choices?.length ? { choices: i.choices } : {}),
                amount: i.amount,
              })),
            }
          : null,
    [source, cartIds, pickItems],
  );

  return useMemo(() => {
    const base = { source, orderSource };
    if (source === 'cart') {
      if (carts.isPending) return { ...base, items: [], loading: true, error: null };
      if (carts.isError) return { ...base, items: [], loading: false, error: carts.error.message };
      const wanted = new Set(cartIds);
      return { ...base, items: carts.data.filter((l) => wanted.has(l._id)).map(fromCartLine), loading: false, error: null };
    }
    if (source === 'items') {
      if (products.some((p) => p.isPending)) return { ...base, items: [], loading: true, error: null };
      const failed = products.find((p) => p.isError);
      if (failed?.error) return { ...base, items: [], loading: false, error: failed.error.message };
      return { ...base, items: pickItems!.map((item, i) => fromPickupItem(item, products[i]!.data!, i)), loading: false, error: null };
    }
    return { ...base, items: [], loading: false, error: null };
  }, [source, orderSource, carts.isPending, carts.isError, carts.error, carts.data, cartIds, pickItems, products]);
}
