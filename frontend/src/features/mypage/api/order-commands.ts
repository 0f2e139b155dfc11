import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ClaimKind, type ClaimReason, type OrderChangedResponse } from '@shop/contracts';
import { apiFetch, notePositionSeen } from '../../../shared/api/client';
import { myOrderKeys } from '../../../shared/api/my-order-keys';

/** A claim on one line (PUT /api/v1/me/purchases/{id}): what, why, and photo URLs from {@link uploadClaimImage}. */
export interface ClaimInput {
  purchaseId: string;
  claim: ClaimKind;
  claimReason: ClaimReason;
  claimReasonDetails?: string;
  images?: string[];
}

/** PUT /api/v1/me/purchases/{id}: claims one line (cancel, return or exchange); answers the order as it now stands. */
export function claimPurchase({ purchaseId, ...body }: ClaimInput): Promise<OrderChangedResponse> {
  return apiFetch<OrderChangedResponse>(`${API.me}/purchases/${encodeURIComponent(purchaseId)}`, { method: 'PUT', body });
}

/** DELETE /api/v1/me/orders/{id}: cancels every line still open to a cancel, with an optional reason. */
export function cancelOrder(orderId: string, body: { claimReason?: ClaimReason; claimReasonDetails?: string } = {}): Promise<OrderChangedResponse> {
  return apiFetch<OrderChangedResponse>(`${API.me}/orders/${encodeURIComponent(orderId)}`, { method: 'DELETE', body });
}

/** POST /api/v1/me/orders/{id}/confirm: 구매확정 of the named delivered lines (none named: every delivered line). */
export function confirmPurchases(orderId: string, purchaseIds?: string[]): Promise<OrderChangedResponse> {
  return apiFetch<OrderChangedResponse>(`${API.me}/orders/${encodeURIComponent(orderId)}/confirm`, {
    method: 'POST',
    body: purchaseIds ? { purchaseIds } : {},
  });
}

/**
 * A command on one of the member's orders. On success the order as answered replaces the shown
 * one, the position written is remembered (read-your-writes: the next reads wait for it), and the
 * member's order lists and this order are refetched.
 */
export function useOrderCommand<V>(orderId: string, send: (vars: V) => Promise<OrderChangedResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (res) => {
      notePositionSeen(res.position);
      if (res.order) queryClient.setQueryData(myOrderKeys.detail(orderId), res.order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: myOrderKeys.detail(orderId) }),
      ]);
    },
  });
}
