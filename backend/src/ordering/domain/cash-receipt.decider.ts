import type { CashReceiptCancelRequested, CashReceiptEvent, CashReceiptRequested, CashReceiptType } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { CashReceiptNotDueError, CashReceiptNotIssuedError, CashReceiptNotRequestedError } from '../ordering.errors.js';

/**
 * Issue the 현금영수증 of a bank-transfer order. The facts come from the order's stream, loaded by
 * the issuing process: what was asked with the order and whether its deposit was confirmed.
 */
export type RequestCashReceipt = Command<
  'RequestCashReceipt',
  {
    orderId: string;
    userId: string;
    orderNumber: string;
    /** The order's total less the refunds completed so far, 원 (0: refunded in full, no receipt). */
    amount: number;
    /** Those refunds. */
    refundIds: string[];
    goodsName: string;
    receiptType: CashReceiptType;
    identity: string;
    /** The order holds an OrderPaymentConfirmed (staff confirmed the deposit). */
    depositConfirmed: boolean;
  }
>;
/** NICE Pay issued the receipt. */
export type RecordCashReceiptIssued = Command<
  'RecordCashReceiptIssued',
  { orderId: string; receiptTid: string; approveNo: string | null; receiptUrl: string | null }
>;
/** NICE Pay refused or did not answer; `retryable` when trying again may help (no answer, a system error). */
export type RecordCashReceiptFailure = Command<'RecordCashReceiptFailure', { orderId: string; resultCode: string; resultMsg: string; retryable: boolean }>;
/** Take the completed refund `refundId` of `amount` 원 off the issued receipt. */
export type CancelCashReceipt = Command<'CancelCashReceipt', { orderId: string; refundId: string; amount: number }>;
/** NICE Pay's answer to a cancel. */
export type RecordCashReceiptCanceled = Command<
  'RecordCashReceiptCanceled',
  { orderId: string; refundId: string; cancelTid: string; cancelAmt: number; balanceAmt: number; approveNo: string | null }
>;
export type RecordCashReceiptCancelFailure = Command<
  'RecordCashReceiptCancelFailure',
  { orderId: string; refundId: string; resultCode: string; resultMsg: string; retryable: boolean }
>;
export type CashReceiptCommand =
  RequestCashReceipt | RecordCashReceiptIssued | RecordCashReceiptFailure | CancelCashReceipt | RecordCashReceiptCanceled | RecordCashReceiptCancelFailure;

/** Where one refund's cancel of an issued receipt stands. */
export type ReceiptCancel =
  | { status: 'requested'; attempt: number; requestedAt: string; cancelAmt: number; supplyAmt: number; goodsVat: number }
  | { status: 'canceled'; attempt: number }
  | { status: 'failed'; attempt: number; retryAt: string | null };

/** An issued receipt: what is left of it (원) and the refunds taken off it or covered by its amount. */
export interface IssuedReceipt {
  status: 'issued';
  attempt: number;
  receiptTid: string;
  balance: number;
  supplyLeft: number;
  vatLeft: number;
  /** Refunds left out of the issued amount. */
  covered: string[];
  cancels: Record<string, ReceiptCancel>;
}

export type CashReceiptState =
  | { status: 'absent' }
  | { status: 'requested'; attempt: number; requestedAt: string; amount: number; supplyAmt: number; goodsVat: number; refundIds: string[] }
  | IssuedReceipt
  | { status: 'failed'; attempt: number; retryAt: string | null }
  | { status: 'voided' };

/** Waits before the attempt after the 1st, 2nd, 3rd and 4th failure; the 5th failure is final (staff look). */
export const CASH_RECEIPT_RETRY_DELAYS_MS = [60_000, 10 * 60_000, 60 * 60_000, 6 * 3600_000] as const;
/** A request without an outcome this long (the process died while asking) may be asked again. */
export const CASH_RECEIPT_STALE_REQUEST_MS = 10 * 60_000;

/**
 * 공급가액 and 부가세 of an amount that includes VAT (부가가치세법 §30: 10% of the supply value):
 * supply = round(amount × 10 / 11), VAT the rest. Whole 원; the parts add up to the amount.
 */
export function vatSplit(amount: number): { supplyAmt: number; goodsVat: number; taxFreeAmt: number } {
  const supplyAmt = Math.round((amount * 10) / 11);
  return { supplyAmt, goodsVat: amount - supplyAmt, taxFreeAmt: 0 };
}

const at = (iso: string, plusMs: number) => new Date(Date.parse(iso) + plusMs).toISOString();

/**
 * A cash receipt (stream `cash-receipt-{orderId}`): requested once the deposit is confirmed, then
 * issued or failed. Only a request starts a call to NICE Pay, and a request is decided only
 * from `absent`, from a failure whose retry time has come, or from a request left without an
 * outcome for {@link CASH_RECEIPT_STALE_REQUEST_MS}; with the expected revision on append, a
 * deposit confirmed once is asked for once however often the process runs.
 */
export const cashReceiptDecider: Decider<CashReceiptCommand, CashReceiptEvent, CashReceiptState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'CashReceiptRequested': {
        const d = event.data;
        return {
          status: 'requested',
          attempt: d.attempt,
          requestedAt: d.requestedAt,
          amount: d.amount,
          supplyAmt: d.supplyAmt,
          goodsVat: d.goodsVat,
          refundIds: d.refundIds ?? [],
        };
      }
      case 'CashReceiptIssued': {
        if (state.status !== 'requested') return state;
        const { attempt, amount, supplyAmt, goodsVat, refundIds } = state;
        return {
          status: 'issued',
          attempt,
          receiptTid: event.data.receiptTid,
          balance: amount,
          supplyLeft: supplyAmt,
          vatLeft: goodsVat,
          covered: refundIds,
          cancels: {},
        };
      }
      case 'CashReceiptFailed':
        return { status: 'failed', attempt: event.data.attempt, retryAt: event.data.retryAt };
      case 'CashReceiptVoided':
        return { status: 'voided' };
      case 'CashReceiptCancelRequested': {
        if (state.status !== 'issued') return state;
        const d = event.data;
        const asked: ReceiptCancel = {
          status: 'requested',
          attempt: d.attempt,
          requestedAt: d.requestedAt,
          cancelAmt: d.cancelAmt,
          supplyAmt: d.supplyAmt,
          goodsVat: d.goodsVat,
        };
        return { ...state, cancels: { ...state.cancels, [d.refundId]: asked } };
      }
      case 'CashReceiptCanceled': {
        if (state.status !== 'issued') return state;
        const d = event.data;
        const asked = state.cancels[d.refundId];
        const parts = asked?.status === 'requested' ? asked : { supplyAmt: 0, goodsVat: 0 };
        return {
          ...state,
          balance: d.balanceAmt,
          supplyLeft: state.supplyLeft - parts.supplyAmt,
          vatLeft: state.vatLeft - parts.goodsVat,
          cancels: { ...state.cancels, [d.refundId]: { status: 'canceled', attempt: asked?.attempt ?? 1 } },
        };
      }
      case 'CashReceiptCancelFailed': {
        if (state.status !== 'issued') return state;
        const d = event.data;
        return { ...state, cancels: { ...state.cancels, [d.refundId]: { status: 'failed', attempt: d.attempt, retryAt: d.retryAt } } };
      }
      default:
        return state;
    }
  },

  decide(command, state) {
    const now = command.metadata.now;
    switch (command.type) {
      case 'RequestCashReceipt': {
        const { depositConfirmed, amount, ...facts } = command.data;
        if (!depositConfirmed) throw new CashReceiptNotDueError();
        const request = (attempt: number): CashReceiptEvent[] =>
          amount <= 0
            ? [{ type: 'CashReceiptVoided', data: { orderId: facts.orderId, voidedAt: now } }]
            : [{ type: 'CashReceiptRequested', data: { ...facts, amount, ...vatSplit(amount), attempt, requestedAt: now } } satisfies CashReceiptRequested];
        switch (state.status) {
          case 'absent':
            return request(1);
          case 'requested':
            return Date.parse(now) - Date.parse(state.requestedAt) >= CASH_RECEIPT_STALE_REQUEST_MS ? request(state.attempt + 1) : [];
          case 'failed':
            return state.retryAt !== null && now >= state.retryAt ? request(state.attempt + 1) : [];
          case 'issued':
          case 'voided':
            return [];
        }
        break;
      }
      case 'RecordCashReceiptIssued':
        if (state.status === 'issued') return [];
        if (state.status !== 'requested') throw new CashReceiptNotRequestedError();
        return [{ type: 'CashReceiptIssued', data: { ...command.data, issuedAt: now } }];
      case 'RecordCashReceiptFailure': {
        if (state.status !== 'requested') throw new CashReceiptNotRequestedError();
        const { orderId, resultCode, resultMsg, retryable } = command.data;
        const delay = retryable ? CASH_RECEIPT_RETRY_DELAYS_MS[state.attempt - 1] : undefined;
        return [
          {
            type: 'CashReceiptFailed',
            data: { orderId, attempt: state.attempt, resultCode, resultMsg, retryAt: delay === undefined ? null : at(now, delay), failedAt: now },
          },
        ];
      }
      case 'CancelCashReceipt':
        return decideCancel(command, state, now);
      case 'RecordCashReceiptCanceled': {
        if (state.status !== 'issued') throw new CashReceiptNotRequestedError();
        const asked = state.cancels[command.data.refundId];
        if (asked?.status === 'canceled') return [];
        if (asked?.status !== 'requested') throw new CashReceiptNotRequestedError();
        return [{ type: 'CashReceiptCanceled', data: { ...command.data, canceledAt: now } }];
      }
      case 'RecordCashReceiptCancelFailure': {
        const asked = state.status === 'issued' ? state.cancels[command.data.refundId] : undefined;
        if (asked?.status !== 'requested') throw new CashReceiptNotRequestedError();
        const { orderId, refundId, resultCode, resultMsg, retryable } = command.data;
        const delay = retryable ? CASH_RECEIPT_RETRY_DELAYS_MS[asked.attempt - 1] : undefined;
        const retryAt = delay === undefined ? null : at(now, delay);
        return [{ type: 'CashReceiptCancelFailed', data: { orderId, refundId, attempt: asked.attempt, resultCode, resultMsg, retryAt, failedAt: now } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
    return [];
  },
};

/**
 * Takes a completed refund off an issued receipt, once: nothing when the refund was left out of
 * the issued amount, is cancelled already, is being cancelled (until the request goes stale), or
 * failed and its retry time has not come. The amount is the refund, at most what is left after
 * the cancels under way; the cancel that empties the receipt takes exactly the 공급가액 and 부가세
 * left, so the parts of all cancels add up to those issued. Throws CashReceiptNotIssuedError
 * before the receipt is issued (its amount then leaves the refund out).
 */
function decideCancel(command: CancelCashReceipt, state: CashReceiptState, now: string): CashReceiptEvent[] {
  if (state.status !== 'issued') throw new CashReceiptNotIssuedError();
  const { orderId, refundId, amount } = command.data;
  const prior = state.cancels[refundId];
  if (state.covered.includes(refundId) || prior?.status === 'canceled') return [];
  if (prior?.status === 'requested' && Date.parse(now) - Date.parse(prior.requestedAt) < CASH_RECEIPT_STALE_REQUEST_MS) return [];
  if (prior?.status === 'failed' && (prior.retryAt === null || now < prior.retryAt)) return [];
  const underWay = Object.entries(state.cancels).flatMap(([id, c]) => (c.status === 'requested' && id !== refundId ? [c] : []));
  const left = {
    amount: state.balance - underWay.reduce((sum, c) => sum + c.cancelAmt, 0),
    supplyAmt: state.supplyLeft - underWay.reduce((sum, c) => sum + c.supplyAmt, 0),
    goodsVat: state.vatLeft - underWay.reduce((sum, c) => sum + c.goodsVat, 0),
  };
  const cancelAmt = Math.min(amount, left.amount);
  if (cancelAmt <= 0) return [];
  const parts = cancelAmt === left.amount ? { supplyAmt: left.supplyAmt, goodsVat: left.goodsVat, taxFreeAmt: 0 } : vatSplit(cancelAmt);
  const attempt = (prior?.attempt ?? 0) + 1;
  return [
    {
      type: 'CashReceiptCancelRequested',
      data: { orderId, refundId, cancelOrderId: `${refundId}-rc`, cancelAmt, ...parts, attempt, requestedAt: now },
    } satisfies CashReceiptCancelRequested,
  ];
}
