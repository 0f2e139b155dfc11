import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProducts, type ProductListParams } from '../../../shared/api/products';
import { catalogKeys } from './keys';

export { fetchProducts };

/** Query of one page of the product list. */
export const productListQueryOptions = (params: ProductListParams) =>
  queryOptions({ queryKey: catalogKeys.list(params), queryFn: () => fetchProducts(params) });

/** One page of products; keeps the previous page on screen while the next one loads. */
export function useProducts(params: ProductListParams) {
  return useQuery({ ...productListQueryOptions(params), placeholderData: keepPreviousData });
}
