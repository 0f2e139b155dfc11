import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HoldVerificationResponse, PromoterBankResponse, RequestHoldVerificationDto } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { PROMOTER_BANK_PATH, promoterBankKeys } from './keys';

/** POST /api/v1/promoter/bank/hold-verifications: sends 1원 and opens VERIFY; the answer becomes the cached verification. */
export function useRequestHoldVerification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestHoldVerificationDto) => apiFetch<HoldVerificationResponse>(`${PROMOTER_BANK_PATH}/hold-verifications`, { method: 'POST', body }),
    onSuccess: (answer) => qc.setQueryData<PromoterBankResponse>(promoterBankKeys.mine(), { account: answer.account, verification: answer.verification }),
  });
}
