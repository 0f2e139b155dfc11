import { createFileRoute } from '@tanstack/react-router';
import { consoleBoardQueryOptions } from '../../features/community/api/console-boards';
import { BoardEditPage } from '../../features/community/components/BoardEditorPage';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/boards/{_board} (spec §2): one post to rewrite, with its thumbnail and files. */
export const Route = createFileRoute('/console/boards/$boardId')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('boards', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(consoleBoardQueryOptions(params.boardId)).catch(() => undefined),
  component: function BoardEditRoute() {
    const { boardId } = Route.useParams();
    return <BoardEditPage id={boardId} />;
  },
});
