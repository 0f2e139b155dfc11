import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type AdjustUserBonusDto, type ConsoleBonusWrittenResponse, type ConsoleUserBonusesResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { memberKeys } from './keys';

/** Lines shown on the member page's 보너스 tab. */
export const MEMBER_BONUS_LINES = 50;

const path = (userId: string) => `${API.console}/users/${encodeURIComponent(userId)}/bonuses`;

/** The promoter's balance and latest bonus lines (GET /api/console/users/{id}/bonuses). */
export const useMemberBonuses = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: memberKeys.records(userId, 'bonuses'),
    queryFn: () => apiFetch<ConsoleUserBonusesResponse>(path(userId), { headers: { limit: String(MEMBER_BONUS_LINES), skip: '0' } }),
    enabled,
  });

/**
 * Grants (amount > 0) or debits (amount < 0) the promoter's bonus with a reason (POST
 * /api/console/users/{id}/bonuses); the body's `adjustmentId` makes a retried request apply once.
 * The tab and the console's bonus list refetch.
 */
export function useAdjustMemberBonus(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustUserBonusDto) => apiFetch<ConsoleBonusWrittenResponse>(path(userId), { method: 'POST', body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: memberKeys.records(userId, 'bonuses') });
      void qc.invalidateQueries({ queryKey: ['console', 'user-bonuses'] });
    },
  });
}
