import { createFileRoute, redirect } from '@tanstack/react-router';
import { boardCategoryOf, type BoardCategory } from '@shop/contracts';
import { boardQueryOptions } from '../../../features/community/api/boards';
import { BoardViewPage } from '../../../features/community/components/BoardViewPage';
import { boardHead } from '../../../features/community/lib/community-seo';

/** /community/{category}/{id} (spec §2 board sub-route "{_id} view"): one post with its files and comments. */
export const Route = createFileRoute('/community/$category/$boardId')({
  beforeLoad: ({ params }) => {
    if (!boardCategoryOf(params.category)) throw redirect({ to: '/community/$category', params: { category: 'news' }, replace: true });
  },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(boardQueryOptions(params.boardId)).catch(() => undefined),
  head: ({ match, params }) => boardHead(match.context.queryClient.getQueryData(boardQueryOptions(params.boardId).queryKey), params.category, params.boardId),
  component: function BoardViewRoute() {
    const { category, boardId } = Route.useParams();
    return <BoardViewPage category={category as BoardCategory} id={boardId} />;
  },
});
