import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type PromoteeListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { promoterKeys } from './keys';

/** Promotees shown per page. */
export const PROMOTEES_PAGE_SIZE = 20;

/** GET /api/v1/promoter/promotees: page `page` (1-based) of the promoter's promotees, newest first. */
export function usePromotees(page: number) {
  return useQuery({
    queryKey: promoterKeys.promotees(page),
    queryFn: () =>
      apiFetch<PromoteeListResponse>(`${API.public}/promoter/promotees`, {
        headers: { limit: String(PROMOTEES_PAGE_SIZE), skip: String((page - 1) * PROMOTEES_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });
}
