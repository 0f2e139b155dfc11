import type { CenterPostKind, QuestionCategory } from '@shop/contracts';
import { parseFaqCategory } from '../api/center-posts';

/** Search of a console post table (/console/notifications, /console/faqs): 1-based page, words and (FAQ) category. */
export interface CenterPostsSearch {
  page?: number;
  searchValue?: string;
  category?: QuestionCategory;
}

/** The URL's search of a post table, each value checked (a bad one is no filter). */
export function centerPostsSearchOf(s: Record<string, unknown>): CenterPostsSearch {
  const page = Number(s.page);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
    category: parseFaqCategory(s.category),
  };
}

/** The table's filter (loader deps and page props) from its search. */
export const centerPostsFilterOf = (search: CenterPostsSearch) => ({
  page: search.page ?? 1,
  searchValue: search.searchValue ?? '',
  category: search.category ?? ('' as const),
});

/** The §6 console area of each kind's table. */
export const CENTER_POST_AREA: Record<CenterPostKind, 'notices' | 'faqs'> = { NOTICE: 'notices', FAQ: 'faqs' };
