import { ClaimStatus, CollectionStatus, OrderStatus, PurchaseStatus } from './enums.js';

/**
 * The order's life as tables (spec §4 names the states but leaves the transitions open). Each
 * table says, for a state, the states it may move to; a decider refuses every other move with
 * 409, and the README shows the same tables. One table per status field of a purchase line:
 * orderStatus, claimStatus, collection status and purchaseStatus.
 */

/**
 * orderStatus: paid (by card approval or confirmed deposit), prepared, shipped (possibly
 * delayed), delivered. Cancellation only before shipping.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  ORDER_NONPAYMENT: [OrderStatus.ORDER_PAYMENT, OrderStatus.ORDER_CANCELED],
  ORDER_PAYMENT: [OrderStatus.ORDER_CONFIRM, OrderStatus.ORDER_CANCELED],
  ORDER_CONFIRM: [OrderStatus.SHIPPING_CONFIRM, OrderStatus.SHIPPING_DELAYED, OrderStatus.ORDER_CANCELED],
  SHIPPING_CONFIRM: [OrderStatus.SHIPPING_DELAYED, OrderStatus.DELIVERY_COMPLETE],
  SHIPPING_DELAYED: [OrderStatus.SHIPPING_CONFIRM, OrderStatus.DELIVERY_COMPLETE],
  DELIVERY_COMPLETE: [],
  ORDER_CANCELED: [],
};

/** A line with no claim yet: the `from` of a first claim in {@link CLAIM_TRANSITIONS}. */
export const NO_CLAIM = 'NONE' as const;
export type ClaimState = ClaimStatus | typeof NO_CLAIM;

/** The claims a member may start on a line, as a claim-state → claim-state table's first moves. */
const START = [ClaimStatus.CANCEL_REQUESTED, ClaimStatus.CANCEL_COMPLETED, ClaimStatus.RETURN_REQUESTED, ClaimStatus.EXCHANGE_REQUESTED] as const;

/**
 * claimStatus. A cancel of an unpaid line completes at once; otherwise staff approve (completed,
 * after the refund) or reject with a message. An approved exchange waits for the collection
 * (EXCHANGE_PENDING), may be delayed, ships the replacement (EXCHANGE_SHIPPING) and completes.
 * A rejected or completed exchange or return leaves the line open to a new claim; a rejected
 * cancel does too, but {@link claimsOpenTo} (which first claims a line's order status allows)
 * offers no second cancel of a paid line that staff refused to cancel.
 */
export const CLAIM_TRANSITIONS: Record<ClaimState, readonly ClaimStatus[]> = {
  NONE: START,
  CANCEL_REQUESTED: [ClaimStatus.CANCEL_COMPLETED, ClaimStatus.CANCEL_REJECTED],
  CANCEL_COMPLETED: [],
  CANCEL_REJECTED: START,
  RETURN_REQUESTED: [ClaimStatus.RETURN_COMPLETED, ClaimStatus.RETURN_REJECTED],
  RETURN_COMPLETED: [],
  RETURN_REJECTED: START,
  EXCHANGE_REQUESTED: [ClaimStatus.EXCHANGE_PENDING, ClaimStatus.EXCHANGE_REJECTED],
  EXCHANGE_PENDING: [ClaimStatus.EXCHANGE_SHIPPING, ClaimStatus.EXCHANGE_DELAYED],
  EXCHANGE_DELAYED: [ClaimStatus.EXCHANGE_SHIPPING],
  EXCHANGE_SHIPPING: [ClaimStatus.EXCHANGE_COMPLETED],
  EXCHANGE_COMPLETED: START,
  EXCHANGE_REJECTED: START,
};

/** A line not being collected: the `from` of {@link COLLECTION_TRANSITIONS}. */
export const NOT_COLLECTED = 'NONE' as const;
export type CollectionState = CollectionStatus | typeof NOT_COLLECTED;

/** Collection of goods coming back (return or exchange): booked, picked up, arrived. */
export const COLLECTION_TRANSITIONS: Record<CollectionState, readonly CollectionStatus[]> = {
  NONE: [CollectionStatus.COLLECTION_PENDING],
  COLLECTION_PENDING: [CollectionStatus.COLLECTION_PROGRESS],
  COLLECTION_PROGRESS: [CollectionStatus.COLLECTION_COMPLETE],
  COLLECTION_COMPLETE: [],
};

/**
 * purchaseStatus: pending until delivered, then awaiting the member's 구매확정; scheduled for
 * automatic confirmation a number of days after delivery (a setting); a claim puts a scheduled
 * line back to awaiting. Confirmed lines can no longer be claimed; cancelled or returned lines
 * end as PURCHASE_CANCELED.
 */
export const PURCHASE_TRANSITIONS: Record<PurchaseStatus, readonly PurchaseStatus[]> = {
  PURCHASE_PENDING: [PurchaseStatus.PURCHASE_AWAITING, PurchaseStatus.PURCHASE_CANCELED],
  PURCHASE_AWAITING: [PurchaseStatus.PURCHASE_SCHEDULE, PurchaseStatus.PURCHASE_COMPLETE, PurchaseStatus.PURCHASE_CANCELED],
  PURCHASE_SCHEDULE: [PurchaseStatus.PURCHASE_AWAITING, PurchaseStatus.PURCHASE_COMPLETE, PurchaseStatus.PURCHASE_CANCELED],
  PURCHASE_COMPLETE: [],
  PURCHASE_CANCELED: [],
};

/** Whether `table` lets a field move from `from` to `to` (staying put is not a move). */
export function canMove<F extends string, T extends string>(table: Record<F, readonly T[]>, from: F, to: T): boolean {
  return (table[from] as readonly string[]).includes(to);
}

/** The kinds of claim a member can make. */
export type ClaimKind = 'CANCEL' | 'RETURN' | 'EXCHANGE';

/** The facts of one purchase line that decide which claims it is open to. */
export interface ClaimableLine {
  orderStatus: OrderStatus;
  claimStatus: ClaimStatus | null;
  purchaseStatus: PurchaseStatus | null;
}

/**
 * The claims a member may start on a line now: cancel while unpaid, paid or being prepared;
 * return and exchange once delivered and before 구매확정; none while another claim is open
 * (its state has no first-claim move in {@link CLAIM_TRANSITIONS}).
 */
export function claimsOpenTo(line: ClaimableLine): ClaimKind[] {
  if (line.purchaseStatus === PurchaseStatus.PURCHASE_COMPLETE || line.purchaseStatus === PurchaseStatus.PURCHASE_CANCELED) return [];
  if (!canMove(CLAIM_TRANSITIONS, line.claimStatus ?? NO_CLAIM, ClaimStatus.CANCEL_REQUESTED)) return [];
  switch (line.orderStatus) {
    case OrderStatus.ORDER_NONPAYMENT:
    case OrderStatus.ORDER_PAYMENT:
    case OrderStatus.ORDER_CONFIRM:
      return line.claimStatus === ClaimStatus.CANCEL_REJECTED && line.orderStatus !== OrderStatus.ORDER_NONPAYMENT ? [] : ['CANCEL'];
    case OrderStatus.DELIVERY_COMPLETE:
      return ['RETURN', 'EXCHANGE'];
    default:
      return [];
  }
}

/** The claim state a new claim of `kind` starts in: a cancel of an unpaid line completes at once. */
export function firstClaimStatus(kind: ClaimKind, orderStatus: OrderStatus): ClaimStatus {
  if (kind === 'CANCEL') return orderStatus === OrderStatus.ORDER_NONPAYMENT ? ClaimStatus.CANCEL_COMPLETED : ClaimStatus.CANCEL_REQUESTED;
  return kind === 'RETURN' ? ClaimStatus.RETURN_REQUESTED : ClaimStatus.EXCHANGE_REQUESTED;
}

/** Whether an order still waits for its card payment, so a payment window may be opened for it (the plugin's generate, 다시 결제하기). */
export function awaitsCardPayment(order: { paymentMethod: string; orderStatus: OrderStatus }): boolean {
  return order.paymentMethod === 'card' && order.orderStatus === OrderStatus.ORDER_NONPAYMENT;
}
