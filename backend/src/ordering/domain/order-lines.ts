import {
  ClaimStatus,
  OrderStatus,
  PurchaseStatus,
  RETURN_SHIPPING_PRICE,
  shopPaysReturnShipping,
  type ClaimFacts,
  type CollectionStatus,
  type Invoice,
  type OrderPlaced,
} from '@shop/contracts';

/** One order line (a purchase) as the order aggregate knows it: its four status fields and its claim. Prices in 원. */
export interface LineState {
  lineId: string;
  productId: string;
  amount: number;
  /** What the member paid for the line: its total less its share of discounts, coupons and points. */
  totalPrice: number;
  purchaseNumber: string;
  orderStatus: OrderStatus;
  claimStatus: ClaimStatus | null;
  claim: ClaimFacts | null;
  collectionStatus: CollectionStatus | null;
  purchaseStatus: PurchaseStatus;
  invoice: Invoice | null;
}

/** A refund as the aggregate tracks it: its amount is held against the payment until it completes or fails. */
export interface RefundState {
  refundId: string;
  claimId: string;
  lineIds: string[];
  amount: number;
  status: 'pending' | 'completed' | 'failed';
}

/** A line's purchase number: the order number and its two-digit place, e.g. 20261122-042917-01. */
export function purchaseNumberOf(orderNumber: string, index: number): string {
  return `${orderNumber}-${String(index + 1).padStart(2, '0')}`;
}

/** The lines of a just-placed order: unpaid, pending purchase, no claim. */
export function linesOf(placed: OrderPlaced['data']): Record<string, LineState> {
  return Object.fromEntries(
    placed.lines.map((l, i) => [
      l.lineId,
      {
        lineId: l.lineId,
        productId: l.productId,
        amount: l.amount,
        totalPrice: l.paidPrice ?? l.totalPrice,
        purchaseNumber: purchaseNumberOf(placed.orderNumber, i),
        orderStatus: OrderStatus.ORDER_NONPAYMENT,
        claimStatus: null,
        claim: null,
        collectionStatus: null,
        purchaseStatus: PurchaseStatus.PURCHASE_PENDING,
        invoice: null,
      } satisfies LineState,
    ]),
  );
}

const CLAIM_DONE = new Set<ClaimStatus | null>([
  null,
  ClaimStatus.CANCEL_REJECTED,
  ClaimStatus.RETURN_REJECTED,
  ClaimStatus.EXCHANGE_REJECTED,
  ClaimStatus.EXCHANGE_COMPLETED,
]);

/** Whether a claim on the line is in progress (requested, pending, delayed or shipping an exchange). */
export function claimInProgress(line: { claimStatus: ClaimStatus | null }): boolean {
  return !CLAIM_DONE.has(line.claimStatus) && line.claimStatus !== ClaimStatus.CANCEL_COMPLETED && line.claimStatus !== ClaimStatus.RETURN_COMPLETED;
}

/** Whether the line has left the order for good: cancelled or returned. */
export function lineEnded(line: { orderStatus: OrderStatus; claimStatus: ClaimStatus | null }): boolean {
  return line.orderStatus === OrderStatus.ORDER_CANCELED || line.claimStatus === ClaimStatus.RETURN_COMPLETED;
}

const RANK: Record<OrderStatus, number> = {
  ORDER_NONPAYMENT: 0,
  ORDER_PAYMENT: 1,
  ORDER_CONFIRM: 2,
  SHIPPING_DELAYED: 3,
  SHIPPING_CONFIRM: 3,
  DELIVERY_COMPLETE: 4,
  ORDER_CANCELED: 9,
};

/** The least advanced of the lines still in the order (not cancelled), or undefined when every line is cancelled. */
export function leastAdvanced<L extends { orderStatus: OrderStatus }>(lines: readonly L[]): L | undefined {
  const open = lines.filter((l) => l.orderStatus !== OrderStatus.ORDER_CANCELED);
  return open.length ? open.reduce((least, l) => (RANK[l.orderStatus] < RANK[least.orderStatus] ? l : least)) : undefined;
}

/**
 * The order's own status, from its lines: cancelled when every line is, else the least advanced
 * status of the lines still in it (an order is 배송중 only when all its lines ship).
 */
export function orderStatusOf(lines: readonly { orderStatus: OrderStatus }[]): OrderStatus {
  return leastAdvanced(lines)?.orderStatus ?? OrderStatus.ORDER_CANCELED;
}

/** A line's status fields after its claim moves to `to`. */
export interface ClaimMove<P> {
  claimStatus: ClaimStatus;
  orderStatus?: OrderStatus;
  purchaseStatus?: P | PurchaseStatus;
}

/**
 * What a claim's move to `to` does to its line (the decider's and the read model's one rule): a
 * completed cancel ends the line (ORDER_CANCELED, PURCHASE_CANCELED); a completed return cancels
 * the purchase; a rejected return or exchange, or a completed exchange, puts a delivered line
 * back to awaiting its automatic 구매확정 (PURCHASE_SCHEDULE).
 */
export function claimMoveOf<P>(line: { orderStatus: OrderStatus; purchaseStatus: P }, to: ClaimStatus): ClaimMove<P> {
  switch (to) {
    case ClaimStatus.CANCEL_COMPLETED:
      return { claimStatus: to, orderStatus: OrderStatus.ORDER_CANCELED, purchaseStatus: PurchaseStatus.PURCHASE_CANCELED };
    case ClaimStatus.RETURN_COMPLETED:
      return { claimStatus: to, purchaseStatus: PurchaseStatus.PURCHASE_CANCELED };
    case ClaimStatus.RETURN_REJECTED:
    case ClaimStatus.EXCHANGE_REJECTED:
    case ClaimStatus.EXCHANGE_COMPLETED:
      return { claimStatus: to, purchaseStatus: line.orderStatus === OrderStatus.DELIVERY_COMPLETE ? PurchaseStatus.PURCHASE_SCHEDULE : line.purchaseStatus };
    default:
      return { claimStatus: to };
  }
}

/**
 * What a claim's refund pays back, in 원 (shop policy on spec §3 claimReason; 전자상거래법 §18):
 * the claimed lines' totals, plus the order's shipping when a cancel leaves nothing to ship;
 * for a return at the buyer's cost (change of mind, mistake, other) {@link RETURN_SHIPPING_PRICE}
 * is taken off, the order's shipping is not refunded; a return at the shop's fault refunds the
 * shipping too when nothing is left. Never below 0; the caller caps it at what is left to refund.
 */
export function refundAmountOf(args: { kind: 'CANCEL' | 'RETURN'; claim: ClaimFacts; claimed: LineState[]; others: LineState[]; shippingPrice: number }): {
  amount: number;
  returnShippingPrice: number;
} {
  const lines = args.claimed.reduce((sum, l) => sum + l.totalPrice, 0);
  const nothingLeft = args.others.every(lineEnded);
  if (args.kind === 'CANCEL') return { amount: lines + (nothingLeft ? args.shippingPrice : 0), returnShippingPrice: 0 };
  if (shopPaysReturnShipping(args.claim.claimReason)) return { amount: lines + (nothingLeft ? args.shippingPrice : 0), returnShippingPrice: 0 };
  const returnShippingPrice = Math.min(RETURN_SHIPPING_PRICE, lines);
  return { amount: lines - returnShippingPrice, returnShippingPrice };
}
