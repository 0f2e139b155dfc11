import { createFileRoute } from '@tanstack/react-router';
import { StatisticsPage } from '../../features/reporting/components/StatisticsPage';
import { validateStatisticsSearch } from '../../features/reporting/lib/statistics-search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/statistics: monthly, daily, day-of-week and product sales against the previous period (spec §2, §7 Statistics; §6 admin03 tier). */
export const Route = createFileRoute('/console/statistics')({
  validateSearch: validateStatisticsSearch,
  beforeLoad: ({ location, preload }) => requireConsoleArea('statistics', { location, preload }),
  component: StatisticsRoute,
});

function StatisticsRoute() {
  return <StatisticsPage search={Route.useSearch()} />;
}
