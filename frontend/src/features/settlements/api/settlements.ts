import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ConsoleSettlementListResponse, type ConsoleSettlementResponse, type WithholdingReportResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { settlementKeys } from './keys';

export const SETTLEMENTS_API = `${API.console}/settlements`;

/** Filter of the console's settlements table: the month (YYYY-MM), the search box, the 1-based page. */
export interface SettlementFilter {
  month: string;
  searchValue: string;
  page: number;
}

/** GET /api/console/settlements: one month's settlements, a page of them, and the month's sums. */
export const settlementsQueryOptions = (f: SettlementFilter) =>
  queryOptions({
    queryKey: settlementKeys.list(f),
    queryFn: () =>
      apiFetch<ConsoleSettlementListResponse>(SETTLEMENTS_API, {
        query: { month: f.month, searchValue: f.searchValue || undefined, page: f.page > 1 ? String(f.page) : undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const useSettlements = (f: SettlementFilter) => useQuery(settlementsQueryOptions(f));

/** GET /api/console/settlements/{id}: one settlement with the lines that make its figures. */
export const settlementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: settlementKeys.one(id),
    queryFn: () => apiFetch<ConsoleSettlementResponse>(`${SETTLEMENTS_API}/${encodeURIComponent(id)}`),
  });

export const useSettlement = (id: string) => useQuery(settlementQueryOptions(id));

/** GET /api/console/settlements/withholding: the month's withholding per paid promoter (resident numbers masked). */
export const useWithholding = (month: string) =>
  useQuery({
    queryKey: settlementKeys.withholding(month),
    queryFn: () => apiFetch<WithholdingReportResponse>(`${SETTLEMENTS_API}/withholding`, { query: { month } }),
  });

/**
 * PUT /api/console/settlements/{id}/approve or /paid with finance's optional memo (and, approving,
 * `asOf`: the last line finance saw, so figures that moved meanwhile are refused); the answer
 * replaces the settlement shown and the lists refresh; a refusal for moved figures refreshes it.
 */
export function useSettlementDecision(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, memo, asOf }: { action: 'approve' | 'paid'; memo: string; asOf?: number }) =>
      apiFetch<ConsoleSettlementResponse>(`${SETTLEMENTS_API}/${encodeURIComponent(id)}/${action}`, {
        method: 'PUT',
        body: { ...(memo.trim() ? { memo: memo.trim() } : {}), ...(action === 'approve' && asOf !== undefined ? { asOf } : {}) },
      }),
    onError: () => void qc.invalidateQueries({ queryKey: settlementKeys.one(id) }),
    onSuccess: (answer) => {
      qc.setQueryData(settlementKeys.one(id), answer);
      void qc.invalidateQueries({ queryKey: settlementKeys.all });
    },
  });
}

/** The tabs of the settlements page: the promoters' settlements, and the withholding report for the tax filing. */
export const SETTLEMENT_TABS = [
  { value: 'list', label: '정산 목록' },
  { value: 'withholding', label: '원천징수 내역' },
] as const;
export type SettlementTab = (typeof SETTLEMENT_TABS)[number]['value'];
