import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Category, type CategoryListResponse, type LevelListResponse, type SalesBonusRatesDto, type SalesBonusRatesResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { userBonusKeys } from './keys';

const PATH = `${API.console}/sales-bonus-rates`;

/** GET /api/console/sales-bonus-rates: the rates in force (3% default before any were set). */
export const useSalesBonusRates = () => useQuery({ queryKey: userBonusKeys.rates(), queryFn: () => apiFetch<SalesBonusRatesResponse>(PATH) });

/** PUT /api/console/sales-bonus-rates: replaces the whole table; the answer becomes the cached rates. */
export function useSetSalesBonusRates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SalesBonusRatesDto) => apiFetch<SalesBonusRatesResponse>(PATH, { method: 'PUT', body }),
    onSuccess: (answer) => qc.setQueryData(userBonusKeys.rates(), answer),
  });
}

/** A level or category a rate may be set for, the category indented by its depth. */
export interface RateTarget {
  id: string;
  label: string;
  depth: number;
}

const flatten = (categories: Category[]): RateTarget[] =>
  categories.flatMap((c) => [{ id: c._id, label: c.name, depth: c.depth }, ...flatten(c.children ?? [])]);

/** The member levels (GET /api/console/levels) and the category tree (GET /api/v1/shop/categories) the rates form lists. */
export const useRateTargets = () =>
  useQuery({
    queryKey: userBonusKeys.targets(),
    queryFn: async () => {
      const [levels, categories] = await Promise.all([
        apiFetch<LevelListResponse>(`${API.console}/levels`),
        apiFetch<CategoryListResponse>(`${API.public}/shop/categories`),
      ]);
      return {
        levels: levels.levels.map((l): RateTarget => ({ id: l.code, label: `${l.name} (${l.code})`, depth: 0 })),
        categories: flatten(categories.categories),
      };
    },
  });
