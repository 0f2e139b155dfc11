import { queryOptions, useQueries } from '@tanstack/react-query';
import type { ProductDetail } from '@shop/contracts';
import { hasErrorCode } from '../../../shared/api/client';
import { fetchProduct } from '../../../shared/api/products';
import { wishlistKeys } from './keys';

export { fetchProduct };

/** Query of one liked product (null when it no longer exists). */
export const likedProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: wishlistKeys.product(id),
    queryFn: async (): Promise<ProductDetail | null> => {
      try {
        return await fetchProduct(id);
      } catch (e) {
        if (hasErrorCode(e, 'NOT_FOUND', 'PRODUCT_NOT_FOUND')) return null;
        throw e;
      }
    },
    staleTime: 60_000,
  });

/**
 * The liked products, one request each, until the likes API (`/api/v1/me/likes`) exists and
 * returns them in one call.
 */
export function useLikedProducts(ids: string[]) {
  return useQueries({
    queries: ids.map((id) => likedProductQueryOptions(id)),
    combine: (results) => ({
      products: results.map((r) => r.data).filter((p): p is ProductDetail => Boolean(p)),
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
    }),
  });
}
