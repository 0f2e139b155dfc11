import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HoldVerificationResponse, PromoterBankResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { PROMOTER_BANK_PATH, promoterBankKeys } from './keys';

/** PUT /api/v1/promoter/bank/hold-verifications/{id}/verify: SUCCESS is cached; a refusal refetches (attempts left). */
export function useVerifyHold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: string; code: string }) =>
      apiFetch<HoldVerificationResponse>(`${PROMOTER_BANK_PATH}/hold-verifications/${encodeURIComponent(id)}/verify`, { method: 'PUT', body: { code } }),
    onSuccess: (answer) => qc.setQueryData<PromoterBankResponse>(promoterBankKeys.mine(), { account: answer.account, verification: answer.verification }),
    onError: () => void qc.invalidateQueries({ queryKey: promoterBankKeys.mine() }),
  });
}
