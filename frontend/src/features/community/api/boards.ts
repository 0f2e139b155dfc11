import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  BOARD_CARDS_PAGE_SIZE,
  BOARD_TABLE_PAGE_SIZE,
  NOTICES_PAGE_SIZE,
  type BoardCategory,
  type BoardViewSource,
  type BoardCommentListResponse,
  type BoardCommentWrittenResponse,
  type BoardListResponse,
  type BoardResponse,
  type CenterPostListResponse,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { boardKeys } from './keys';

/** Categories shown as a card grid with thumbnails; the others as a table. */
export const CARD_CATEGORIES: readonly BoardCategory[] = ['news', 'cases', 'events'];
/** Posts a page of `category` lists. */
export const pageSizeOf = (category: BoardCategory) => (CARD_CATEGORIES.includes(category) ? BOARD_CARDS_PAGE_SIZE : BOARD_TABLE_PAGE_SIZE);

/** GET /api/v1/boards: one page of a category's shown posts, pinned first, then newest. */
export const boardsQueryOptions = (category: BoardCategory, page: number, searchValue: string) =>
  queryOptions({
    queryKey: boardKeys.list(category, page, searchValue),
    queryFn: () =>
      apiFetch<BoardListResponse>(`${API.public}/boards`, {
        query: { category, searchValue: searchValue || undefined },
        headers: { limit: String(pageSizeOf(category)), skip: String((page - 1) * pageSizeOf(category)) },
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/center/notifications: the centre's notices, listed under /community/notices too (one source of notices). */
export const communityNoticesQueryOptions = (page: number, searchValue: string) =>
  queryOptions({
    queryKey: boardKeys.notices(page, searchValue),
    queryFn: () =>
      apiFetch<CenterPostListResponse>(`${API.public}/center/notifications`, {
        query: { searchValue: searchValue || undefined },
        headers: { limit: String(NOTICES_PAGE_SIZE), skip: String((page - 1) * NOTICES_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/boards/{id}: one shown post with 이전글/다음글. */
export const boardQueryOptions = (id: string) =>
  queryOptions({ queryKey: boardKeys.detail(id), queryFn: () => apiFetch<BoardResponse>(`${API.public}/boards/${encodeURIComponent(id)}`) });

/** POST /api/v1/boards/{id}/views: counts one view (the view page calls it once), from the board's list or a link. */
export const countBoardView = (id: string, from: BoardViewSource) =>
  apiFetch<void>(`${API.public}/boards/${encodeURIComponent(id)}/views`, { method: 'POST', body: { from } }).catch(() => undefined);

/** GET /api/v1/boards/{id}/comments: the comments, oldest first; `mine` marks the signed-in member's. */
export const boardCommentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: boardKeys.comments(id),
    queryFn: () => apiFetch<BoardCommentListResponse>(`${API.public}/boards/${encodeURIComponent(id)}/comments`, { headers: { limit: '100', skip: '0' } }),
  });

/** POST, PUT or DELETE a comment of post `boardId` (no `commentId`: a new one; no `content`: delete); refreshes its comments and the lists' counts. */
export function useWriteComment(boardId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId?: string; content?: string }) =>
      apiFetch<BoardCommentWrittenResponse>(
        `${API.public}/boards/${encodeURIComponent(boardId)}/comments${commentId ? `/${encodeURIComponent(commentId)}` : ''}`,
        {
          method: !commentId ? 'POST' : content === undefined ? 'DELETE' : 'PUT',
          body: content === undefined ? undefined : { content },
        },
      ),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: boardKeys.comments(boardId) }), qc.invalidateQueries({ queryKey: boardKeys.lists() })]),
  });
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by a board list's links: the post page counts the view as coming from the list. */
    fromBoardList?: boolean;
  }
}
