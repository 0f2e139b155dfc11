import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type WatchWrittenResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { watchKeys, watchesQueryOptions } from '../../../shared/api/watches';

/** The member's recently viewed products (GET /api/v1/me/watches), newest first. */
export function useRecentlyViewed() {
  return useQuery(watchesQueryOptions());
}

/** DELETE /api/v1/me/watches/{productId}, or the whole list without one; the answer becomes the cached list. */
export function useRemoveWatches() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (productId?: string) =>
      apiFetch<WatchWrittenResponse>(productId ? `${API.me}/watches/${encodeURIComponent(productId)}` : `${API.me}/watches`, { method: 'DELETE' }),
    onSuccess: (answer) => qc.setQueryData(watchKeys.all, answer.watches),
  });
}
