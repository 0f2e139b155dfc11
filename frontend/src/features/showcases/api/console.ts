import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type CreateShowroomDto,
  type ExhibitionDto,
  type ExhibitionListResponse,
  type ExhibitionResponse,
  type ExhibitionStatus,
  type ExhibitionWrittenResponse,
  type ShowcaseDeletedResponse,
  type ShowcaseImageResponse,
  type ShowroomDto,
  type ShowroomListResponse,
  type ShowroomResponse,
  type ShowroomWrittenResponse,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { showcaseKeys } from './keys';

/** Rows of one page of the console tables. */
export const SHOWCASES_PAGE_SIZE = 20;

const EXHIBITIONS = `${API.console}/shop/exhibitions`;
const SHOWROOMS = `${API.console}/shop/showrooms`;

/** Filter of the console's exhibition table (the URL's search params). */
export interface ExhibitionFilter {
  page: number;
  searchValue: string;
  status: ExhibitionStatus | '';
}

/** Parses the URL's state filter. */
export const parseExhibitionStatus = (v: unknown): ExhibitionStatus | undefined => (v === 'running' || v === 'upcoming' || v === 'ended' ? v : undefined);

const paging = (page: number) => ({ limit: String(SHOWCASES_PAGE_SIZE), skip: String((page - 1) * SHOWCASES_PAGE_SIZE) });

/** GET /api/console/shop/exhibitions: one page, newest first, by words and state. */
export const consoleExhibitionsQueryOptions = (f: ExhibitionFilter) =>
  queryOptions({
    queryKey: [...showcaseKeys.console, 'exhibitions', f] as const,
    queryFn: () =>
      apiFetch<ExhibitionListResponse>(EXHIBITIONS, {
        query: { searchValue: f.searchValue || undefined, status: f.status || undefined },
        headers: paging(f.page),
      }),
    placeholderData: keepPreviousData,
  });

export const useConsoleExhibitions = (f: ExhibitionFilter) => useQuery(consoleExhibitionsQueryOptions(f));

/** GET /api/console/shop/exhibitions/{id}: one exhibition whole, with all its products. */
export const consoleExhibitionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...showcaseKeys.console, 'exhibition', id] as const,
    queryFn: async () => (await apiFetch<ExhibitionResponse>(`${EXHIBITIONS}/${encodeURIComponent(id)}`)).exhibition,
  });

/** GET /api/console/shop/showrooms: one page in the order they were opened, by words. */
export const consoleShowroomsQueryOptions = (f: { page: number; searchValue: string }) =>
  queryOptions({
    queryKey: [...showcaseKeys.console, 'showrooms', f] as const,
    queryFn: () => apiFetch<ShowroomListResponse>(SHOWROOMS, { query: { searchValue: f.searchValue || undefined }, headers: paging(f.page) }),
    placeholderData: keepPreviousData,
  });

export const useConsoleShowrooms = (f: { page: number; searchValue: string }) => useQuery(consoleShowroomsQueryOptions(f));

/** GET /api/console/shop/showrooms/{code}. */
export const consoleShowroomQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...showcaseKeys.console, 'showroom', code] as const,
    queryFn: async () => (await apiFetch<ShowroomResponse>(`${SHOWROOMS}/${encodeURIComponent(code)}`)).showroom,
  });

/** Refreshes the console's and the shop's lists after a write. */
function useRefresh() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: showcaseKeys.console }), qc.invalidateQueries({ queryKey: ['showcases'] })]);
}

/** POST or PUT /api/console/shop/exhibitions(/{id}). */
export function useSaveExhibition() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ExhibitionDto }) =>
      apiFetch<ExhibitionWrittenResponse>(id ? `${EXHIBITIONS}/${encodeURIComponent(id)}` : EXHIBITIONS, { method: id ? 'PUT' : 'POST', body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/console/shop/exhibitions/{id}. */
export function useDeleteExhibition() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ShowcaseDeletedResponse>(`${EXHIBITIONS}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** POST or PUT /api/console/shop/showrooms(/{code}). */
export function useSaveShowroom() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ code, body }: { code?: string; body: CreateShowroomDto | ShowroomDto }) =>
      apiFetch<ShowroomWrittenResponse>(code ? `${SHOWROOMS}/${encodeURIComponent(code)}` : SHOWROOMS, { method: code ? 'PUT' : 'POST', body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/console/shop/showrooms/{code}. */
export function useDeleteShowroom() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => apiFetch<ShowcaseDeletedResponse>(`${SHOWROOMS}/${encodeURIComponent(code)}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** POST /api/console/shop/{exhibitions|showrooms}/images: one picture stored as WebP; answers its URL. */
export async function uploadShowcaseImage(kind: 'exhibitions' | 'showrooms', file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  return (await apiFetch<ShowcaseImageResponse>(`${API.console}/shop/${kind}/images`, { method: 'POST', body })).url;
}
