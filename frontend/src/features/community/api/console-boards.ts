import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type BoardCommentWrittenResponse,
  type BoardDto,
  type BoardListResponse,
  type BoardResponse,
  type BoardsShownResponse,
  type BoardWrittenResponse,
  type ConsoleBoardCommentListResponse,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { boardKeys, type ConsoleBoardsFilter } from './keys';

/** Rows of one page of the console's board tables. */
export const CONSOLE_BOARDS_PAGE_SIZE = 20;
const BASE = `${API.console}/boards`;

/** GET /api/console/boards: every post, hidden ones too, by category and words, in staff's sort. */
export const consoleBoardsQueryOptions = (f: ConsoleBoardsFilter) =>
  queryOptions({
    queryKey: boardKeys.console(f),
    queryFn: () =>
      apiFetch<BoardListResponse>(BASE, {
        query: { category: f.category || undefined, searchValue: f.searchValue || undefined, sort: f.sort },
        headers: { limit: String(CONSOLE_BOARDS_PAGE_SIZE), skip: String((f.page - 1) * CONSOLE_BOARDS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

/** The console address of post `id` (its history is under it, issue 14). */
export const consoleBoardAddress = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** GET /api/console/boards/{id}: one post, hidden or not. */
export const consoleBoardQueryOptions = (id: string) =>
  queryOptions({ queryKey: boardKeys.consoleOne(id), queryFn: () => apiFetch<BoardResponse>(`${BASE}/${encodeURIComponent(id)}`) });

/** GET /api/console/boards/comments: every comment, newest first, by words. */
export const consoleCommentsQueryOptions = (page: number, searchValue: string) =>
  queryOptions({
    queryKey: boardKeys.consoleComments(page, searchValue),
    queryFn: () =>
      apiFetch<ConsoleBoardCommentListResponse>(`${BASE}/comments`, {
        query: { searchValue: searchValue || undefined },
        headers: { limit: String(CONSOLE_BOARDS_PAGE_SIZE), skip: String((page - 1) * CONSOLE_BOARDS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

const upload = (path: string, file: File) => {
  const body = new FormData();
  body.append('image', file);
  return apiFetch<BoardWrittenResponse>(path, { method: 'POST', body });
};

/** Every write staff make on posts (save, delete, bulk show, thumbnail, files); each refreshes every board query. */
export function useBoardWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: boardKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: BoardDto }) =>
        apiFetch<BoardWrittenResponse>(id ? `${BASE}/${encodeURIComponent(id)}` : BASE, { method: id ? 'PUT' : 'POST', body }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<BoardWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
    setShows: useMutation({
      mutationFn: (body: { ids: string[]; shows: boolean }) => apiFetch<BoardsShownResponse>(`${BASE}/shows`, { method: 'PUT', body }),
      onSettled: refresh,
    }),
    thumb: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) => upload(`${BASE}/${encodeURIComponent(id)}/thumb`, file),
      onSettled: refresh,
    }),
    attach: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) => upload(`${BASE}/${encodeURIComponent(id)}/files`, file),
      onSettled: refresh,
    }),
    detach: useMutation({
      mutationFn: ({ id, fileId }: { id: string; fileId: string }) =>
        apiFetch<BoardWrittenResponse>(`${BASE}/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
  };
}

/** DELETE /api/console/boards/{board}/comments/{id}: staff delete any comment. */
export function useDeleteBoardComment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, commentId }: { boardId: string; commentId: string }) =>
      apiFetch<BoardCommentWrittenResponse>(`${BASE}/${encodeURIComponent(boardId)}/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
