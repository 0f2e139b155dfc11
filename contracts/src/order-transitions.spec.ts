import { ClaimStatus, CollectionStatus, OrderStatus, PurchaseStatus } from './enums.js';
import {
  CLAIM_TRANSITIONS,
  COLLECTION_TRANSITIONS,
  NO_CLAIM,
  ORDER_TRANSITIONS,
  PURCHASE_TRANSITIONS,
  canMove,
  claimsOpenTo,
  firstClaimStatus,
} from './order-transitions.js';

/** Every state reachable from `start` by the table's moves. */
function reachable<S extends string>(table: Record<S, readonly string[]>, start: S): Set<string> {
  const seen = new Set<string>([start]);
  const queue: string[] = [start];
  while (queue.length) {
    for (const next of table[queue.shift() as S] ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

const line = (orderStatus: OrderStatus, claimStatus: ClaimStatus | null = null, purchaseStatus: PurchaseStatus | null = PurchaseStatus.PURCHASE_PENDING) => ({
  orderStatus,
  claimStatus,
  purchaseStatus,
});

describe('order life tables', () => {
  it('reach every state of each field from its start, so no state is unreachable', () => {
    expect(reachable(ORDER_TRANSITIONS, OrderStatus.ORDER_NONPAYMENT)).toEqual(new Set(Object.values(OrderStatus)));
    expect(reachable(CLAIM_TRANSITIONS, NO_CLAIM)).toEqual(new Set([NO_CLAIM, ...Object.values(ClaimStatus)]));
    expect(reachable(COLLECTION_TRANSITIONS, 'NONE')).toEqual(new Set(['NONE', ...Object.values(CollectionStatus)]));
    expect(reachable(PURCHASE_TRANSITIONS, PurchaseStatus.PURCHASE_PENDING)).toEqual(new Set(Object.values(PurchaseStatus)));
  });

  it('ends a cancelled or returned line, a delivered order and a confirmed purchase for good', () => {
    expect(ORDER_TRANSITIONS.ORDER_CANCELED).toEqual([]);
    expect(ORDER_TRANSITIONS.DELIVERY_COMPLETE).toEqual([]);
    expect(CLAIM_TRANSITIONS.CANCEL_COMPLETED).toEqual([]);
    expect(CLAIM_TRANSITIONS.RETURN_COMPLETED).toEqual([]);
    expect(PURCHASE_TRANSITIONS.PURCHASE_COMPLETE).toEqual([]);
  });

  it('takes an exchange through collection and reshipping, never straight to completed', () => {
    expect(canMove(CLAIM_TRANSITIONS, ClaimStatus.EXCHANGE_REQUESTED, ClaimStatus.EXCHANGE_COMPLETED)).toBe(false);
    const path = [
      ClaimStatus.EXCHANGE_REQUESTED,
      ClaimStatus.EXCHANGE_PENDING,
      ClaimStatus.EXCHANGE_DELAYED,
      ClaimStatus.EXCHANGE_SHIPPING,
      ClaimStatus.EXCHANGE_COMPLETED,
    ];
    path.slice(1).forEach((to, i) => expect(canMove(CLAIM_TRANSITIONS, path[i]!, to)).toBe(true));
  });

  it('does not cancel an order once it ships', () => {
    expect(canMove(ORDER_TRANSITIONS, OrderStatus.SHIPPING_CONFIRM, OrderStatus.ORDER_CANCELED)).toBe(false);
    expect(claimsOpenTo(line(OrderStatus.SHIPPING_CONFIRM))).toEqual([]);
    expect(claimsOpenTo(line(OrderStatus.SHIPPING_DELAYED))).toEqual([]);
  });
});

describe('claims a member may start', () => {
  it('cancels an unpaid line at once and asks staff for a paid or prepared one', () => {
    expect(claimsOpenTo(line(OrderStatus.ORDER_NONPAYMENT))).toEqual(['CANCEL']);
    expect(firstClaimStatus('CANCEL', OrderStatus.ORDER_NONPAYMENT)).toBe(ClaimStatus.CANCEL_COMPLETED);
    expect(claimsOpenTo(line(OrderStatus.ORDER_CONFIRM))).toEqual(['CANCEL']);
    expect(firstClaimStatus('CANCEL', OrderStatus.ORDER_PAYMENT)).toBe(ClaimStatus.CANCEL_REQUESTED);
  });

  it('returns or exchanges a delivered line until the purchase is confirmed', () => {
    expect(claimsOpenTo(line(OrderStatus.DELIVERY_COMPLETE, null, PurchaseStatus.PURCHASE_AWAITING))).toEqual(['RETURN', 'EXCHANGE']);
    expect(claimsOpenTo(line(OrderStatus.DELIVERY_COMPLETE, null, PurchaseStatus.PURCHASE_COMPLETE))).toEqual([]);
    expect(firstClaimStatus('RETURN', OrderStatus.DELIVERY_COMPLETE)).toBe(ClaimStatus.RETURN_REQUESTED);
  });

  it('offers nothing while a claim is open, and no second cancel after staff refused one on a paid line', () => {
    expect(claimsOpenTo(line(OrderStatus.ORDER_PAYMENT, ClaimStatus.CANCEL_REQUESTED))).toEqual([]);
    expect(claimsOpenTo(line(OrderStatus.DELIVERY_COMPLETE, ClaimStatus.RETURN_REQUESTED, PurchaseStatus.PURCHASE_AWAITING))).toEqual([]);
    expect(claimsOpenTo(line(OrderStatus.ORDER_PAYMENT, ClaimStatus.CANCEL_REJECTED))).toEqual([]);
    expect(claimsOpenTo(line(OrderStatus.DELIVERY_COMPLETE, ClaimStatus.RETURN_REJECTED, PurchaseStatus.PURCHASE_AWAITING))).toEqual(['RETURN', 'EXCHANGE']);
  });
});
