import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type TargetPaymentListResponse, type TargetPaymentResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Query keys of the member's target payments (결제 요청). */
export const targetPaymentKeys = {
  all: ['myTargetPayments'] as const,
  list: (page: number) => [...targetPaymentKeys.all, 'list', page] as const,
  one: (id: string) => [...targetPaymentKeys.all, 'one', id] as const,
};

/** Target payments shown on one page of /mypage/target-payments. */
export const TARGET_PAYMENTS_PAGE_SIZE = 10;

/** GET /api/v1/me/target-payments: what staff asked the member to pay, newest first. */
export const myTargetPaymentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: targetPaymentKeys.list(page),
    queryFn: () =>
      apiFetch<TargetPaymentListResponse>(`${API.me}/target-payments`, {
        headers: { limit: String(TARGET_PAYMENTS_PAGE_SIZE), skip: String((page - 1) * TARGET_PAYMENTS_PAGE_SIZE) },
      }),
  });

export function useMyTargetPayments(page: number) {
  return useQuery(myTargetPaymentsQueryOptions(page));
}

/** GET /api/v1/me/target-payments/{id}: one of them with the product view the order page orders it from. */
export function fetchMyTargetPayment(id: string): Promise<TargetPaymentResponse> {
  return apiFetch<TargetPaymentResponse>(`${API.me}/target-payments/${encodeURIComponent(id)}`);
}
