import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ConsoleReviewDto, type ConsoleReviewListResponse, type ReviewWrittenResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Rows on one page of the console's review table. */
export const CONSOLE_REVIEWS_PAGE_SIZE = 20;

/** Filter of the console's review table: 1-based page, search words, stars ('' all) and hidden ('' all). */
export interface ConsoleReviewsFilter {
  page: number;
  search: string;
  star: '' | '1' | '2' | '3' | '4' | '5';
  hidden: '' | 'true' | 'false';
}

const keys = { all: ['console', 'reviews'] as const, list: (f: ConsoleReviewsFilter) => ['console', 'reviews', f] as const };

/** GET /api/console/shop/reviews: every review, hidden too, newest first (headers limit/skip). */
export const consoleReviewsQueryOptions = (f: ConsoleReviewsFilter) =>
  queryOptions({
    queryKey: keys.list(f),
    queryFn: () =>
      apiFetch<ConsoleReviewListResponse>(`${API.console}/shop/reviews`, {
        query: { search: f.search || undefined, star: f.star || undefined, hidden: f.hidden || undefined },
        headers: { limit: String(CONSOLE_REVIEWS_PAGE_SIZE), skip: String((f.page - 1) * CONSOLE_REVIEWS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

export const useConsoleReviews = (f: ConsoleReviewsFilter) => useQuery(consoleReviewsQueryOptions(f));

/** PUT /api/console/shop/reviews/{id}: hide or show, and answer. */
export function useModerateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ConsoleReviewDto }) =>
      apiFetch<ReviewWrittenResponse>(`${API.console}/shop/reviews/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

/** DELETE /api/console/shop/reviews/{id}. */
export function useConsoleDeleteReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ReviewWrittenResponse>(`${API.console}/shop/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}
