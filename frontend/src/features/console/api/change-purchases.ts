import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type BulkChangePurchasesDto, type BulkResponse, type ChangePurchaseDto, type OrderChangedResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { consoleKeys } from './keys';

/** PUT /api/console/shop/purchases: the same move for many purchases, answered per row. */
export function changePurchases(body: BulkChangePurchasesDto): Promise<BulkResponse> {
  return apiFetch<BulkResponse>(`${API.console}/shop/purchases`, { method: 'PUT', body });
}

/** PUT /api/console/shop/purchases/{id}: one purchase's order, claim or collection status (409 when the tables forbid it). */
export function changePurchase(id: string, body: ChangePurchaseDto): Promise<OrderChangedResponse> {
  return apiFetch<OrderChangedResponse>(`${API.console}/shop/purchases/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** Bulk move of the selected rows; refreshes the purchase lists and counts. */
export function useChangePurchases() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: changePurchases, onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.purchases() }) });
}

/** One line's move from its order page; refreshes that order and the purchase lists. */
export function useChangePurchase(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangePurchaseDto & { id: string }) => changePurchase(id, body),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: consoleKeys.purchases() }), qc.invalidateQueries({ queryKey: consoleKeys.order(orderId) })]),
  });
}
