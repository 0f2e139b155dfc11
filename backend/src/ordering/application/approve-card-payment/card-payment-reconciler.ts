import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import { NicePayClient, NicePayRefusedError } from '../../../platform/payments/nice-pay/nice-pay.client.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { cardPaymentDecider, type RecordCardNetCancel } from '../../domain/card-payment.decider.js';
import { OPEN_CARD_PAYMENTS, type OpenCardPaymentDoc } from '../../projections/open-card-payments.projection.js';
import { runPeriodically } from '../../../platform/scheduling/periodic.js';

/** How long a card payment may wait for its outcome before it counts as interrupted (approvals time out after NICEPAY_TIMEOUT_MS). */
export const STUCK_AFTER_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Settles card payments whose approval was interrupted: the shop took the authentication up but
 * recorded no outcome (the process died mid-approval, or the net cancel after a timeout failed).
 * For each one older than {@link STUCK_AFTER_MS} it asks NICE Pay (`GET /v1/payments/{tid}`): a
 * charge that went through is net-cancelled with the attempt's order id (api/cancel.md: within
 * an hour; the buyer pays again), and either way the stream records the net cancel so the
 * authentication is closed and never charged twice. A look-up that fails is tried again on the
 * next sweep. Runs in the process that owns the projections.
 */
@Injectable()
export class CardPaymentReconciler implements OnApplicationShutdown {
  private readonly logger = new Logger('CardPaymentReconciler');
  private stop: (() => void) | undefined;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly runner: CommandRunner,
    private readonly nicePay: NicePayClient,
    private readonly projections: ProjectionRunner,
  ) {}

  /** Sweeps every minute. */
  start(): void {
    this.stop = runPeriodically(() => this.sweep(new Date()), SWEEP_EVERY_MS, this.logger, { now: false });
  }

  /** Settles the payments stuck at `now`; returns how many were closed. */
  async sweep(now: Date): Promise<number> {
    if (!this.projections.isLeader) return 0;
    const before = new Date(now.getTime() - STUCK_AFTER_MS).toISOString();
    const stuck = await this.store.collection<OpenCardPaymentDoc>(OPEN_CARD_PAYMENTS).find({ authenticatedAt: { $lt: before } }, { limit: 50 });
    let closed = 0;
    for (const p of stuck) {
      try {
        // The read model may not show a close recorded moments ago: the stream decides.
        const { state } = await this.runner.load(`card-payment-${p._id}`, cardPaymentDecider);
        if (state.status !== 'authenticated') continue;
        const payment = await this.nicePay.payment(p._id);
        if (payment.status === 'paid') await this.netCancel(payment.orderId, now);
        const command: RecordCardNetCancel = {
          type: 'RecordCardNetCancel',
          data: { tid: p._id, orderId: p.orderId, reason: payment.status === 'paid' ? '승인 결과 미확인 (재처리)' : '승인되지 않은 결제 정리' },
          metadata: { userId: null, now: now.toISOString() },
        };
        const { events } = await this.runner.handle(`card-payment-${p._id}`, cardPaymentDecider, command);
        if (events.length === 0) continue;
        this.logger.warn(`card payment ${p._id} of order ${p.orderId} had no recorded outcome (NICE Pay: ${payment.status}): closed`);
        closed += 1;
      } catch (e) {
        this.logger.error(`card payment ${p._id} of order ${p.orderId} could not be settled yet: ${(e as Error).message}`);
      }
    }
    return closed;
  }

  /** Net-cancels the attempt; U107 (nothing to cancel) means it is already void. */
  private async netCancel(attemptId: string, now: Date): Promise<void> {
    try {
      await this.nicePay.netCancel(attemptId, now);
    } catch (e) {
      if (!(e instanceof NicePayRefusedError && e.resultCode === 'U107')) throw e;
    }
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
