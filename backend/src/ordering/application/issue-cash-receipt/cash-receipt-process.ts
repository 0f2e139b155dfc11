import { Inject, Injectable, type Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_BUS, type EventBus } from '../../../platform/bus/event-bus.port.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import { NicePayClient } from '../../../platform/payments/nice-pay/nice-pay.client.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { runPeriodically } from '../../../platform/scheduling/periodic.js';
import { RECEIPTS, type ReceiptDoc } from '../../projections/receipts.projection.js';

const SWEEP_EVERY_MS = 60_000;

/**
 * The shape both 현금영수증 processes share (issuing, and cancelling refunds): they hear some
 * events of an order on the bus and run for that order at once when its receipt document says it
 * concerns them, and every minute they sweep the read model for what the bus did not bring (missed
 * deliveries, restarts, retries). The cash receipt's stream decides each call to NICE Pay once,
 * so a delivery twice, a sweep and a delivery at once, or two processes call it once.
 */
@Injectable()
export abstract class CashReceiptProcess implements OnApplicationShutdown {
  protected abstract readonly logger: Logger;
  /** Bus consumer group, the stream categories and the event types it hears. */
  protected abstract readonly group: string;
  protected abstract readonly categories: string[];
  protected abstract readonly hears: string[];
  private stop: (() => void) | undefined;
  private subscribed = false;

  constructor(
    protected readonly runner: CommandRunner,
    protected readonly nicePay: NicePayClient,
    protected readonly projections: ProjectionRunner,
    @Inject(EVENT_STORE) protected readonly events: EventStore,
    @Inject(READ_STORE) protected readonly store: ReadStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  /** Whether a heard order's receipt document (present only when a cash receipt was asked) needs a run. */
  protected abstract concerns(doc: ReceiptDoc): boolean;
  /** Runs for one order at `now`. */
  protected abstract run(orderId: string, now: Date): Promise<unknown>;
  /** Runs for everything due at `now`; answers how many runs called NICE Pay with success. */
  abstract sweep(now: Date): Promise<number>;

  /** Subscribes to the bus (call before the relay starts) and sweeps every minute. */
  async start(): Promise<void> {
    if (!this.subscribed) {
      this.subscribed = true;
      await this.bus.subscribe(this.group, this.categories, async (event) => {
        if (!this.hears.includes(event.type)) return;
        const { orderId } = event.data as { orderId: string };
        // Only orders that asked for a receipt: the read model knows them without reading the order.
        const doc = await this.store.collection<ReceiptDoc>(RECEIPTS).findOne({ _id: `cash-${orderId}` });
        if (!doc || !this.concerns(doc)) return;
        await this.run(orderId, new Date()).catch((e) => this.logger.error(`order ${orderId}: ${(e as Error).message}`));
      });
    }
    this.stop = runPeriodically(() => this.sweep(new Date()), SWEEP_EVERY_MS, this.logger, { now: false });
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
