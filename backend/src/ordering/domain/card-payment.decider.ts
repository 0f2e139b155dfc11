import type { CardApproval, CardPaymentEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { CardPaymentInProgressError, PaymentAmountMismatchError } from '../ordering.errors.js';

/** The buyer authenticated a card payment for an order in NICE Pay's window; the shop takes it up. */
export type AuthenticateCardPayment = Command<'AuthenticateCardPayment', { tid: string; orderId: string; amount: number }>;
/** NICE Pay approved it. */
export type RecordCardApproval = Command<'RecordCardApproval', { orderId: string; payment: CardApproval }>;
/** NICE Pay refused the approval. */
export type RecordCardRefusal = Command<'RecordCardRefusal', { tid: string; orderId: string; resultCode: string; resultMsg: string }>;
/** The approval's outcome was unknown and NICE Pay confirmed the net cancel. */
export type RecordCardNetCancel = Command<'RecordCardNetCancel', { tid: string; orderId: string; reason: string }>;
/** NICE Pay cancelled `cancelAmt` 원 of the approved payment, leaving `balanceAmt`. */
export type RecordCardCancel = Command<
  'RecordCardCancel',
  { tid: string; orderId: string; cancelAmt: number; balanceAmt: number; cancelledTid: string | null; reason: string }
>;
export type CardPaymentCommand = AuthenticateCardPayment | RecordCardApproval | RecordCardRefusal | RecordCardNetCancel | RecordCardCancel;

export type CardPaymentState =
  | { status: 'absent' }
  | { status: 'authenticated'; tid: string; orderId: string; amount: number }
  | { status: 'approved'; tid: string; orderId: string; amount: number; balanceAmt: number }
  | { status: 'refused' | 'netCanceled'; tid: string; orderId: string };

/**
 * One card payment (stream `card-payment-{tid}`): authenticated once (a second delivery of the
 * same result is refused, so it is approved once), then approved, refused or net-cancelled;
 * an approved payment may be cancelled down to nothing, never below.
 */
export const cardPaymentDecider: Decider<CardPaymentCommand, CardPaymentEvent, CardPaymentState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'CardPaymentAuthenticated':
        return { status: 'authenticated', tid: event.data.tid, orderId: event.data.orderId, amount: event.data.amount };
      case 'CardPaymentApproved':
        return state.status === 'authenticated' ? { ...state, status: 'approved', balanceAmt: event.data.payment.amount } : state;
      case 'CardPaymentRefused':
        return state.status === 'absent' ? state : { status: 'refused', tid: state.tid, orderId: state.orderId };
      case 'CardPaymentNetCanceled':
        return state.status === 'absent' ? state : { status: 'netCanceled', tid: state.tid, orderId: state.orderId };
      case 'CardPaymentCanceled':
        return state.status === 'approved' ? { ...state, balanceAmt: event.data.balanceAmt } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    const at = command.metadata.now;
    switch (command.type) {
      case 'AuthenticateCardPayment':
        if (state.status !== 'absent') throw new CardPaymentInProgressError();
        return [{ type: 'CardPaymentAuthenticated', data: { ...command.data, authenticatedAt: at } }];
      case 'RecordCardApproval':
        if (state.status === 'approved') return [];
        if (state.status !== 'authenticated') throw new CardPaymentInProgressError();
        return [{ type: 'CardPaymentApproved', data: command.data }];
      case 'RecordCardRefusal':
        if (state.status !== 'authenticated') throw new CardPaymentInProgressError();
        return [{ type: 'CardPaymentRefused', data: { ...command.data, refusedAt: at } }];
      case 'RecordCardNetCancel':
        if (state.status === 'netCanceled') return [];
        if (state.status !== 'authenticated' && state.status !== 'approved') throw new CardPaymentInProgressError();
        return [{ type: 'CardPaymentNetCanceled', data: { ...command.data, canceledAt: at } }];
      case 'RecordCardCancel': {
        if (state.status !== 'approved') throw new CardPaymentInProgressError();
        const { cancelAmt, balanceAmt } = command.data;
        // What NICE Pay says is left must be what was left less this cancel: a refund never exceeds what was paid.
        if (cancelAmt < 1 || balanceAmt !== state.balanceAmt - cancelAmt || balanceAmt < 0)
          throw new PaymentAmountMismatchError(state.balanceAmt - cancelAmt, balanceAmt);
        return [{ type: 'CardPaymentCanceled', data: { ...command.data, canceledAt: at } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
