import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type ConsoleUserCouponListResponse,
  type ConsoleUserCouponWrittenResponse,
  type CouponDto,
  type CouponListResponse,
  type CouponWrittenResponse,
  type IssueUserCouponDto,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { couponKeys, type CouponFilter, type UserCouponFilter } from './keys';

const COUPONS = `${API.console}/shop/coupons`;
const USER_COUPONS = `${API.console}/user-coupons`;
const page = (f: { page: number; limit: number }) => ({ limit: String(f.limit), skip: String((f.page - 1) * f.limit) });

/** GET /api/console/shop/coupons: one page, newest first, by words, issue type and active. */
export const consoleCouponsQueryOptions = (f: CouponFilter) =>
  queryOptions({
    queryKey: couponKeys.consoleList(f),
    queryFn: () =>
      apiFetch<CouponListResponse>(COUPONS, {
        query: { searchValue: f.searchValue || undefined, issueType: f.issueType || undefined, isActive: f.isActive || undefined },
        headers: page(f),
      }),
    placeholderData: keepPreviousData,
  });

export function useConsoleCoupons(f: CouponFilter) {
  return useQuery(consoleCouponsQueryOptions(f));
}

/** POST, PUT and DELETE of coupons; each refreshes the coupon tables. */
export function useCouponWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: couponKeys.all });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CouponDto }) =>
      apiFetch<CouponWrittenResponse>(id ? `${COUPONS}/${encodeURIComponent(id)}` : COUPONS, { method: id ? 'PUT' : 'POST', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<CouponWrittenResponse>(`${COUPONS}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/** GET /api/console/user-coupons: members' coupons, newest first. */
export const consoleUserCouponsQueryOptions = (f: UserCouponFilter) =>
  queryOptions({
    queryKey: couponKeys.userCouponList(f),
    queryFn: () => apiFetch<ConsoleUserCouponListResponse>(USER_COUPONS, { query: { searchValue: f.searchValue || undefined }, headers: page(f) }),
    placeholderData: keepPreviousData,
  });

export function useConsoleUserCoupons(f: UserCouponFilter) {
  return useQuery(consoleUserCouponsQueryOptions(f));
}

/** POST (issue to a member) and DELETE of members' coupons. */
export function useUserCouponWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: couponKeys.all });
  const issue = useMutation({
    mutationFn: (body: IssueUserCouponDto) => apiFetch<ConsoleUserCouponWrittenResponse>(USER_COUPONS, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<ConsoleUserCouponWrittenResponse>(`${USER_COUPONS}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { issue, remove };
}

/** Rows of one page of the members' coupon table. */
export const USER_COUPONS_PAGE_SIZE = 20;

/** Rows of one page of the coupon table. */
export const CONSOLE_COUPONS_PAGE_SIZE = 20;
