import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ChangeMyInfoDto, type MeInfoWrittenResponse, type MeVerifyResponse, type MeWithdrawResponse, type WithdrawDto } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { meKeys } from '../../../shared/api/me-info';

/** POST /api/v1/me/verify: the password typed again; answers a proof for PUT me/info. */
export const useVerifyPassword = () =>
  useMutation({ mutationFn: (password: string) => apiFetch<MeVerifyResponse>(`${API.me}/verify`, { method: 'POST', body: { password } }) });

/** PUT /api/v1/me/info with the proof; refreshes the member's profile everywhere it is shown. */
export function useChangeMyInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeMyInfoDto) => apiFetch<MeInfoWrittenResponse>(`${API.me}/info`, { method: 'PUT', body }),
    onSuccess: ({ user }) => qc.setQueryData(meKeys.info(), user),
  });
}

/** POST /api/v1/me/withdraw with the reason and the proof; the account is closed on the server. */
export const useWithdraw = () =>
  useMutation({ mutationFn: (body: WithdrawDto) => apiFetch<MeWithdrawResponse>(`${API.me}/withdraw`, { method: 'POST', body }) });
