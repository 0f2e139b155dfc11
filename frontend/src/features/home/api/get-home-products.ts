import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DisplayCode, HOME } from '@shop/contracts';
import { fetchProducts, type ProductListParams } from '../../../shared/api/products';
import { homeKeys } from './keys';

/** Query of a home product list (a display group, optionally within a category). */
export const homeProductsQueryOptions = (params: ProductListParams) =>
  queryOptions({ queryKey: homeKeys.products(params), queryFn: () => fetchProducts(params), staleTime: 60_000 });

/** Params of the basin slider: group main_shows, 12 products (spec §9). */
export const BASIN_PARAMS: ProductListParams = { group: DisplayCode.MAIN_SHOWS, limit: HOME.basinSliderLimit };
/** Params of the popular block. */
export const POPULAR_PARAMS: ProductListParams = { group: DisplayCode.POPULAR, limit: 8 };

/** Params of one highlights page: group highlights in a tab's category, 4 a page (spec §4, §9). */
export function highlightsParams(category: string, page: number): ProductListParams {
  return { group: DisplayCode.HIGHLIGHTS, category, limit: HOME.highlightsPageSize, skip: (page - 1) * HOME.highlightsPageSize };
}

/** A home product list; `keepPrevious` keeps the last page on screen while the next loads. */
export function useHomeProducts(params: ProductListParams, keepPrevious = false) {
  return useQuery({ ...homeProductsQueryOptions(params), placeholderData: keepPrevious ? keepPreviousData : undefined });
}

export { fetchProducts };
