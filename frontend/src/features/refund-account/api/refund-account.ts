import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type RefundAccountDto, type RefundAccountResponse, type RefundAccountWrittenResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Query keys of the member's refund account. */
export const refundAccountKeys = { all: ['refundAccount'] as const, mine: () => [...refundAccountKeys.all, 'mine'] as const };

/** GET /api/v1/me/refund-account: the member's refund account (number masked), or null. */
export const refundAccountQueryOptions = () =>
  queryOptions({ queryKey: refundAccountKeys.mine(), queryFn: () => apiFetch<RefundAccountResponse>(`${API.me}/refund-account`) });

/** The member's refund account. */
export function useRefundAccount() {
  return useQuery(refundAccountQueryOptions());
}

/** PUT /api/v1/me/refund-account: registers or replaces it; the answer (masked) becomes the cached account. */
export function useSaveRefundAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundAccountDto) => apiFetch<RefundAccountWrittenResponse>(`${API.me}/refund-account`, { method: 'PUT', body }),
    onSuccess: (answer) => qc.setQueryData<RefundAccountResponse>(refundAccountKeys.mine(), { refundAccount: answer.refundAccount }),
  });
}

/** DELETE /api/v1/me/refund-account. */
export function useDeleteRefundAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<RefundAccountWrittenResponse>(`${API.me}/refund-account`, { method: 'DELETE' }),
    onSuccess: () => qc.setQueryData<RefundAccountResponse>(refundAccountKeys.mine(), { refundAccount: null }),
  });
}
