import { Aggregator, Query } from 'mingo';
import { MongoClient, MongoServerError, type Collection, type Db, type Document } from 'mongodb';
import type { Doc, Filter, FindOptions, IndexSpec, ReadCollection, ReadStore } from './read-store.port.js';

/** One counted hit of a counter (see MongoReadStore.incrementCounter). */
interface CounterSlot {
  _id: string;
  counter: string;
  until: number;
  n: number;
}

/**
 * The production read store (ARCHITECTURE §2): one MongoDB collection per read-model
 * collection, through the `mongodb` driver. Documents are plain JSON with a string `_id`:
 * written with `ignoreUndefined` (an `undefined` property is left out, as JSON.stringify does)
 * and read back as fresh plain objects.
 *
 * CI also runs it against FerretDB 1.24 (MongoDB wire protocol on SQLite), which passes the
 * contract's finds, counts, deletes and sorts with two exceptions, but not its aggregations,
 * and often silently:
 * - `$elemMatch` with conditions on fields of the elements matches nothing (one field) or
 *   fails with BadValue "unknown operator" (two fields);
 * - `$expr`, regex option `x` and `$ne`/`$not`/`$or` inside `$elemMatch` are refused with code
 *   238 (NotImplemented);
 * - a `$group` computes only its first `$sum` (later ones come back 0); `$project`, `$set` and
 *   `$addFields` return a field path such as `'$price'` as that literal string; `$set` of a
 *   dotted path creates a top-level key named `a.b`; `$push`, `$min`, `$max`, `$avg`, `$first`,
 *   `$$ROOT` and operators such as `$literal` are refused with code 238.
 * What the adapter does about it ({@link ServerProfile}, chosen at connect from buildInfo's
 * `ferretdbVersion`): on FerretDB 1.x, filters with `$elemMatch` on fields run in memory, and
 * `aggregate` runs only its leading `$match` stages (and a `$sort`/`$skip`/`$limit` right after
 * them) on the server, as a find, and the remaining stages in memory with mingo, the engine of
 * the embedded adapter. On any server, a call refused with code 238 runs in memory the same
 * way (see {@link MongoReadCollection}). MongoDB itself never takes these paths.
 */

/** MongoDB's error code for "this server does not implement that" (what FerretDB answers). */
const NOT_IMPLEMENTED = 238;

function isNotImplemented(error: unknown): boolean {
  return error instanceof MongoServerError && (error.code === NOT_IMPLEMENTED || error.codeName === 'NotImplemented');
}

/** A primitive that equality on a top-level field compares directly (no arrays, no operators). */
function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * A filter every document matching `filter` also matches, made only of what any MongoDB
 * wire-protocol server implements: equality of a top-level field with a scalar, and `_id` in a
 * list of strings, taken from the top level and from `$and`. The in-memory fallback fetches
 * with it, then applies the whole filter with mingo. `{}` when nothing qualifies.
 */
function pushdown(filter: Filter): Filter {
  const out: Filter = {};
  const visit = (part: Filter): void => {
    for (const [key, value] of Object.entries(part)) {
      if (key === '$and' && Array.isArray(value)) {
        for (const sub of value) if (sub !== null && typeof sub === 'object') visit(sub as Filter);
      } else if (!key.startsWith('$') && !key.includes('.') && !(key in out)) {
        if (isScalar(value)) {
          out[key] = value;
        } else if (key === '_id' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
          const ops = Object.keys(value);
          const list = (value as Record<string, unknown>)['$in'];
          if (ops.length === 1 && Array.isArray(list) && list.every((id) => typeof id === 'string')) out[key] = { $in: list };
        }
      }
    }
  };
  visit(filter);
  return out;
}

/** A filter on a string `_id` (the driver's types expect an ObjectId there). */
const byId = (id: string | { $in: string[] }): Filter => ({ _id: id });

/** Whether a pipeline stage is exactly the stage `name` (e.g. `$match`). */
function isStage(stage: Record<string, unknown> | undefined, name: string): boolean {
  if (!stage) return false;
  const keys = Object.keys(stage);
  return keys.length === 1 && keys[0] === name;
}

const isPositiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** What a server does correctly, as far as this adapter relies on it. */
export interface ServerProfile {
  /** Whether whole aggregation pipelines may run on the server (false on FerretDB 1.x). */
  serverAggregation: boolean;
  /**
   * Whether the server handles `$elemMatch` with conditions on fields of array elements,
   * e.g. `{ options: { $elemMatch: { color: 'red', quantity: { $gt: 0 } } } }` (false on
   * FerretDB 1.x: no match with one field, BadValue "unknown operator" with two).
   */
  elemMatchOnFields: boolean;
}

/** The profile of MongoDB itself, and of any server not recognised as a weaker one. */
export const MONGODB_PROFILE: ServerProfile = { serverAggregation: true, elemMatchOnFields: true };
/** The profile of FerretDB 1.x (its gaps are listed in the file comment). */
export const FERRETDB_1_PROFILE: ServerProfile = { serverAggregation: false, elemMatchOnFields: false };

/** Whether `value` holds, at any depth, an `$elemMatch` with a condition on a field (a key without `$`). */
function hasElemMatchOnFields(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasElemMatchOnFields);
  if (value === null || typeof value !== 'object' || value instanceof RegExp) return false;
  return Object.entries(value).some(([key, inner]) =>
    key === '$elemMatch' && inner !== null && typeof inner === 'object' && Object.keys(inner).some((k) => !k.startsWith('$'))
      ? true
      : hasElemMatchOnFields(inner),
  );
}

/**
 * One collection of a {@link MongoReadStore}. Obtain it with `store.collection(name)`.
 *
 * Each call goes to the server first, unless the profile says the server gets that filter
 * wrong. When the server answers NotImplemented (code 238), or was not asked, the call runs
 * in memory instead: `find`/`findOne`/`count`/`deleteMany` fetch the documents
 * matching the part of the filter every server implements (top-level scalar equalities, `_id`
 * lists), then apply the full filter, sort, skip and limit with mingo (`deleteMany` then
 * deletes the matched `_id`s on the server). `aggregate` splits the pipeline: its leading
 * `$match` stages, and a `$sort`, `$skip`, `$limit` right after them in that order, run as a
 * find; the remaining stages run with mingo. Without `profile.serverAggregation` it always
 * splits.
 */
export class MongoReadCollection<T extends { _id: string } = Doc> implements ReadCollection<T> {
  /** Wraps the driver collection `collection`, used as `profile` allows. */
  constructor(
    private readonly collection: Collection<Document>,
    private readonly profile: ServerProfile = MONGODB_PROFILE,
  ) {}

  /** Whether the server can be trusted with `filter`; when not, the call runs in memory at once. */
  private trusts(filter: Filter): boolean {
    return this.profile.elemMatchOnFields || !hasElemMatchOnFields(filter);
  }

  /**
   * The documents matching `filter` (MongoDB query operators), sorted by `options.sort`
   * (keys in order), then skipped and limited. Without a sort, in the server's natural order.
   * @throws MongoServerError on a malformed filter; Error from mingo when the in-memory
   *   fallback meets an operator it does not know either; MongoError on connection failures.
   */
  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const driverOptions: { sort?: Document; skip?: number; limit?: number } = {};
    if (options.sort && Object.keys(options.sort).length > 0) driverOptions.sort = options.sort;
    if (options.skip) driverOptions.skip = options.skip;
    if (options.limit) driverOptions.limit = options.limit;
    if (this.trusts(filter)) {
      try {
        return (await this.collection.find(filter, driverOptions).toArray()) as unknown as T[];
      } catch (error) {
        if (!isNotImplemented(error)) throw error;
      }
    }
    let cursor = new Query(filter).find<T>(await this.fetchSuperset(filter));
    if (driverOptions.sort) cursor = cursor.sort(driverOptions.sort as Record<string, 1 | -1>);
    if (driverOptions.skip) cursor = cursor.skip(driverOptions.skip);
    if (driverOptions.limit) cursor = cursor.limit(driverOptions.limit);
    return cursor.all() as T[];
  }

  /**
   * The first document (natural order) matching `filter`, or null.
   * @throws as {@link MongoReadCollection.find}.
   */
  async findOne(filter: Filter = {}): Promise<T | null> {
    const [doc] = await this.find(filter, { limit: 1 });
    return doc ?? null;
  }

  /**
   * Number of documents matching `filter`.
   * @throws as {@link MongoReadCollection.find}.
   */
  async count(filter: Filter = {}): Promise<number> {
    if (this.trusts(filter)) {
      try {
        return await this.collection.countDocuments(filter);
      } catch (error) {
        if (!isNotImplemented(error)) throw error;
      }
    }
    const query = new Query(filter);
    return (await this.fetchSuperset(filter)).filter((doc) => query.test(doc)).length;
  }

  /**
   * Stores `doc` (serialised at the call, so later changes to the object do not reach the
   * store), replacing the whole document with the same `_id` or inserting it.
   * @throws Error when `doc._id` is not a non-empty string; MongoServerError, e.g. code 11000
   *   when a unique index from {@link MongoReadStore.ensureIndexes} is violated.
   */
  async replaceOne(doc: T): Promise<void> {
    if (typeof doc?._id !== 'string' || doc._id === '') throw new Error('a read-model document needs a string _id');
    await this.collection.replaceOne(byId(doc._id), doc, { upsert: true });
  }

  /** Deletes the document with this `_id`; nothing happens when there is none. */
  async deleteOne(id: string): Promise<void> {
    await this.collection.deleteOne(byId(id));
  }

  /**
   * Deletes every document matching `filter` and returns how many it deleted.
   * @throws as {@link MongoReadCollection.find}.
   */
  async deleteMany(filter: Filter = {}): Promise<number> {
    if (this.trusts(filter)) {
      try {
        return (await this.collection.deleteMany(filter)).deletedCount;
      } catch (error) {
        if (!isNotImplemented(error)) throw error;
      }
    }
    const query = new Query(filter);
    const ids = (await this.fetchSuperset(filter)).filter((doc) => query.test(doc)).map((doc) => doc._id);
    if (ids.length === 0) return 0;
    return (await this.collection.deleteMany(byId({ $in: ids }))).deletedCount;
  }

  /**
   * Runs a MongoDB aggregation pipeline and returns its results as plain objects: on the
   * server, or split between a server find and mingo (see the class comment).
   * @throws MongoServerError on an invalid pipeline; Error from mingo when the in-memory part
   *   meets a stage or operator it does not know either.
   */
  async aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    if (this.profile.serverAggregation) {
      try {
        return (await this.collection.aggregate(pipeline).toArray()) as R[];
      } catch (error) {
        if (!isNotImplemented(error)) throw error;
      }
    }
    let next = 0;
    const matches: Filter[] = [];
    while (isStage(pipeline[next], '$match')) matches.push(pipeline[next++]!['$match'] as Filter);
    const options: FindOptions = {};
    if (isStage(pipeline[next], '$sort')) options.sort = pipeline[next++]!['$sort'] as FindOptions['sort'];
    if (isStage(pipeline[next], '$skip') && isPositiveInteger(pipeline[next]!['$skip'])) options.skip = pipeline[next++]!['$skip'] as number;
    if (isStage(pipeline[next], '$limit') && isPositiveInteger(pipeline[next]!['$limit'])) options.limit = pipeline[next++]!['$limit'] as number;
    const filter = matches.length === 0 ? {} : matches.length === 1 ? matches[0]! : { $and: matches };
    const input = await this.find(filter, options);
    const rest = pipeline.slice(next);
    if (rest.length === 0) return input as unknown as R[];
    return new Aggregator(rest).run(input) as R[];
  }

  /** The documents matching {@link pushdown}(filter): a superset of those matching `filter`. */
  private async fetchSuperset(filter: Filter): Promise<T[]> {
    return (await this.collection.find(pushdown(filter)).toArray()) as unknown as T[];
  }
}

export type { IndexSpec };

/** Takes the database name from a mongodb:// URL's path, if it names one. */
function databaseInUrl(url: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]+)/.exec(url);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** ReadStore on MongoDB (or a server speaking its wire protocol). Open it with {@link MongoReadStore.connect}. */
export class MongoReadStore implements ReadStore {
  private readonly handles = new Map<string, MongoReadCollection<Doc>>();
  private readonly indexes = new Map<string, IndexSpec[]>();
  private countersSweptAt = 0;
  private countersIndexed = false;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    /** What the connected server is trusted with (see the file comment). */
    readonly profile: ServerProfile,
  ) {}

  /**
   * Connects to the server at `url` (mongodb:// or mongodb+srv://), checks it answers and
   * picks the {@link ServerProfile}: FerretDB 1.x when buildInfo says so, else MongoDB.
   * `dbName` defaults to the database named in the URL's path, else `shop`.
   * @returns the connected store; call {@link MongoReadStore.close} when done.
   * @throws MongoError (e.g. MongoServerSelectionError) when the server cannot be reached;
   *   MongoParseError on a malformed URL.
   */
  static async connect(url: string, dbName?: string): Promise<MongoReadStore> {
    const client = new MongoClient(url, { ignoreUndefined: true });
    await client.connect();
    try {
      const db = client.db(dbName ?? databaseInUrl(url) ?? 'shop');
      const info = await db.command({ buildInfo: 1 });
      const ferretdb = typeof info['ferretdbVersion'] === 'string' ? /^v?(\d+)\./.exec(info['ferretdbVersion']) : null;
      return new MongoReadStore(client, db, ferretdb && Number(ferretdb[1]) < 2 ? FERRETDB_1_PROFILE : MONGODB_PROFILE);
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  /** The collection called `name` (created by the server on first write). The same handle is returned on every call. */
  collection<T extends { _id: string } = Doc>(name: string): ReadCollection<T> {
    let handle = this.handles.get(name);
    if (!handle) {
      handle = new MongoReadCollection<Doc>(this.db.collection(name), this.profile);
      this.handles.set(name, handle);
    }
    return handle as unknown as ReadCollection<T>;
  }

  /**
   * Creates the indexes in `specs` (collection name -> indexes), at start, and remembers them
   * so that {@link MongoReadStore.drop} recreates them. Creating an index that already exists
   * with the same options does nothing.
   * @throws MongoServerError when an index with the same key exists with other options
   *   (codes 85/86), or when the stored documents violate a new unique index (11000).
   */
  async ensureIndexes(specs: Record<string, IndexSpec[]>): Promise<void> {
    for (const [name, list] of Object.entries(specs)) {
      const known = this.indexes.get(name) ?? [];
      for (const spec of list) {
        const same = known.findIndex((other) => JSON.stringify(other.key) === JSON.stringify(spec.key));
        if (same >= 0) known[same] = spec;
        else known.push(spec);
      }
      this.indexes.set(name, known);
      await this.createIndexes(name, list);
    }
  }

  /**
   * Drops the collection `name` and its documents (no error when it does not exist), then
   * recreates the indexes {@link MongoReadStore.ensureIndexes} declared for it. Handles already
   * obtained stay usable and see it empty.
   * @throws MongoError on connection failures.
   */
  async drop(name: string): Promise<void> {
    try {
      await this.db.collection(name).drop();
    } catch (error) {
      if (!(error instanceof MongoServerError && (error.code === 26 || error.codeName === 'NamespaceNotFound'))) throw error;
    }
    await this.createIndexes(name, this.indexes.get(name) ?? []);
  }

  /** Closes the connection pool. Further calls on the store or its collections fail. */
  /**
   * Lease as a document of `_leases`: a conditional upsert matches only when the lease is free,
   * expired or already ours; when another owner holds it, the upsert's insert collides on `_id`
   * (duplicate key), which means "not acquired".
   */
  async acquireLease(name: string, owner: string, ttlMs: number, now: Date): Promise<boolean> {
    const leases = this.db.collection<{ _id: string; owner: string; until: number }>('_leases');
    try {
      await leases.updateOne(
        { _id: name, $or: [{ owner }, { until: { $lt: now.getTime() } }] },
        { $set: { owner, until: now.getTime() + ttlMs } },
        { upsert: true },
      );
      return true;
    } catch (e) {
      if (e instanceof MongoServerError && e.code === 11000) return false;
      throw e;
    }
  }

  /**
   * Counters live in `_counters` as one slot document per hit, `{ _id: "<name>@<until>#<n>",
   * counter, until, n }`: a hit takes the next free slot by inserting it, and a taken slot is a
   * duplicate `_id`, so the hit tries the next one. Only `_id` uniqueness is relied on, because
   * FerretDB's find-and-modify is not atomic under concurrency (two `$inc` upserts may return the
   * same count). A counter whose `until` has passed is ignored and a later hit with a new `until`
   * starts again at 1. Expired slots are deleted at most once a minute.
   */
  async incrementCounter(name: string, expiresAt: Date, now: Date): Promise<number> {
    const counters = this.db.collection<CounterSlot>('_counters');
    const until = expiresAt.getTime();
    if (!this.countersIndexed) {
      await counters.createIndex({ counter: 1, until: 1, n: -1 });
      this.countersIndexed = true;
    }
    if (now.getTime() - this.countersSweptAt > 60_000) {
      this.countersSweptAt = now.getTime();
      await counters.deleteMany({ until: { $lte: now.getTime() } });
    }
    let n = (await this.topSlot(name, until)) + 1;
    for (;;) {
      try {
        await counters.insertOne({ _id: `${name}@${until}#${n}`, counter: name, until, n });
        return n;
      } catch (e) {
        if (!(e instanceof MongoServerError && e.code === 11000)) throw e;
        n = Math.max(n + 1, (await this.topSlot(name, until)) + 1);
      }
    }
  }

  async readCounter(name: string, now: Date): Promise<number> {
    return this.topSlot(name, { $gt: now.getTime() });
  }

  /** The highest slot number taken for `name` among slots matching `until`, 0 when none. */
  private async topSlot(name: string, until: number | { $gt: number }): Promise<number> {
    const top = await this.db.collection<CounterSlot>('_counters').find({ counter: name, until }).sort({ n: -1 }).limit(1).toArray();
    return top[0]?.n ?? 0;
  }

  async releaseLease(name: string, owner: string): Promise<void> {
    await this.db.collection<{ _id: string; owner: string; until: number }>('_leases').updateOne({ _id: name, owner }, { $set: { until: 0 } });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /**
   * One createIndex per index: FerretDB 1.24 drops the connection when one createIndexes names
   * two existing indexes. When a concurrent writer (another process starting, or a write that
   * recreated the collection just dropped) made the same index first, FerretDB on SQLite answers
   * "index … already exists" instead of succeeding as MongoDB does: that index is then in place,
   * which is what was asked.
   * @throws MongoError on connection failures, or when the index could not be made.
   */
  private async createIndexes(name: string, list: IndexSpec[]): Promise<void> {
    const collection = this.db.collection(name);
    for (const { key, unique } of list) {
      try {
        await collection.createIndex(key, unique ? { unique: true } : {});
      } catch (error) {
        if (!(error instanceof MongoServerError && /already exists/.test(error.message))) throw error;
        const present = await collection.listIndexes().toArray();
        if (!present.some((index) => JSON.stringify(index.key) === JSON.stringify(key))) throw error;
      }
    }
  }
}
