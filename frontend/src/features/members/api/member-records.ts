import { useQuery } from '@tanstack/react-query';
import { API, type ConsoleUserCouponListResponse, type MemberGradeResponse, type MemberPointsDetailResponse, type PurchaseListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { memberKeys } from './keys';

/** Rows of a member's records shown on the member page (the newest). */
export const RECORDS_LIMIT = 20;
const page = { limit: String(RECORDS_LIMIT), skip: '0' };
const id = (userId: string) => encodeURIComponent(userId);

/** The member's coupons (GET /api/console/users/{id}/coupons). */
export const useMemberCoupons = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: memberKeys.records(userId, 'coupons'),
    queryFn: () => apiFetch<ConsoleUserCouponListResponse>(`${API.console}/users/${id(userId)}/coupons`, { headers: page }),
    enabled,
  });

/** The member's points: totals and history (GET /api/console/user-points/{id}). */
export const useMemberPoints = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: memberKeys.records(userId, 'points'),
    queryFn: () => apiFetch<MemberPointsDetailResponse>(`${API.console}/user-points/${id(userId)}`, { headers: page }),
    enabled,
  });

/** The member's level or score and its history (GET /api/console/users/{id}/grades or /scores). */
export const useMemberGrade = (userId: string, kind: 'grades' | 'scores', enabled: boolean) =>
  useQuery({
    queryKey: memberKeys.records(userId, kind),
    queryFn: () => apiFetch<MemberGradeResponse>(`${API.console}/users/${id(userId)}/${kind}`, { headers: page }),
    enabled,
  });

/** The member's purchases, newest first, found by the username (GET /api/console/shop/purchases). */
export const useMemberPurchases = (userId: string, username: string, enabled: boolean) =>
  useQuery({
    queryKey: memberKeys.records(userId, 'purchases'),
    queryFn: () => apiFetch<PurchaseListResponse>(`${API.console}/shop/purchases`, { query: { view: 'all', searchValue: username }, headers: page }),
    enabled,
  });
