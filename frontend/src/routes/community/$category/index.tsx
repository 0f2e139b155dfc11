import { createFileRoute, redirect } from '@tanstack/react-router';
import { boardCategoryOf, type BoardCategory } from '@shop/contracts';
import { boardsQueryOptions } from '../../../features/community/api/boards';
import { BoardListPage } from '../../../features/community/components/BoardListPage';
import { boardsHead } from '../../../features/community/lib/community-seo';
import { communityListSearchOf } from '../../../features/community/lib/list-search';

/** /community/{category} (spec §2 Info; board sub-route "list at the base"): one board's posts; an unknown category leads to 새소식. */
export const Route = createFileRoute('/community/$category/')({
  validateSearch: communityListSearchOf,
  beforeLoad: ({ params }) => {
    if (!boardCategoryOf(params.category)) throw redirect({ to: '/community/$category', params: { category: 'news' }, replace: true });
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, searchValue: search.searchValue ?? '' }),
  loader: ({ context: { queryClient }, params, deps }) =>
    queryClient.ensureQueryData(boardsQueryOptions(params.category as BoardCategory, deps.page, deps.searchValue)).catch(() => undefined),
  head: ({ params }) => boardsHead(boardCategoryOf(params.category) ?? 'news'),
  component: function BoardListRoute() {
    const { category } = Route.useParams();
    const { page = 1, searchValue = '' } = Route.useSearch();
    return <BoardListPage category={category as BoardCategory} page={page} searchValue={searchValue} />;
  },
});
