import { queryOptions, useQueries } from '@tanstack/react-query';
import { API, type ProductDetail } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { orderKeys } from './keys';

/** GET /api/v1/shop/products/{id}: one product, for a buy-now line of the order form. */
export async function fetchOrderProduct(id: string): Promise<ProductDetail> {
  const { product } = await apiFetch<{ product: ProductDetail }>(`${API.public}/shop/products/${encodeURIComponent(id)}`);
  return product;
}

/** Query options of one buy-now product. */
export const orderProductQueryOptions = (id: string) => queryOptions({ queryKey: orderKeys.product(id), queryFn: () => fetchOrderProduct(id) });

/** The products of several buy-now items, fetched side by side. */
export function useOrderProducts(ids: string[]) {
  return useQueries({ queries: ids.map((id) => orderProductQueryOptions(id)) });
}
