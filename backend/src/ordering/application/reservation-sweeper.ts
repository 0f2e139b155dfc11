import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import type { ReleaseStock } from '../../catalog/index.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { OPEN_RESERVATIONS, type OpenReservationDoc } from '../projections/stock-reservations.projection.js';
import { runPeriodically } from '../../platform/scheduling/periodic.js';

/**
 * A reservation older than this without a placed order is taken as abandoned (ms). Placing an
 * order takes milliseconds between reserving and recording it (at most the command's retries,
 * a few seconds under contention), so 45 s leaves a wide margin while a crash holds stock back
 * for under a minute.
 */
export const ABANDONED_AFTER_MS = 45_000;
const SWEEP_EVERY_MS = 15_000;

/**
 * Gives back stock reserved for orders that were never placed (the placing process died
 * between reserving and appending the order). Runs in the process that owns the projections;
 * the order stream on the write side decides: only when `order-{id}` does not exist is the
 * reservation released (StockReleased, by the system).
 */
@Injectable()
export class ReservationSweeper implements OnApplicationShutdown {
  private readonly logger = new Logger('ReservationSweeper');
  private stop: (() => void) | undefined;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly commands: Commands,
    private readonly projections: ProjectionRunner,
  ) {}

  /** Sweeps now and then every SWEEP_EVERY_MS. */
  start(): void {
    this.stop = runPeriodically(() => this.sweep(new Date()), SWEEP_EVERY_MS, this.logger);
  }

  /**
   * Releases every reservation older than ABANDONED_AFTER_MS at `now` whose order does not
   * exist. Returns the number released. Does nothing in a process that does not own the
   * projections (another process sweeps).
   */
  async sweep(now: Date): Promise<number> {
    if (!this.projections.isLeader) return 0;
    const before = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString();
    const stale = await this.store.collection<OpenReservationDoc>(OPEN_RESERVATIONS).find({ reservedAt: { $lt: before } }, { limit: 200 });
    let released = 0;
    for (const r of stale) {
      if ((await this.events.readStream(`order-${r.orderId}`)).revision >= 0) continue;
      const release: ReleaseStock = {
        type: 'ReleaseStock',
        data: { productId: r.productId, orderId: r.orderId },
        metadata: { userId: null, now: now.toISOString() },
      };
      const result = await this.commands.send<{ events: unknown[] }>(release);
      if (result.events.length) released += 1;
    }
    if (released) this.logger.warn(`gave back stock of ${released} reservation(s) whose order was never placed`);
    return released;
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
