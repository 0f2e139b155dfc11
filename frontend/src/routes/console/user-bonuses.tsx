import { createFileRoute } from '@tanstack/react-router';
import type { BonusType } from '@shop/contracts';
import { UserBonusesPage } from '../../features/user-bonuses/components/UserBonusesPage';
import { BONUS_FILTERS, userBonusesQueryOptions } from '../../features/user-bonuses/api/user-bonuses';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the console's bonus lines: 1-based page, search words, one type, and the 적립률 view. */
export interface UserBonusesSearch {
  page?: number;
  searchValue?: string;
  type?: BonusType | 'WITHDRAWAL';
  view?: 'rates';
}

export const Route = createFileRoute('/console/user-bonuses')({
  validateSearch: (s: Record<string, unknown>): UserBonusesSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
      type: BONUS_FILTERS.find((f) => f.value === s.type)?.value,
      view: s.view === 'rates' ? 'rates' : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('userBonuses', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '', type: search.type ?? ('' as const) }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(userBonusesQueryOptions(deps)).catch(() => undefined),
  component: UserBonusesRoute,
});

function UserBonusesRoute() {
  const { page = 1, searchValue = '', type, view } = Route.useSearch();
  return <UserBonusesPage filter={{ page, searchValue, type: type ?? '' }} view={view ?? 'lines'} />;
}
