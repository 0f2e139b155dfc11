import type { BoardCategory, BoardSort } from '@shop/contracts';

/** Filter of the console's board table (the URL's search params). */
export interface ConsoleBoardsFilter {
  page: number;
  searchValue: string;
  category: BoardCategory | '';
  sort: BoardSort;
}

/** Query keys of the community boards: the shop's lists, posts and comments, and the console's tables. */
export const boardKeys = {
  all: ['community'] as const,
  lists: () => [...boardKeys.all, 'list'] as const,
  list: (category: BoardCategory, page: number, searchValue: string) => [...boardKeys.lists(), category, page, searchValue] as const,
  notices: (page: number, searchValue: string) => [...boardKeys.all, 'notices', page, searchValue] as const,
  details: () => [...boardKeys.all, 'detail'] as const,
  detail: (id: string) => [...boardKeys.details(), id] as const,
  /** A post as the signed-in `viewer` reads it (its `mine` is theirs; the server renders every page as a visitor). */
  viewerDetail: (id: string, viewer: string) => [...boardKeys.detail(id), 'viewer', viewer] as const,
  comments: (id: string) => [...boardKeys.all, 'comments', id] as const,
  console: (f: ConsoleBoardsFilter) => [...boardKeys.all, 'console', f] as const,
  consoleOne: (id: string) => [...boardKeys.all, 'console-one', id] as const,
  consoleComments: (page: number, searchValue: string) => [...boardKeys.all, 'console-comments', page, searchValue] as const,
};
