import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type AdjustMemberPointsDto,
  type MemberPointsDetailResponse,
  type MemberPointsListResponse,
  type MemberPointsWrittenResponse,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pointKeys } from './keys';

const BASE = `${API.console}/user-points`;

/** Filter of the console's members' points table. */
export interface MemberPointsFilter {
  page: number;
  limit: number;
  searchValue: string;
}

/** GET /api/console/user-points: members with their balances, most recently changed first. */
export const memberPointsQueryOptions = (f: MemberPointsFilter) =>
  queryOptions({
    queryKey: pointKeys.memberList(f),
    queryFn: () =>
      apiFetch<MemberPointsListResponse>(BASE, {
        query: { searchValue: f.searchValue || undefined },
        headers: { limit: String(f.limit), skip: String((f.page - 1) * f.limit) },
      }),
    placeholderData: keepPreviousData,
  });

export function useMemberPoints(f: MemberPointsFilter) {
  return useQuery(memberPointsQueryOptions(f));
}

/** GET /api/console/user-points/{userId}: one member's grants and latest history (when `userId` is set). */
export function useMemberPointsDetail(userId: string | null) {
  return useQuery({
    queryKey: pointKeys.member(userId ?? ''),
    queryFn: () => apiFetch<MemberPointsDetailResponse>(`${BASE}/${encodeURIComponent(userId!)}`, { headers: { limit: '50' } }),
    enabled: userId !== null,
  });
}

/** POST /api/console/user-points: grant or debit with a reason; refreshes the members' points. */
export function useAdjustMemberPoints() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustMemberPointsDto) => apiFetch<MemberPointsWrittenResponse>(BASE, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: pointKeys.all }),
  });
}

/** Rows of one page of the members' points table. */
export const MEMBER_POINTS_PAGE_SIZE = 20;
