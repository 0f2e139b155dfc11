import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type MyPromoterRequestResponse, type PromoterRequestDto, type PromoterRequestWrittenResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { promoterKeys } from './keys';

/** GET /api/v1/me/promoter-request: the member's promoter request (status, reason, code; numbers masked), or null. */
export const myPromoterRequestQueryOptions = () =>
  queryOptions({ queryKey: promoterKeys.request(), queryFn: () => apiFetch<MyPromoterRequestResponse>(`${API.me}/promoter-request`) });

/** The member's promoter request. */
export function useMyPromoterRequest() {
  return useQuery(myPromoterRequestQueryOptions());
}

/** POST /api/v1/me/promoter-request: applies; the answer (AWAITING) becomes the cached request. */
export function useApplyForPromoter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoterRequestDto) => apiFetch<PromoterRequestWrittenResponse>(`${API.me}/promoter-request`, { method: 'POST', body }),
    onSuccess: (answer) => qc.setQueryData<MyPromoterRequestResponse>(promoterKeys.request(), { request: answer.request }),
  });
}
