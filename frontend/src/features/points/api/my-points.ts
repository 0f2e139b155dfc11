import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type MyPointsResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pointKeys } from './keys';

/** History entries shown per page of /mypage/points. */
export const MY_POINTS_PAGE_SIZE = 10;

/** GET /api/v1/me/points: the member's balance and one page (1-based) of the history, newest first. */
export function fetchMyPoints(page: number, limit = MY_POINTS_PAGE_SIZE): Promise<MyPointsResponse> {
  return apiFetch<MyPointsResponse>(`${API.me}/points`, { headers: { limit: String(limit), skip: String((page - 1) * limit) } });
}

/** Query options of one page of the member's points. */
export const myPointsQueryOptions = (page: number) =>
  queryOptions({ queryKey: pointKeys.myPage(page, MY_POINTS_PAGE_SIZE), queryFn: () => fetchMyPoints(page), placeholderData: keepPreviousData });

/** The member's points; the previous page stays while the next loads. */
export function useMyPoints(page: number) {
  return useQuery(myPointsQueryOptions(page));
}
