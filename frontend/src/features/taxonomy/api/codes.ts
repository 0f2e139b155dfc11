import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ShopCodesResponse, type UpdateShopCodesDto } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

const BASE = `${API.console}/shop/codes`;
const KEY = ['console-taxonomy', 'codes'] as const;

/** GET /api/console/shop/codes: every display and shipping code with its setting. */
export const shopCodesQueryOptions = () => queryOptions({ queryKey: KEY, queryFn: () => apiFetch<ShopCodesResponse>(BASE) });

export const useShopCodes = () => useQuery(shopCodesQueryOptions());

/** PUT /api/console/shop/codes: replaces the lists sent; the answer refreshes the page. */
export function useSaveShopCodes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShopCodesDto) => apiFetch<ShopCodesResponse>(BASE, { method: 'PUT', body }),
    onSuccess: (data) => qc.setQueryData(KEY, data),
  });
}
