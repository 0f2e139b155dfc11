import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type BoardDto, type BoardResponse, type BoardWrittenResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { useSession } from '../../../shared/stores/session';
import { boardKeys } from './keys';

const BASE = `${API.public}/boards`;
const pathOf = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** GET /api/v1/boards/{id} with the member's token: the post with `mine` set for them (never cached with a visitor's answer). */
export const viewerBoardQueryOptions = (id: string, viewer: string) =>
  queryOptions({ queryKey: boardKeys.viewerDetail(id, viewer), queryFn: () => apiFetch<BoardResponse>(pathOf(id)) });

/** The signed-in member's user id, or null for a visitor. */
export const useViewerId = () => useSession((s) => s.user?._user ?? null);

/**
 * A member's writes on their own posts in a member category (spec §7 Public Boards): write or
 * rewrite (PUT), delete, and add or take off pictures (POST/DELETE boards/{id}/files). Each
 * refreshes every board query, so lists, the post and its counts show the change.
 */
export function useMemberBoardWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: boardKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: BoardDto }) =>
        apiFetch<BoardWrittenResponse>(id ? pathOf(id) : BASE, { method: id ? 'PUT' : 'POST', body }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<BoardWrittenResponse>(pathOf(id), { method: 'DELETE' }),
      // Marked stale, not refetched: the open post would turn into "not found" before the page leaves it.
      onSettled: () => qc.invalidateQueries({ queryKey: boardKeys.all, refetchType: 'none' }),
    }),
    attach: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) => {
        const body = new FormData();
        body.append('image', file);
        return apiFetch<BoardWrittenResponse>(`${pathOf(id)}/files`, { method: 'POST', body });
      },
      onSettled: refresh,
    }),
    detach: useMutation({
      mutationFn: ({ id, fileId }: { id: string; fileId: string }) =>
        apiFetch<BoardWrittenResponse>(`${pathOf(id)}/files/${encodeURIComponent(fileId)}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
  };
}
