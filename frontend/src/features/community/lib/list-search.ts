/** Search of a community list: 1-based page and words. */
export interface CommunityListSearch {
  page?: number;
  searchValue?: string;
}

/** Reads a community list's search params: a page past the first, words trimmed to 50 characters. */
export function communityListSearchOf(s: Record<string, unknown>): CommunityListSearch {
  const page = Number(s.page);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
  };
}
