import { CONSOLE_PRODUCT_SORTS, type ConsoleProductSort } from '@shop/contracts';

/** The console product list's URL search: page, words, category, brand, shown/sold state, type, order. */
export interface ProductsSearch {
  page?: number;
  q?: string;
  category?: string;
  brand?: string;
  shows?: 'true' | 'false';
  sells?: 'true' | 'false';
  type?: 'normal' | 'variety' | 'bundle';
  sort?: ConsoleProductSort;
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);
const bool = (v: unknown) => (v === 'true' || v === 'false' ? v : v === true ? 'true' : v === false ? 'false' : undefined);

/** Validates the product list's search parameters; anything malformed is dropped. */
export function validateProductsSearch(s: Record<string, unknown>): ProductsSearch {
  const page = Number(s.page);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: text(s.q, 50),
    category: text(s.category, 64),
    brand: text(s.brand, 64),
    shows: bool(s.shows),
    sells: bool(s.sells),
    type: s.type === 'normal' || s.type === 'variety' || s.type === 'bundle' ? s.type : undefined,
    sort: typeof s.sort === 'string' && Object.hasOwn(CONSOLE_PRODUCT_SORTS, s.sort) && s.sort !== 'latest' ? (s.sort as ConsoleProductSort) : undefined,
  };
}

/** The query parameters of the list and export calls for a search (page left out). */
export function productsQuery({ page: _page, ...search }: ProductsSearch): Record<string, string> {
  return Object.fromEntries(Object.entries(search).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}
