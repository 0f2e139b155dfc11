import { createFileRoute } from '@tanstack/react-router';
import { consoleCommentsQueryOptions } from '../../features/community/api/console-boards';
import { BoardCommentsConsolePage } from '../../features/community/components/BoardCommentsConsolePage';
import { communityListSearchOf } from '../../features/community/lib/list-search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/board-comments (spec §2; §6 comments: admin02 and console). */
export const Route = createFileRoute('/console/board-comments')({
  validateSearch: communityListSearchOf,
  beforeLoad: ({ location, preload }) => requireConsoleArea('comments', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleCommentsQueryOptions(deps.page, deps.searchValue)).catch(() => undefined),
  component: function BoardCommentsRoute() {
    const { page = 1, searchValue = '' } = Route.useSearch();
    return <BoardCommentsConsolePage page={page} searchValue={searchValue} />;
  },
});
