import { Aggregator, Query } from 'mingo';
import type { Doc, Filter, FindOptions, ReadCollection, ReadStore } from './read-store.port.js';
import type { IndexSpec } from './read-store.port.js';

/**
 * The embedded read store (ARCHITECTURE §2): collections held in memory, one Map by `_id` each,
 * queried with MongoDB semantics by mingo. The store persists nothing itself: read models are
 * restored from a snapshot and the log's tail, or rebuilt from the log, at start
 * (platform/projections/read-model-snapshots.ts). Documents go in and come out as deep copies (structuredClone), so
 * neither the caller nor the store can change the other's objects.
 */

/** The stored documents a filter can match: looked up by `_id` when the filter pins it, else all. */
function candidates<T extends { _id: string }>(docs: Map<string, T>, filter: Filter): T[] {
  const id = filter['_id'];
  if (typeof id === 'string') {
    const doc = docs.get(id);
    return doc ? [doc] : [];
  }
  if (id !== null && typeof id === 'object' && !Array.isArray(id) && !(id instanceof RegExp)) {
    const ops = Object.keys(id);
    const list = (id as Record<string, unknown>)['$in'];
    if (ops.length === 1 && Array.isArray(list) && list.every((value) => typeof value === 'string')) {
      return [...new Set(list as string[])].flatMap((key) => docs.get(key) ?? []);
    }
  }
  return [...docs.values()];
}

/**
 * Whether `doc` matches `filter` when the filter only asks plain top-level fields for a string,
 * number or boolean (`{ _id, _user }`, a checkpoint's `{ _id }`, a bundle's `{ partIds }`):
 * answered by comparing, without compiling a mingo query (which costs more than the lookup
 * itself). A field holding an array matches when one of its elements is the value (MongoDB's
 * rule for an array field against a scalar). Undefined when the filter or the document needs
 * mingo's semantics (operators, dotted paths, objects, null).
 */
function plainMatch(doc: Record<string, unknown>, filter: Filter): boolean | undefined {
  for (const key in filter) {
    const wanted = filter[key];
    if (key.startsWith('$') || key.includes('.') || (typeof wanted !== 'string' && typeof wanted !== 'number' && typeof wanted !== 'boolean')) return undefined;
    const value = doc[key];
    if (value === wanted) continue;
    if (Array.isArray(value)) {
      if (value.includes(wanted)) continue;
      return false;
    }
    if (value === null || typeof value === 'object') return undefined;
    return false;
  }
  return true;
}

function matching<T extends { _id: string }>(docs: Map<string, T>, filter: Filter): T[] {
  const pool = candidates(docs, filter);
  if (Object.keys(filter).length === 0) return pool;
  // A plain filter is compared field by field; mingo is compiled only when a document needs it.
  let query: Query | undefined;
  return pool.filter((doc) => plainMatch(doc, filter) ?? (query ??= new Query(filter)).test(doc));
}

/** One collection of a {@link MingoReadStore}. Obtain it with `store.collection(name)`. */
export class MingoReadCollection<T extends { _id: string } = Doc> implements ReadCollection<T> {
  /** Wraps `docs` (the store's Map for this collection, keyed by `_id`). */
  constructor(private readonly docs: Map<string, T>) {}

  /**
   * Copies of the documents matching `filter` (MongoDB query operators), sorted by
   * `options.sort` (keys in order), then skipped and limited, in that order whatever the
   * order of the options. Without a sort, in insertion order.
   * @throws Error from mingo on an unknown or malformed operator.
   */
  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const found = matching(this.docs, filter);
    if (!options.sort && !options.skip && !options.limit) return found.map((doc) => structuredClone(doc));
    let cursor = new Query({}).find<T>(found);
    if (options.sort && Object.keys(options.sort).length > 0) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all().map((doc) => structuredClone(doc));
  }

  /** A copy of the first document (insertion order) matching `filter`, or null. */
  async findOne(filter: Filter = {}): Promise<T | null> {
    const pool = candidates(this.docs, filter);
    if (pool.length === 0) return null;
    if (pool.length === 1) {
      const plain = plainMatch(pool[0]!, filter);
      if (plain !== undefined) return plain ? structuredClone(pool[0]!) : null;
    }
    const query = new Query(filter);
    const doc = pool.find((candidate) => query.test(candidate));
    return doc ? structuredClone(doc) : null;
  }

  /** Number of documents matching `filter`. */
  async count(filter: Filter = {}): Promise<number> {
    return matching(this.docs, filter).length;
  }

  /**
   * Stores a copy of `doc`, replacing the whole document with the same `_id` (it keeps its
   * place in insertion order) or inserting it.
   * @throws Error when `doc._id` is not a non-empty string.
   */
  async replaceOne(doc: T): Promise<void> {
    if (typeof doc?._id !== 'string' || doc._id === '') throw new Error('a read-model document needs a string _id');
    this.docs.set(doc._id, structuredClone(doc));
  }

  /** Deletes the document with this `_id`; nothing happens when there is none. */
  async deleteOne(id: string): Promise<void> {
    this.docs.delete(id);
  }

  /** Deletes every document matching `filter` and returns how many it deleted. */
  async deleteMany(filter: Filter = {}): Promise<number> {
    const doomed = matching(this.docs, filter);
    for (const doc of doomed) this.docs.delete(doc._id);
    return doomed.length;
  }

  /**
   * Runs a MongoDB aggregation pipeline over the collection and returns the results as
   * independent copies. Leading `$match` stages use the `_id` lookup when they can.
   * @throws Error from mingo on an unknown stage or operator.
   */
  async aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    let first = 0;
    let input: T[] | undefined;
    // Leading $match stages filter the stored documents without copying them.
    while (first < pipeline.length && Object.keys(pipeline[first]!).length === 1 && '$match' in pipeline[first]!) {
      const filter = pipeline[first]!['$match'] as Filter;
      if (input === undefined) {
        input = matching(this.docs, filter);
      } else {
        const query = new Query(filter);
        input = input.filter((doc) => query.test(doc));
      }
      first++;
    }
    // The rest runs on copies: some mingo stages ($set/$unset on nested paths) change their input in place.
    const copies = (input ?? [...this.docs.values()]).map((doc) => structuredClone(doc));
    const rest = pipeline.slice(first);
    if (rest.length === 0) return copies as unknown as R[];
    return new Aggregator(rest).run(copies) as R[];
  }
}

/** ReadStore on mingo: in-memory collections, created on first use. */
export class MingoReadStore implements ReadStore {
  private readonly collections = new Map<string, { docs: Map<string, Doc>; handle: MingoReadCollection<Doc> }>();

  private readonly leases = new Map<string, { owner: string; until: number }>();
  private readonly counters = new Map<string, { count: number; until: number }>();

  /** Counters of this process; expired ones are swept as they are met. */
  async incrementCounter(name: string, expiresAt: Date, now: Date): Promise<number> {
    const held = this.counters.get(name);
    const count = held && held.until > now.getTime() ? held.count + 1 : 1;
    this.counters.set(name, { count, until: held && held.until > now.getTime() ? held.until : expiresAt.getTime() });
    if (this.counters.size > 10_000) for (const [k, v] of this.counters) if (v.until <= now.getTime()) this.counters.delete(k);
    return count;
  }

  async readCounter(name: string, now: Date): Promise<number> {
    const held = this.counters.get(name);
    return held && held.until > now.getTime() ? held.count : 0;
  }

  /** Leases of this process (the store is not shared with other processes). */
  async acquireLease(name: string, owner: string, ttlMs: number, now: Date): Promise<boolean> {
    const held = this.leases.get(name);
    if (held && held.owner !== owner && held.until > now.getTime()) return false;
    this.leases.set(name, { owner, until: now.getTime() + ttlMs });
    return true;
  }

  async releaseLease(name: string, owner: string): Promise<void> {
    if (this.leases.get(name)?.owner === owner) this.leases.delete(name);
  }

  /** No-op: in-memory collections are scanned (looked up directly when the filter pins `_id`). */
  async ensureIndexes(_specs: Record<string, IndexSpec[]>): Promise<void> {}

  /** The collection called `name`, created empty on first use. The same handle is returned on every call. */
  collection<T extends { _id: string } = Doc>(name: string): ReadCollection<T> {
    let entry = this.collections.get(name);
    if (!entry) {
      const docs = new Map<string, Doc>();
      entry = { docs, handle: new MingoReadCollection(docs) };
      this.collections.set(name, entry);
    }
    return entry.handle as unknown as ReadCollection<T>;
  }

  /**
   * Every collection's documents in insertion order: the stored objects themselves, for a
   * snapshot to serialise at once (synchronously, so that it is one consistent cut); never change them.
   */
  dump(): [string, Doc[]][] {
    return [...this.collections].map(([name, { docs }]) => [name, [...docs.values()]]);
  }

  /**
   * Replaces the documents of every collection with those of `dump` (a {@link dump} read back),
   * in their order; collections not in it are emptied. Handles already obtained see the new documents.
   * @throws Error when a document has no string `_id` (nothing is changed then).
   */
  load(dump: [string, Doc[]][]): void {
    for (const [name, docs] of dump) {
      if (typeof name !== 'string' || !Array.isArray(docs) || docs.some((doc) => typeof doc?._id !== 'string' || doc._id === '')) {
        throw new Error(`read-model dump: collection ${String(name)} is malformed`);
      }
    }
    for (const { docs } of this.collections.values()) docs.clear();
    for (const [name, docs] of dump) {
      this.collection(name);
      const target = this.collections.get(name)!.docs;
      for (const doc of docs) target.set(doc._id, doc);
    }
  }

  /** Removes every document of `name`; handles already obtained stay usable and see it empty. */
  async drop(name: string): Promise<void> {
    this.collections.get(name)?.docs.clear();
  }

  /** Releases every document. */
  async close(): Promise<void> {
    for (const { docs } of this.collections.values()) docs.clear();
    this.collections.clear();
  }
}
