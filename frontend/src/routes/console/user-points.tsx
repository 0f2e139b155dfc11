import { createFileRoute } from '@tanstack/react-router';
import { MemberPointsPage } from '../../features/points/components/MemberPointsPage';
import { MEMBER_POINTS_PAGE_SIZE, memberPointsQueryOptions } from '../../features/points/api/member-points';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the members' points table: 1-based page and the search box's text. */
export interface MemberPointsSearch {
  page?: number;
  searchValue?: string;
}

export const Route = createFileRoute('/console/user-points')({
  validateSearch: (s: Record<string, unknown>): MemberPointsSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('userPoints', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(memberPointsQueryOptions({ ...deps, limit: MEMBER_POINTS_PAGE_SIZE })).catch(() => undefined),
  component: MemberPointsRoute,
});

function MemberPointsRoute() {
  const { page = 1, searchValue = '' } = Route.useSearch();
  return <MemberPointsPage page={page} searchValue={searchValue} />;
}
