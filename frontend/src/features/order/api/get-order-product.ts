import { queryOptions, useQueries } from '@tanstack/react-query';
import { API, type ProductDetail, type TargetPaymentResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { orderKeys } from './keys';

/** GET /api/v1/shop/products/{id}: one product, for a buy-now line of the order form. */
export async function fetchOrderProduct(id: string): Promise<ProductDetail> {
  const { product } = await apiFetch<{ product: ProductDetail }>(`${API.public}/shop/products/${encodeURIComponent(id)}`);
  return product;
}

/** GET /api/v1/me/target-payments/{id}: the product view of the member's own target payment (never in the public catalogue). */
export async function fetchTargetPaymentProduct(id: string): Promise<ProductDetail> {
  const { product } = await apiFetch<TargetPaymentResponse>(`${API.me}/target-payments/${encodeURIComponent(id)}`);
  return product;
}

/** Query options of one buy-now product (a target payment's from the member's own calls). */
export const orderProductQueryOptions = (id: string, targetPayment = false) =>
  queryOptions({
    queryKey: targetPayment ? [...orderKeys.product(id), 'target'] : orderKeys.product(id),
    queryFn: () => (targetPayment ? fetchTargetPaymentProduct(id) : fetchOrderProduct(id)),
  });

/** The products of several buy-now items, fetched side by side. */
export function useOrderProducts(items: { product: string; targetPayment?: boolean }[]) {
  return useQueries({ queries: items.map((i) => orderProductQueryOptions(i.product, i.targetPayment)) });
}
