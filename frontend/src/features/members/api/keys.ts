import type { MembersSearch } from '../lib/member-search';

/** Query keys of the console's member pages. */
export const memberKeys = {
  all: ['console', 'members'] as const,
  list: (search: MembersSearch) => [...memberKeys.all, 'list', search] as const,
  one: (id: string) => [...memberKeys.all, 'one', id] as const,
  history: (id: string) => [...memberKeys.all, 'history', id] as const,
  records: (id: string, kind: string) => [...memberKeys.all, 'records', id, kind] as const,
};
