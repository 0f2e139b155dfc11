import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, HOME_REVIEW_CODE, type ReviewPicksResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

export { HOME_REVIEW_CODE };

const key = (code: string) => ['console', 'review-picks', code] as const;

/** GET /api/console/main/reviews/{code}: the reviews picked for a home display, in order. */
export const reviewPicksQueryOptions = (code: string) =>
  queryOptions({ queryKey: key(code), queryFn: () => apiFetch<ReviewPicksResponse>(`${API.console}/main/reviews/${encodeURIComponent(code)}`) });

export const useReviewPicks = (code: string) => useQuery(reviewPicksQueryOptions(code));

/** PUT /api/console/main/reviews/{code}: sets the picked reviews in order; the answer becomes the cached list. */
export function useSaveReviewPicks(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reviews: string[]) =>
      apiFetch<ReviewPicksResponse>(`${API.console}/main/reviews/${encodeURIComponent(code)}`, { method: 'PUT', body: { reviews } }),
    onSuccess: (answer) => qc.setQueryData(key(code), answer),
  });
}
