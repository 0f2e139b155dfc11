import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type ConsoleDisplayListResponse,
  type ConsoleDisplayWrittenResponse,
  type CreateDisplayDto,
  type HomeDisplayPicksResponse,
  type UpdateDisplayDto,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { TAXONOMY_KEYS } from './keys';

const BASE = `${API.console}/shop/displays`;

/** GET /api/console/shop/displays: every display group with its products. */
export const consoleDisplaysQueryOptions = () =>
  queryOptions({ queryKey: [...TAXONOMY_KEYS.displays, 'list'], queryFn: () => apiFetch<ConsoleDisplayListResponse>(BASE) });

/** GET /api/console/shop/displays/{code}: one group with its products in order. */
export const consoleDisplayQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...TAXONOMY_KEYS.displays, 'one', code],
    queryFn: () => apiFetch<ConsoleDisplayWrittenResponse>(`${BASE}/${encodeURIComponent(code)}`),
  });

export const useConsoleDisplays = () => useQuery(consoleDisplaysQueryOptions());
export const useConsoleDisplay = (code: string) => useQuery(consoleDisplayQueryOptions(code));

/** POST, PUT and DELETE of display groups; each refreshes them. */
export function useDisplayWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: TAXONOMY_KEYS.displays });
  const create = useMutation({
    mutationFn: (body: CreateDisplayDto) => apiFetch<ConsoleDisplayWrittenResponse>(BASE, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ code, body }: { code: string; body: UpdateDisplayDto }) =>
      apiFetch<ConsoleDisplayWrittenResponse>(`${BASE}/${encodeURIComponent(code)}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (code: string) => apiFetch<ConsoleDisplayWrittenResponse>(`${BASE}/${encodeURIComponent(code)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

/** GET /api/console/main/displays/{code}: the products a home display block shows, in order (staff's picks, else the products flagged with the code). */
export const homeDisplayPicksQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...TAXONOMY_KEYS.homePicks, code],
    queryFn: () => apiFetch<HomeDisplayPicksResponse>(`${API.console}/main/displays/${encodeURIComponent(code)}`),
  });

export const useHomeDisplayPicks = (code: string) => useQuery(homeDisplayPicksQueryOptions(code));

/** PUT /api/console/main/displays/{code}: sets the block's products in order; the answer becomes the cached picks and the display groups are refreshed. */
export function useSaveHomeDisplayPicks(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (productIds: string[]) =>
      apiFetch<HomeDisplayPicksResponse>(`${API.console}/main/displays/${encodeURIComponent(code)}`, { method: 'PUT', body: { productIds } }),
    onSuccess: async (answer) => {
      qc.setQueryData(homeDisplayPicksQueryOptions(code).queryKey, answer);
      await Promise.all([qc.invalidateQueries({ queryKey: TAXONOMY_KEYS.displays }), qc.invalidateQueries({ queryKey: ['home'] })]);
    },
  });
}
