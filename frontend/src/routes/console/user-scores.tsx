import { createFileRoute } from '@tanstack/react-router';
import { MemberScoresPage } from '../../features/levels/components/MemberScoresPage';
import { MEMBER_SCORES_PAGE_SIZE, memberLevelsQueryOptions } from '../../features/levels/api/member-levels';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the members' scores: 1-based page and the search box's text. */
export interface MemberScoresSearch {
  page?: number;
  searchValue?: string;
}

export const Route = createFileRoute('/console/user-scores')({
  validateSearch: (s: Record<string, unknown>): MemberScoresSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('userScores', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(memberLevelsQueryOptions({ code: null, ...deps, limit: MEMBER_SCORES_PAGE_SIZE })).catch(() => undefined),
  component: MemberScoresRoute,
});

function MemberScoresRoute() {
  const { page = 1, searchValue = '' } = Route.useSearch();
  return <MemberScoresPage page={page} searchValue={searchValue} />;
}
