import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type BonusWithdrawalResult, type BonusWithdrawalTerms, type WithdrawBonusDto } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { promoterKeys } from './keys';

const WITHDRAW_PATH = `${API.public}/promoter/bonuses/withdraw`;

/** GET /api/v1/promoter/bonuses/withdraw: the balance, the minimum and fee in force, and the verified account (or null). */
export const bonusWithdrawalTermsQueryOptions = () =>
  queryOptions({ queryKey: promoterKeys.withdrawal(), queryFn: () => apiFetch<BonusWithdrawalTerms>(WITHDRAW_PATH) });

/** What the withdrawal steps need, read again whenever the page opens (the balance is money, and the account may have just been verified on /promoter/bank). */
export function useBonusWithdrawalTerms() {
  return useQuery({ ...bonusWithdrawalTermsQueryOptions(), refetchOnMount: 'always' });
}

/** POST /api/v1/promoter/bonuses/withdraw: answers the deposit result; the balance and history are read again after it. */
export function useWithdrawBonus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawBonusDto) => apiFetch<BonusWithdrawalResult>(WITHDRAW_PATH, { method: 'POST', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: promoterKeys.all }),
  });
}
