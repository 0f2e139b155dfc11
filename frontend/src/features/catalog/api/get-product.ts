import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProduct } from '../../../shared/api/products';
import { catalogKeys } from './keys';

export { fetchProduct };

/** Query of one product by id or code. */
export const productQueryOptions = (idOrCode: string) => queryOptions({ queryKey: catalogKeys.detail(idOrCode), queryFn: () => fetchProduct(idOrCode) });

/** One product. */
export function useProduct(idOrCode: string) {
  return useQuery(productQueryOptions(idOrCode));
}
