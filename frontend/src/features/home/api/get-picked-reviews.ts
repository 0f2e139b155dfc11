import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, HOME_REVIEW_CODE, type ReviewListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { homeKeys } from './keys';

/** GET /api/v1/shop/reviews?pick=best-review: the reviews staff picked for the home, in their order (at most 8 shown). */
export const pickedReviewsQueryOptions = () =>
  queryOptions({
    queryKey: [...homeKeys.all, 'picked-reviews', HOME_REVIEW_CODE] as const,
    queryFn: () => apiFetch<ReviewListResponse>(`${API.public}/shop/reviews`, { query: { pick: HOME_REVIEW_CODE }, headers: { limit: '8', skip: '0' } }),
    staleTime: 60_000,
  });

export const usePickedReviews = () => useQuery(pickedReviewsQueryOptions());
