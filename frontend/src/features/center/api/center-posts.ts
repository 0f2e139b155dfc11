import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  NOTICES_PAGE_SIZE,
  questionCategoryOf,
  type CenterPostDto,
  type CenterPostKind,
  type CenterPostListResponse,
  type CenterPostResponse,
  type CenterPostWrittenResponse,
  type QuestionCategory,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Query keys of the centre's notices and FAQs (the shop's and the console's). */
export const centerPostKeys = {
  all: ['center', 'posts'] as const,
  notices: (page: number, searchValue: string) => [...centerPostKeys.all, 'notices', page, searchValue] as const,
  notice: (id: string) => [...centerPostKeys.all, 'notice', id] as const,
  faqs: (category: string, searchValue: string) => [...centerPostKeys.all, 'faqs', category, searchValue] as const,
  console: (kind: CenterPostKind, f: ConsolePostsFilter) => [...centerPostKeys.all, 'console', kind, f] as const,
};

/** The shop's and the console's paths of each kind. */
const PATH: Record<CenterPostKind, string> = { NOTICE: 'notifications', FAQ: 'faqs' };

/** A §9 category when `v` names one (the URL's `category`), else undefined. */
export const parseFaqCategory = questionCategoryOf;

/** GET /api/v1/center/notifications: one page of notices, pinned first, then newest. */
export const noticesQueryOptions = (page: number, searchValue: string) =>
  queryOptions({
    queryKey: centerPostKeys.notices(page, searchValue),
    queryFn: () =>
      apiFetch<CenterPostListResponse>(`${API.public}/center/notifications`, {
        query: { searchValue: searchValue || undefined },
        headers: { limit: String(NOTICES_PAGE_SIZE), skip: String((page - 1) * NOTICES_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/center/notifications/{id}: one notice with 이전글/다음글. */
export const noticeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: centerPostKeys.notice(id),
    queryFn: () => apiFetch<CenterPostResponse>(`${API.public}/center/notifications/${encodeURIComponent(id)}`),
  });

/** GET /api/v1/center/faqs: the shown FAQs of a category (or all) in staff's order, by words. */
export const faqsQueryOptions = (category: QuestionCategory | '', searchValue: string) =>
  queryOptions({
    queryKey: centerPostKeys.faqs(category, searchValue),
    queryFn: () =>
      apiFetch<CenterPostListResponse>(`${API.public}/center/faqs`, {
        query: { category: category || undefined, searchValue: searchValue || undefined },
        headers: { limit: '200', skip: '0' },
      }),
    placeholderData: keepPreviousData,
  });

/** Rows of one page of the console's post tables. */
export const CONSOLE_POSTS_PAGE_SIZE = 20;

/** Filter of a console post table (the URL's search params). */
export interface ConsolePostsFilter {
  page: number;
  searchValue: string;
  category: QuestionCategory | '';
}

/** GET /api/console/center/notifications or /faqs: every post of the kind, hidden ones too. */
export const consolePostsQueryOptions = (kind: CenterPostKind, f: ConsolePostsFilter) =>
  queryOptions({
    queryKey: centerPostKeys.console(kind, f),
    queryFn: () =>
      apiFetch<CenterPostListResponse>(`${API.console}/center/${PATH[kind]}`, {
        query: { searchValue: f.searchValue || undefined, category: f.category || undefined },
        headers: { limit: String(CONSOLE_POSTS_PAGE_SIZE), skip: String((f.page - 1) * CONSOLE_POSTS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

/** The console address of post `id` of `kind` (its history is under it). */
export const consolePostAddress = (kind: CenterPostKind, id: string) => `${API.console}/center/${PATH[kind]}/${encodeURIComponent(id)}`;

/** GET /api/console/center/{notifications|faqs}/{id}: one post as it is now, hidden or not (e.g. after a restore). */
export const fetchConsolePost = async (kind: CenterPostKind, id: string) => (await apiFetch<CenterPostResponse>(consolePostAddress(kind, id))).post;

/** POST (no id) or PUT …/{id}: publishes or rewrites a post; refreshes every list of posts. */
export function useSaveCenterPost(kind: CenterPostKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CenterPostDto }) =>
      apiFetch<CenterPostWrittenResponse>(`${API.console}/center/${PATH[kind]}${id ? `/${encodeURIComponent(id)}` : ''}`, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: centerPostKeys.all }),
  });
}

/** DELETE …/{id}: deletes a post; refreshes every list of posts. */
export function useDeleteCenterPost(kind: CenterPostKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<CenterPostWrittenResponse>(`${API.console}/center/${PATH[kind]}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: centerPostKeys.all }),
  });
}
