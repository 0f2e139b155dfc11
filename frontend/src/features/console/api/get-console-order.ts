import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ConsoleOrderResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { consoleKeys } from './keys';

/** GET /api/console/shop/orders/{id}: an order with its event history. */
export function fetchConsoleOrder(id: string): Promise<ConsoleOrderResponse> {
  return apiFetch<ConsoleOrderResponse>(`${API.console}/shop/orders/${encodeURIComponent(id)}`);
}

/** Query options of one order in the console. */
export const consoleOrderQueryOptions = (id: string) => queryOptions({ queryKey: consoleKeys.order(id), queryFn: () => fetchConsoleOrder(id) });

/** One order with its history (console order detail). */
export function useConsoleOrder(id: string) {
  return useQuery(consoleOrderQueryOptions(id));
}
