import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type BonusWithdrawalResult, type BonusWithdrawalStatus, type ConsoleBonusWithdrawalListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { userBonusKeys } from './keys';

/** Rows of one page of the console's bonus withdrawals. */
export const BONUS_WITHDRAWALS_PAGE_SIZE = 30;

/** Filter of the console's bonus withdrawals: 1-based page and one status or all. */
export interface BonusWithdrawalsFilter {
  page: number;
  status: BonusWithdrawalStatus | '';
}

/** GET /api/console/bonus-withdrawals: withdrawals newest first (headers limit/skip), with how many are PENDING. */
export const bonusWithdrawalsQueryOptions = (f: BonusWithdrawalsFilter) =>
  queryOptions({
    queryKey: [...userBonusKeys.all, 'withdrawals', f] as const,
    queryFn: () =>
      apiFetch<ConsoleBonusWithdrawalListResponse>(`${API.console}/bonus-withdrawals`, {
        query: { status: f.status || undefined },
        headers: { limit: String(BONUS_WITHDRAWALS_PAGE_SIZE), skip: String((f.page - 1) * BONUS_WITHDRAWALS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

export const useBonusWithdrawals = (f: BonusWithdrawalsFilter) => useQuery(bonusWithdrawalsQueryOptions(f));

/** PUT /api/console/bonus-withdrawals/{id}/reconcile: asks the bank how the transfer ended; refreshes the page's lists. */
export function useReconcileWithdrawal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (withdrawalId: string) =>
      apiFetch<BonusWithdrawalResult>(`${API.console}/bonus-withdrawals/${encodeURIComponent(withdrawalId)}/reconcile`, { method: 'PUT' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userBonusKeys.all }),
  });
}
