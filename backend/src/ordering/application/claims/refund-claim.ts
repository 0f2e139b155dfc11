import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { NicePayClient, NicePayRefusedError } from '../../../platform/payments/nice-pay/nice-pay.client.js';
import { orderDecider, type CompleteRefund, type FailRefund, type PlacedOrderState, type RequestRefund } from '../../domain/order.decider.js';
import { OrderNotFoundError, RefundAccountMissingError, RefundFailedError, RefundInProgressError } from '../../ordering.errors.js';
import { RefundAccountLookup, maskAccount } from './refund-account-lookup.js';

/**
 * Refunds a claim's lines, in named steps:
 *  1. hold: RequestRefund on the order: the decider works out the amount (lines, shipping, return
 *     shipping by the reason) and holds it against the payment under optimistic concurrency, so
 *     concurrent refunds never add up to more than was paid; the same lines asked again while a
 *     refund is under way answer 409 RefundInProgress, and one done answers at once;
 *  2. pay: a card payment is cancelled at NICE Pay for that amount (api/cancel.md; a new order id
 *     per cancel, as partial cancels need); a bank transfer goes to the member's refund account;
 *  3. record: CompleteRefund, or FailRefund (the hold is freed) and 422 RefundFailed.
 * Answers the log position of the recorded outcome.
 */
@Injectable()
export class RefundClaim {
  private readonly logger = new Logger('RefundClaim');

  constructor(
    private readonly runner: CommandRunner,
    private readonly nicePay: NicePayClient,
    private readonly accounts: RefundAccountLookup,
  ) {}

  async refund(orderId: string, lineIds: string[], metadata: CommandMetadata): Promise<number> {
    const stream = `order-${orderId}`;
    const { state } = await this.runner.load(stream, orderDecider);
    if (state.status !== 'placed') throw new OrderNotFoundError();
    const claimId = state.lines[lineIds[0] ?? '']?.claim?.claimId ?? 'none';
    const refundId = `${claimId}:${[...lineIds].sort().join('+')}`;
    const account = await this.accountOf(state);
    const request: RequestRefund = { type: 'RequestRefund', data: { orderId, refundId, lineIds, account }, metadata };
    const held = await this.runner.handle(stream, orderDecider, request);
    const requested = held.events.find((e) => e.type === 'RefundRequested');
    if (!requested) {
      const known = held.state.status === 'placed' ? held.state.refunds[refundId] : undefined;
      if (known?.status === 'completed') return held.position;
      throw new RefundInProgressError();
    }
    let cancelledTid: string | null = null;
    if (requested.data.method === 'card' && requested.data.amount > 0) {
      try {
        const answer = await this.nicePay.cancel(
          state.cardTid ?? '',
          { orderId: cancelOrderId(orderId, refundId, metadata.now), reason: '주문 상품 취소·반품 환불', cancelAmt: requested.data.amount },
          new Date(metadata.now),
        );
        cancelledTid = answer.cancelledTid ?? answer.cancels?.at(-1)?.tid ?? null;
      } catch (e) {
        const reason = e instanceof NicePayRefusedError ? e.message : '결제사 응답을 확인하지 못했습니다';
        if (!(e instanceof NicePayRefusedError)) this.logger.error(`refund ${refundId} of order ${orderId}: ${(e as Error).message}`);
        const fail: FailRefund = { type: 'FailRefund', data: { orderId, refundId, reason }, metadata };
        await this.runner.handle(stream, orderDecider, fail);
        throw new RefundFailedError(reason);
      }
    }
    const complete: CompleteRefund = { type: 'CompleteRefund', data: { orderId, refundId, cancelledTid }, metadata };
    return (await this.runner.handle(stream, orderDecider, complete)).position;
  }

  /** The masked refund account for a bank-transfer order (409 RefundAccountMissing without one); null for a card. */
  private async accountOf(state: PlacedOrderState): Promise<string | null> {
    if (state.placed.paymentMethod === 'card') return null;
    const account = await this.accounts.find(state.userId);
    if (!account) throw new RefundAccountMissingError();
    return maskAccount(account);
  }
}

/** The order id a cancel is asked with: NICE Pay takes each only once, so one per refund attempt (under its 64 characters). */
function cancelOrderId(orderId: string, refundId: string, now: string): string {
  return `${orderId}_c${createHash('sha256').update(refundId).digest('hex').slice(0, 8)}${Date.parse(now).toString(36)}`;
}
