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
];

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

const toStored = (row: EventRow): StoredEvent => ({
  id: row.id,
  streamId: row.stream_id,
  revision: Number(row.revision),
  position: Number(row.position),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
});

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/**
 * The event store on PostgreSQL: one `events` table, global position = bigserial, revision
 * per stream, appends serialised by a transaction-scoped advisory lock (see
 * {@link APPEND_LOCK_KEY}). Runs on PGlite ({@link PostgresEventStore.openPglite}) or on a
 * server ({@link PostgresEventStore.openServer}). Event ids must be UUIDs (read back in lower
 * case). Appends are one at a time per database: fine for a shop, not for a firehose.
 */
export class PostgresEventStore implements EventStore {
  private readonly listeners = new Set<(position: number) => void>();

  /** Wraps a client whose database already has the schema; prefer {@link PostgresEventStore.open}. The store owns the client and closes it. */
  constructor(private readonly sql: SqlClient) {}

  /** Creates the schema on `client` when missing and returns a store over it (which owns the client). */
  static async open(client: SqlClient): Promise<PostgresEventStore> {
    await client.transaction(async (tx) => {
      // Serialised so that two processes creating the table at once do not collide.
      await tx.query(`SELECT pg_advisory_xact_lock(${APPEND_LOCK_KEY})`);
      for (const statement of SCHEMA) await tx.query(statement);
    });
    return new PostgresEventStore(client);
  }

  /**
   * Opens the store on PGlite: persisted in `dataDir` (created when missing), or in memory
   * when `dataDir` is omitted. Opening a new directory takes about 3 s, reopening about 0.3 s.
   */
  static async openPglite(dataDir?: string): Promise<PostgresEventStore> {
    return PostgresEventStore.open(await PgliteSqlClient.open(dataDir));
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

    let outcome: { result: AppendResult; written: boolean };
    try {
      outcome = await this.sql.transaction((tx) => this.appendInTransaction(tx, streamId, events, expected));
    } catch (error) {
      // Only reachable when a writer bypassed the lock; report it in the port's terms.
      if (isUniqueViolation(error)) {
        if (/stream_id/.test(String((error as { detail?: string }).detail ?? (error as Error).message))) {
          const { revision } = await this.readRevision(this.sql, streamId);
          throw new WrongExpectedRevisionError(streamId, expected, revision < 0 ? 'no_stream' : revision);
        }
        throw new DuplicateEventIdError(
          streamId,
          events.map((event) => event.id),
        );
      }
      throw error;
    }
    if (outcome.written) this.notify(outcome.result.position);
    return outcome.result;
  }

  private async appendInTransaction(
    tx: SqlQueryable,
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<{ result: AppendResult; written: boolean }> {
    await tx.query(`SELECT pg_advisory_xact_lock(${APPEND_LOCK_KEY})`);

    const ids = events.map((event) => event.id.toLowerCase());
    const existing = await tx.query<{ id: string; stream_id: string; revision: number; position: number | string }>(
      `SELECT id, stream_id, revision, position FROM events WHERE id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`,
      ids,
    );
    if (existing.length > 0) return { result: this.retriedResult(streamId, ids, existing, expected), written: false };

    const { revision: current } = await this.readRevision(tx, streamId);
    const matches = expected === 'any' || (expected === 'no_stream' ? current === -1 : current === expected);
    if (!matches) throw new WrongExpectedRevisionError(streamId, expected, current === -1 ? 'no_stream' : current);

    const params: unknown[] = [];
    const rows = events.map((event, i) => {
      params.push(ids[i], streamId, current + 1 + i, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata));
      const n = i * 6;
      return `($${n + 1}::uuid, $${n + 2}, $${n + 3}::int, $${n + 4}, $${n + 5}::jsonb, $${n + 6}::jsonb)`;
    });
    const inserted = await tx.query<{ position: number | string }>(
      `INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES ${rows.join(', ')} RETURNING position`,
      params,
    );
    const position = Math.max(...inserted.map((row) => Number(row.position)));
    return { result: { nextRevision: current + events.length, position }, written: true };
  }

  /** The original result of an identical retry, or a DuplicateEventIdError. */
  private retriedResult(
    streamId: string,
    ids: string[],
    existing: { id: string; stream_id: string; revision: number; position: number | string }[],
    expected: ExpectedRevision,
  ): AppendResult {
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
    return { events, revision: events.length === 0 ? Math.max(0, Math.floor(fromRevision)) - 1 : events[events.length - 1]!.revision };
  }

  /**
   * Committed events with position > `after`, in position order, at most `limit` (none when
   * `limit` < 1). Safe for checkpointing readers: appends commit in position order.
   */
  async readAll(after: number, limit: number): Promise<StoredEvent[]> {
    if (limit < 1) return [];
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

  /** Drops the listeners and closes the database (PGlite) or the pool (server). */
  async close(): Promise<void> {
    this.listeners.clear();
    await this.sql.close();
  }
}
