import { createFileRoute } from '@tanstack/react-router';
import { ConsoleReviewsPage } from '../../features/reviews/components/ConsoleReviewsPage';
import { consoleReviewsQueryOptions } from '../../features/reviews/api/console-reviews';
import { consoleReviewsFilterOf, validateConsoleReviewsSearch } from '../../features/reviews/lib/search';
import { requireConsoleArea } from '../../features/console/guards';

export const Route = createFileRoute('/console/shop/reviews')({
  validateSearch: validateConsoleReviewsSearch,
  beforeLoad: ({ location, preload }) => requireConsoleArea('reviews', { location, preload }),
  loaderDeps: ({ search }) => consoleReviewsFilterOf(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consoleReviewsQueryOptions(deps)).catch(() => undefined),
  component: ConsoleReviewsRoute,
});

function ConsoleReviewsRoute() {
  return <ConsoleReviewsPage filter={consoleReviewsFilterOf(Route.useSearch())} />;
}
