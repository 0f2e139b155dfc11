import { useQuery } from '@tanstack/react-query';
import { API, type PromoterDashboardResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { promoterKeys } from './keys';

/** GET /api/v1/promoter/dashboard: balance, this KST month's accruals and promotee purchases, the promotees and 12 months of accruals (원). */
export function usePromoterDashboard() {
  return useQuery({ queryKey: promoterKeys.dashboard(), queryFn: () => apiFetch<PromoterDashboardResponse>(`${API.public}/promoter/dashboard`) });
}
