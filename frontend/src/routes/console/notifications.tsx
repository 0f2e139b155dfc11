import { createFileRoute } from '@tanstack/react-router';
import { CenterPostsConsolePage } from '../../features/center/components/CenterPostsConsolePage';
import { consolePostsQueryOptions } from '../../features/center/api/center-posts';
import { CENTER_POST_AREA, centerPostsFilterOf, centerPostsSearchOf } from '../../features/center/lib/console-posts-search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/notifications (spec §2 centre pages; §6 notices: admin02 and console). */
export const Route = createFileRoute('/console/notifications')({
  validateSearch: centerPostsSearchOf,
  beforeLoad: ({ location, preload }) => requireConsoleArea(CENTER_POST_AREA.NOTICE, { location, preload }),
  loaderDeps: ({ search }) => centerPostsFilterOf(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consolePostsQueryOptions('NOTICE', deps)).catch(() => undefined),
  component: function CenterPostsRoute() {
    return <CenterPostsConsolePage kind="NOTICE" filter={centerPostsFilterOf(Route.useSearch())} />;
  },
});
