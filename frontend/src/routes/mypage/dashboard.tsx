import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/mypage/components/DashboardPage';
import { dashboardQueryOptions } from '../../features/mypage/api/dashboard';

/** /mypage/dashboard: the member's shopping at a glance (spec §2 member area). */
export const Route = createFileRoute('/mypage/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQueryOptions()).catch(() => undefined),
  component: DashboardPage,
});
