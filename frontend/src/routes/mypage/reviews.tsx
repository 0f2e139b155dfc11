import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { MyReviewsPage } from '../../features/reviews/components/MyReviewsPage';
import { writableReviewsQueryOptions } from '../../features/reviews/api/my-reviews';
import { myReviewsTabOf } from '../../features/reviews/lib/search';

export const Route = createFileRoute('/mypage/reviews')({
  validateSearch: myReviewsTabOf,
  loader: ({ context }) => context.queryClient.ensureQueryData(writableReviewsQueryOptions(1)).catch(() => undefined),
  component: MyReviewsRoute,
});

function MyReviewsRoute() {
  const { tab } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <MyReviewsPage tab={tab ?? 'writable'} onTab={(next) => void navigate({ to: '/mypage/reviews', search: next === 'written' ? { tab: 'written' } : {} })} />
  );
}
