import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Logger } from '@nestjs/common';
import type { EventStore, StoredEvent } from '../event-store/event-store.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';

/** Read-model collection holding every follower's checkpoint (`{ _id: name, position }`). */
export const CHECKPOINTS = '_checkpoints';
const BATCH = 500;
const POLL_MS = 1_000;
/** A follower's lease lasts this long unless renewed (renewed on every poll and batch). */
export const LEASE_TTL_MS = 5_000;

/**
 * Follows the event store's global log from a stored checkpoint (ARCHITECTURE §1): reads
 * batches after the checkpoint, hands each batch to `handle`, then saves the checkpoint. Wakes
 * on appends in this process and polls for appends by other processes. Concurrent wake-ups
 * coalesce into one loop, so batches are handled one at a time and in log order. A failed
 * batch is retried from the same checkpoint on the next wake-up (handlers must be idempotent
 * by position).
 *
 * Scale-out: when several processes share the read store, a lease named after the follower
 * makes one of them the owner; the others stay passive and only track the stored checkpoint,
 * and take over within LEASE_TTL_MS when the owner stops or dies.
 */
export abstract class LogFollower {
  protected readonly logger: Logger;
  protected position = 0;
  private running = false;
  private again = false;
  /** Resolved when the running loop (or exclusive work) ends. */
  private idleWaiters: (() => void)[] = [];
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private leader = false;

  protected constructor(
    /** Checkpoint key, unique per follower. */
    readonly name: string,
    protected readonly events: EventStore,
    protected readonly store: ReadStore,
  ) {
    this.logger = new Logger(name);
  }

  /** Handles one batch of committed events, in log order. */
  protected abstract handle(batch: StoredEvent[]): Promise<void>;

  /** Called after each saved checkpoint. */
  protected advanced(): void {}

  /** Position of the last event handled. */
  get checkpoint(): number {
    return this.position;
  }

  /** Whether no batch is being handled right now (read models and checkpoint agree until the next await). */
  get idle(): boolean {
    return !this.running;
  }

  /** Whether this process currently owns the follower (holds its lease). */
  get isLeader(): boolean {
    return this.leader;
  }

  /** Resolves once no batch is being handled (at once when none is). */
  protected async whenIdle(): Promise<void> {
    while (this.running) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Runs `work` with the follower held still: waits for the batch being handled to finish, keeps
   * any wake-up from starting another until `work` settles, then catches up with what arrived
   * meanwhile and resolves once that is handled too. For work that resets the read models and
   * the checkpoint, which a batch applied halfway through would corrupt.
   * @throws whatever `work` throws (the follower is released and catches up all the same).
   */
  protected async exclusively(work: () => Promise<void>): Promise<void> {
    await this.whenIdle();
    this.running = true;
    try {
      await work();
    } finally {
      this.setIdle();
      await this.catchUp();
      await this.whenIdle();
    }
  }

  private setIdle(): void {
    this.running = false;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  /** Loads the checkpoint, catches up with the whole log (or follows the owner's checkpoint), then keeps following it. */
  async start(): Promise<void> {
    this.stopped = false;
    this.position = await this.storedCheckpoint();
    this.unsubscribe = this.events.onAppended(() => void this.catchUp());
    await this.catchUp();
    this.timer = setInterval(() => void this.catchUp(), POLL_MS);
    this.timer.unref();
  }

  /** Stops following (the current batch finishes) and gives the lease up so another process takes over at once. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    if (this.leader) {
      this.leader = false;
      void this.store.releaseLease(this.name, this.owner).catch(() => undefined);
    }
  }

  private async storedCheckpoint(): Promise<number> {
    const saved = await this.store.collection<{ _id: string; position: number }>(CHECKPOINTS).findOne({ _id: this.name });
    return saved?.position ?? 0;
  }

  /** Reads and handles everything after the checkpoint. */
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
        const wasLeader = this.leader;
        this.leader = await this.store.acquireLease(this.name, this.owner, LEASE_TTL_MS, new Date());
        if (this.leader !== wasLeader) this.logger.log(this.leader ? `owner of ${this.name} (${this.owner})` : `${this.name} is owned by another process`);
        // The stored checkpoint is the truth when another process may have advanced it.
        const stored = await this.storedCheckpoint();
        if (stored > this.position) {
          this.position = stored;
          this.advanced();
        }
        if (!this.leader) break;
        for (;;) {
          const batch = await this.events.readAll(this.position, BATCH);
          if (batch.length === 0 || this.stopped) break;
          if (!(await this.store.acquireLease(this.name, this.owner, LEASE_TTL_MS, new Date()))) {
            this.leader = false;
            break;
          }
          await this.handle(batch);
          this.position = batch[batch.length - 1]!.position;
          await this.store.collection(CHECKPOINTS).replaceOne({ _id: this.name, position: this.position });
          this.advanced();
          if (batch.length < BATCH) break;
        }
      } while (this.again && !this.stopped);
    } catch (e) {
      this.logger.error(`stopped after position ${this.position}, will retry: ${(e as Error).stack ?? e}`);
    } finally {
      this.setIdle();
    }
  }
}
