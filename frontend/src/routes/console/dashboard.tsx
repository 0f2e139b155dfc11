import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/reporting/components/DashboardPage';
import { dashboardQueryOptions } from '../../features/reporting/api/get-dashboard';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/dashboard: the console's first page (spec §2 console dashboard; §6 admin02 tier). */
export const Route = createFileRoute('/console/dashboard')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('dashboard', { location, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQueryOptions()).catch(() => undefined),
  component: DashboardPage,
});
