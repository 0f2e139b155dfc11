import type { StoredEvent } from '../event-store/event-store.port.js';
import type { Doc, IndexSpec, ReadStore } from '../read-store/read-store.port.js';

/**
 * A read-model builder (STYLE.md "idempotent projections"): it declares the event types it
 * handles and applies each to the read store. Use `applyOnce` so that an event applied twice
 * changes nothing.
 */
export interface Projection {
  /** Unique name; also the key of its checkpoint. */
  readonly name: string;
  /**
   * Version of what `apply` writes. Bump it whenever the documents it builds change (a field
   * added, renamed or computed otherwise): a read-model snapshot written under another version
   * is ignored and the read models are rebuilt from the log (platform/projections/read-model-snapshots.ts).
   */
  readonly version: number;
  /** Event types handled; others are skipped without a call. */
  readonly handles: readonly string[];
  /** Read-model collections this projection owns (dropped on rebuild). */
  readonly collections: readonly string[];
  /** Indexes the queries on these collections need (created at start where the engine has indexes). */
  readonly indexes?: Record<string, IndexSpec[]>;
  apply(event: StoredEvent, store: ReadStore): Promise<void>;
}

/** A read-model document that records the log position of the last event applied to it. */
export type PositionedDoc = Doc & { _position: number };

/**
 * Applies `event` to the document `id` of `collection` unless that document already holds a
 * position at or past the event's (idempotent replay). `evolve` gets the current document (or
 * null) and returns the new one, or null to delete it.
 */
export async function applyOnce<T extends { _id: string }>(
  store: ReadStore,
  collection: string,
  id: string,
  event: StoredEvent,
  evolve: (doc: T | null) => T | null,
): Promise<void> {
  const coll = store.collection<T & { _position?: number }>(collection);
  const current = await coll.findOne({ _id: id });
  if (current && typeof current._position === 'number' && current._position >= event.position) return;
  const next = evolve(current as T | null);
  if (next === null) {
    if (current) await coll.deleteOne(id);
    return;
  }
  await coll.replaceOne({ ...next, _id: id, _position: event.position });
}
