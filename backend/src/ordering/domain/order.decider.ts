import {
  CLAIM_TRANSITIONS,
  COLLECTION_TRANSITIONS,
  COURIERS,
  ClaimStatus,
  CollectionStatus,
  NOT_COLLECTED,
  NO_CLAIM,
  ORDER_TRANSITIONS,
  OrderStatus,
  PaymentMethod,
  PurchaseStatus,
  canMove,
  claimsOpenTo,
  digitsOnly,
  firstClaimStatus,
  shopPaysReturnShipping,
  type CardApproval,
  type ClaimFacts,
  type ClaimKind,
  type CourierCode,
  type CashReceiptRequest,
  type OrderEvent,
  type OrderPlaced,
  type Receiver,
  type Sender,
} from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  ClaimNotAllowedError,
  ClaimOpenError,
  CollectionNotCompleteError,
  DepositNotExpectedError,
  InvalidTransitionError,
  InvoiceNotAllowedError,
  NotConfirmableError,
  OrderExistsError,
  OrderNotFoundError,
  OrderNotPayableError,
  PaymentAmountMismatchError,
  PurchaseNotFoundError,
  RefundExceedsPaymentError,
} from '../ordering.errors.js';
import { claimInProgress, claimMoveOf, linesOf, orderStatusOf, refundAmountOf, type LineState, type RefundState } from './order-lines.js';
import { priceOrder, type OrderItem, type PriceAdjustments } from './order-pricing.js';

/**
 * Places an order, paid by bank transfer (무통장입금) or by card afterwards. Ids, the order number and every fact from other streams come
 * in on the command (the products' snapshots on the items, the buyer, the shop's bank-account
 * line), loaded by the place-order use case after it reserved the stock.
 * An order whose coupons and points cover it whole (total 0원) is paid as it is placed
 * (OrderPlaced then OrderPaymentConfirmed with `confirmedBy` null, ORDER_PAYMENT): there is no
 * deposit to wait for, no card to charge, no account line and no 현금영수증 (issue 10 0원 orders).
 */
export type PlaceOrder = Command<
  'PlaceOrder',
  {
    orderId: string;
    orderNumber: string;
    userId: string;
    buyer: { username: string; name: string };
    items: OrderItem[];
    sender: Sender;
    receiver: Receiver;
    requestMessage: string;
    paymentMethod: PaymentMethod;
    /** The shop's account line, shown for bank transfer. */
    bankAccountLine: string | null;
    /** 현금영수증 asked with a bank transfer (identity digits only); kept only for bank transfer. */
    cashReceipt?: CashReceiptRequest | null;
    /** What the order was priced with (level, shipping quote, coupons, points), as the place-order use case worked it out. */
    adjustments?: PriceAdjustments;
  }
>;
/**
 * Moves lines of an order to another orderStatus (staff): `lineIds` names them (purchases views,
 * bulk actions); none named moves the whole order (deposit confirmation, order-level cancel).
 */
export type ChangeOrderStatus = Command<
  'ChangeOrderStatus',
  { orderId: string; orderStatus: OrderStatus; orderStatusMessage: string | null; lineIds?: string[] }
>;
/** Records a card payment NICE Pay approved for the order (its amount must be the order's total). */
export type ConfirmCardPayment = Command<'ConfirmCardPayment', { orderId: string; payment: CardApproval }>;
/** Registers the courier and tracking number of lines; lines being prepared move to SHIPPING_CONFIRM (배송중). */
export type RegisterInvoice = Command<'RegisterInvoice', { orderId: string; lineIds: string[]; courierCode: CourierCode; invoiceNumber: string }>;
/**
 * A member (or staff for them) claims lines: cancel, return or exchange, with a reason, details
 * and photos. `lineIds` null claims every line open to that kind (a whole-order cancel).
 */
export type RequestClaim = Command<
  'RequestClaim',
  {
    orderId: string;
    claimId: string;
    lineIds: string[] | null;
    kind: ClaimKind;
    claimReason: ClaimFacts['claimReason'];
    claimReasonDetails: string;
    images: string[];
  }
>;
/** Staff move the claim on lines (approve, reject with a message, exchange steps); see CLAIM_TRANSITIONS. */
export type ChangeClaimStatus = Command<
  'ChangeClaimStatus',
  { orderId: string; lineIds: string[]; claimStatus: ClaimStatus; claimStatusMessage: string | null }
>;
/** Staff move the collection of claimed lines' goods; see COLLECTION_TRANSITIONS. */
export type ChangeCollectionStatus = Command<'ChangeCollectionStatus', { orderId: string; lineIds: string[]; collectionStatus: CollectionStatus }>;
/** 구매확정 of delivered lines by the member, or automatically after the set days; `lineIds` null: every confirmable line. */
export type ConfirmPurchases = Command<'ConfirmPurchases', { orderId: string; lineIds: string[] | null; confirmedBy: 'member' | 'auto' }>;
/**
 * Starts the refund of a claim's lines: the decider works out the amount ({@link refundAmountOf})
 * and holds it against the payment; refused when it would exceed what is left.
 */
export type RequestRefund = Command<'RequestRefund', { orderId: string; refundId: string; lineIds: string[]; account: string | null }>;
/** The provider paid the refund. */
export type CompleteRefund = Command<'CompleteRefund', { orderId: string; refundId: string; cancelledTid: string | null }>;
/** The provider refused the refund: its hold is freed. */
export type FailRefund = Command<'FailRefund', { orderId: string; refundId: string; reason: string }>;

export type OrderCommand =
  | PlaceOrder
  | ChangeOrderStatus
  | ConfirmCardPayment
  | RegisterInvoice
  | RequestClaim
  | ChangeClaimStatus
  | ChangeCollectionStatus
  | ConfirmPurchases
  | RequestRefund
  | CompleteRefund
  | FailRefund;

/** A placed order: its lines' states, what was paid (원) and its refunds. */
export interface PlacedOrderState {
  status: 'placed';
  orderId: string;
  userId: string;
  orderStatus: OrderStatus;
  placed: OrderPlaced['data'];
  lines: Record<string, LineState>;
  /** What the member paid, in 원 (0 until paid). */
  paid: number;
  /** NICE Pay's transaction of the card payment, refunds are cancels of. */
  cardTid: string | null;
  refunds: Record<string, RefundState>;
}
export type OrderState = { status: 'absent' } | PlacedOrderState;

/** Applies `patch` to the named lines and recomputes the order's own status. */
function patchLines(state: PlacedOrderState, lineIds: string[] | undefined, patch: (line: LineState) => Partial<LineState>): PlacedOrderState {
  const ids = new Set(lineIds ?? Object.keys(state.lines));
  const lines = Object.fromEntries(Object.entries(state.lines).map(([id, l]) => [id, ids.has(id) ? { ...l, ...patch(l) } : l]));
  return { ...state, lines, orderStatus: orderStatusOf(Object.values(lines)) };
}

/** The named lines of the order, each required to exist (404 PurchaseNotFound otherwise). */
function linesNamed(state: PlacedOrderState, lineIds: string[]): LineState[] {
  if (lineIds.length === 0) throw new PurchaseNotFoundError();
  return [...new Set(lineIds)].map((id) => {
    const line = state.lines[id];
    if (!line) throw new PurchaseNotFoundError();
    return line;
  });
}

/** Money still refundable: paid less refunds done or under way, in 원. */
function refundable(state: PlacedOrderState): number {
  return state.paid - Object.values(state.refunds).reduce((sum, r) => sum + (r.status === 'failed' ? 0 : r.amount), 0);
}

const KIND_TEXT: Record<ClaimKind, string> = { CANCEL: '취소', RETURN: '반품', EXCHANGE: '교환' };

/**
 * The order aggregate (stream `order-{orderId}`), line by line (each line is a purchase of spec
 * §4 with orderStatus, claimStatus, collection status and purchaseStatus). Placing prices the
 * lines with the same pure function as the quote; every status move follows the contracts'
 * tables (409 otherwise); refunds are held against the payment so they never exceed it.
 */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'OrderPlaced') {
      const d = event.data;
      return {
        status: 'placed',
        orderId: d.orderId,
        userId: d.userId,
        orderStatus: OrderStatus.ORDER_NONPAYMENT,
        placed: d,
        lines: linesOf(d),
        paid: 0,
        cardTid: null,
        refunds: {},
      };
    }
    if (state.status !== 'placed') return state;
    switch (event.type) {
      case 'OrderPaymentConfirmed':
        return {
          ...patchLines(state, undefined, (l) => (l.orderStatus === OrderStatus.ORDER_NONPAYMENT ? { orderStatus: OrderStatus.ORDER_PAYMENT } : {})),
          paid: state.placed.totalPrice,
        };
      case 'OrderPaidByCard':
        return {
          ...patchLines(state, undefined, (l) => (l.orderStatus === OrderStatus.ORDER_NONPAYMENT ? { orderStatus: OrderStatus.ORDER_PAYMENT } : {})),
          paid: event.data.payment.amount,
          cardTid: event.data.payment.tid,
        };
      case 'OrderStatusChanged': {
        const to = event.data.orderStatus;
        return patchLines(state, event.data.lineIds, (l) =>
          l.orderStatus === OrderStatus.ORDER_CANCELED
            ? {}
            : to === OrderStatus.DELIVERY_COMPLETE
              ? { orderStatus: to, purchaseStatus: claimInProgress(l) ? PurchaseStatus.PURCHASE_AWAITING : PurchaseStatus.PURCHASE_SCHEDULE }
              : { orderStatus: to },
        );
      }
      case 'OrderCanceled':
        return patchLines(state, undefined, (l) =>
          l.orderStatus === OrderStatus.ORDER_CANCELED ? {} : { orderStatus: OrderStatus.ORDER_CANCELED, purchaseStatus: PurchaseStatus.PURCHASE_CANCELED },
        );
      case 'InvoiceRegistered':
        return patchLines(state, event.data.lineIds, () => ({ invoice: event.data.invoice }));
      case 'ClaimRequested': {
        const { claim, claimStatus } = event.data;
        return patchLines(state, event.data.lineIds, (l) => ({
          claim,
          collectionStatus: null,
          ...claimMoveOf(l, claimStatus),
          ...(claim.kind !== 'CANCEL' ? { purchaseStatus: PurchaseStatus.PURCHASE_AWAITING } : {}),
        }));
      }
      case 'ClaimStatusChanged':
        return patchLines(state, event.data.lineIds, (l) => claimMoveOf(l, event.data.claimStatus));
      case 'CollectionStatusChanged':
        return patchLines(state, event.data.lineIds, () => ({ collectionStatus: event.data.collectionStatus }));
      case 'PurchasesConfirmed':
        return patchLines(state, event.data.lineIds, () => ({ purchaseStatus: PurchaseStatus.PURCHASE_COMPLETE }));
      case 'RefundRequested': {
        const d = event.data;
        return {
          ...state,
          refunds: { ...state.refunds, [d.refundId]: { refundId: d.refundId, claimId: d.claimId, lineIds: d.lineIds, amount: d.amount, status: 'pending' } },
        };
      }
      case 'RefundCompleted':
      case 'RefundFailed': {
        const refund = state.refunds[event.data.refundId];
        if (!refund) return state;
        const status = event.type === 'RefundCompleted' ? 'completed' : 'failed';
        return { ...state, refunds: { ...state.refunds, [refund.refundId]: { ...refund, status } } };
      }
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now, userId: by } = command.metadata;
    if (command.type === 'PlaceOrder') {
      if (state.status !== 'absent') throw new OrderExistsError();
      const { items, sender, receiver, paymentMethod, bankAccountLine, cashReceipt, adjustments, ...order } = command.data;
      const pricing = priceOrder(items, order.userId, adjustments);
      // Coupons and points covering the whole order leave nothing to transfer or charge: it is paid as it is placed (see PlaceOrder).
      const owing = pricing.totalPrice > 0;
      const events: OrderEvent[] = [
        {
          type: 'OrderPlaced',
          data: {
            ...order,
            lines: pricing.lines,
            sender: { ...sender, phone: digitsOnly(sender.phone) },
            receiver: { ...receiver, phone: digitsOnly(receiver.phone) },
            paymentMethod,
            bankAccountLine: paymentMethod === PaymentMethod.BANK && owing ? bankAccountLine : null,
            ...(paymentMethod === PaymentMethod.BANK && owing && cashReceipt?.enabled ? { cashReceipt } : {}),
            productsPrice: pricing.productsPrice,
            shippingPrice: pricing.shippingPrice,
            totalPrice: pricing.totalPrice,
            breakdown: pricing.breakdown,
            placedAt: now,
          },
        },
      ];
      if (!owing) events.push({ type: 'OrderPaymentConfirmed', data: { orderId: order.orderId, confirmedBy: null, paidAt: now } });
      return events;
    }
    if (state.status !== 'placed') throw new OrderNotFoundError();
    const { orderId } = command.data;
    switch (command.type) {
      case 'ChangeOrderStatus':
        return decideStatusChange(command, state, by, now);
      case 'ConfirmCardPayment': {
        const { payment } = command.data;
        if (state.orderStatus !== OrderStatus.ORDER_NONPAYMENT) throw new OrderNotPayableError();
        if (payment.amount !== state.placed.totalPrice) throw new PaymentAmountMismatchError(state.placed.totalPrice, payment.amount);
        return [{ type: 'OrderPaidByCard', data: { orderId, payment } }];
      }
      case 'RegisterInvoice': {
        const lines = linesNamed(state, command.data.lineIds);
        if (lines.every((l) => l.claimStatus === ClaimStatus.EXCHANGE_PENDING || l.claimStatus === ClaimStatus.EXCHANGE_DELAYED))
          return decideExchangeInvoice(command, lines, now);
        const shippable = [OrderStatus.ORDER_CONFIRM, OrderStatus.SHIPPING_CONFIRM, OrderStatus.SHIPPING_DELAYED] as OrderStatus[];
        if (lines.some((l) => !shippable.includes(l.orderStatus))) throw new InvoiceNotAllowedError();
        if (lines.some(claimInProgress)) throw new ClaimOpenError();
        const { courierCode, invoiceNumber } = command.data;
        const invoice = { courierCode, courierName: COURIERS[courierCode], invoiceNumber, registeredAt: now };
        const preparing = lines.filter((l) => l.orderStatus === OrderStatus.ORDER_CONFIRM).map((l) => l.lineId);
        const events: OrderEvent[] = [{ type: 'InvoiceRegistered', data: { orderId, lineIds: lines.map((l) => l.lineId), invoice } }];
        if (preparing.length > 0) {
          events.push({
            type: 'OrderStatusChanged',
            data: {
              orderId,
              lineIds: preparing,
              from: OrderStatus.ORDER_CONFIRM,
              orderStatus: OrderStatus.SHIPPING_CONFIRM,
              orderStatusMessage: null,
              changedAt: now,
            },
          });
        }
        return events;
      }
      case 'RequestClaim': {
        const { claimId, kind, claimReason, claimReasonDetails, images } = command.data;
        const lines = command.data.lineIds ? linesNamed(state, command.data.lineIds) : Object.values(state.lines).filter((l) => claimsOpenTo(l).includes(kind));
        if (lines.length === 0 || lines.some((l) => !claimsOpenTo(l).includes(kind))) throw new ClaimNotAllowedError(KIND_TEXT[kind]);
        const orderStatuses = new Set(lines.map((l) => l.orderStatus === OrderStatus.ORDER_NONPAYMENT));
        if (orderStatuses.size > 1) throw new ClaimNotAllowedError(KIND_TEXT[kind]); // unpaid and paid lines never mix: one order is paid at once
        const claimStatus = firstClaimStatus(kind, lines[0]!.orderStatus);
        const claim: ClaimFacts = {
          claimId,
          kind,
          claimReason,
          claimReasonDetails,
          images,
          returnShippingPaidBy: kind === 'CANCEL' ? null : shopPaysReturnShipping(claimReason) ? 'shop' : 'buyer',
          requestedAt: now,
        };
        const events: OrderEvent[] = [{ type: 'ClaimRequested', data: { orderId, lineIds: lines.map((l) => l.lineId), claim, claimStatus, requestedBy: by } }];
        return [...events, ...cancelIfNothingLeft(state, events, now)];
      }
      case 'ChangeClaimStatus': {
        const { claimStatus, claimStatusMessage } = command.data;
        const lines = linesNamed(state, command.data.lineIds);
        const claimIds = new Set(lines.map((l) => l.claim?.claimId));
        const from = lines[0]!.claimStatus;
        if (claimIds.size > 1 || lines.some((l) => l.claimStatus !== from) || !canMove(CLAIM_TRANSITIONS, from ?? NO_CLAIM, claimStatus)) {
          throw new InvalidTransitionError(from ?? NO_CLAIM, claimStatus);
        }
        if (claimStatus === ClaimStatus.RETURN_COMPLETED && lines.some((l) => l.collectionStatus !== CollectionStatus.COLLECTION_COMPLETE)) {
          throw new CollectionNotCompleteError();
        }
        if ((claimStatus === ClaimStatus.CANCEL_COMPLETED || claimStatus === ClaimStatus.RETURN_COMPLETED) && state.paid > 0) {
          const refunded = (l: LineState) =>
            Object.values(state.refunds).some((r) => r.status === 'completed' && r.lineIds.includes(l.lineId) && r.claimId === l.claim?.claimId);
          if (!lines.every(refunded)) throw new InvalidTransitionError(from!, claimStatus); // the use case refunds first
        }
        const claimId = lines[0]!.claim!.claimId;
        const events: OrderEvent[] = [
          {
            type: 'ClaimStatusChanged',
            data: { orderId, claimId, lineIds: lines.map((l) => l.lineId), from: from!, claimStatus, claimStatusMessage, changedAt: now },
          },
        ];
        return [...events, ...cancelIfNothingLeft(state, events, now)];
      }
      case 'ChangeCollectionStatus': {
        const { collectionStatus } = command.data;
        const lines = linesNamed(state, command.data.lineIds);
        const collecting = [
          ClaimStatus.RETURN_REQUESTED,
          ClaimStatus.EXCHANGE_REQUESTED,
          ClaimStatus.EXCHANGE_PENDING,
          ClaimStatus.EXCHANGE_DELAYED,
        ] as (ClaimStatus | null)[];
        for (const l of lines) {
          const from = l.collectionStatus ?? NOT_COLLECTED;
          if (!collecting.includes(l.claimStatus) || !canMove(COLLECTION_TRANSITIONS, from, collectionStatus))
            throw new InvalidTransitionError(from, collectionStatus);
        }
        return [
          {
            type: 'CollectionStatusChanged',
            data: { orderId, claimId: lines[0]!.claim!.claimId, lineIds: lines.map((l) => l.lineId), collectionStatus, changedAt: now },
          },
        ];
      }
      case 'ConfirmPurchases': {
        const confirmable = (l: LineState) =>
          l.orderStatus === OrderStatus.DELIVERY_COMPLETE &&
          (l.purchaseStatus === PurchaseStatus.PURCHASE_AWAITING || l.purchaseStatus === PurchaseStatus.PURCHASE_SCHEDULE) &&
          !claimInProgress(l);
        const named = command.data.lineIds ? linesNamed(state, command.data.lineIds) : Object.values(state.lines).filter(confirmable);
        if (named.length === 0 || named.some((l) => !confirmable(l))) throw new NotConfirmableError();
        return [
          { type: 'PurchasesConfirmed', data: { orderId, lineIds: named.map((l) => l.lineId), confirmedBy: command.data.confirmedBy, confirmedAt: now } },
        ];
      }
      case 'RequestRefund':
        return decideRefund(command, state, now);
      case 'CompleteRefund':
      case 'FailRefund': {
        const refund = state.refunds[command.data.refundId];
        if (!refund) throw new OrderNotFoundError();
        if (refund.status !== 'pending') return []; // recorded already: a retried call changes nothing
        return command.type === 'CompleteRefund'
          ? [
              {
                type: 'RefundCompleted',
                data: { orderId, refundId: refund.refundId, amount: refund.amount, cancelledTid: command.data.cancelledTid, completedAt: now },
              },
            ]
          : [{ type: 'RefundFailed', data: { orderId, refundId: refund.refundId, reason: command.data.reason, failedAt: now } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** Order-level and per-line status moves by staff (ORDER_TRANSITIONS); a whole-order cancel is OrderCanceled. */
function decideStatusChange(command: ChangeOrderStatus, state: PlacedOrderState, by: string | null, now: string): OrderEvent[] {
  const { orderId, orderStatus, orderStatusMessage, lineIds } = command.data;
  if (!lineIds) {
    const from = state.orderStatus;
    if (from === orderStatus) return [];
    if (!canMove(ORDER_TRANSITIONS, from, orderStatus)) throw new InvalidTransitionError(from, orderStatus);
    if (from === OrderStatus.ORDER_NONPAYMENT && orderStatus === OrderStatus.ORDER_PAYMENT) {
      if (state.placed.paymentMethod === PaymentMethod.CARD) throw new DepositNotExpectedError();
      return [{ type: 'OrderPaymentConfirmed', data: { orderId, confirmedBy: by, paidAt: now } }];
    }
    if (orderStatus === OrderStatus.ORDER_CANCELED) return [{ type: 'OrderCanceled', data: { orderId, from, reason: orderStatusMessage, canceledAt: now } }];
    const moving = Object.values(state.lines).filter((l) => l.orderStatus === from);
    if (moving.some(claimInProgress)) throw new ClaimOpenError();
    return [{ type: 'OrderStatusChanged', data: { orderId, lineIds: moving.map((l) => l.lineId), from, orderStatus, orderStatusMessage, changedAt: now } }];
  }
  const lines = linesNamed(state, lineIds).filter((l) => l.orderStatus !== orderStatus);
  if (lines.length === 0) return [];
  const from = lines[0]!.orderStatus;
  // Payment and cancellation are never per line: a deposit is confirmed for the order, a line is cancelled by a claim.
  const perLine = orderStatus !== OrderStatus.ORDER_PAYMENT && orderStatus !== OrderStatus.ORDER_CANCELED;
  if (!perLine || lines.some((l) => l.orderStatus !== from) || !canMove(ORDER_TRANSITIONS, from, orderStatus))
    throw new InvalidTransitionError(from, orderStatus);
  if (lines.some(claimInProgress)) throw new ClaimOpenError();
  return [{ type: 'OrderStatusChanged', data: { orderId, lineIds: lines.map((l) => l.lineId), from, orderStatus, orderStatusMessage, changedAt: now } }];
}

/** Holds a claim's refund against the payment (see {@link refundAmountOf}); refuses what exceeds it or refunds a line twice. */
function decideRefund(command: RequestRefund, state: PlacedOrderState, now: string): OrderEvent[] {
  const { orderId, refundId, account } = command.data;
  const existing = state.refunds[refundId];
  if (existing && existing.status !== 'failed') return []; // the same refund asked again: under way or done
  const lines = linesNamed(state, command.data.lineIds);
  const claim = lines[0]!.claim;
  const kind = claim?.kind;
  const awaiting = kind === 'CANCEL' ? ClaimStatus.CANCEL_REQUESTED : ClaimStatus.RETURN_REQUESTED;
  if (!claim || kind === 'EXCHANGE' || lines.some((l) => l.claim?.claimId !== claim.claimId || l.claimStatus !== awaiting)) {
    throw new InvalidTransitionError(lines[0]!.claimStatus ?? NO_CLAIM, kind === 'RETURN' ? ClaimStatus.RETURN_COMPLETED : ClaimStatus.CANCEL_COMPLETED);
  }
  const held = Object.values(state.refunds).filter((r) => r.status !== 'failed');
  if (lines.some((l) => held.some((r) => r.claimId === claim.claimId && r.lineIds.includes(l.lineId)))) throw new RefundExceedsPaymentError(refundable(state));
  const ids = new Set(lines.map((l) => l.lineId));
  const others = Object.values(state.lines).filter((l) => !ids.has(l.lineId));
  const { amount, returnShippingPrice } = refundAmountOf({
    kind: kind!,
    claim,
    claimed: lines,
    others,
    shippingPrice: state.placed.breakdown?.shippingPaid ?? state.placed.shippingPrice,
  });
  const left = refundable(state);
  if (amount > left) throw new RefundExceedsPaymentError(left);
  return [
    {
      type: 'RefundRequested',
      data: {
        orderId,
        refundId,
        claimId: claim.claimId,
        lineIds: [...ids],
        method: state.placed.paymentMethod === PaymentMethod.CARD ? 'card' : 'bank',
        amount,
        returnShippingPrice,
        account,
        requestedAt: now,
      },
    },
  ];
}

/** When `events` leave no line of the order open (every one cancelled), the order itself is cancelled too. */
function cancelIfNothingLeft(state: PlacedOrderState, events: OrderEvent[], now: string): OrderEvent[] {
  const next = events.reduce((s, e) => orderDecider.evolve(s, e), state as OrderState);
  if (next.status !== 'placed' || state.orderStatus === OrderStatus.ORDER_CANCELED || next.orderStatus !== OrderStatus.ORDER_CANCELED) return [];
  return [{ type: 'OrderCanceled', data: { orderId: state.orderId, from: state.orderStatus, reason: '주문 상품이 모두 취소되었습니다', canceledAt: now } }];
}

/**
 * The invoice of an exchange's replacement (spec §4: EXCHANGE_PENDING or EXCHANGE_DELAYED, then
 * EXCHANGE_SHIPPING): recorded apart from the line's own delivery, and the claim moves on. The
 * lines must be of one exchange in one state (409 InvalidTransition otherwise).
 */
function decideExchangeInvoice(command: RegisterInvoice, lines: LineState[], now: string): OrderEvent[] {
  const { orderId, courierCode, invoiceNumber } = command.data;
  const from = lines[0]!.claimStatus!;
  if (new Set(lines.map((l) => l.claim?.claimId)).size > 1 || lines.some((l) => l.claimStatus !== from)) {
    throw new InvalidTransitionError(from, ClaimStatus.EXCHANGE_SHIPPING);
  }
  const lineIds = lines.map((l) => l.lineId);
  const invoice = { courierCode, courierName: COURIERS[courierCode], invoiceNumber, registeredAt: now };
  return [
    { type: 'InvoiceRegistered', data: { orderId, lineIds, invoice, exchange: true } },
    {
      type: 'ClaimStatusChanged',
      data: { orderId, claimId: lines[0]!.claim!.claimId, lineIds, from, claimStatus: ClaimStatus.EXCHANGE_SHIPPING, claimStatusMessage: null, changedAt: now },
    },
  ];
}
