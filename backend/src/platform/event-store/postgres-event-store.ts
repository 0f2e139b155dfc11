import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type StoredEvent,
  WrongExpectedRevisionError,
} from './event-store.port.js';
import { PgliteSqlClient, type PgPoolOptions, PgPoolSqlClient, type SqlClient, type SqlQueryable } from './sql-client.js';

/**
 * Key of the transaction-scoped advisory lock every append takes first. Holding it while the
 * position sequence is drawn and until COMMIT makes commits happen in position order, so a
 * reader never sees a position while a smaller one is still in flight (the sequence-gap
 * pitfall of ARCHITECTURE §2). Rolled-back appends still leave harmless gaps. The key is per
 * database: every store on the same database (any schema) shares it.
 */
const APPEND_LOCK_KEY = 7_410_315_002;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS events (
     position   bigserial PRIMARY KEY,
     id         uuid NOT NULL UNIQUE,
     stream_id  text NOT NULL,
     revision   int NOT NULL,
     type       text NOT NULL,
     data       jsonb NOT NULL,
     metadata   jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (stream_id, revision)
   )`,
  // One call appends a whole group of appends in one transaction (group commit), each append
  // decided on its own: its ids are checked (an identical retry returns the stored result), its
  // expected revision is checked against the stream as the earlier appends of the group left
  // it, and only the appends that pass are inserted. The ids are looked up with `= ANY (ARRAY(…))`:
  // `IN (SELECT …)` over jsonb_array_elements is planned as a hash join over a scan of the whole
  // table, which made every append cost time in proportion to the log's length. Everything under the append lock, so the
  // group's positions are drawn and committed in order (ARCHITECTURE §2).
  `CREATE OR REPLACE FUNCTION event_store_append(appends jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
   DECLARE
     a jsonb;
     existing jsonb;
     current int;
     expected jsonb;
     positions jsonb;
     results jsonb := '[]'::jsonb;
   BEGIN
     PERFORM pg_advisory_xact_lock(${APPEND_LOCK_KEY});
     FOR a IN SELECT value FROM jsonb_array_elements(appends) LOOP
       SELECT jsonb_agg(jsonb_build_object('id', id, 'stream_id', stream_id, 'revision', revision, 'position', position))
         INTO existing FROM events WHERE id = ANY (ARRAY(SELECT (e->>'id')::uuid FROM jsonb_array_elements(a->'events') AS t(e)));
       IF existing IS NOT NULL THEN
         results := results || jsonb_build_array(jsonb_build_object('existing', existing));
         CONTINUE;
       END IF;
       SELECT coalesce(max(revision), -1) INTO current FROM events WHERE stream_id = a->>'stream';
       expected := a->'expected';
       IF NOT (expected = '"any"'::jsonb
               OR (expected = '"no_stream"'::jsonb AND current = -1)
               OR (jsonb_typeof(expected) = 'number' AND current = (expected)::numeric)) THEN
         results := results || jsonb_build_array(jsonb_build_object('actual', current));
         CONTINUE;
       END IF;
       WITH inserted AS (
         INSERT INTO events (id, stream_id, revision, type, data, metadata)
         SELECT (e->>'id')::uuid, a->>'stream', current + n::int, e->>'type', e->'data', e->'metadata'
           FROM jsonb_array_elements(a->'events') WITH ORDINALITY AS t(e, n) ORDER BY n
         RETURNING position)
       SELECT jsonb_agg(position ORDER BY position) INTO positions FROM inserted;
       results := results || jsonb_build_array(jsonb_build_object('revision', current + jsonb_array_length(a->'events'), 'positions', positions));
     END LOOP;
     RETURN results;
   END
   $fn$`,
];

/** Most appends committed in one transaction; more wait for the next one. */
const MAX_GROUP = 256;

const COLUMNS = 'position, id, stream_id, revision, type, data, metadata';

interface EventRow {
  position: number | string | bigint;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

/**
 * Thrown when an event id of an append is already stored, and the append is not an identical
 * retry (same stream, same revisions) of the append that stored it. Nothing was written.
 */
export class DuplicateEventIdError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventIds: string[],
  ) {
    super(`stream ${streamId}: event ids already stored elsewhere: ${eventIds.join(', ')}`);
    this.name = 'DuplicateEventIdError';
  }
}

/** An append waiting for its group commit. */
interface PendingAppend {
  streamId: string;
  ids: string[];
  events: NewEvent[];
  expected: ExpectedRevision;
  /** This append as an element of the function's argument (serialised once, when it is asked for). */
  json: string;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

type ExistingRow = { id: string; stream_id: string; revision: number; position: number | string };

/** What the append function answers for one append. */
type AppendOutcome = { existing: ExistingRow[] } | { actual: number } | { revision: number; positions: (number | string)[] };

const toStored = (row: EventRow): StoredEvent => ({
  id: row.id,
  streamId: row.stream_id,
  revision: Number(row.revision),
  position: Number(row.position),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
});

/** How many of the newest events a PGlite store keeps in memory for readers following the log. */
const RECENT_EVENTS = 20_000;

/** A committed event as kept in memory: its data and metadata as JSON, so each reader gets its own objects. */
interface RecentEvent {
  id: string;
  streamId: string;
  revision: number;
  position: number;
  type: string;
  data: string;
  metadata: string;
}

/**
 * The newest events of a store that only this process writes, in position order: every event
 * with position > `after` is here, so a reader following the log (projections, the relay) reads
 * past `after` without a query. Keeps at most `capacity` events; older ones are read from the
 * database again.
 */
class RecentEvents {
  private events: RecentEvent[] = [];

  constructor(
    private after: number,
    private readonly capacity: number,
  ) {}

  /** Adds the events of a committed append (its outcome's positions, its last revision). */
  add(append: PendingAppend, outcome: { revision: number; positions: (number | string)[] }): void {
    const first = outcome.revision - append.events.length + 1;
    append.events.forEach((event, i) =>
      this.events.push({
        id: append.ids[i]!,
        streamId: append.streamId,
        revision: first + i,
        position: Number(outcome.positions[i]),
        type: event.type,
        data: JSON.stringify(event.data),
        metadata: JSON.stringify(event.metadata),
      }),
    );
    if (this.events.length > this.capacity) {
      const drop = this.events.length - Math.floor(this.capacity / 2);
      this.after = this.events[drop - 1]!.position;
      this.events = this.events.slice(drop);
    }
  }

  /** Events with position > `after`, at most `limit`, or null when memory does not reach back to `after`. */
  read(after: number, limit: number): StoredEvent[] | null {
    if (after < this.after) return null;
    let lo = 0;
    let hi = this.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.events[mid]!.position > after) hi = mid;
      else lo = mid + 1;
    }
    return this.events.slice(lo, lo + limit).map((e) => ({ ...e, data: JSON.parse(e.data), metadata: JSON.parse(e.metadata) }));
  }
}

/** How many streams' current revisions a PGlite store remembers (the least recently used are forgotten and read again). */
const KNOWN_STREAMS = 20_000;

/**
 * The current revision of the streams a store that only this process writes has appended to
 * or read lately. Revisions only grow, so what is recorded is the highest seen: a read that
 * raced with an append never sets a stream back.
 */
class StreamRevisions {
  private readonly revisions = new Map<string, number>();

  constructor(private readonly capacity: number) {}

  /** The stream's current revision (-1: no stream), or undefined when it is not remembered. */
  get(streamId: string): number | undefined {
    const revision = this.revisions.get(streamId);
    if (revision !== undefined) {
      this.revisions.delete(streamId);
      this.revisions.set(streamId, revision);
    }
    return revision;
  }

  /** Records that the stream stands at `revision` (-1: absent) as of a committed append or a complete read. */
  saw(streamId: string, revision: number): void {
    const kept = this.revisions.get(streamId);
    if (kept !== undefined && kept >= revision) return;
    this.revisions.delete(streamId);
    this.revisions.set(streamId, revision);
    if (this.revisions.size > this.capacity) this.revisions.delete(this.revisions.keys().next().value!);
  }
}

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/**
 * The event store on PostgreSQL: one `events` table, global position = bigserial, revision
 * per stream, appends serialised by a transaction-scoped advisory lock (see
 * {@link APPEND_LOCK_KEY}). Runs on PGlite ({@link PostgresEventStore.openPglite}) or on a
 * server ({@link PostgresEventStore.openServer}). Event ids must be UUIDs (read back in lower
 * case).
 *
 * Group commit: appends are one at a time per database, so the appends asked for while one
 * transaction runs wait and then go together in the next one: one statement (the
 * `event_store_append` function) for the whole group, each append still checked on its own
 * (expected revision, ids) and failing on its own.
 */
export class PostgresEventStore implements EventStore {
  private readonly listeners = new Set<(position: number) => void>();
  /** The newest events, kept when no other process writes this database (PGlite); else null. */
  private recent: RecentEvents | null = null;
  /** Current revisions of recently used streams, kept when no other process writes this database (PGlite); else null. */
  private revisions: StreamRevisions | null = null;
  /** Appends waiting for the next group commit, in the order they were asked for. */
  private queue: PendingAppend[] = [];
  /** The running group commits, settled when the queue is empty; null when idle. */
  private committing: Promise<void> | null = null;

  /** Wraps a client whose database already has the schema; prefer {@link PostgresEventStore.open}. The store owns the client and closes it. */
  constructor(private readonly sql: SqlClient) {}

  /**
   * Creates the schema on `client` when missing and returns a store over it (which owns the
   * client). With `exclusive` (no other process or store writes this database, as with PGlite),
   * the store keeps the newest `recentEvents` events (default 20,000) in memory and answers
   * readers following the log from there, and knows the current revision of the streams it
   * recently appended to or read, the last `knownStreams` (default 20,000) used
   * ({@link PostgresEventStore.knownRevision}). Never pass
   * `exclusive` for a database another process or store may write.
   */
  static async open(client: SqlClient, options: { exclusive?: boolean; recentEvents?: number; knownStreams?: number } = {}): Promise<PostgresEventStore> {
    await client.transaction(async (tx) => {
      // Serialised so that two processes creating the table at once do not collide.
      await tx.query(`SELECT pg_advisory_xact_lock(${APPEND_LOCK_KEY})`);
      for (const statement of SCHEMA) await tx.query(statement);
    });
    const store = new PostgresEventStore(client);
    if (options.exclusive) {
      store.recent = new RecentEvents(await store.headPosition(), options.recentEvents ?? RECENT_EVENTS);
      store.revisions = new StreamRevisions(options.knownStreams ?? KNOWN_STREAMS);
    }
    return store;
  }

  /**
   * Opens the store on PGlite: persisted in `dataDir` (created when missing), or in memory
   * when `dataDir` is omitted. Opening a new directory takes about 3 s, reopening about 0.3 s.
   */
  static async openPglite(dataDir?: string): Promise<PostgresEventStore> {
    // PGlite belongs to this process: every later event is appended through this store. It runs
    // in a thread of its own, so group commits proceed while the event loop serves requests.
    return PostgresEventStore.open(await PgliteSqlClient.openInThread(dataDir), { exclusive: true });
  }

  /**
   * Opens the store on a PostgreSQL server at `url` (`postgres://user:password@host:port/db`),
   * optionally in its own `options.schema`. Rejects when the server cannot be reached.
   */
  static async openServer(url: string, options?: PgPoolOptions): Promise<PostgresEventStore> {
    const client = await PgPoolSqlClient.open(url, options);
    try {
      return await PostgresEventStore.open(client);
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  /**
   * Appends `events` to `streamId` atomically when the stream is at `expected`, and returns the
   * revision and global position of the last one. An identical retry (the same event ids
   * already stored in this stream at the revisions this append would give them) returns the
   * original result and writes nothing.
   * @throws WrongExpectedRevisionError when the stream is not at `expected` (nothing written).
   * @throws DuplicateEventIdError when an event id is stored and this is not an identical retry.
   * @throws Error when `events` is empty or an event id is not a UUID.
   */
  async appendToStream(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`stream ${streamId}: cannot append no events`);
    const bad = events.filter((event) => !UUID.test(event.id)).map((event) => event.id);
    if (bad.length > 0) throw new Error(`stream ${streamId}: event ids must be UUIDs: ${bad.join(', ')}`);
    const ids = events.map((event) => event.id.toLowerCase());
    const json = JSON.stringify({
      stream: streamId,
      expected,
      events: events.map((event, i) => ({ id: ids[i], type: event.type, data: event.data, metadata: event.metadata })),
    });
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ streamId, ids, events, expected, json, resolve, reject });
      this.committing ??= this.commitQueued();
    });
  }

  /** Commits the queued appends, a group at a time, until none is left. */
  private async commitQueued(): Promise<void> {
    try {
      await null; // appends asked for in the same turn join the first group
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, MAX_GROUP);
        await this.commitGroup(group);
      }
    } finally {
      this.committing = null;
    }
  }

  /**
   * Commits `group` in one transaction and settles each append with its own outcome. When the
   * transaction fails as a whole (a value PostgreSQL refuses, a writer that bypassed the lock,
   * a lost connection), each append is tried again alone, so one append's failure is never
   * another's.
   */
  private async commitGroup(group: PendingAppend[]): Promise<void> {
    let outcomes: AppendOutcome[];
    try {
      const [row] = await this.sql.query<{ outcomes: AppendOutcome[] }>('SELECT event_store_append($1::jsonb) AS outcomes', [
        `[${group.map((append) => append.json).join(',')}]`,
      ]);
      outcomes = row!.outcomes;
    } catch (error) {
      if (group.length > 1) {
        for (const append of group) await this.commitGroup([append]);
        return;
      }
      const [append] = group;
      await this.settleFailure(append!, error).then(append!.resolve, append!.reject);
      return;
    }
    group.forEach((append, i) => {
      const refused = outcomes[i]!;
      if ('actual' in refused) this.revisions?.saw(append.streamId, refused.actual);
      let result: AppendResult;
      try {
        result = this.resultOf(append, outcomes[i]!);
      } catch (error) {
        append.reject(error);
        return;
      }
      const outcome = outcomes[i]!;
      if ('positions' in outcome) {
        this.revisions?.saw(append.streamId, outcome.revision);
        this.recent?.add(append, outcome);
        this.notify(result.position);
      }
      append.resolve(result);
    });
  }

  /** The result of one append from the function's outcome; throws its refusal. */
  private resultOf(append: PendingAppend, outcome: AppendOutcome): AppendResult {
    if ('existing' in outcome) return this.retriedResult(append.streamId, append.ids, outcome.existing, append.expected);
    if ('actual' in outcome) throw new WrongExpectedRevisionError(append.streamId, append.expected, outcome.actual === -1 ? 'no_stream' : outcome.actual);
    return { nextRevision: outcome.revision, position: Math.max(...outcome.positions.map(Number)) };
  }

  /** Reports an append that failed alone, in the port's terms where it can. */
  private async settleFailure(append: PendingAppend, error: unknown): Promise<AppendResult> {
    // Only reachable when a writer bypassed the lock.
    if (isUniqueViolation(error)) {
      if (/stream_id/.test(String((error as { detail?: string }).detail ?? (error as Error).message))) {
        const { revision } = await this.readRevision(this.sql, append.streamId);
        throw new WrongExpectedRevisionError(append.streamId, append.expected, revision < 0 ? 'no_stream' : revision);
      }
      throw new DuplicateEventIdError(append.streamId, append.ids);
    }
    throw error;
  }

  /** The original result of an identical retry, or a DuplicateEventIdError. */
  private retriedResult(streamId: string, ids: string[], existing: ExistingRow[], expected: ExpectedRevision): AppendResult {
    const byId = new Map(existing.map((row) => [row.id.toLowerCase(), row]));
    const first = byId.get(ids[0]!);
    const firstRevision = expected === 'no_stream' ? 0 : expected === 'any' ? first?.revision : expected + 1;
    const identical =
      first !== undefined &&
      first.revision === firstRevision &&
      ids.every((id, i) => {
        const row = byId.get(id);
        return row !== undefined && row.stream_id === streamId && row.revision === first.revision + i;
      });
    if (!identical)
      throw new DuplicateEventIdError(
        streamId,
        existing.map((row) => row.id),
      );
    const last = byId.get(ids[ids.length - 1]!)!;
    return { nextRevision: last.revision, position: Number(last.position) };
  }

  private async readRevision(sql: SqlQueryable, streamId: string): Promise<{ revision: number }> {
    const [row] = await sql.query<{ revision: number | string }>('SELECT coalesce(max(revision), -1) AS revision FROM events WHERE stream_id = $1', [streamId]);
    return { revision: Number(row!.revision) };
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

  /** Every event of `streamId` in revision order and its current revision (-1 and no events when it does not exist). */
  async readStream(streamId: string, fromRevision = 0): Promise<{ events: StoredEvent[]; revision: number }> {
    const rows = await this.sql.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`, [
      streamId,
      Math.max(0, Math.floor(fromRevision)),
    ]);
    const events = rows.map(toStored);
    const from = Math.max(0, Math.floor(fromRevision));
    // Read from the start, or up to an event: the answer is the stream's revision as of the read.
    if (from === 0 || events.length > 0) this.revisions?.saw(streamId, events.length === 0 ? -1 : events[events.length - 1]!.revision);
    return { events, revision: events.length === 0 ? from - 1 : events[events.length - 1]!.revision };
  }

  /**
   * The stream's current revision (-1: no stream) without reading it, when this store is
   * exclusive (PGlite) and appended to or read the stream lately; else undefined. Exact because
   * every append to an exclusive store passes through it; see {@link EventStore.knownRevision}.
   */
  knownRevision(streamId: string): number | undefined {
    return this.revisions?.get(streamId);
  }

  /**
   * Committed events with position > `after`, in position order, at most `limit` (none when
   * `limit` < 1). Safe for checkpointing readers: appends commit in position order.
   */
  async readAll(after: number, limit: number): Promise<StoredEvent[]> {
    if (limit < 1) return [];
    const recent = this.recent?.read(after, Math.floor(limit));
    if (recent) return recent;
    const rows = await this.sql.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`, [after, Math.floor(limit)]);
    return rows.map(toStored);
  }

  /** Position of the last committed event, 0 when the log is empty. */
  async headPosition(): Promise<number> {
    const [row] = await this.sql.query<{ head: number | string }>('SELECT coalesce(max(position), 0) AS head FROM events');
    return Number(row!.head);
  }

  /** Calls `listener` with the last position after each append that wrote (in this process). Returns the unsubscribe function. */
  onAppended(listener: (position: number) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Lets the queued appends commit, then drops the listeners and closes the database (PGlite) or the pool (server). */
  async close(): Promise<void> {
    await this.committing;
    this.listeners.clear();
    await this.sql.close();
  }
}
