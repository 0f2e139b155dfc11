import type { CashReceiptEvent, CashReceiptRequested, CashReceiptType } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { CashReceiptNotDueError, CashReceiptNotRequestedError } from '../ordering.errors.js';

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
    /** The order's total, 원. */
    amount: number;
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
export type CashReceiptCommand = RequestCashReceipt | RecordCashReceiptIssued | RecordCashReceiptFailure;

export type CashReceiptState =
  | { status: 'absent' }
  | { status: 'requested'; attempt: number; requestedAt: string }
  | { status: 'issued'; attempt: number }
  | { status: 'failed'; attempt: number; retryAt: string | null };

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
      case 'CashReceiptRequested':
        return { status: 'requested', attempt: event.data.attempt, requestedAt: event.data.requestedAt };
      case 'CashReceiptIssued':
        return { status: 'issued', attempt: state.status === 'absent' ? 1 : state.attempt };
      case 'CashReceiptFailed':
        return { status: 'failed', attempt: event.data.attempt, retryAt: event.data.retryAt };
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
        const request = (attempt: number): CashReceiptRequested[] => [
          { type: 'CashReceiptRequested', data: { ...facts, amount, ...vatSplit(amount), attempt, requestedAt: now } },
        ];
        switch (state.status) {
          case 'absent':
            return request(1);
          case 'requested':
            return Date.parse(now) - Date.parse(state.requestedAt) >= CASH_RECEIPT_STALE_REQUEST_MS ? request(state.attempt + 1) : [];
          case 'failed':
            return state.retryAt !== null && now >= state.retryAt ? request(state.attempt + 1) : [];
          case 'issued':
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
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
    return [];
  },
};
