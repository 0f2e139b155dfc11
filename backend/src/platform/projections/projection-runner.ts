import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../event-store/event-store.port.js';
import { READ_STORE, type ReadStore } from '../read-store/read-store.port.js';
import { EVENT_BUS, type EventBus } from '../bus/event-bus.port.js';
import type { Projection } from './projection.js';

export const PROJECTIONS = Symbol('PROJECTIONS');
const CHECKPOINTS = '_checkpoints';
const BATCH = 500;
const POLL_MS = 1_000;

/**
 * Follows the event store's global log from the stored checkpoint and feeds every projection,
 * then saves the checkpoint (ARCHITECTURE §1 read side). One loop serves all projections, in
 * log order. Wakes on appends in this process and polls for appends by other processes.
 * `waitFor(position)` gives read-your-writes.
 */
@Injectable()
export class ProjectionRunner implements OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private position = 0;
  private running = false;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private waiters: { position: number; resolve: () => void }[] = [];

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
  ) {}

  /** Position of the last event every projection has applied. */
  get checkpoint(): number {
    return this.position;
  }

  /** Catches up with the whole log, then keeps following it. Resolves once caught up. */
  async start(): Promise<void> {
    const saved = await this.store.collection<{ _id: string; position: number }>(CHECKPOINTS).findOne({ _id: 'all' });
    this.position = saved?.position ?? 0;
    this.unsubscribe = this.events.onAppended(() => void this.catchUp());
    await this.catchUp();
    this.timer = setInterval(() => void this.catchUp(), POLL_MS);
    this.timer.unref();
  }

  /** Resolves when the read models have applied `position`, or after `timeoutMs` (then false). */
  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.position >= position) return true;
    void this.catchUp();
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      const waiter = {
        position,
        resolve: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** Reads and applies everything after the checkpoint; concurrent calls coalesce into one loop. */
  async catchUp(): Promise<void> {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        for (;;) {
          const batch = await this.events.readAll(this.position, BATCH);
          if (batch.length === 0) break;
          for (const event of batch) await this.applyToAll(event);
          this.position = batch[batch.length - 1]!.position;
          await this.store.collection(CHECKPOINTS).replaceOne({ _id: 'all', position: this.position });
          await this.bus.publish(batch);
          this.release();
          if (batch.length < BATCH) break;
        }
      } while (this.again && !this.stopped);
    } catch (e) {
      this.logger.error(`projection failed after position ${this.position}: ${(e as Error).stack ?? e}`);
    } finally {
      this.running = false;
    }
  }

  /** Drops every projection's collections and the checkpoint, then replays the whole log. */
  async rebuild(): Promise<void> {
    for (const p of this.projections) for (const c of p.collections) await this.store.drop(c);
    await this.store.drop(CHECKPOINTS);
    this.position = 0;
    await this.catchUp();
  }

  private async applyToAll(event: StoredEvent): Promise<void> {
    for (const p of this.projections) {
      if (p.handles.includes(event.type)) await p.apply(event, this.store);
    }
  }

  private release(): void {
    const ready = this.waiters.filter((w) => w.position <= this.position);
    this.waiters = this.waiters.filter((w) => w.position > this.position);
    for (const w of ready) w.resolve();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
  }
}
