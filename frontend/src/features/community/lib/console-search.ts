import { BOARD_SORTS, boardCategoryOf, type BoardSort } from '@shop/contracts';
import type { ConsoleBoardsFilter } from '../api/keys';

/** Search params of /console/boards. */
export interface ConsoleBoardsSearch {
  page?: number;
  searchValue?: string;
  category?: string;
  sort?: BoardSort;
}

/** Reads /console/boards' search params. */
export function consoleBoardsSearchOf(s: Record<string, unknown>): ConsoleBoardsSearch {
  const page = Number(s.page);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
    category: boardCategoryOf(s.category),
    sort: typeof s.sort === 'string' && (BOARD_SORTS as readonly string[]).includes(s.sort) && s.sort !== 'latest' ? (s.sort as BoardSort) : undefined,
  };
}

/** The table's filter from the search params. */
export const consoleBoardsFilterOf = (s: ConsoleBoardsSearch): ConsoleBoardsFilter => ({
  page: s.page ?? 1,
  searchValue: s.searchValue ?? '',
  category: boardCategoryOf(s.category) ?? '',
  sort: s.sort ?? 'latest',
});
