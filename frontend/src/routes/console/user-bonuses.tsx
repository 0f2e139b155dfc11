import { createFileRoute } from '@tanstack/react-router';
import { BONUS_WITHDRAWAL_STATUS_TEXT, type BonusType, type BonusWithdrawalStatus } from '@shop/contracts';
import { UserBonusesPage } from '../../features/user-bonuses/components/UserBonusesPage';
import { BONUS_FILTERS, userBonusesQueryOptions } from '../../features/user-bonuses/api/user-bonuses';
import { bonusWithdrawalsQueryOptions } from '../../features/user-bonuses/api/bonus-withdrawals';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the console's bonus lines: 1-based page, search words, one type; the 출금 내역 view with its status; the 적립률 view. */
export interface UserBonusesSearch {
  page?: number;
  searchValue?: string;
  type?: BonusType | 'WITHDRAWAL';
  view?: 'rates' | 'withdrawals';
  status?: BonusWithdrawalStatus;
}

export const Route = createFileRoute('/console/user-bonuses')({
  validateSearch: (s: Record<string, unknown>): UserBonusesSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
      type: BONUS_FILTERS.find((f) => f.value === s.type)?.value,
      view: s.view === 'rates' || s.view === 'withdrawals' ? s.view : undefined,
      status: typeof s.status === 'string' && s.status in BONUS_WITHDRAWAL_STATUS_TEXT ? (s.status as BonusWithdrawalStatus) : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('userBonuses', { location, preload }),
  loaderDeps: ({ search }) => ({
    page: search.page ?? 1,
    searchValue: search.searchValue ?? '',
    type: search.type ?? ('' as const),
    view: search.view,
    status: search.status,
  }),
  loader: ({ context: { queryClient }, deps: { view, status, ...lines } }) =>
    (view === 'withdrawals'
      ? queryClient.ensureQueryData(bonusWithdrawalsQueryOptions({ page: lines.page, status: status ?? '' }))
      : queryClient.ensureQueryData(userBonusesQueryOptions(lines))
    ).catch(() => undefined),
  component: UserBonusesRoute,
});

function UserBonusesRoute() {
  const { page = 1, searchValue = '', type, view, status } = Route.useSearch();
  return <UserBonusesPage filter={{ page, searchValue, type: type ?? '' }} view={view ?? 'lines'} withdrawals={{ page, status: status ?? '' }} />;
}
