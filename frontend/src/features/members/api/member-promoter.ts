import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ConsolePromoterRequestResponse, type DecidePromoterRequestDto, type PromoterRequestWrittenResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { memberKeys } from './keys';

const path = (userId: string) => `${API.console}/users/${encodeURIComponent(userId)}/promoter`;

/** The member's promoter request as staff see it (GET /api/console/users/{id}/promoter). */
export const useMemberPromoter = (userId: string, enabled: boolean) =>
  useQuery({ queryKey: memberKeys.records(userId, 'promoter'), queryFn: () => apiFetch<ConsolePromoterRequestResponse>(path(userId)), enabled });

/** Approves or rejects the request (PUT /api/console/users/{id}/promoter); the answer becomes the cached request and the member lists refetch. */
export function useDecidePromoter(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DecidePromoterRequestDto) => apiFetch<PromoterRequestWrittenResponse>(path(userId), { method: 'PUT', body }),
    onSuccess: (answer) => {
      qc.setQueryData<ConsolePromoterRequestResponse>(memberKeys.records(userId, 'promoter'), { request: answer.request });
      void qc.invalidateQueries({ queryKey: [...memberKeys.all, 'list'] });
    },
  });
}
