import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { CashReceiptCancelRequested, OrderEvent } from '@shop/contracts';
import { EVENT_BUS, type EventBus } from '../../../platform/bus/event-bus.port.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { NicePayClient, NicePayRefusedError, NicePayUnknownOutcomeError } from '../../../platform/payments/nice-pay/nice-pay.client.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { runPeriodically } from '../../../platform/scheduling/periodic.js';
import { cashReceiptDecider, type CashReceiptCommand } from '../../domain/cash-receipt.decider.js';
import { CashReceiptNotIssuedError } from '../../ordering.errors.js';
import { RECEIPTS, type ReceiptDoc } from '../../projections/receipts.projection.js';
import { completedRefundsOf, retryableNicePayFailure } from './issue-cash-receipt.process.js';

/** Bus consumer group of the canceller. */
export const CASH_RECEIPT_CANCEL_GROUP = 'cash-receipt-cancels';
const SWEEP_EVERY_MS = 60_000;
/** The reason NICE Pay records with each cancel. */
const CANCEL_REASON = '주문 환불';

/**
 * Takes completed refunds off issued 현금영수증 (부가가치세법 시행령 §71의3: a receipt is
 * re-issued as cancelled when the sale is cancelled), a process manager between the order and
 * NICE Pay (`POST /v1/receipt/{tid}/cancel`, api/payment-receipt.md):
 *  - it hears RefundCompleted (category `order`) and CashReceiptIssued (category `cash-receipt`,
 *    for a refund that completed while the receipt was being issued) and settles that order;
 *  - every minute it sweeps the `receipts` read model for issued receipts with refunds not yet
 *    taken off, and cancels whose retry time has come.
 * The cash receipt's stream decides each cancel once (`CancelCashReceipt`); only the run whose
 * CashReceiptCancelRequested was appended calls NICE Pay. A refund completed before the receipt
 * was asked for is left out of its amount instead (CashReceiptIssuer).
 */
@Injectable()
export class CashReceiptCanceller implements OnApplicationShutdown {
  private readonly logger = new Logger('CashReceiptCanceller');
  private stop: (() => void) | undefined;
  private subscribed = false;

  constructor(
    private readonly runner: CommandRunner,
    private readonly nicePay: NicePayClient,
    private readonly projections: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  /** Subscribes to the bus (call before the relay starts) and sweeps every minute. */
  async start(): Promise<void> {
    if (!this.subscribed) {
      this.subscribed = true;
      await this.bus.subscribe(CASH_RECEIPT_CANCEL_GROUP, ['order', 'cash-receipt'], async (event) => {
        if (event.type !== 'RefundCompleted' && event.type !== 'CashReceiptIssued') return;
        const { orderId } = event.data as { orderId: string };
        const doc = await this.store.collection<ReceiptDoc>(RECEIPTS).findOne({ _id: `cash-${orderId}` });
        if (!doc) return; // no cash receipt was asked with this order
        await this.settle(orderId, new Date()).catch((e) => this.logger.error(`order ${orderId}: ${(e as Error).message}`));
      });
    }
    this.stop = runPeriodically(() => this.sweep(new Date()), SWEEP_EVERY_MS, this.logger, { now: false });
  }

  /** Settles every issued receipt with a cancel due at `now` (in the process that owns the projections); returns how many cancels went through. */
  async sweep(now: Date): Promise<number> {
    if (!this.projections.isLeader) return 0;
    const due = await this.store
      .collection<ReceiptDoc>(RECEIPTS)
      .find({ kind: 'CASH', $or: [{ cancelDue: true }, { cancelRetryAt: { $ne: null, $lte: now.toISOString() } }] }, { limit: 100, sort: { createdAt: 1 } });
    let canceled = 0;
    for (const doc of due) canceled += await this.settle(doc._order, now);
    return canceled;
  }

  /** Takes every completed refund of order `orderId` off its issued receipt that is not off yet; returns how many cancels went through. */
  async settle(orderId: string, now: Date): Promise<number> {
    const { events } = await this.events.readStream(`order-${orderId}`);
    const refunds = completedRefundsOf(events.map((e) => ({ type: e.type, data: e.data }) as OrderEvent));
    const metadata: CommandMetadata = { userId: null, now: now.toISOString() };
    let canceled = 0;
    for (const refund of refunds) {
      let appended;
      try {
        appended = await this.runner.handle(`cash-receipt-${orderId}`, cashReceiptDecider, {
          type: 'CancelCashReceipt',
          data: { orderId, ...refund },
          metadata,
        });
      } catch (e) {
        if (e instanceof CashReceiptNotIssuedError) return canceled; // its amount will leave the refund out
        throw e;
      }
      const requested = appended.events.find((e): e is CashReceiptCancelRequested => e.type === 'CashReceiptCancelRequested');
      if (requested && appended.state.status === 'issued' && (await this.askNicePay(appended.state.receiptTid, requested.data, now))) canceled += 1;
    }
    return canceled;
  }

  /** Calls NICE Pay for the cancel just recorded and records its answer; true when it went through. */
  private async askNicePay(receiptTid: string, c: CashReceiptCancelRequested['data'], now: Date): Promise<boolean> {
    const metadata: CommandMetadata = { userId: null, now: now.toISOString() };
    const record = (command: CashReceiptCommand) => this.runner.handle(`cash-receipt-${c.orderId}`, cashReceiptDecider, command);
    try {
      const answer = await this.nicePay.cancelCashReceipt(
        receiptTid,
        {
          orderId: c.cancelOrderId,
          reason: CANCEL_REASON,
          cancelAmt: c.cancelAmt,
          supplyAmt: c.supplyAmt,
          goodsVat: c.goodsVat,
          taxFreeAmt: c.taxFreeAmt,
          serviceAmt: 0,
        },
        now,
      );
      await record({
        type: 'RecordCashReceiptCanceled',
        data: {
          orderId: c.orderId,
          refundId: c.refundId,
          cancelTid: answer.tid,
          cancelAmt: answer.cancelAmt,
          balanceAmt: answer.balanceAmt,
          approveNo: answer.approveNo ?? null,
        },
        metadata,
      });
      this.logger.log(`cash receipt of order ${c.orderId}: ${c.cancelAmt}원 cancelled for refund ${c.refundId} (attempt ${c.attempt})`);
      return true;
    } catch (e) {
      if (!(e instanceof NicePayRefusedError) && !(e instanceof NicePayUnknownOutcomeError)) throw e;
      const refused = e instanceof NicePayRefusedError;
      await record({
        type: 'RecordCashReceiptCancelFailure',
        data: {
          orderId: c.orderId,
          refundId: c.refundId,
          resultCode: refused ? e.resultCode : 'TIMEOUT',
          resultMsg: refused ? e.resultMsg : '응답 없음',
          retryable: retryableNicePayFailure(e),
        },
        metadata,
      });
      this.logger.warn(`cash receipt cancel of order ${c.orderId} failed (attempt ${c.attempt}): ${e.message}`);
      return false;
    }
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
