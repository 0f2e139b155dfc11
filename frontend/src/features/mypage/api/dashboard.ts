import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type MemberDashboardResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Query keys of the member's dashboard and regular purchases. */
export const dashboardKeys = {
  dashboard: ['me', 'dashboard'] as const,
  regular: ['me', 'regular-purchases'] as const,
};

/** GET /api/v1/me/dashboard: order counts, coupons, points, level, recent orders and likes. */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.dashboard, queryFn: () => apiFetch<MemberDashboardResponse>(`${API.me}/dashboard`) });

/** The member's dashboard. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
