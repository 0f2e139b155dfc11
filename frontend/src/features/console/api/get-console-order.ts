import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ConsoleOrderResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { consoleKeys } from './keys';

/** GET /api/console/shop/orders/{id}[?at=]: an order with its event history; with `at`, the order as it stood then. */
export function fetchConsoleOrder(id: string, at: string | null = null): Promise<ConsoleOrderResponse> {
  return apiFetch<ConsoleOrderResponse>(`${API.console}/shop/orders/${encodeURIComponent(id)}`, { query: { at: at ?? undefined } });
}

/** Query options of one order in the console, now or at a past moment. */
export const consoleOrderQueryOptions = (id: string, at: string | null = null) =>
  queryOptions({ queryKey: consoleKeys.orderAt(id, at), queryFn: () => fetchConsoleOrder(id, at) });

/** One order with its history (console order detail), now or at `at`. */
export function useConsoleOrder(id: string, at: string | null = null) {
  return useQuery(consoleOrderQueryOptions(id, at));
}
