import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, BONUS_TYPES, BONUS_TYPE_TEXT, type BonusType, type ConsoleBonusListResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { userBonusKeys } from './keys';

/** Rows of one page of the console's bonus lines. */
export const USER_BONUSES_PAGE_SIZE = 30;

/** Filter of the console's bonus lines: 1-based page, search words, one type or all. */
export interface UserBonusesFilter {
  page: number;
  searchValue: string;
  type: BonusType | 'WITHDRAWAL' | '';
}

/** GET /api/console/user-bonuses: every promoter's bonus lines, newest first (headers limit/skip). */
export const userBonusesQueryOptions = (f: UserBonusesFilter) =>
  queryOptions({
    queryKey: userBonusKeys.list(f),
    queryFn: () =>
      apiFetch<ConsoleBonusListResponse>(`${API.console}/user-bonuses`, {
        query: { searchValue: f.searchValue || undefined, type: f.type || undefined },
        headers: { limit: String(USER_BONUSES_PAGE_SIZE), skip: String((f.page - 1) * USER_BONUSES_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

export const useUserBonuses = (f: UserBonusesFilter) => useQuery(userBonusesQueryOptions(f));

/** The type filter's choices: the §9 bonus types and withdrawals. */
export const BONUS_FILTERS: { value: BonusType | 'WITHDRAWAL'; label: string }[] = [
  ...BONUS_TYPES.map((type) => ({ value: type, label: BONUS_TYPE_TEXT[type] })),
  { value: 'WITHDRAWAL', label: '출금' },
];
