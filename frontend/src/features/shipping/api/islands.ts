import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type IslandHistoryResponse, type IslandListResponse, type IslandWrittenResponse, type SaveIslandDto } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { shippingKeys } from './shipping-keys';

const BASE = `${API.console}/shop/islands`;
/** Changes shown per page of the history. */
export const ISLAND_HISTORY_PAGE_SIZE = 10;

/** GET /api/console/shop/islands: every row, by postcode. */
export const islandsQueryOptions = () => queryOptions({ queryKey: shippingKeys.islandList(), queryFn: () => apiFetch<IslandListResponse>(BASE) });

export function useIslands() {
  return useQuery(islandsQueryOptions());
}

/** GET /api/console/shop/islands/history: the table's changes, newest first. */
export function useIslandHistory(page: number) {
  return useQuery({
    queryKey: shippingKeys.islandHistory(page),
    queryFn: () =>
      apiFetch<IslandHistoryResponse>(`${BASE}/history`, {
        headers: { limit: String(ISLAND_HISTORY_PAGE_SIZE), skip: String((page - 1) * ISLAND_HISTORY_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST, PUT and DELETE of island rows; each refreshes the table and its history. */
export function useIslandWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: shippingKeys.islands() });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SaveIslandDto }) =>
      apiFetch<IslandWrittenResponse>(id ? `${BASE}/${encodeURIComponent(id)}` : BASE, { method: id ? 'PUT' : 'POST', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<IslandWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { save, remove };
}
