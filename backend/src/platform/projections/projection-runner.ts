import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../event-store/event-store.port.js';
import { READ_STORE, type Doc, type ReadCollection, type ReadStore } from '../read-store/read-store.port.js';
import type { Projection } from './projection.js';
import { CHECKPOINTS, LogFollower } from './log-follower.js';

export const PROJECTIONS = Symbol('PROJECTIONS');
/**
 * How long a command's response waits for the read models to show what it wrote. Longer than
 * a lease, so a response still shows its result while a surviving process takes the
 * projections over from a dead one.
 */
export const COMMAND_READ_TIMEOUT_MS = 8_000;

/**
 * Feeds every projection from the global log (one follower for all, in log order) and gives
 * read-your-writes: `waitFor(position)` resolves once the read models have applied it.
 */
@Injectable()
export class ProjectionRunner extends LogFollower implements OnApplicationShutdown {
  private waiters: { position: number; resolve: () => void }[] = [];
  /**
   * Per collection, the stamp of its last change here: a write that settled, or a move by another
   * process's checkpoint. Stamps come from one counter, so every change gives a new version, even
   * several writes of one event.
   */
  private readonly changedAt = new Map<string, number>();
  /** The last stamp drawn for {@link changedAt}. */
  private changes = 0;
  /** The position up to which this process handled the events itself (not followed another's checkpoint). */
  private handledThrough = 0;
  /** Counts rebuilds: positions handled again after one describe new contents. */
  private generation = 0;

  constructor(
    @Inject(EVENT_STORE) events: EventStore,
    @Inject(READ_STORE) store: ReadStore,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
  ) {
    super('projections', events, store);
  }

  /** Creates every projection's indexes, then catches up with the log and follows it. */
  override async start(): Promise<void> {
    const specs: Record<string, import('../read-store/read-store.port.js').IndexSpec[]> = {};
    for (const p of this.projections) for (const [c, list] of Object.entries(p.indexes ?? {})) specs[c] = [...(specs[c] ?? []), ...list];
    await this.store.ensureIndexes(specs);
    await super.start();
  }

  /** Resolves true when the read models have applied `position`, or false after `timeoutMs`. */
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

  /**
   * Drops every projection's collections and the checkpoint, then replays the whole log;
   * resolves once the read models are rebuilt. The follower is held still meanwhile, so a batch
   * the live loop was applying neither writes into the emptied collections nor moves the reset
   * checkpoint.
   */
  async rebuild(): Promise<void> {
    await this.exclusively(async () => {
      for (const p of this.projections) for (const c of p.collections) await this.store.drop(c);
      await this.store.collection(CHECKPOINTS).deleteOne(this.name);
      this.position = 0;
      this.handledThrough = 0;
      this.generation += 1;
      this.changedAt.clear();
      this.changes = 0;
    });
  }

  /**
   * A version of what `collections` hold, as `<rebuilds>.<change stamp>`: it changes once a write
   * to one of them has settled (or the read models are rebuilt), and stays put otherwise. Answers
   * computed from those collections may be reused while it is unchanged
   * (platform/http/answer-cache.ts, read-model-memo.ts): an answer computed while a write was in
   * flight may hold what was there before it, and is kept under a version the write's end moves on.
   */
  versionOf(collections: readonly string[]): string {
    let stamp = 0;
    for (const c of collections) stamp = Math.max(stamp, this.changedAt.get(c) ?? 0);
    return `${this.generation}.${stamp}`;
  }

  protected async handle(batch: StoredEvent[]): Promise<void> {
    for (const event of batch) {
      for (const p of this.projections) {
        if (!p.handles.includes(event.type)) continue;
        await p.apply(event, this.recording);
      }
      this.handledThrough = event.position;
    }
  }

  /** Marks `collection` changed now, with a new stamp. */
  private readonly changed = (collection: string): void => void this.changedAt.set(collection, ++this.changes);

  /**
   * The store the projections write through: each write marks its collection changed once it has
   * settled. Only what was written changes its version, so a stock change (catalogue projection,
   * products) leaves the categories' and brands' kept answers in place.
   */
  private readonly recording = new RecordingStore(this.store, this.changed);

  protected override advanced(): void {
    // Moved on by another process's checkpoint: which collections changed is unknown, so all did.
    if (this.position > this.handledThrough) {
      for (const p of this.projections) for (const c of p.collections) this.changed(c);
      this.handledThrough = this.position;
    }
    const ready = this.waiters.filter((w) => w.position <= this.position);
    this.waiters = this.waiters.filter((w) => w.position > this.position);
    for (const w of ready) w.resolve();
  }

  onApplicationShutdown(): void {
    this.stop();
  }
}

/**
 * A {@link ReadStore} that passes everything to `store` and calls `changed` with the name of each
 * collection written (documents replaced or deleted, a collection dropped) once the write has
 * settled, not before: a reader that read the collection while the write was in flight may have
 * seen it as it was, and must find a version that moved since.
 */
class RecordingStore implements ReadStore {
  private readonly handles = new Map<string, ReadCollection<Doc>>();

  constructor(
    private readonly store: ReadStore,
    private readonly changed: (collection: string) => void,
  ) {}

  collection<T extends { _id: string } = Doc>(name: string): ReadCollection<T> {
    let handle = this.handles.get(name);
    if (!handle) {
      const inner = this.store.collection<Doc>(name);
      const written = <R>(write: Promise<R>): Promise<R> => write.finally(() => this.changed(name));
      handle = {
        find: (filter, options) => inner.find(filter, options),
        findOne: (filter) => inner.findOne(filter),
        count: (filter) => inner.count(filter),
        aggregate: (pipeline) => inner.aggregate(pipeline),
        replaceOne: (doc) => written(inner.replaceOne(doc)),
        deleteOne: (id) => written(inner.deleteOne(id)),
        deleteMany: (filter) => written(inner.deleteMany(filter)),
      };
      this.handles.set(name, handle);
    }
    return handle as unknown as ReadCollection<T>;
  }

  drop(name: string): Promise<void> {
    return this.store.drop(name).finally(() => this.changed(name));
  }

  ensureIndexes(specs: Parameters<ReadStore['ensureIndexes']>[0]): Promise<void> {
    return this.store.ensureIndexes(specs);
  }
  acquireLease(name: string, owner: string, ttlMs: number, now: Date): Promise<boolean> {
    return this.store.acquireLease(name, owner, ttlMs, now);
  }
  releaseLease(name: string, owner: string): Promise<void> {
    return this.store.releaseLease(name, owner);
  }
  incrementCounter(name: string, expiresAt: Date, now: Date): Promise<number> {
    return this.store.incrementCounter(name, expiresAt, now);
  }
  readCounter(name: string, now: Date): Promise<number> {
    return this.store.readCounter(name, now);
  }
  close(): Promise<void> {
    return this.store.close();
  }
}
