import { createFileRoute, redirect } from '@tanstack/react-router';
import { MEMBER_BOARD_CATEGORIES, boardCategoryOf, type BoardCategory } from '@shop/contracts';
import { MemberBoardWritePage } from '../../../features/community/components/MemberBoardPages';
import { requireSignedIn } from '../../../features/identity/guards';
import { privateHead } from '../../../shared/seo/page-head';

/** /community/{category}/write (spec §2 board sub-route "create/write"): members write in a member category (시공 후기); visitors go to /login first. */
export const Route = createFileRoute('/community/$category/write')({
  // Rendered in the browser, where the session is.
  ssr: false,
  head: () => privateHead('글쓰기'),
  beforeLoad: ({ params, location, preload }) => {
    const category = boardCategoryOf(params.category);
    if (!category || !MEMBER_BOARD_CATEGORIES.includes(category))
      throw redirect({ to: '/community/$category', params: { category: category ?? 'news' }, replace: true });
    requireSignedIn({ location, preload });
  },
  component: function BoardWriteRoute() {
    const { category } = Route.useParams();
    return <MemberBoardWritePage category={category as BoardCategory} />;
  },
});
