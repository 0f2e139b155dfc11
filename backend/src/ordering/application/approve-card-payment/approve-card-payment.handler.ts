import { Injectable, Logger } from '@nestjs/common';
import { OrderStatus, type CardApproval } from '@shop/contracts';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import { DomainError, type Command, type CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { NicePayAuthResultError, NicePayClient, NicePayRefusedError, NicePayUnknownOutcomeError } from '../../../platform/payments/nice-pay/nice-pay.client.js';
import type { NicePayAuthResult, NicePayPayment } from '../../../platform/payments/nice-pay/nice-pay.protocol.js';
import { cardPaymentDecider, type CardPaymentCommand } from '../../domain/card-payment.decider.js';
import { orderDecider } from '../../domain/order.decider.js';
import {
  CardAuthenticationFailedError,
  CardPaymentRefusedError,
  CardPaymentUncertainError,
  OrderNotFoundError,
  OrderNotPayableError,
} from '../../ordering.errors.js';

/**
 * The order id a payment window is opened with: the shop's order id and the attempt's time, since
 * NICE Pay takes an order id only once it was paid (a buyer paying again after a net-cancelled
 * attempt needs a new one). Under NICE Pay's 64 characters.
 */
export function paymentAttemptId(orderId: string, now: string): string {
  return `${orderId}_${Date.parse(now).toString(36)}`;
}

/** The shop's order id inside a payment attempt's order id (see {@link paymentAttemptId}). */
export function orderIdOfAttempt(attemptId: string): string {
  return attemptId.split('_')[0] ?? '';
}

/** What NICE Pay's window posted to the shop's returnUrl (POST /api/v1/plugins/nice/pay/approval). */
export type ApproveCardPayment = Command<'ApproveCardPayment', { authResult: NicePayAuthResult }>;

/** The order the approval was for, and the log position that shows its outcome. */
export interface CardPaymentApproved {
  orderId: string;
  position: number;
}

/**
 * Takes a card payment from NICE Pay's authentication result to a paid order (server-approval
 * model, api/payment-window-server.md), in named steps:
 *  1. loadOrder: the order the result's attempt id names must exist;
 *  2. verify: authenticated, our client key, the attempt id, the order's total and a valid
 *     signature — else 422 CardAuthenticationFailed and nothing is charged. An order already
 *     paid answers as paid when this very payment paid it (a result delivered again), else 409
 *     OrderNotPayable, before anything is charged;
 *  3. takeUp: the tid's own stream is started with `no_stream`, so a result delivered twice is
 *     refused (409 CardPaymentInProgress) and approved once;
 *  4. approve: NICE Pay charges the card. A refusal is recorded (422 CardPaymentRefused); an
 *     unknown outcome (timeout, broken answer) is net-cancelled and recorded (409
 *     CardPaymentUncertain: pay again);
 *  5. recordApproval and payOrder: the approval, then ORDER_PAYMENT on the order; should the
 *     order refuse (cancelled meanwhile), the charge is cancelled in whole (compensation) and
 *     409 OrderNotPayable answers.
 */
@Injectable()
export class ApproveCardPaymentHandler implements UseCaseHandler<ApproveCardPayment, CardPaymentApproved> {
  private readonly logger = new Logger('ApproveCardPayment');

  constructor(
    private readonly runner: CommandRunner,
    private readonly nicePay: NicePayClient,
  ) {}

  async execute({ data, metadata }: ApproveCardPayment): Promise<CardPaymentApproved> {
    const attemptId = data.authResult.orderId;
    if (typeof attemptId !== 'string' || !attemptId) throw new CardAuthenticationFailedError('결제 결과가 올바르지 않습니다');
    const orderId = orderIdOfAttempt(attemptId);
    const order = await this.loadOrder(orderId);
    const tid = this.verify(data.authResult, attemptId, order.total);
    if (!order.unpaid) return this.alreadyPaid(tid, orderId);
    await this.record(tid, { type: 'AuthenticateCardPayment', data: { tid, orderId, amount: order.total }, metadata }, true);
    const paid = await this.approve(tid, attemptId, order.total, metadata);
    const payment: CardApproval = {
      tid: paid.tid,
      amount: paid.amount,
      cardCode: paid.card?.cardCode ?? '',
      cardName: paid.card?.cardName ?? '',
      cardNum: paid.card?.cardNum ?? '',
      cardQuota: paid.card?.cardQuota ?? '0',
      approveNo: paid.approveNo,
      receiptUrl: paid.receiptUrl,
      paidAt: paid.paidAt && paid.paidAt !== '0' ? paid.paidAt : metadata.now,
    };
    await this.record(tid, { type: 'RecordCardApproval', data: { orderId, payment }, metadata });
    return this.payOrder(orderId, attemptId, payment, metadata);
  }

  /** Step 1: the order's total (원) and whether it still awaits payment; 404 when there is none. */
  private async loadOrder(orderId: string): Promise<{ total: number; unpaid: boolean }> {
    const { state } = await this.runner.load(`order-${orderId}`, orderDecider);
    if (state.status !== 'placed') throw new OrderNotFoundError();
    return { total: state.placed.totalPrice, unpaid: state.orderStatus === OrderStatus.ORDER_NONPAYMENT };
  }

  /** A paid order: fine when this payment paid it (the result arrived again), else 409 before charging anything. */
  private async alreadyPaid(tid: string, orderId: string): Promise<CardPaymentApproved> {
    const { state } = await this.runner.load(`card-payment-${tid}`, cardPaymentDecider);
    if (state.status === 'approved' && state.orderId === orderId) return { orderId, position: 0 };
    throw new OrderNotPayableError();
  }

  /** Step 2: the tid to approve. */
  private verify(result: NicePayAuthResult, orderId: string, amount: number): string {
    try {
      return this.nicePay.verifyAuthResult(result, { orderId, amount });
    } catch (e) {
      if (!(e instanceof NicePayAuthResultError)) throw e;
      this.logger.warn(`card authentication for order ${orderId} not approved: ${e.problem} (${e.resultCode})`);
      throw new CardAuthenticationFailedError(e.problem === 'declined' ? e.message : '결제 정보가 주문과 일치하지 않아 결제하지 않았습니다');
    }
  }

  /** Step 4: NICE Pay's approval, or the recorded refusal or net cancel. */
  private async approve(tid: string, attemptId: string, amount: number, metadata: CommandMetadata): Promise<NicePayPayment> {
    const orderId = orderIdOfAttempt(attemptId);
    try {
      const paid = await this.nicePay.approve(tid, amount, new Date(metadata.now));
      if (paid.orderId !== attemptId || paid.amount !== amount)
        throw new NicePayUnknownOutcomeError(`approval answer names ${paid.orderId} for ${paid.amount}원`);
      return paid;
    } catch (e) {
      if (e instanceof NicePayRefusedError) {
        await this.record(tid, { type: 'RecordCardRefusal', data: { tid, orderId, resultCode: e.resultCode, resultMsg: e.resultMsg }, metadata });
        throw new CardPaymentRefusedError(e.resultCode, e.resultMsg);
      }
      if (e instanceof NicePayUnknownOutcomeError) {
        await this.netCancel(tid, attemptId, metadata, e.message);
        throw new CardPaymentUncertainError();
      }
      throw e;
    }
  }

  /** Net-cancels an approval whose outcome is unknown (망취소), and records it once NICE Pay confirms. */
  private async netCancel(tid: string, attemptId: string, metadata: CommandMetadata, why: string): Promise<void> {
    const orderId = orderIdOfAttempt(attemptId);
    this.logger.warn(`approval of ${tid} for order ${orderId} has no known outcome (${why}): net-cancelling`);
    try {
      await this.nicePay.netCancel(attemptId, new Date(metadata.now));
    } catch (e) {
      // U107: nothing was charged after all. Anything else stays "authenticated" for staff to see.
      if (!(e instanceof NicePayRefusedError && e.resultCode === 'U107')) {
        this.logger.error(`net cancel of ${tid} for order ${orderId} failed: ${(e as Error).message}`);
        return;
      }
    }
    await this.record(tid, { type: 'RecordCardNetCancel', data: { tid, orderId, reason: '승인 결과 미확인' }, metadata });
  }

  /** Step 5: the order is paid; if it refuses, the charge is cancelled whole (compensation). */
  private async payOrder(orderId: string, attemptId: string, payment: CardApproval, metadata: CommandMetadata): Promise<CardPaymentApproved> {
    try {
      const paid = await this.runner.handle(`order-${orderId}`, orderDecider, { type: 'ConfirmCardPayment', data: { orderId, payment }, metadata });
      return { orderId, position: paid.position };
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      const reason = '결제할 수 없는 주문';
      const canceled = await this.nicePay.cancel(payment.tid, { orderId: attemptId, reason }, new Date(metadata.now));
      await this.record(payment.tid, {
        type: 'RecordCardCancel',
        data: { tid: payment.tid, orderId, cancelAmt: payment.amount, balanceAmt: canceled.balanceAmt, cancelledTid: canceled.cancelledTid ?? null, reason },
        metadata,
      });
      throw new OrderNotPayableError();
    }
  }

  private async record(tid: string, command: CardPaymentCommand, newStream = false): Promise<void> {
    await this.runner.handle(`card-payment-${tid}`, cardPaymentDecider, command, { newStream });
  }
}
