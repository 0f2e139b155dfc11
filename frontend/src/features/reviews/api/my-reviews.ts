import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type EditReviewDto,
  type MyReviewListResponse,
  type ReviewWrittenResponse,
  type WritableReviewListResponse,
  type WriteReviewDto,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Rows on one page of either tab of /mypage/reviews. */
export const MY_REVIEWS_PAGE_SIZE = 10;

/** Query keys of the member's reviews (the product pages' review lists live under 'reviews' too). */
export const myReviewKeys = {
  all: ['reviews'] as const,
  written: (page: number) => [...myReviewKeys.all, 'mine', page] as const,
  writable: (page: number) => [...myReviewKeys.all, 'writable', page] as const,
};

const paged = (page: number) => ({ limit: String(MY_REVIEWS_PAGE_SIZE), skip: String((page - 1) * MY_REVIEWS_PAGE_SIZE) });

/** GET /api/v1/me/reviews: the member's reviews, newest first. */
export const myReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: myReviewKeys.written(page),
    queryFn: () => apiFetch<MyReviewListResponse>(`${API.me}/reviews`, { headers: paged(page) }),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/me/reviews/writable: confirmed purchase lines (구매확정) without a review yet. */
export const writableReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: myReviewKeys.writable(page),
    queryFn: () => apiFetch<WritableReviewListResponse>(`${API.me}/reviews/writable`, { headers: paged(page) }),
    placeholderData: keepPreviousData,
  });

export const useMyReviews = (page: number) => useQuery(myReviewsQueryOptions(page));
export const useWritableReviews = (page: number) => useQuery(writableReviewsQueryOptions(page));

/** What the dialog saves: the review (new or edited), then each new photo, one at a time. */
export interface ReviewSave {
  /** The review's id when editing. */
  id?: string;
  body: WriteReviewDto | EditReviewDto;
  files: File[];
}

/** POST (or PUT) /api/v1/me/reviews, then POST /api/v1/me/reviews/{id}/images for each photo; refreshes every review list. */
export function useSaveReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, files }: ReviewSave) => {
      const saved = id
        ? await apiFetch<ReviewWrittenResponse>(`${API.me}/reviews/${encodeURIComponent(id)}`, { method: 'PUT', body })
        : await apiFetch<ReviewWrittenResponse>(`${API.me}/reviews`, { method: 'POST', body });
      const reviewId = saved.review?._id ?? id!;
      for (const file of files) {
        const form = new FormData();
        form.append('image', file);
        await apiFetch<ReviewWrittenResponse>(`${API.me}/reviews/${encodeURIComponent(reviewId)}/images`, { method: 'POST', body: form });
      }
      return reviewId;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: myReviewKeys.all }),
  });
}

/** DELETE /api/v1/me/reviews/{id}. */
export function useDeleteReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ReviewWrittenResponse>(`${API.me}/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: myReviewKeys.all }),
  });
}
