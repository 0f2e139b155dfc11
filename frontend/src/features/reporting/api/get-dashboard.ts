import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_DASHBOARD_API, type ConsoleDashboardResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { reportingKeys } from './keys';

/** GET /api/console/dashboard: today's and this month's orders, sales, waiting purchases and new members. */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: reportingKeys.dashboard(), queryFn: () => apiFetch<ConsoleDashboardResponse>(CONSOLE_DASHBOARD_API), staleTime: 30_000 });

/** The dashboard's figures, refetched every minute while the page is open. */
export const useDashboard = () => useQuery({ ...dashboardQueryOptions(), refetchInterval: 60_000 });
