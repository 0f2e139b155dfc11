import { queryOptions, useQueries } from '@tanstack/react-query';
import { ApiRequestError } from '../../../shared/api/client';
import { fetchProduct } from '../../../shared/api/products';
import type { PickedProduct } from '../../../shared/console/ProductPicker';
import { shippingKeys } from './shipping-keys';

/** The picked list's line of a product that no longer shows (hidden or deleted) or is still loading: its id stands for the code. */
const unnamed = (id: string, missing: boolean): PickedProduct => ({ _id: id, code: id, name: missing ? '표시되지 않는 상품' : '불러오는 중…', thumb: null });

/**
 * GET /api/v1/shop/products/{id} of each product a rule targets, so a stored rule shows its
 * products by name, code and picture; one not found (404) reads "표시되지 않는 상품".
 */
export function useTargetProducts(ids: string[]): PickedProduct[] {
  const answers = useQueries({
    queries: ids.map((id) =>
      queryOptions({
        queryKey: shippingKeys.product(id),
        queryFn: async (): Promise<PickedProduct> => {
          try {
            const p = await fetchProduct(id);
            return { _id: p._id, code: p.code, name: p.name, thumb: p.thumb ?? null };
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
