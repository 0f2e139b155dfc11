import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentHistoryResponse, ContentRestoredResponse, RestoreVersionDto } from '@shop/contracts';
import { apiFetch } from '../api/client';

/** Where an item's history lives: its console address (e.g. `/api/console/popups/{id}`) and the query that names it, if any (`?path=` of a page). */
export interface HistoryTarget {
  base: string;
  query?: Record<string, string>;
}

/** GET {base}/history: the item's versions, newest first (issue 14). */
export const contentHistoryQueryOptions = ({ base, query }: HistoryTarget) =>
  queryOptions({
    // Under the console content prefix, so the content editors' refresh after a save refreshes it too.
    queryKey: ['console', 'content', 'history', base, query ?? null] as const,
    queryFn: () => apiFetch<ContentHistoryResponse>(`${base}/history`, { query }),
  });

/**
 * POST {base}/history/{version}/restore with `current`, the latest version staff saw (409
 * DOCUMENT_CHANGED when the item changed since): brings the item back to `version` (only the
 * fields `only` names, when given); refreshes its history, then calls `onRestored`.
 */
export function useRestoreVersion(target: HistoryTarget, onRestored: () => unknown, only?: string[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ version, current }: { version: number; current: number }) => {
      const body: RestoreVersionDto = only ? { current, fields: only } : { current };
      return apiFetch<ContentRestoredResponse>(`${target.base}/history/${version}/restore`, { method: 'POST', query: target.query, body });
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: contentHistoryQueryOptions(target).queryKey });
      await onRestored();
    },
  });
}
