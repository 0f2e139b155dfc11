import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { PaymentMethod, type CashReceiptRequested, type OrderEvent } from '@shop/contracts';
import { EVENT_BUS, type EventBus } from '../../../platform/bus/event-bus.port.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { NicePayClient, NicePayRefusedError, NicePayUnknownOutcomeError } from '../../../platform/payments/nice-pay/nice-pay.client.js';
import { NICE_PAY_CODES } from '../../../platform/payments/nice-pay/nice-pay.protocol.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { cashReceiptDecider, type CashReceiptCommand, type RequestCashReceipt } from '../../domain/cash-receipt.decider.js';
import { RECEIPTS, goodsNameOf, type ReceiptDoc } from '../../projections/receipts.projection.js';
import { CashReceiptNotDueError } from '../../ordering.errors.js';
import { runPeriodically } from '../../../platform/scheduling/periodic.js';

/** The refunds completed on an order (its own events), in order. */
export function completedRefundsOf(order: OrderEvent[]): { refundId: string; amount: number }[] {
  return order.flatMap((e) => (e.type === 'RefundCompleted' ? [{ refundId: e.data.refundId, amount: e.data.amount }] : []));
}

/**
 * Whether trying a NICE Pay call again may help: no answer, or NICE Pay's own trouble (HTTP 5xx,
 * 9xxx). A refusal of the request itself, or an order id already used (the call may have gone
 * through with its answer lost), is for staff.
 */
export function retryableNicePayFailure(e: NicePayRefusedError | NicePayUnknownOutcomeError): boolean {
  if (!(e instanceof NicePayRefusedError)) return true;
  return (e.httpStatus >= 500 && e.resultCode !== NICE_PAY_CODES.duplicateOrderId[0]) || /^9/.test(e.resultCode);
}

/** Bus consumer group of the issuer. */
export const CASH_RECEIPT_GROUP = 'cash-receipts';
const SWEEP_EVERY_MS = 60_000;

/** What one run of {@link CashReceiptIssuer.issue} came to. */
export type CashReceiptOutcome = 'issued' | 'failed' | 'skipped';

/**
 * Issues the 현금영수증 of bank-transfer orders once their deposit is confirmed (a process
 * manager between the order and NICE Pay's cash receipt API, api/payment-receipt.md):
 *  - it hears OrderPaymentConfirmed on the bus (group `cash-receipts`, category `order`) and
 *    issues that order's receipt at once;
 *  - every minute it sweeps the `receipts` read model for receipts still due (deposit confirmed
 *    but not issued: missed deliveries, restarts) and failures whose retry time has come.
 * Each run asks the cash receipt's stream first (`RequestCashReceipt`): only the run whose
 * CashReceiptRequested was appended calls NICE Pay, so a confirmation delivered twice, a sweep
 * and a bus delivery at once, or two processes, issue one receipt. NICE Pay's answer is recorded
 * as CashReceiptIssued or CashReceiptFailed (retried later when it may help). The phone or
 * business number is never logged.
 */
@Injectable()
export class CashReceiptIssuer implements OnApplicationShutdown {
  private readonly logger = new Logger('CashReceiptIssuer');
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
      await this.bus.subscribe(CASH_RECEIPT_GROUP, ['order'], async (event) => {
        if (event.type !== 'OrderPaymentConfirmed') return;
        const { orderId } = event.data as { orderId: string };
        // Only orders that asked for a receipt: the read model knows them without reading the order.
        const doc = await this.store.collection<ReceiptDoc>(RECEIPTS).findOne({ _id: `cash-${orderId}` });
        if (!doc || doc.status === 'ISSUED') return;
        await this.issue(orderId, new Date()).catch((e) => this.logger.error(`order ${orderId}: ${(e as Error).message}`));
      });
    }
    this.stop = runPeriodically(() => this.sweep(new Date()), SWEEP_EVERY_MS, this.logger, { now: false });
  }

  /** Issues every receipt due at `now` (in the process that owns the projections); returns how many runs issued one. */
  async sweep(now: Date): Promise<number> {
    if (!this.projections.isLeader) return 0;
    const due = await this.store.collection<ReceiptDoc>(RECEIPTS).find(
      {
        kind: 'CASH',
        $or: [
          { status: 'PENDING', paid: true },
          { status: 'FAILED', retryAt: { $ne: null, $lte: now.toISOString() } },
        ],
      },
      { limit: 100, sort: { createdAt: 1 } },
    );
    let issued = 0;
    for (const doc of due) if ((await this.issue(doc._order, now)) === 'issued') issued += 1;
    return issued;
  }

  /**
   * Issues the cash receipt of order `orderId` if it is due: asked with the order, deposit
   * confirmed, not issued, not being asked for by another run. Returns what happened.
   */
  async issue(orderId: string, now: Date): Promise<CashReceiptOutcome> {
    const request = await this.requestOf(orderId, now);
    if (!request) return 'skipped';
    let appended;
    try {
      appended = await this.runner.handle(`cash-receipt-${orderId}`, cashReceiptDecider, request);
    } catch (e) {
      if (e instanceof CashReceiptNotDueError) return 'skipped';
      throw e;
    }
    const requested = appended.events.find((e): e is CashReceiptRequested => e.type === 'CashReceiptRequested');
    if (!requested) return 'skipped';
    return this.askNicePay(requested.data, now);
  }

  /** The RequestCashReceipt of the order, from its own stream; null when it asked for no receipt. */
  private async requestOf(orderId: string, now: Date): Promise<RequestCashReceipt | null> {
    const { events } = await this.events.readStream(`order-${orderId}`);
    const order = events.map((e) => ({ type: e.type, data: e.data }) as OrderEvent);
    const placed = order.find((e) => e.type === 'OrderPlaced');
    const receipt = placed?.data.cashReceipt;
    if (!placed || placed.data.paymentMethod !== PaymentMethod.BANK || !receipt?.enabled) return null;
    const metadata: CommandMetadata = { userId: null, now: now.toISOString() };
    const refunds = completedRefundsOf(order);
    return {
      type: 'RequestCashReceipt',
      data: {
        orderId,
        userId: placed.data.userId,
        orderNumber: placed.data.orderNumber,
        amount: placed.data.totalPrice - refunds.reduce((sum, r) => sum + r.amount, 0),
        refundIds: refunds.map((r) => r.refundId),
        goodsName: goodsNameOf(placed.data.lines),
        receiptType: receipt.type,
        identity: receipt.identity,
        depositConfirmed: order.some((e) => e.type === 'OrderPaymentConfirmed'),
      },
      metadata,
    };
  }

  /** Calls NICE Pay for the request just recorded and records its answer. */
  private async askNicePay(r: CashReceiptRequested['data'], now: Date): Promise<CashReceiptOutcome> {
    const metadata: CommandMetadata = { userId: null, now: now.toISOString() };
    const record = (command: CashReceiptCommand) => this.runner.handle(`cash-receipt-${r.orderId}`, cashReceiptDecider, command);
    try {
      const answer = await this.nicePay.issueCashReceipt(
        {
          orderId: r.orderId,
          amount: r.amount,
          goodsName: r.goodsName,
          receiptType: r.receiptType === 'COMPANY' ? 'company' : 'individual',
          receiptNo: r.identity,
          supplyAmt: r.supplyAmt,
          goodsVat: r.goodsVat,
          taxFreeAmt: r.taxFreeAmt,
          serviceAmt: 0,
        },
        now,
      );
      await record({
        type: 'RecordCashReceiptIssued',
        data: { orderId: r.orderId, receiptTid: answer.tid, approveNo: answer.approveNo ?? null, receiptUrl: this.nicePay.cashReceiptUrl(answer.tid) },
        metadata,
      });
      this.logger.log(`cash receipt of order ${r.orderNumber} issued (attempt ${r.attempt})`);
      return 'issued';
    } catch (e) {
      if (!(e instanceof NicePayRefusedError) && !(e instanceof NicePayUnknownOutcomeError)) throw e;
      const refused = e instanceof NicePayRefusedError;
      const retryable = retryableNicePayFailure(e);
      await record({
        type: 'RecordCashReceiptFailure',
        data: {
          orderId: r.orderId,
          resultCode: refused ? e.resultCode : 'TIMEOUT',
          resultMsg: refused ? e.resultMsg : '응답 없음',
          retryable,
        },
        metadata,
      });
      this.logger.warn(`cash receipt of order ${r.orderNumber} failed (attempt ${r.attempt}): ${e.message}`);
      return 'failed';
    }
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
