import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type CreateTargetPaymentDto, type TargetPaymentListResponse, type TargetPaymentWrittenResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Filter of the console's target payment table. */
export interface TargetPaymentFilter {
  searchValue: string;
  page: number;
  limit: number;
}

/** Query keys of the console's target payments. */
export const targetPaymentKeys = {
  all: ['console', 'targetPayments'] as const,
  list: (filter: TargetPaymentFilter) => [...targetPaymentKeys.all, filter] as const,
};

const BASE = `${API.console}/shop/target-payments`;

/** GET /api/console/shop/target-payments: one page, newest first, searched by name, code or member. */
export const targetPaymentsQueryOptions = (f: TargetPaymentFilter) =>
  queryOptions({
    queryKey: targetPaymentKeys.list(f),
    queryFn: () =>
      apiFetch<TargetPaymentListResponse>(BASE, {
        query: { searchValue: f.searchValue || undefined },
        headers: { limit: String(f.limit), skip: String((f.page - 1) * f.limit) },
      }),
    placeholderData: keepPreviousData,
  });

export function useTargetPayments(f: TargetPaymentFilter) {
  return useQuery(targetPaymentsQueryOptions(f));
}

/** POST (ask a member to pay) and DELETE (withdraw) of target payments; both refresh the table. */
export function useTargetPaymentWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: targetPaymentKeys.all });
  const create = useMutation({
    mutationFn: (body: CreateTargetPaymentDto) => apiFetch<TargetPaymentWrittenResponse>(BASE, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => apiFetch<TargetPaymentWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, withdraw };
}

/** Rows of one page of the target payment table. */
export const TARGET_PAYMENTS_PAGE_SIZE = 20;
