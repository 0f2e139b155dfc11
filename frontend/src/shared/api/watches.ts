import { useEffect } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { API, type WatchListResponse, type WatchWrittenResponse } from '@shop/contracts';
import { apiFetch } from './client';
import { useSession } from '../stores/session';
import { useWatches } from '../stores/watches';

/** Query keys of the member's recently viewed products. */
export const watchKeys = { all: ['watches'] as const };

/** GET /api/v1/me/watches: the member's recently viewed products, newest first. */
export const watchesQueryOptions = () =>
  queryOptions({ queryKey: watchKeys.all, queryFn: async () => (await apiFetch<WatchListResponse>(`${API.me}/watches`)).watches });

/**
 * Notes that the shopper views this product (spec §7 me/watches): a member's view goes to the
 * server (POST me/watches), a visitor's is kept in the browser until sign-in. Best effort:
 * a failure is not shown.
 */
export function useRecordWatch(productId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!productId) return;
    if (!useSession.getState().refreshToken) return useWatches.getState().record(productId);
    apiFetch<WatchWrittenResponse>(`${API.me}/watches`, { method: 'POST', body: { product: productId } })
      .then((answer) => queryClient.setQueryData(watchKeys.all, answer.watches))
      .catch(() => undefined);
  }, [productId, queryClient]);
}
