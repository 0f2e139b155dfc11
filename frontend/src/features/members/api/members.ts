import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type ChangeMemberInfoDto,
  type ChangeMemberTypeDto,
  type ConsoleMemberListResponse,
  type ConsoleMemberResponse,
  type LevelListResponse,
  type MemberHistoryResponse,
  type WithdrawnMemberListResponse,
} from '@shop/contracts';
import { apiDownload, apiFetch } from '../../../shared/api/client';
import { saveFile } from '../../../shared/lib/save-file';
import { memberQuery, type MembersSearch } from '../lib/member-search';
import { memberKeys } from './keys';

/** Rows of one page of the member list. */
export const MEMBERS_PAGE_SIZE = 20;
const BASE = `${API.console}/users`;

/** GET /api/console/users: one page of members under the search. */
export const membersQueryOptions = (search: MembersSearch) =>
  queryOptions({
    queryKey: memberKeys.list(search),
    queryFn: () =>
      apiFetch<ConsoleMemberListResponse>(BASE, {
        query: memberQuery(search),
        headers: { limit: String(MEMBERS_PAGE_SIZE), skip: String(((search.page ?? 1) - 1) * MEMBERS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

export const useMembers = (search: MembersSearch) => useQuery(membersQueryOptions(search));

/** GET /api/console/users/{id}: one member. */
export const memberQueryOptions = (id: string) =>
  queryOptions({ queryKey: memberKeys.one(id), queryFn: () => apiFetch<ConsoleMemberResponse>(`${BASE}/${encodeURIComponent(id)}`) });

export const useMember = (id: string) => useQuery(memberQueryOptions(id));

/** GET /api/console/users/{id}/history: the account's changes, newest first. */
export const useMemberHistory = (id: string) =>
  useQuery({
    queryKey: memberKeys.history(id),
    queryFn: () => apiFetch<MemberHistoryResponse>(`${BASE}/${encodeURIComponent(id)}/history`),
  });

/** PUT /api/console/users/{id} and PUT …/type; both refresh the member, its history and the list. */
export function useMemberWrites(id: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: memberKeys.all });
  const path = `${BASE}/${encodeURIComponent(id)}`;
  const changeInfo = useMutation({
    mutationFn: (body: ChangeMemberInfoDto) => apiFetch<ConsoleMemberResponse>(path, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const changeType = useMutation({
    mutationFn: (body: ChangeMemberTypeDto) => apiFetch<ConsoleMemberResponse>(`${path}/type`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  return { changeInfo, changeType };
}

/** GET /api/console/users/export: the members under the search as users_YYYYMMDD_HHmmss.xlsx, saved by the browser. */
export const useExportMembers = () =>
  useMutation({
    mutationFn: async (search: MembersSearch) => {
      const { blob, fileName } = await apiDownload(`${BASE}/export`, { query: memberQuery(search) });
      saveFile(blob, fileName ?? 'users.xlsx');
    },
  });

/** GET /api/console/levels: the levels, for the level filter (code and name). */
export const useLevelChoices = () =>
  useQuery({
    queryKey: [...memberKeys.all, 'levels'],
    queryFn: () => apiFetch<LevelListResponse>(`${API.console}/levels`),
    staleTime: 5 * 60_000,
    select: (r) => r.levels.map((l) => ({ code: l.code, name: l.name })),
  });

/** Rows of one page of the withdrawn-member list. */
export const WITHDRAWN_PAGE_SIZE = 20;

/** GET /api/console/withdrawn-users: one page of the members who left, newest first. */
export const withdrawnMembersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...memberKeys.all, 'withdrawn', page],
    queryFn: () =>
      apiFetch<WithdrawnMemberListResponse>(`${API.console}/withdrawn-users`, {
        headers: { limit: String(WITHDRAWN_PAGE_SIZE), skip: String((page - 1) * WITHDRAWN_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/console/users/{id}/business-certificate: the member's 사업자등록증 (WebP picture or PDF) as a Blob. */
export async function fetchBusinessCertificate(id: string): Promise<Blob> {
  return (await apiDownload(`${BASE}/${encodeURIComponent(id)}/business-certificate`)).blob;
}
