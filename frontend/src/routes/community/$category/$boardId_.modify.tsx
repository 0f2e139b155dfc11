import { createFileRoute, redirect } from '@tanstack/react-router';
import { MEMBER_BOARD_CATEGORIES, boardCategoryOf, type BoardCategory } from '@shop/contracts';
import { MemberBoardModifyPage } from '../../../features/community/components/MemberBoardPages';
import { requireSignedIn } from '../../../features/identity/guards';
import { privateHead } from '../../../shared/seo/page-head';

/** /community/{category}/{id}/modify (spec §2 board sub-route "{_id}/modify"): the writer rewrites their post; visitors go to /login first. */
export const Route = createFileRoute('/community/$category/$boardId_/modify')({
  // Rendered in the browser, where the session is.
  ssr: false,
  head: () => privateHead('글 수정'),
  beforeLoad: ({ params, location, preload }) => {
    const category = boardCategoryOf(params.category);
    if (!category || !MEMBER_BOARD_CATEGORIES.includes(category))
      throw redirect({ to: '/community/$category', params: { category: category ?? 'news' }, replace: true });
    requireSignedIn({ location, preload });
  },
  component: function BoardModifyRoute() {
    const { category, boardId } = Route.useParams();
    return <MemberBoardModifyPage category={category as BoardCategory} id={boardId} />;
  },
});
