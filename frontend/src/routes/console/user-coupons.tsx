import { createFileRoute } from '@tanstack/react-router';
import { ConsoleUserCouponsPage } from '../../features/coupons/components/ConsoleUserCouponsPage';
import { USER_COUPONS_PAGE_SIZE, consoleUserCouponsQueryOptions } from '../../features/coupons/api/console-coupons';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the members' coupon table: 1-based page and the search box's text. */
export interface UserCouponsSearch {
  page?: number;
  searchValue?: string;
}

export const Route = createFileRoute('/console/user-coupons')({
  validateSearch: (s: Record<string, unknown>): UserCouponsSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('userCoupons', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(consoleUserCouponsQueryOptions({ ...deps, limit: USER_COUPONS_PAGE_SIZE })).catch(() => undefined),
  component: UserCouponsRoute,
});

function UserCouponsRoute() {
  const { page = 1, searchValue = '' } = Route.useSearch();
  return <ConsoleUserCouponsPage page={page} searchValue={searchValue} />;
}
