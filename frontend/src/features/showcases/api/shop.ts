import { queryOptions } from '@tanstack/react-query';
import { API, type ExhibitionListResponse, type ExhibitionResponse, type ShowroomListResponse, type ShowroomResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { showcaseKeys } from './keys';

/** Most exhibitions or showrooms one shop page lists. */
const LIST_LIMIT = '60';

/** GET /api/v1/shop/exhibitions: the current (running, then upcoming) or the ended exhibitions. */
export const exhibitionsQueryOptions = (which: 'current' | 'ended') =>
  queryOptions({
    queryKey: showcaseKeys.exhibitionList(which),
    queryFn: () => apiFetch<ExhibitionListResponse>(`${API.public}/shop/exhibitions`, { query: { status: which }, headers: { limit: LIST_LIMIT } }),
    staleTime: 60_000,
  });

/** GET /api/v1/shop/exhibitions/{id}: one exhibition with its products. */
export const exhibitionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: showcaseKeys.exhibition(id),
    queryFn: async () => (await apiFetch<ExhibitionResponse>(`${API.public}/shop/exhibitions/${encodeURIComponent(id)}`)).exhibition,
    staleTime: 60_000,
  });

/** GET /api/v1/shop/showrooms: the shown showrooms. */
export const showroomsQueryOptions = () =>
  queryOptions({
    queryKey: showcaseKeys.showrooms,
    queryFn: async () => (await apiFetch<ShowroomListResponse>(`${API.public}/shop/showrooms`, { headers: { limit: LIST_LIMIT } })).showrooms,
    staleTime: 5 * 60_000,
  });

/** GET /api/v1/shop/showrooms/{code}: one showroom. */
export const showroomQueryOptions = (code: string) =>
  queryOptions({
    queryKey: showcaseKeys.showroom(code),
    queryFn: async () => (await apiFetch<ShowroomResponse>(`${API.public}/shop/showrooms/${encodeURIComponent(code)}`)).showroom,
    staleTime: 5 * 60_000,
  });
