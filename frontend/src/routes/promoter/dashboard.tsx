import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/promoter/components/DashboardPage';
import { myPromoterRequestQueryOptions } from '../../features/promoter/api/my-request';
import { privateHead } from '../../shared/seo/page-head';

/** /promoter/dashboard: the approved promoter's figures and 12 months of bonuses (spec §2 dashboard). */
export const Route = createFileRoute('/promoter/dashboard')({
  head: () => privateHead('프로모터 대시보드'),
  loader: ({ context }) => context.queryClient.ensureQueryData(myPromoterRequestQueryOptions()).catch(() => undefined),
  component: DashboardPage,
});
