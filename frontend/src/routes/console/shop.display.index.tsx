import { createFileRoute } from '@tanstack/react-router';
import { ConsoleDisplaysPage } from '../../features/taxonomy/components/ConsoleDisplaysPage';
import { consoleDisplaysQueryOptions } from '../../features/taxonomy/api/displays';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/display: the display groups (진열 그룹; spec §2 console shop/display; §6 admin02 and console). */
export const Route = createFileRoute('/console/shop/display/')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('display', { location, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(consoleDisplaysQueryOptions()).catch(() => undefined),
  component: ConsoleDisplaysPage,
});
