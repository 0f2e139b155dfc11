import { createFileRoute } from '@tanstack/react-router';
import { ReviewPicksPage } from '../../features/reviews/components/ReviewPicksPage';
import { reviewPicksQueryOptions } from '../../features/reviews/api/review-picks';
import { requireConsoleArea } from '../../features/console/guards';

export const Route = createFileRoute('/console/main/review/$code')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('reviews', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(reviewPicksQueryOptions(params.code)).catch(() => undefined),
  component: ReviewPicksRoute,
});

function ReviewPicksRoute() {
  const { code } = Route.useParams();
  return <ReviewPicksPage key={code} code={code} />;
}
