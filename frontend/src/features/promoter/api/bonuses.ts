import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type PromoterBonusListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { promoterKeys } from './keys';

/** Bonus lines shown per page. */
export const BONUSES_PAGE_SIZE = 20;

/** The tabs of /promoter/bonuses__{tab} (spec §2) and the history type each shows; `all` is /promoter/bonuses. */
export const BONUS_TABS = {
  all: { label: '전체', type: undefined },
  sales: { label: '판매', type: 'SALES' },
  goods: { label: '상품', type: 'GOODS' },
  grade: { label: '등급', type: 'GRADE' },
  'admin-edit': { label: '관리자 지급', type: 'ADMIN_EDIT' },
  debit: { label: '차감', type: 'DEBIT' },
  withdrawal: { label: '출금', type: 'WITHDRAWAL' },
} as const;
export type BonusTab = keyof typeof BONUS_TABS;

/** GET /api/v1/promoter/bonuses: the balance and page `page` (1-based) of the history under `tab`. */
export function usePromoterBonuses(tab: BonusTab, page: number) {
  const type = BONUS_TABS[tab].type;
  return useQuery({
    queryKey: promoterKeys.bonuses(tab, page),
    queryFn: () =>
      apiFetch<PromoterBonusListResponse>(`${API.public}/promoter/bonuses`, {
        query: type ? { type } : undefined,
        headers: { limit: String(BONUSES_PAGE_SIZE), skip: String((page - 1) * BONUSES_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });
}
