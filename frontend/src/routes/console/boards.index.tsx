import { createFileRoute } from '@tanstack/react-router';
import { consoleBoardsQueryOptions } from '../../features/community/api/console-boards';
import { BoardsConsolePage } from '../../features/community/components/BoardsConsolePage';
import { consoleBoardsFilterOf, consoleBoardsSearchOf } from '../../features/community/lib/console-search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/boards (spec §2 console boards; §6 boards: admin02 and console). */
export const Route = createFileRoute('/console/boards/')({
  validateSearch: consoleBoardsSearchOf,
  beforeLoad: ({ location, preload }) => requireConsoleArea('boards', { location, preload }),
  loaderDeps: ({ search }) => consoleBoardsFilterOf(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleBoardsQueryOptions(deps)).catch(() => undefined),
  component: function BoardsConsoleRoute() {
    return <BoardsConsolePage filter={consoleBoardsFilterOf(Route.useSearch())} />;
  },
});
