import { createFileRoute } from '@tanstack/react-router';
import { MemberLevelPage } from '../../features/levels/components/MemberLevelPage';
import { levelsQueryOptions } from '../../features/levels/api/levels';
import { MEMBER_LEVEL_PAGE_SIZE, memberLevelsQueryOptions } from '../../features/levels/api/member-levels';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of a level's members: 1-based page and the search box's text. */
export interface MemberLevelSearch {
  page?: number;
  searchValue?: string;
}

export const Route = createFileRoute('/console/user-level/$code')({
  validateSearch: (s: Record<string, unknown>): MemberLevelSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('userLevels', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(levelsQueryOptions()),
      context.queryClient.ensureQueryData(memberLevelsQueryOptions({ code: params.code, ...deps, limit: MEMBER_LEVEL_PAGE_SIZE })),
    ]).catch(() => undefined),
  component: MemberLevelRoute,
});

function MemberLevelRoute() {
  const { code } = Route.useParams();
  const { page = 1, searchValue = '' } = Route.useSearch();
  return <MemberLevelPage code={code} page={page} searchValue={searchValue} />;
}
