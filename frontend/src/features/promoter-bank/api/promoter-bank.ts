import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoterBankResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { PROMOTER_BANK_PATH, promoterBankKeys } from './keys';

/** GET /api/v1/promoter/bank: the verified account and the latest 1원 verification (masked), nulls when none. */
export const promoterBankQueryOptions = () =>
  queryOptions({ queryKey: promoterBankKeys.mine(), queryFn: () => apiFetch<PromoterBankResponse>(PROMOTER_BANK_PATH) });

/** The member's bank verification. */
export function usePromoterBank() {
  return useQuery(promoterBankQueryOptions());
}
