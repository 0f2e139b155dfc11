/**
 * The read store port (ARCHITECTURE §2): document collections queried with MongoDB filter
 * semantics. Adapters: in-memory on mingo (embedded default) now, MongoDB later. Every adapter
 * passes `read-store.contract.ts`. Documents are plain JSON with a string `_id`.
 */

export type Filter = Record<string, unknown>;
/** MongoDB sort spec: field -> 1 (ascending) or -1 (descending), applied in key order. */
export type Sort = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
}

export interface Doc {
  _id: string;
  [key: string]: unknown;
}

export interface ReadCollection<T extends { _id: string } = Doc> {
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter): Promise<T | null>;
  count(filter: Filter): Promise<number>;
  /** Inserts or replaces the whole document with this `_id`. */
  replaceOne(doc: T): Promise<void>;
  deleteOne(id: string): Promise<void>;
  deleteMany(filter: Filter): Promise<number>;
  /** Runs a MongoDB aggregation pipeline ($match, $group, $sort, $skip, $limit, $project, $unwind). */
  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]>;
}

/** An index a query needs: its key (field -> 1 or -1, in order) and whether it is unique. */
export interface IndexSpec {
  key: Record<string, 1 | -1>;
  unique?: boolean;
}

export interface ReadStore {
  /** Creates the indexes named per collection, if missing (a no-op where there are no indexes). */
  ensureIndexes(specs: Record<string, IndexSpec[]>): Promise<void>;
  collection<T extends { _id: string } = Doc>(name: string): ReadCollection<T>;
  /**
   * Takes or renews the lease `name` for `owner` until `now + ttlMs` when it is free, expired or
   * already `owner`'s; returns whether `owner` holds it. At most one owner holds a lease at a
   * time across processes sharing the store (a process-local store has only local owners).
   */
  acquireLease(name: string, owner: string, ttlMs: number, now: Date): Promise<boolean>;
  /** Gives the lease up if `owner` holds it. */
  releaseLease(name: string, owner: string): Promise<void>;
  /**
   * Adds one to counter `name` (starting from 0; a counter past its expiry starts again) and
   * returns the new count. The counter lives until `expiresAt`. Atomic across processes sharing
   * the store: N concurrent increments give N. Rate limits count with it.
   */
  incrementCounter(name: string, expiresAt: Date, now: Date): Promise<number>;
  /** The count of counter `name` at `now` (0 when absent or expired). */
  readCounter(name: string, now: Date): Promise<number>;
  /** Drops a collection and its documents (rebuilds). */
  drop(name: string): Promise<void>;
  close(): Promise<void>;
}

export const READ_STORE = Symbol('READ_STORE');
