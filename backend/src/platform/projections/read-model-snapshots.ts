import { createHash } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { READ_STORE, type Doc, type ReadStore } from '../read-store/read-store.port.js';
import { MingoReadStore } from '../read-store/mingo-read-store.js';
import { EVENT_BUS, type EventBus } from '../bus/event-bus.port.js';
import { InProcessEventBus } from '../bus/in-process-event-bus.js';
import { EventRelay } from '../bus/event-relay.js';
import { CHECKPOINTS } from './log-follower.js';
import { ProjectionRunner } from './projection-runner.js';
import type { Projection } from './projection.js';

/** Everything that writes read models kept in a snapshot (the runner's projections and the bus consumers), for its fingerprint. */
export const SNAPSHOTTED_MODELS = Symbol('SNAPSHOTTED_MODELS');
/** File of the snapshot under DATA_DIR. */
export const SNAPSHOT_FILE = 'read-models.snapshot';
/** First line of a snapshot file; the format's version is in it. */
const MAGIC = 'ceramaison-read-models 1\n';
/** A snapshot is written when the read models are this many positions past the last one… */
export const SNAPSHOT_EVERY_EVENTS = 10_000;
/** …or when they have moved at all and the last one is this old. */
export const SNAPSHOT_EVERY_MS = 5 * 60_000;
/** How often the periodic check runs. */
const CHECK_MS = 30_000;
/** How long a snapshot waits for the followers to finish their batch. */
const IDLE_WAIT_MS = 5_000;

/** The header line of a snapshot file: what it must match to be used. */
export interface SnapshotHeader {
  /** sha256 of every snapshotted model's name, version, collections and handled event types. */
  fingerprint: string;
  /** The projection runner's checkpoint when it was written. */
  position: number;
  /** Id of the event at `position`: the event store it was written from (a restored or another log has other ids). */
  eventId: string;
  writtenAt: string;
}

/** Why a snapshot file was not used (logged). */
class UnusableSnapshot extends Error {}

/**
 * Read-model snapshots of the embedded read store (in-memory collections), so that a start
 * replays only the log's tail instead of the whole log. A snapshot is every collection of the
 * store (read models and the followers' checkpoints) taken in one synchronous cut while no
 * follower is in the middle of a batch, with the runner's checkpoint and the id of the event at
 * that position, v8-serialised and gzip'd under DATA_DIR/read-models.snapshot (written to a
 * temporary file, then renamed). It is written at shutdown and, off the request path, every
 * SNAPSHOT_EVERY_EVENTS positions or SNAPSHOT_EVERY_MS.
 *
 * At start it is used only when its fingerprint (every model's `version`, name, collections and
 * event types: a changed projection bumps its version) and its event store (the event at its
 * position has its id) match; a mismatching, damaged or missing snapshot is logged and the read
 * models are rebuilt from the log. After a crash the last snapshot plus the tail give the same
 * read models, since projections are idempotent by position. The relay's checkpoint is kept
 * only on the in-process bus (whose consumers' documents are in the same cut); on another bus
 * the relay republishes from the start as before.
 *
 * MongoDB keeps the read models and checkpoints itself: there this does nothing, and a start
 * replays only what is after the stored checkpoints.
 */
@Injectable()
export class ReadModelSnapshots implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ReadModelSnapshots.name);
  private readonly file: string;
  private readonly fingerprint: string;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<boolean> | undefined;
  private last = { position: 0, at: Date.now() };
  /** The position the last {@link restore} restored the read models at (0: none, they were rebuilt from the log). */
  restoredFrom = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SNAPSHOTTED_MODELS) models: Projection[],
    private readonly runner: ProjectionRunner,
    private readonly relay: EventRelay,
  ) {
    this.file = join(config.dataDir, SNAPSHOT_FILE);
    this.fingerprint = fingerprintOf(models);
  }

  /** Whether this store is snapshotted: the embedded read store on a persistent event store. */
  get enabled(): boolean {
    return this.store instanceof MingoReadStore && this.config.eventStoreUrl !== 'memory';
  }

  /**
   * Loads the snapshot into the (empty) read store when it matches; call before the followers
   * start. Returns the position it restored (0 when none was used: the followers replay the whole log).
   */
  async restore(): Promise<number> {
    this.restoredFrom = 0;
    if (!this.enabled) return 0;
    const store = this.store as MingoReadStore;
    let buffer: Buffer;
    try {
      buffer = await readFile(this.file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn(`read-model snapshot unreadable, rebuilding from the log: ${(e as Error).message}`);
      return 0;
    }
    const started = Date.now();
    try {
      const { header, body } = parseFile(buffer);
      if (header.fingerprint !== this.fingerprint) throw new UnusableSnapshot('written by other projection versions');
      const [event] = await this.events.readAll(header.position - 1, 1);
      if (!event || event.position !== header.position || event.id.toLowerCase() !== header.eventId.toLowerCase()) {
        throw new UnusableSnapshot(`written from another event log (no event ${header.eventId} at position ${header.position})`);
      }
      let dump: [string, Doc[]][];
      try {
        dump = deserialize(await promisify(gunzip)(body)) as [string, Doc[]][];
      } catch (e) {
        throw new UnusableSnapshot(`damaged: ${(e as Error).message}`);
      }
      store.load(dump);
      const checkpoints = store.collection<{ _id: string; position: number }>(CHECKPOINTS);
      const saved = await checkpoints.findOne({ _id: this.runner.name });
      if (saved?.position !== header.position) throw new UnusableSnapshot('damaged: its checkpoint differs from its header');
      if (!(this.bus instanceof InProcessEventBus)) await checkpoints.deleteOne(this.relay.name);
      this.last = { position: header.position, at: Date.now() };
      this.restoredFrom = header.position;
      this.logger.log(
        `read models restored from the snapshot at position ${header.position} of ${header.writtenAt} in ${Date.now() - started} ms; replaying the tail`,
      );
      return header.position;
    } catch (e) {
      for (const [name] of store.dump()) await store.drop(name);
      const why = e instanceof UnusableSnapshot ? e.message : `damaged: ${(e as Error).message}`;
      this.logger.warn(`read-model snapshot ignored (${why}); rebuilding the read models from the log`);
      return 0;
    }
  }

  /** Writes a snapshot now and then periodically (every SNAPSHOT_EVERY_EVENTS positions or SNAPSHOT_EVERY_MS); call once the followers run. */
  start(): void {
    if (!this.enabled || this.timer) return;
    this.timer = setInterval(() => {
      const moved = this.runner.checkpoint - this.last.position;
      if (moved >= SNAPSHOT_EVERY_EVENTS || (moved > 0 && Date.now() - this.last.at >= SNAPSHOT_EVERY_MS)) void this.write();
    }, CHECK_MS);
    this.timer.unref();
  }

  /**
   * Writes a snapshot of the read store as it is between two batches. Resolves whether one was
   * written (false when disabled, when the followers stayed busy or the file could not be written: logged).
   */
  async write(): Promise<boolean> {
    if (!this.enabled) return false;
    // One at a time: a call while one is written waits for it, then writes its own.
    const previous = this.writing;
    const next = (async () => {
      await previous?.catch(() => undefined);
      return this.writeNow();
    })();
    this.writing = next;
    return next;
  }

  private async writeNow(): Promise<boolean> {
    const position = this.runner.checkpoint;
    if (position === 0) return false;
    const until = Date.now() + IDLE_WAIT_MS;
    while (!(this.runner.idle && this.relay.idle)) {
      if (Date.now() > until) {
        this.logger.warn('read-model snapshot skipped: the projections stayed busy');
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // From here to `serialize` nothing awaits: one consistent cut of every collection.
    const cutAt = this.runner.checkpoint;
    const [event] = await this.events.readAll(cutAt - 1, 1);
    if (!event || event.position !== cutAt) return false;
    if (!(this.runner.idle && this.relay.idle) || this.runner.checkpoint !== cutAt) return this.writeNow();
    const payload = serialize((this.store as MingoReadStore).dump());
    const header: SnapshotHeader = { fingerprint: this.fingerprint, position: cutAt, eventId: event.id, writtenAt: new Date().toISOString() };
    const started = Date.now();
    const temp = `${this.file}.${process.pid}.tmp`;
    try {
      const body = await promisify(gzip)(payload, { level: 1 });
      const handle = await open(temp, 'w');
      try {
        await handle.writeFile(Buffer.concat([Buffer.from(MAGIC + JSON.stringify(header) + '\n'), body]));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, this.file);
      this.last = { position: cutAt, at: Date.now() };
      this.logger.log(`read-model snapshot at position ${cutAt} written (${Math.round(body.length / 1024)} KiB, ${Date.now() - started} ms)`);
      return true;
    } catch (e) {
      await rm(temp, { force: true }).catch(() => undefined);
      this.logger.error(`read-model snapshot not written: ${(e as Error).message}`);
      return false;
    }
  }

  /** Stops the periodic snapshots and writes one last snapshot (before the engines close). */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.enabled && this.runner.checkpoint > this.last.position) await this.write();
    else await this.writing;
  }
}

/** sha256 over every model's name, version, collections and handled event types, sorted by name. */
export function fingerprintOf(models: Pick<Projection, 'name' | 'version' | 'collections' | 'handles'>[]): string {
  const parts = models
    .map((m) => ({ name: m.name, version: m.version, collections: [...m.collections].sort(), handles: [...m.handles].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** The header and the compressed body of a snapshot file. */
function parseFile(buffer: Buffer): { header: SnapshotHeader; body: Buffer } {
  if (buffer.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) throw new UnusableSnapshot('not a read-model snapshot of this format');
  const end = buffer.indexOf(0x0a, MAGIC.length);
  if (end < 0) throw new UnusableSnapshot('damaged: no header');
  let header: SnapshotHeader;
  try {
    header = JSON.parse(buffer.subarray(MAGIC.length, end).toString('utf8')) as SnapshotHeader;
  } catch {
    throw new UnusableSnapshot('damaged: unreadable header');
  }
  if (typeof header?.fingerprint !== 'string' || !Number.isInteger(header.position) || header.position < 1 || typeof header.eventId !== 'string') {
    throw new UnusableSnapshot('damaged: incomplete header');
  }
  return { header, body: buffer.subarray(end + 1) };
}
