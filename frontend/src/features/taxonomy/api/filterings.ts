import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type ConsoleFilteringListResponse,
  type ConsoleFilteringWrittenResponse,
  type CreateFilteringDto,
  type UpdateFilteringDto,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { TAXONOMY_KEYS } from './keys';

const BASE = `${API.console}/shop/filterings`;

/** GET /api/console/shop/filterings: every filtering in the shop's order, and the product property names in use. */
export const consoleFilteringsQueryOptions = () =>
  queryOptions({ queryKey: TAXONOMY_KEYS.filterings, queryFn: () => apiFetch<ConsoleFilteringListResponse>(BASE) });

export const useConsoleFilterings = () => useQuery(consoleFilteringsQueryOptions());

/** POST, PUT (one, or the order) and DELETE of filterings; each refreshes the list and the shop's product lists (their facets). */
export function useFilteringWrites() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: TAXONOMY_KEYS.filterings }), qc.invalidateQueries({ queryKey: ['catalog', 'products'] })]);
  const create = useMutation({
    mutationFn: (body: CreateFilteringDto) => apiFetch<ConsoleFilteringWrittenResponse>(BASE, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ code, body }: { code: string; body: UpdateFilteringDto }) =>
      apiFetch<ConsoleFilteringWrittenResponse>(`${BASE}/${encodeURIComponent(code)}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const reorder = useMutation({
    mutationFn: (codes: string[]) => apiFetch<ConsoleFilteringListResponse>(`${BASE}/order`, { method: 'PUT', body: { codes } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (code: string) => apiFetch<ConsoleFilteringWrittenResponse>(`${BASE}/${encodeURIComponent(code)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, update, reorder, remove };
}
