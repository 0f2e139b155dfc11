import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type SaveShippingDto, type ShippingListResponse, type ShippingWrittenResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { shippingKeys, type ShippingFilter } from './shipping-keys';

const BASE = `${API.console}/shop/shippings`;

/** GET /api/console/shop/shippings: one page of rules, newest first, by name, target type and on/off. */
export const shippingsQueryOptions = (f: ShippingFilter) =>
  queryOptions({
    queryKey: shippingKeys.ruleList(f),
    queryFn: () =>
      apiFetch<ShippingListResponse>(BASE, {
        query: { searchValue: f.searchValue || undefined, targetType: f.targetType || undefined, isActive: f.isActive || undefined },
        headers: { limit: String(f.limit), skip: String((f.page - 1) * f.limit) },
      }),
    placeholderData: keepPreviousData,
  });

export function useShippings(f: ShippingFilter) {
  return useQuery(shippingsQueryOptions(f));
}

/** POST, PUT and DELETE of shipping rules; each refreshes the rule table. */
export function useShippingWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: shippingKeys.rules() });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SaveShippingDto }) =>
      apiFetch<ShippingWrittenResponse>(id ? `${BASE}/${encodeURIComponent(id)}` : BASE, { method: id ? 'PUT' : 'POST', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<ShippingWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/** Rows of one page of the shipping rule table. */
export const SHIPPINGS_PAGE_SIZE = 20;
