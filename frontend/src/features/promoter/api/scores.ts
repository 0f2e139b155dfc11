import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type PromoterScoreListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { promoterKeys } from './keys';

/** Score changes shown per page. */
export const SCORES_PAGE_SIZE = 20;

/** GET /api/v1/promoter/scores: the promoter's score and page `page` (1-based) of its changes, newest first. */
export function usePromoterScores(page: number) {
  return useQuery({
    queryKey: promoterKeys.scores(page),
    queryFn: () =>
      apiFetch<PromoterScoreListResponse>(`${API.public}/promoter/scores`, {
        headers: { limit: String(SCORES_PAGE_SIZE), skip: String((page - 1) * SCORES_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });
}
