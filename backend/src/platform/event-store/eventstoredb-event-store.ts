import {
  ANY,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AppendResult as EsdbAppendResult,
  BACKWARDS,
  type CurrentRevision,
  END,
  type EventData,
  EventStoreDBClient,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  type Position,
  type ReadPosition,
  type RecordedEvent,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type StoredEvent,
  WrongExpectedRevisionError,
} from './event-store.port.js';

/*
 * How the port maps onto EventStoreDB (ESDB). Sources: the type definitions and docs of
 * `@eventstore/db-client` 6.x, and the ESDB server source for what the gRPC API fills in.
 *
 * Revisions. ESDB numbers the events of a stream from 0 (a bigint `revision`), exactly like the
 * port; "no stream" is ESDB's `NO_STREAM` on the way in and `'no_stream'` as the actual version
 * of a WrongExpectedVersionError on the way out. The port's -1 means the same.
 *
 * Position. A `Position` is `{ commit, prepare }`, both byte offsets into ESDB's append-only
 * transaction log, so they only grow and have gaps (like a bigserial with rollbacks). For every
 * event written through the gRPC API (what this adapter uses: one implicit transaction per
 * append, each event its own prepare record flagged "committed"):
 *   - Current servers (23.x/24.x source) report commit === prepare === the offset of the
 *     event's own record in $all reads and in stream reads (positions on stream reads exist
 *     since 22.6, per the client's `RecordedEvent.position` docs), and the append reply carries
 *     that same offset for the append's LAST event. Both are strictly increasing per event.
 *   - Early gRPC servers (20.x source) filled the per-event `prepare` field of a read with the
 *     offset of the append's FIRST event (the "transaction position", shared by all events of
 *     one multi-event append), while `commit` was already per event.
 * The saying "events of one append share the commit position" fits the append reply (one
 * position for the whole write) and legacy explicit transactions of the TCP API, not what
 * gRPC reads return. This adapter therefore uses the COMMIT position, everywhere: it is
 * per event and strictly increasing on every server version the client supports, and it is
 * the component ESDB orders $all by. `readAll(after)` resumes at `{ commit: after, prepare:
 * after }` (a record boundary, because `after` is an event's own offset), which ESDB reads
 * inclusively, and drops the events at or before `after`.
 *   Legacy explicit transactions (TCP API only, which later 24.x servers dropped) gave every event of the
 * transaction the commit record's offset: equal positions, which the port cannot express.
 * `readAll` refuses such a page loudly instead of skipping events (see
 * {@link assertIncreasing}).
 *
 * JS numbers. The port wants a `number`: `Number(commit)` is exact below 2^53 (8 PiB of log),
 * far beyond any shop; {@link toPortPosition} throws rather than round above it.
 *
 * System events. $all also holds ESDB's own events (stats, projections, users, stream
 * metadata, links `$>`): their type, or the name of their stream, starts with `$`. They are
 * never part of the shop's log ({@link isSystemEvent}); the port's stream ids therefore must
 * not start with `$` (refused on append). This client version cannot filter `readAll` on the
 * server, so the filter runs here.
 *
 * Idempotency. ESDB treats an append whose event ids are already the events right after the
 * expected revision as a retry: it writes nothing and replies success with the original
 * revisions (guaranteed for a numeric revision and `no_stream`; best effort, from an in-memory
 * cache, for `any`, per the client's `ExpectedRevision` docs). The reply does not say whether
 * it wrote, and a retry's reply may carry no or another position, so each append first reads
 * the log's head: a reply position above it means this call wrote (listeners fire), otherwise
 * it was a retry and the original position of its last event is read back from the stream.
 * ESDB does NOT index event ids across streams: an id already stored in ANOTHER stream is
 * written again (the PostgreSQL adapter refuses it; the contract test for that fails here).
 */

/** Events per page when the adapter pages through $all on its own (filtering, head search). */
const PAGE = 256;

/** How long {@link EventStoreDbEventStore.connect} waits for its first read. */
const CONNECT_TIMEOUT_MS = 5_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Maps the port's expected revision to the client's `expectedRevision` append option.
 * `'any'` → `ANY`, `'no_stream'` and -1 → `NO_STREAM`, a revision n ≥ 0 → `BigInt(n)`.
 * Source: the client's `ExpectedRevision` type (`ANY | NO_STREAM | bigint`).
 * @throws RangeError for any other number (negative, fractional, unsafe).
 */
export function toExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === -1) return NO_STREAM;
  if (!Number.isSafeInteger(expected) || expected < 0) {
    throw new RangeError(`expected revision must be 'any', 'no_stream' or an integer >= 0, got ${String(expected)}`);
  }
  return BigInt(expected);
}

/**
 * Maps the actual version of a client `WrongExpectedVersionError` (a bigint revision or
 * `'no_stream'`; older servers may report -1) to the port's `actual`: a revision number or
 * `'no_stream'`.
 * @throws RangeError when the revision is not a safe integer.
 */
export function fromCurrentRevision(actual: CurrentRevision): number | 'no_stream' {
  if (actual === NO_STREAM || actual < 0n) return 'no_stream';
  return toRevisionNumber(actual);
}

/**
 * Converts an ESDB stream revision (bigint, from 0) to the port's revision number.
 * @throws RangeError when it is negative or not exact as a JS number.
 */
export function toRevisionNumber(revision: bigint): number {
  if (revision < 0n || revision > MAX_SAFE) throw new RangeError(`stream revision ${revision} is out of range`);
  return Number(revision);
}

/**
 * The port's global position of an event: its COMMIT position as a JS number (see the module
 * comment for why commit, not prepare). Commit positions are log byte offsets, exact below 2^53.
 * @throws RangeError when the position is negative or at/above 2^53 (it would lose precision).
 */
export function toPortPosition(position: Position): number {
  if (position.commit < 0n || position.commit > MAX_SAFE) {
    throw new RangeError(`EventStoreDB commit position ${position.commit} does not fit a JS number exactly`);
  }
  return Number(position.commit);
}

/**
 * Where `readAll(after)` starts reading $all: `START` for `after` ≤ 0, else
 * `{ commit: after, prepare: after }`, the event at `after` itself, which ESDB returns first
 * (forward reads are inclusive) and the caller drops. `after` must be 0 or a position this
 * store returned: ESDB positions must point at a record boundary.
 * @throws RangeError when `after` is not a safe integer.
 */
export function toReadPosition(after: number): ReadPosition {
  if (!Number.isSafeInteger(after)) throw new RangeError(`position must be a safe integer, got ${after}`);
  if (after <= 0) return START;
  const at = BigInt(after);
  return { commit: at, prepare: at };
}

/**
 * True for ESDB's own events in $all: type or stream name starting with `$` (stats,
 * projections, users, stream metadata `$$…`, link events `$>`). Source: ESDB's system stream
 * and event type naming, as the client's `excludeSystemEvents()` filter (`^[^$].*` on the type).
 */
export function isSystemEvent(event: { streamId: string; type: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

/** The client's `jsonEvent` for a port event: same id, type, data and metadata (stored as JSON). */
export function toEventData(event: NewEvent): EventData {
  return jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: event.metadata });
}

const decodeJson = (value: unknown, what: string): unknown => {
  if (value instanceof Uint8Array) {
    try {
      return JSON.parse(Buffer.from(value).toString('utf8'));
    } catch {
      throw new Error(`${what} is not JSON`);
    }
  }
  return value;
};

const asObject = <T>(value: unknown, what: string): T => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${what} is not a JSON object`);
  return value as T;
};

/**
 * Maps a client `RecordedEvent` to the port's `StoredEvent` (exactly its seven fields).
 * Data and metadata come back parsed for JSON events; bytes are parsed as UTF-8 JSON.
 * @throws Error when the event has no position (servers before 22.6 may omit it on stream
 *   reads), or its data/metadata is not a JSON object; RangeError from the number conversions.
 */
export function toStoredEvent(recorded: RecordedEvent): StoredEvent {
  const what = `event ${recorded.id} (${recorded.streamId}@${recorded.revision})`;
  if (!recorded.position) throw new Error(`${what}: EventStoreDB returned no position (22.6 or later is required)`);
  return {
    id: recorded.id,
    streamId: recorded.streamId,
    revision: toRevisionNumber(recorded.revision),
    position: toPortPosition(recorded.position),
    type: recorded.type,
    data: asObject<Record<string, unknown>>(decodeJson(recorded.data, `${what} data`), `${what} data`),
    metadata: asObject<EventMetadata>(decodeJson(recorded.metadata, `${what} metadata`), `${what} metadata`),
  };
}

/**
 * Decides from an append reply whether this call wrote: it did when the reply's position
 * (the append's last event, per ESDB's write path) is above the head position read just
 * before the append. A reply without a usable position (ESDB may send none, or an
 * out-of-range sentinel, for an idempotent retry) or at/below that head is a retry: nothing
 * was written. Two concurrent calls with the same event ids may both report "written".
 */
export function classifyAppend(replyPosition: Position | undefined, headBefore: number): { written: true; position: number } | { written: false } {
  if (!replyPosition || replyPosition.commit < 0n || replyPosition.commit > MAX_SAFE) return { written: false };
  const position = toPortPosition(replyPosition);
  return position > headBefore ? { written: true, position } : { written: false };
}

/**
 * Throws when the positions of one page of $all are not strictly increasing, which only
 * happens for events of a legacy explicit transaction (shared commit position): the port could
 * not resume between them without skipping some.
 */
export function assertIncreasing(previous: number, next: number): void {
  if (next <= previous) {
    throw new Error(`EventStoreDB $all position ${next} follows ${previous}: events of an explicit transaction are not supported`);
  }
}

/**
 * The port's error for a failed append: a client `WrongExpectedVersionError` becomes a
 * `WrongExpectedRevisionError` (the stream's actual revision, or `'no_stream'`); any other
 * error is returned unchanged.
 */
export function toPortAppendError(streamId: string, expected: ExpectedRevision, error: unknown): unknown {
  if (error instanceof WrongExpectedVersionError) {
    return new WrongExpectedRevisionError(streamId, expected, fromCurrentRevision(error.actualVersion));
  }
  return error;
}

/** `url` with any `user:password@` replaced by `***@`, for error messages. */
export function redactConnectionString(url: string): string {
  return url.replace(/\/\/[^/@]*@/g, '//***@');
}

const collect = async <E>(read: AsyncIterable<E>): Promise<E[]> => {
  const events: E[] = [];
  for await (const event of read) events.push(event);
  return events;
};

/**
 * The event store on EventStoreDB 22.6+ through `@eventstore/db-client` (gRPC). Streams are
 * ESDB streams; the global position is the ESDB commit position (see the module comment for
 * the mapping and its limits). Event ids must be UUIDs (read back in lower case); stream ids
 * must not start with `$`. The connection's user needs read access to $all (an admin or ops
 * user on a secure server). Appends cost two round trips (head, append), three for a retried
 * append.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly listeners = new Set<(position: number) => void>();

  /** Wraps a client; prefer {@link EventStoreDbEventStore.connect}. The store owns the client and disposes it. */
  constructor(private readonly client: EventStoreDBClient) {}

  /**
   * Connects to the server at `url`, an ESDB connection string such as
   * `esdb://host:2113?tls=false` (see the client's `EventStoreDBClient.connectionString`), and
   * checks it answers a read of $all within `options.timeoutMs` (default 5 s).
   * @throws Error (with the client's error as `cause`) when the string is invalid or the
   *   server cannot be reached in time; the client is disposed then.
   */
  static async connect(url: string, options: { timeoutMs?: number } = {}): Promise<EventStoreDbEventStore> {
    const where = redactConnectionString(url);
    let client: EventStoreDBClient;
    try {
      client = EventStoreDBClient.connectionString(url);
    } catch (error) {
      throw new Error(`invalid EventStoreDB connection string ${where}: ${(error as Error).message}`, { cause: error });
    }
    const store = new EventStoreDbEventStore(client);
    const timeoutMs = options.timeoutMs ?? CONNECT_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const probe = store.rawHeadPosition();
    probe.catch(() => undefined); // observed below; keeps a late failure after the timeout quiet
    try {
      await Promise.race([
        probe,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return store;
    } catch (error) {
      await client.dispose().catch(() => undefined);
      throw new Error(`EventStoreDB at ${where} cannot be reached: ${(error as Error).message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Appends `events` to `streamId` atomically when the stream is at `expected`, and returns the
   * revision and global position of the last one. An identical retry (ESDB's idempotent
   * append, see the module comment) returns the original result, writes nothing and fires no
   * listener.
   * @throws WrongExpectedRevisionError when the stream is not at `expected` (nothing written;
   *   also for a retry that only partly matches the stored events).
   * @throws Error when `events` is empty, an event id is not a UUID, or `streamId` is empty or
   *   starts with `$`; RangeError for an invalid `expected`; the client's errors otherwise.
   */
  async appendToStream(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`stream ${streamId}: cannot append no events`);
    if (streamId === '' || streamId.startsWith('$')) throw new Error(`stream id ${JSON.stringify(streamId)} is reserved or empty`);
    const bad = events.filter((event) => !UUID.test(event.id)).map((event) => event.id);
    if (bad.length > 0) throw new Error(`stream ${streamId}: event ids must be UUIDs: ${bad.join(', ')}`);
    const expectedRevision = toExpectedRevision(expected);

    const headBefore = await this.rawHeadPosition();
    let reply: EsdbAppendResult;
    try {
      reply = await this.client.appendToStream(streamId, events.map(toEventData), { expectedRevision });
    } catch (error) {
      throw toPortAppendError(streamId, expected, error);
    }
    const nextRevision = toRevisionNumber(reply.nextExpectedRevision);
    const outcome = classifyAppend(reply.position, headBefore);
    if (outcome.written) {
      this.notify(outcome.position);
      return { nextRevision, position: outcome.position };
    }
    return { nextRevision, position: await this.positionOf(streamId, nextRevision) };
  }

  /** Position of the event at `revision` of `streamId` (the last event of a retried append). */
  private async positionOf(streamId: string, revision: number): Promise<number> {
    const [resolved] = await collect(this.client.readStream(streamId, { fromRevision: BigInt(revision), maxCount: 1, direction: FORWARDS }));
    if (!resolved?.event) throw new Error(`stream ${streamId}: event ${revision} reported by EventStoreDB is missing`);
    return toStoredEvent(resolved.event).position;
  }

  private notify(position: number): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(position);
      } catch {
        // A listener's failure is its own; the append has committed.
      }
    }
  }

  /**
   * Events of `streamId` from `fromRevision` (default 0) in revision order, and the stream's
   * revision: -1 when ESDB reports the stream missing (`StreamNotFoundError`), `fromRevision - 1`
   * when nothing is at or after `fromRevision`.
   * @throws Error from {@link toStoredEvent}, or the client's errors (e.g. a deleted stream).
   */
  async readStream(streamId: string, fromRevision = 0): Promise<{ events: StoredEvent[]; revision: number }> {
    const from = Math.max(0, Math.floor(fromRevision));
    let resolved: ResolvedEvent[];
    try {
      resolved = await collect(this.client.readStream(streamId, { fromRevision: BigInt(from), direction: FORWARDS, resolveLinkTos: false }));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { events: [], revision: -1 };
      throw error;
    }
    const events = resolved.flatMap((entry) => (entry.event ? [toStoredEvent(entry.event)] : []));
    const last = events[events.length - 1];
    return { events, revision: last ? last.revision : from - 1 };
  }

  /**
   * Events of $all with position > `after`, in position order, at most `limit`, system events
   * skipped (pages on until `limit` events or the end of the log). ESDB only shows an event
   * once its write is committed and indexed, and the log is append-only, so a checkpointing
   * reader never skips an event. `after` must be 0 or a position this store returned.
   * @throws RangeError for an unsafe `after`; Error for an explicit-transaction page
   *   ({@link assertIncreasing}) or an undecodable event.
   */
  async readAll(after: number, limit: number): Promise<StoredEvent[]> {
    if (limit < 1) return [];
    const wanted = Math.floor(limit);
    const found: StoredEvent[] = [];
    let cursor = Math.max(0, after);
    for (;;) {
      // +1: a resumed read returns the event at `cursor` itself first.
      const count = Math.min(wanted - found.length, PAGE) + 1;
      const page: AllStreamResolvedEvent[] = await collect(
        this.client.readAll({ fromPosition: toReadPosition(cursor), maxCount: count, direction: FORWARDS, resolveLinkTos: false }),
      );
      let advanced = false;
      for (const entry of page) {
        const recorded = entry.event;
        if (!recorded) continue;
        const position = toPortPosition(recorded.position);
        if (position <= cursor) {
          if (advanced) assertIncreasing(cursor, position);
          continue;
        }
        cursor = position;
        advanced = true;
        if (isSystemEvent(recorded)) continue;
        found.push(toStoredEvent(recorded));
        if (found.length >= wanted) return found;
      }
      if (page.length < count || !advanced) return found;
    }
  }

  /**
   * Position of the last non-system event of $all (read backwards from the end, a page at a
   * time), 0 when there is none.
   */
  async headPosition(): Promise<number> {
    let from: ReadPosition = END;
    let cursor = Number.POSITIVE_INFINITY;
    for (;;) {
      const page: AllStreamResolvedEvent[] = await collect(
        this.client.readAll({ fromPosition: from, maxCount: PAGE, direction: BACKWARDS, resolveLinkTos: false }),
      );
      let advanced = false;
      for (const entry of page) {
        const recorded = entry.event;
        if (!recorded) continue;
        const position = toPortPosition(recorded.position);
        if (position >= cursor) continue;
        cursor = position;
        advanced = true;
        if (!isSystemEvent(recorded)) return position;
      }
      if (page.length < PAGE || !advanced) return 0;
      // A backward read from an event's position returns the events before it.
      from = toReadPosition(cursor);
    }
  }

  /** Position of the very last record of $all, system events included; 0 when empty. */
  private async rawHeadPosition(): Promise<number> {
    const [last] = await collect(this.client.readAll({ fromPosition: END, maxCount: 1, direction: BACKWARDS, resolveLinkTos: false }));
    return last?.event ? toPortPosition(last.event.position) : 0;
  }

  /** Calls `listener` with the last position after each append that wrote (in this process). Returns the unsubscribe function. */
  onAppended(listener: (position: number) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Drops the listeners and disposes the client (its gRPC channels). */
  async close(): Promise<void> {
    this.listeners.clear();
    await this.client.dispose();
  }
}
