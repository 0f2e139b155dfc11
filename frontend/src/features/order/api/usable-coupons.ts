import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type UserCouponListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { orderKeys } from './keys';

/** The most coupons the order page lists (a member rarely holds more usable ones). */
const USABLE_COUPONS_LIMIT = 100;

/** GET /api/v1/me/coupons?tab=available: the member's coupons usable now, for the order page's choice. */
export const usableCouponsQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.usableCoupons(),
    queryFn: () =>
      apiFetch<UserCouponListResponse>(`${API.me}/coupons`, {
        query: { tab: 'available' },
        headers: { limit: String(USABLE_COUPONS_LIMIT), skip: '0' },
      }),
    staleTime: 30_000,
  });

/** The member's usable coupons (empty until loaded). */
export function useUsableCoupons() {
  return useQuery(usableCouponsQueryOptions());
}
