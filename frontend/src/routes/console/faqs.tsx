import { createFileRoute } from '@tanstack/react-router';
import { CenterPostsConsolePage } from '../../features/center/components/CenterPostsConsolePage';
import { consolePostsQueryOptions } from '../../features/center/api/center-posts';
import { CENTER_POST_AREA, centerPostsFilterOf, centerPostsSearchOf } from '../../features/center/lib/console-posts-search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/faqs (spec §2 centre pages; §6 faqs: admin02 and console). */
export const Route = createFileRoute('/console/faqs')({
  validateSearch: centerPostsSearchOf,
  beforeLoad: ({ location, preload }) => requireConsoleArea(CENTER_POST_AREA.FAQ, { location, preload }),
  loaderDeps: ({ search }) => centerPostsFilterOf(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consolePostsQueryOptions('FAQ', deps)).catch(() => undefined),
  component: function CenterPostsRoute() {
    return <CenterPostsConsolePage kind="FAQ" filter={centerPostsFilterOf(Route.useSearch())} />;
  },
});
