import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type DownloadCouponDto,
  type DownloadableCouponListResponse,
  type UserCouponListResponse,
  type UserCouponTab,
  type UserCouponWrittenResponse,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { couponKeys } from './keys';

/** Coupons shown on one page of /mypage/coupons/{tab}. */
export const MY_COUPONS_PAGE_SIZE = 12;
const BASE = `${API.me}/coupons`;

/** GET /api/v1/me/coupons?tab=: one page of the member's coupons of a tab, with every tab's count. */
export const myCouponsQueryOptions = (tab: UserCouponTab, page: number) =>
  queryOptions({
    queryKey: couponKeys.myTab(tab, page),
    queryFn: () =>
      apiFetch<UserCouponListResponse>(BASE, {
        query: { tab },
        headers: { limit: String(MY_COUPONS_PAGE_SIZE), skip: String((page - 1) * MY_COUPONS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

export function useMyCoupons(tab: UserCouponTab, page: number) {
  return useQuery(myCouponsQueryOptions(tab, page));
}

/** GET /api/v1/coupons: coupons open for download, with the member's own marked. */
export const downloadableCouponsQueryOptions = () =>
  queryOptions({
    queryKey: couponKeys.downloadable(),
    queryFn: () => apiFetch<DownloadableCouponListResponse>(`${API.public}/coupons`),
  });

export function useDownloadableCoupons() {
  return useQuery(downloadableCouponsQueryOptions());
}

/** POST (download by id or code) and DELETE of the member's coupons; both refresh the member's lists and the download list. */
export function useMyCouponWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: couponKeys.all });
  const download = useMutation({
    mutationFn: (body: DownloadCouponDto) => apiFetch<UserCouponWrittenResponse>(BASE, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<UserCouponWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { download, remove };
}
