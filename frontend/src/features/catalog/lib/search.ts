import { encodeFacets, parseFacets, ProductSort } from '@shop/contracts';
import type { ProductListParams } from '../../../shared/api/products';

/** Products per page of the shop listings (a multiple of 2, 3 and 4 columns). */
export const PAGE_SIZE = 24;

const SORTS = new Set<string>(Object.values(ProductSort));

/** Search params shared by the product listings. */
export interface ListSearch {
  page?: number;
  sort?: ProductSort;
}

/** A page number from the URL: a whole number from 1, else undefined (page 1). */
export function parsePage(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 1 ? n : undefined;
}

/** A sort from the URL, when it is one of the four (spec §9). */
export function parseSort(value: unknown): ProductSort | undefined {
  return typeof value === 'string' && SORTS.has(value) ? (value as ProductSort) : undefined;
}

/** A non-empty trimmed string from the URL, else undefined. */
export function parseText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const t = value.trim();
  return t ? t.slice(0, 100) : undefined;
}

/** Picked facet values from the URL (`filters`), in their canonical text; undefined when none is valid. */
export function parseFilters(value: unknown): string | undefined {
  return encodeFacets(parseFacets(typeof value === 'number' ? String(value) : value)) || undefined;
}

/** The list call's filter of a faceted listing: the picked values, and the facets asked with their counts. */
export function facetedFilter(
  filter: Omit<ProductListParams, 'limit' | 'skip' | 'sort' | 'filters' | 'facets'>,
  filters: string | undefined,
): Omit<ProductListParams, 'limit' | 'skip' | 'sort'> {
  return { ...filter, ...(filters ? { filters } : {}), facets: '1' };
}

/** validateSearch of listings: page and sort. */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  return { page: parsePage(search.page), sort: parseSort(search.sort) };
}

/** Search params of the faceted listings (/shop, /shop/products, /shop/sales): page, sort and the picked facet values. */
export interface FacetedSearch extends ListSearch {
  filters?: string;
}

/** validateSearch of the faceted listings: page, sort and `filters`. */
export function validateFacetedSearch(search: Record<string, unknown>): FacetedSearch {
  return { ...validateListSearch(search), filters: parseFilters(search.filters) };
}

/** The skip header for a page. */
export const skipOf = (page: number | undefined) => ((page ?? 1) - 1) * PAGE_SIZE;

/** The list call's params for a filter, page and sort (shared by loaders and components so keys match). */
export function listParams(
  filter: Omit<ProductListParams, 'limit' | 'skip' | 'sort'>,
  page: number | undefined,
  sort: ProductSort | undefined,
): ProductListParams {
  return { ...filter, sort: sort ?? ProductSort.LATEST, limit: PAGE_SIZE, skip: skipOf(page) };
}
