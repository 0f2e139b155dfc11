import type { ContentVersionType, DocumentEvent } from '@shop/contracts';

/** An event of a document's stream as read back: the event, its revision (the version number), when and by whom (metadata). */
export interface DocumentStreamEvent {
  event: DocumentEvent;
  revision: number;
  at: string;
  /** The metadata's user id (the author every event records), null for the system. */
  userId: string | null;
}

/** One version of a document: what it did, who and when, which fields it changed, and the fields after it (null once deleted). */
export interface DocumentVersion {
  version: number;
  type: ContentVersionType;
  at: string;
  by: string | null;
  changed: string[];
  restoredFrom: number | null;
  fields: Record<string, unknown> | null;
}

/** `fields` after a change: the fields it sets over them, less those it takes away (`removed`, written by a restore). */
export function withChange(fields: Record<string, unknown>, change: { fields: Record<string, unknown>; removed?: string[] }): Record<string, unknown> {
  const next = { ...fields, ...change.fields };
  for (const key of change.removed ?? []) delete next[key];
  return next;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The change that turns `current` into `target` (issue 14 restore): the fields of `target` whose
 * value differs, and the fields `current` has that `target` had not yet. Applied with
 * {@link withChange} it yields exactly `target`.
 */
export function restoredChange(current: Record<string, unknown>, target: Record<string, unknown>): { fields: Record<string, unknown>; removed: string[] } {
  const fields = Object.fromEntries(Object.entries(target).filter(([key, value]) => !Object.hasOwn(current, key) || !same(current[key], value)));
  const removed = Object.keys(current).filter((key) => !Object.hasOwn(target, key));
  return { fields, removed };
}

/**
 * The versions of a document from its stream's events in revision order, oldest first: version n
 * is the event of revision n; `by` is the event's `by` when it records one, else its metadata's
 * user. A plain update lists the fields it sent whose value changed; a restore those it set or removed
 * (in alphabetical order: the event store need not keep the order of an event's keys).
 */
export function documentVersions(events: DocumentStreamEvent[]): DocumentVersion[] {
  let fields: Record<string, unknown> | null = null;
  return events.map(({ event, revision, at, userId }) => {
    const by = event.data.by ?? userId;
    switch (event.type) {
      case 'DocumentCreated':
        fields = { ...event.data.fields };
        return { version: revision, type: 'created', at, by, changed: Object.keys(event.data.fields).sort(), restoredFrom: null, fields };
      case 'DocumentUpdated': {
        const before: Record<string, unknown> = fields ?? {};
        const changed = [
          ...Object.keys(event.data.fields).filter((key) => !Object.hasOwn(before, key) || !same(before[key], event.data.fields[key])),
          ...(event.data.removed ?? []),
        ].sort();
        fields = fields ? withChange(fields, event.data) : null;
        return { version: revision, type: 'updated', at, by, changed, restoredFrom: event.data.restoredFrom ?? null, fields };
      }
      case 'DocumentDeleted':
        fields = null;
        return { version: revision, type: 'deleted', at, by, changed: [], restoredFrom: null, fields };
    }
  });
}
