import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type AdjustMemberScoreDto, type MemberLevelListResponse, type MemberScoreWrittenResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { levelKeys } from './keys';

/** Filter of a members table: one level's members (`code`) or every member's score (`code` null). */
export interface MemberLevelFilter {
  code: string | null;
  page: number;
  limit: number;
  searchValue: string;
}

/** GET /api/console/user-level/{code} or GET /api/console/user-scores: members by username. */
export const memberLevelsQueryOptions = (f: MemberLevelFilter) =>
  queryOptions({
    queryKey: levelKeys.memberList(f),
    queryFn: () =>
      apiFetch<MemberLevelListResponse>(f.code ? `${API.console}/user-level/${encodeURIComponent(f.code)}` : `${API.console}/user-scores`, {
        query: { searchValue: f.searchValue || undefined },
        headers: { limit: String(f.limit), skip: String((f.page - 1) * f.limit) },
      }),
    placeholderData: keepPreviousData,
  });

export function useMemberLevels(f: MemberLevelFilter) {
  return useQuery(memberLevelsQueryOptions(f));
}

/** POST /api/console/user-scores: add to or subtract from a member's score with a reason. */
export function useAdjustScore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustMemberScoreDto) => apiFetch<MemberScoreWrittenResponse>(`${API.console}/user-scores`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: levelKeys.members() }),
  });
}

/** Rows of one page of a level's members. */
export const MEMBER_LEVEL_PAGE_SIZE = 20;

/** Rows of one page of the members' scores. */
export const MEMBER_SCORES_PAGE_SIZE = 20;
