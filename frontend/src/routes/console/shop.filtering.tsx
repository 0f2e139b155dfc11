import { createFileRoute } from '@tanstack/react-router';
import { ConsoleFilteringsPage } from '../../features/taxonomy/components/ConsoleFilteringsPage';
import { consoleFilteringsQueryOptions } from '../../features/taxonomy/api/filterings';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/filtering: the facets of the shop's product lists (spec §2 console shop/filtering; §6 admin02 and console). */
export const Route = createFileRoute('/console/shop/filtering')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('filtering', { location, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(consoleFilteringsQueryOptions()).catch(() => undefined),
  component: ConsoleFilteringsPage,
});
