import type { EventStore, StoredEvent } from '../event-store/event-store.port.js';
import { MingoReadStore } from '../read-store/mingo-read-store.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { ProjectionRunner } from './projection-runner.js';
import type { Projection } from './projection.js';

/** A log of `count` ItemAdded events, read as the event store port does. */
function logOf(count: number): EventStore {
  const events: StoredEvent[] = Array.from({ length: count }, (_, i) => ({
    id: `event-${i + 1}`,
    streamId: `item-${i + 1}`,
    revision: 0,
    position: i + 1,
    type: 'ItemAdded',
    data: { n: i + 1 },
    metadata: { userId: null, at: '2026-11-29T00:00:00.000Z' },
  }));
  return {
    readAll: async (after: number, limit: number) => events.filter((e) => e.position > after).slice(0, limit),
    onAppended: () => () => undefined,
  } as unknown as EventStore;
}

/** Counts the events applied per item, and can hold the live loop inside a batch until released. */
class ItemsProjection implements Projection {
  readonly name = 'items';
  readonly version = 1;
  readonly handles = ['ItemAdded'];
  readonly collections = ['items'];
  gate: Promise<void> | null = null;
  entered: () => void = () => undefined;

  async apply(event: StoredEvent, store: ReadStore): Promise<void> {
    if (this.gate) {
      this.entered();
      await this.gate;
    }
    const items = store.collection<{ _id: string; applied: number }>('items');
    const doc = await items.findOne({ _id: event.streamId });
    await items.replaceOne({ _id: event.streamId, applied: (doc?.applied ?? 0) + 1 });
  }
}

describe('rebuilding the read models while the live loop handles a batch', () => {
  it('waits for the batch, then replays the log once: every item applied exactly once when rebuild resolves', async () => {
    const store = new MingoReadStore();
    const projection = new ItemsProjection();
    const runner = new ProjectionRunner(logOf(3), store, [projection]);

    let release!: () => void;
    projection.gate = new Promise<void>((resolve) => (release = resolve));
    const entered = new Promise<void>((resolve) => (projection.entered = resolve));
    const live = runner.catchUp();
    await entered; // the live loop is inside its batch

    const rebuilt = runner.rebuild();
    let done = false;
    void rebuilt.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false); // not dropped under the running batch

    projection.gate = null;
    release();
    await Promise.all([live, rebuilt]);

    const items = await store.collection<{ _id: string; applied: number }>('items').find({}, { sort: { _id: 1 } });
    expect(items).toEqual([
      { _id: 'item-1', applied: 1 },
      { _id: 'item-2', applied: 1 },
      { _id: 'item-3', applied: 1 },
    ]);
    expect(runner.checkpoint).toBe(3);
    runner.stop();
  });
});

/** Writes `items` on ItemAdded; owns `labels` too but writes it only on a LabelSet. */
class ItemsAndLabelsProjection implements Projection {
  readonly name = 'items-and-labels';
  readonly version = 1;
  readonly handles = ['ItemAdded', 'LabelSet'];
  readonly collections = ['items', 'labels'];

  async apply(event: StoredEvent, store: ReadStore): Promise<void> {
    const name = event.type === 'LabelSet' ? 'labels' : 'items';
    await store.collection(name).replaceOne({ _id: event.streamId });
  }
}

describe('versions of the read models (kept answers and memos)', () => {
  it('moves only the version of a collection an event wrote, not every collection of its projection', async () => {
    const log = logOf(3) as unknown as { readAll: (after: number, limit: number) => Promise<StoredEvent[]> };
    const events = await log.readAll(0, 10);
    const label: StoredEvent = { ...events[0]!, id: 'event-4', streamId: 'label-1', position: 4, type: 'LabelSet' };
    let appended = [...events];
    const store = new MingoReadStore();
    const runner = new ProjectionRunner(
      {
        readAll: async (after: number, limit: number) => appended.filter((e) => e.position > after).slice(0, limit),
        onAppended: () => () => undefined,
      } as unknown as EventStore,
      store,
      [new ItemsAndLabelsProjection()],
    );
    const labelsBefore = runner.versionOf(['labels']);
    await runner.catchUp();
    expect(runner.versionOf(['items'])).not.toBe(runner.versionOf([]));
    expect(runner.versionOf(['labels'])).toBe(labelsBefore); // three items added, no label written

    const itemsAt3 = runner.versionOf(['items']);
    appended = [...appended, label];
    await runner.catchUp();
    expect(runner.versionOf(['labels'])).not.toBe(labelsBefore);
    expect(runner.versionOf(['items'])).toBe(itemsAt3);
    expect(await store.collection('labels').count({})).toBe(1);
    runner.stop();
  });

  it('moves the version once a write has settled, so an answer read while it was in flight is not kept as current', async () => {
    const store = new MingoReadStore();
    const collection = store.collection.bind(store);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let writing!: () => void;
    const inFlight = new Promise<void>((resolve) => (writing = resolve));
    // The read store takes its time over the write (a network round trip, as FerretDB or MongoDB do).
    store.collection = ((name: string) => {
      const inner = collection(name);
      if (name !== 'items') return inner;
      return {
        findOne: (filter: Parameters<typeof inner.findOne>[0]) => inner.findOne(filter),
        replaceOne: async (doc: { _id: string }) => (writing(), await held, inner.replaceOne(doc)),
      };
    }) as typeof store.collection;
    const runner = new ProjectionRunner(logOf(1), store, [new ItemsProjection()]);

    const applied = runner.catchUp();
    await inFlight;
    // A reader computes its answer now, from the collection as it was, under the version it reads now.
    const readWhileWriting = runner.versionOf(['items']);
    expect(await store.collection('items').findOne({ _id: 'item-1' })).toBeNull();
    release();
    await applied;
    expect(await store.collection('items').findOne({ _id: 'item-1' })).toEqual({ _id: 'item-1', applied: 1 });
    expect(runner.versionOf(['items'])).not.toBe(readWhileWriting);
    runner.stop();
  });
});
