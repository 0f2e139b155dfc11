import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { ProductCard } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { fetchProduct, fetchProducts } from '../../../shared/api/products';
import { shippingKeys } from './shipping-keys';

/** Products listed per search of the rule form's product picker. */
export const TARGET_PRODUCT_SEARCH_LIMIT = 8;

/** A product a rule targets, as the picker shows it: no name while it loads, and none with `missing` when it no longer shows (hidden or deleted). */
export interface TargetProduct {
  _id: string;
  code: string | null;
  name: string | null;
  thumbUrl: string | null;
  missing: boolean;
}

const cardOf = (p: Pick<ProductCard, '_id' | 'code' | 'name' | 'thumb'>): TargetProduct => ({
  _id: p._id,
  code: p.code,
  name: p.name,
  thumbUrl: p.thumb?.url ?? null,
  missing: false,
});
const unnamed = (id: string, missing: boolean): TargetProduct => ({ _id: id, code: null, name: null, thumbUrl: null, missing });

/** GET /api/v1/shop/products?searchValue=: the first products whose name, code or tags hold the words (none asked for an empty search). */
export function useTargetProductSearch(searchValue: string) {
  return useQuery(
    queryOptions({
      queryKey: shippingKeys.productSearch(searchValue),
      queryFn: async () => (await fetchProducts({ searchValue, limit: TARGET_PRODUCT_SEARCH_LIMIT })).products.map(cardOf),
      enabled: searchValue.length > 0,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}

/** GET /api/v1/shop/products/{id} of each chosen product, so a stored rule shows its products by name; a product not found keeps its id only. */
export function useTargetProducts(ids: string[]): TargetProduct[] {
  const answers = useQueries({
    queries: ids.map((id) =>
      queryOptions({
        queryKey: shippingKeys.product(id),
        queryFn: async (): Promise<TargetProduct> => {
          try {
            return cardOf(await fetchProduct(id));
          } catch (e) {
            if (e instanceof ApiRequestError && e.status === 404) return unnamed(id, true);
            throw e;
          }
        },
        staleTime: 5 * 60_000,
      }),
    ),
  });
  return ids.map((id, i) => answers[i]?.data ?? unnamed(id, answers[i]?.isError ?? false));
}
