import { createFileRoute } from '@tanstack/react-router';
import { PointPoliciesPage } from '../../features/points/components/PointPoliciesPage';
import { POINT_POLICIES_PAGE_SIZE, pointPoliciesQueryOptions } from '../../features/points/api/point-policies';
import { requireConsoleArea } from '../../features/console/guards';

/** Search of the point policy table: the 1-based page. */
export interface PointPoliciesSearch {
  page?: number;
}

export const Route = createFileRoute('/console/shop/points')({
  validateSearch: (s: Record<string, unknown>): PointPoliciesSearch => {
    const page = Number(s.page);
    return { page: Number.isInteger(page) && page > 1 ? page : undefined };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('shopPoints', { location, preload }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(pointPoliciesQueryOptions(deps.page, POINT_POLICIES_PAGE_SIZE)).catch(() => undefined),
  component: PointPoliciesRoute,
});

function PointPoliciesRoute() {
  const { page = 1 } = Route.useSearch();
  return <PointPoliciesPage page={page} />;
}
