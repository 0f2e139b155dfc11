/**
 * The event store port (ARCHITECTURE §2): append to a stream under an expected revision and
 * read one stream or the global log. Adapters: PostgreSQL (PGlite embedded, or a server) now,
 * EventStoreDB later. Every adapter passes `event-store.contract.ts`.
 */

/** An event to append. `id` makes appends idempotent per event; `metadata` says who and when. */
export interface NewEvent<T extends string = string, D = Record<string, unknown>> {
  id: string;
  type: T;
  data: D;
  metadata: EventMetadata;
}

/** Who caused an event and when (ISO-8601 UTC). `userId` is null for the system (seed, jobs). */
export interface EventMetadata {
  userId: string | null;
  at: string;
  /** Free context such as the command name or a correlation id. */
  [key: string]: unknown;
}

/** A committed event. `revision` counts from 0 within its stream; `position` is global and increasing. */
export interface StoredEvent<T extends string = string, D = Record<string, unknown>> extends NewEvent<T, D> {
  streamId: string;
  revision: number;
  position: number;
}

/**
 * Expected state of a stream before an append: a revision (the last event's revision),
 * 'no_stream' (must not exist yet) or 'any' (no check).
 */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendResult {
  /** Revision of the last appended event. */
  nextRevision: number;
  /** Global position of the last appended event. */
  position: number;
}

/** Thrown when the stream's revision differs from the expected one. Nothing was written. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface EventStore {
  /**
   * Appends events atomically (all or none) when the stream is at `expected`.
   * Throws WrongExpectedRevisionError otherwise. `events` must not be empty.
   */
  appendToStream(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;

  /**
   * Events of one stream in revision order, from `fromRevision` (default 0), and the stream's
   * current revision (-1 when the stream does not exist; `fromRevision - 1` when it has no
   * event at or after `fromRevision`).
   */
  readStream(streamId: string, fromRevision?: number): Promise<{ events: StoredEvent[]; revision: number }>;

  /**
   * Committed events of the global log with position > `after`, in position order, at most
   * `limit`. Positions may have gaps, but an event is never returned after a later one has
   * been: a reader that checkpoints the last position it saw never skips an event.
   */
  readAll(after: number, limit: number): Promise<StoredEvent[]>;

  /** Position of the last committed event, 0 when the log is empty. */
  headPosition(): Promise<number>;

  /**
   * The stream's current revision (-1: no such stream) when this store knows it without reading,
   * else undefined. Only a store that no other process or store writes can know it (the
   * embedded PGlite store: every append passes through it); a store on a shared database
   * answers undefined, or leaves the method out. A caller holding a stream's state folded up
   * to this revision may decide on it without reading the stream; the append's expected
   * revision still guards the write.
   */
  knownRevision?(streamId: string): number | undefined;

  /** Registers a callback fired (in this process) after each successful append. Returns an unsubscribe function. */
  onAppended(listener: (position: number) => void): () => void;

  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');
