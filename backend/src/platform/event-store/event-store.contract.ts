import { randomUUID } from 'node:crypto';
import { type EventStore, type ExpectedRevision, type NewEvent, type StoredEvent, WrongExpectedRevisionError } from './event-store.port.js';

/**
 * The one contract every EventStore adapter passes (ARCHITECTURE §2). An adapter's test file
 * calls {@link describeEventStoreContract} once per engine it can start.
 */

/** What a contract run needs from an adapter's test file. */
export interface EventStoreContractSubject {
  /** The store under test. */
  store: EventStore;
  /** Empties the store under test (called before each test). */
  reset(): Promise<void>;
  /**
   * For persistent adapters: closes the current store, opens it again on the same storage and
   * returns the new one (`reset` must then reset the new one).
   */
  reopen?(): Promise<EventStore>;
}

/** What an adapter guarantees beyond the common contract. */
export interface EventStoreCapabilities {
  /**
   * Event ids are unique across the whole store (PostgreSQL), not only per stream (EventStoreDB
   * recognises a repeated id only within one stream). Default true.
   */
  globallyUniqueEventIds?: boolean;
}

/** Generous: opening an embedded database takes seconds, the concurrency tests many round trips. */
const SLOW = 60_000;

/** A new event with a fresh UUID. */
export const newEvent = (type = 'Tested', data: Record<string, unknown> = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { userId: null, at: new Date().toISOString() },
});

const ids = (events: { id: string }[]): string[] => events.map((event) => event.id);

/** A checkpointing reader, as a projection is: reads `readAll(checkpoint, batch)` and keeps the last position seen. */
class Subscriber {
  readonly seen: StoredEvent[] = [];

  constructor(
    private readonly store: () => EventStore,
    public checkpoint = 0,
    private readonly batch = 7,
  ) {}

  /** Reads one batch; returns how many events it got. */
  async poll(): Promise<number> {
    const events = await this.store().readAll(this.checkpoint, this.batch);
    for (const event of events) {
      if (event.position <= this.checkpoint) {
        throw new Error(`position ${event.position} returned after checkpoint ${this.checkpoint}`);
      }
      this.seen.push(event);
      this.checkpoint = event.position;
    }
    return events.length;
  }

  /** Reads until a batch comes back empty. */
  async drain(): Promise<void> {
    while ((await this.poll()) > 0);
  }

  /** Reads until `until()` is true, then drains. */
  async follow(until: () => boolean): Promise<void> {
    while (!until()) {
      if ((await this.poll()) === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await this.drain();
  }
}

/**
 * Registers the event store contract as a Jest `describe` block named after `adapterName`.
 * `open` is called once (beforeAll) and must return a store plus a way to empty it;
 * persistent adapters also give `reopen`, which enables the survives-a-restart tests. The
 * store is closed in afterAll.
 */
export function describeEventStoreContract(
  adapterName: string,
  open: () => Promise<EventStoreContractSubject>,
  capabilities: EventStoreCapabilities = {},
): void {
  describe(`event store contract: ${adapterName}`, () => {
    let subject: EventStoreContractSubject;
    let store: EventStore;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    }, SLOW);
    beforeEach(async () => {
      await subject.reset();
    }, SLOW);
    afterAll(async () => {
      await store?.close();
    }, SLOW);

    describe('appending to a stream', () => {
      it('creates a stream with expected no_stream, then appends at its current revision', async () => {
        const first = [newEvent('Created', { name: '상품', price: 12_000 }), newEvent('Renamed', { name: '새 상품' })];
        const created = await store.appendToStream('product-1', first, 'no_stream');
        expect(created.nextRevision).toBe(1);
        expect(typeof created.position).toBe('number');
        expect(created.position).toBeGreaterThan(0);

        const second = [newEvent('Priced', { price: 9_900 })];
        const appended = await store.appendToStream('product-1', second, 1);
        expect(appended.nextRevision).toBe(2);
        expect(appended.position).toBeGreaterThan(created.position);

        const { events, revision } = await store.readStream('product-1');
        expect(revision).toBe(2);
        expect(ids(events)).toEqual(ids([...first, ...second]));
        expect(events.map((event) => event.revision)).toEqual([0, 1, 2]);
        expect(events.map((event) => event.streamId)).toEqual(['product-1', 'product-1', 'product-1']);
        expect(events[2]!.position).toBe(appended.position);
        expect(await store.headPosition()).toBe(appended.position);
      });

      it('keeps type, data and metadata as given, with numeric revisions and positions', async () => {
        const event: NewEvent = {
          id: randomUUID(),
          type: 'OrderPlaced',
          data: { lines: [{ sku: 'A-1', quantity: 2, price: 12_345 }], memo: '문 앞에 놓아 주세요', gift: null, paid: true },
          metadata: { userId: 'user-7', at: '2024-05-01T03:04:05.000Z', command: 'PlaceOrder', correlationId: 'c-1' },
        };
        await store.appendToStream('order-1', [event], 'no_stream');
        const [stored] = await store.readAll(0, 10);
        expect(stored).toEqual({ ...event, streamId: 'order-1', revision: 0, position: stored!.position });
        expect(typeof stored!.position).toBe('number');
        expect(typeof stored!.revision).toBe('number');
      });

      it("appends with expected 'any' to a new and to an existing stream", async () => {
        expect((await store.appendToStream('cart-1', [newEvent()], 'any')).nextRevision).toBe(0);
        expect((await store.appendToStream('cart-1', [newEvent(), newEvent()], 'any')).nextRevision).toBe(2);
        expect((await store.readStream('cart-1')).revision).toBe(2);
      });

      it('refuses an append whose expected revision is stale, and writes nothing', async () => {
        await store.appendToStream('order-2', [newEvent(), newEvent()], 'no_stream');
        const head = await store.headPosition();

        const stale = store.appendToStream('order-2', [newEvent(), newEvent()], 0);
        await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(stale).rejects.toMatchObject({ streamId: 'order-2', expected: 0, actual: 1 });
        await expect(store.appendToStream('order-2', [newEvent()], 5)).rejects.toBeInstanceOf(WrongExpectedRevisionError);

        expect((await store.readStream('order-2')).events).toHaveLength(2);
        expect(await store.headPosition()).toBe(head);
        expect(await store.readAll(0, 100)).toHaveLength(2);
      });

      it('refuses no_stream on an existing stream, and writes nothing', async () => {
        await store.appendToStream('coupon-code-WELCOME', [newEvent()], 'no_stream');
        const again = store.appendToStream('coupon-code-WELCOME', [newEvent()], 'no_stream');
        await expect(again).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(again).rejects.toMatchObject({ expected: 'no_stream', actual: 0 });
        expect((await store.readStream('coupon-code-WELCOME')).events).toHaveLength(1);
      });

      it('refuses a numeric revision on a stream that does not exist', async () => {
        const missing = store.appendToStream('order-404', [newEvent()], 0);
        await expect(missing).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(missing).rejects.toMatchObject({ actual: 'no_stream' });
        expect(await store.headPosition()).toBe(0);
      });

      it('refuses an empty append', async () => {
        await expect(store.appendToStream('order-3', [], 'any')).rejects.toThrow();
        expect((await store.readStream('order-3')).revision).toBe(-1);
      });

      it(
        'lets exactly one of 20 concurrent appends with the same expected revision win',
        async () => {
          await store.appendToStream('product-stock-1', [newEvent('StockAdded', { quantity: 1 })], 'no_stream');
          const attempts = Array.from({ length: 20 }, (_, i) => [newEvent('StockReserved', { attempt: i })]);
          const results = await Promise.allSettled(attempts.map((events) => store.appendToStream('product-stock-1', events, 0)));

          const won = results.flatMap((result, i) => (result.status === 'fulfilled' ? [i] : []));
          expect(won).toHaveLength(1);
          for (const result of results) {
            if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(WrongExpectedRevisionError);
          }
          const { events, revision } = await store.readStream('product-stock-1');
          expect(revision).toBe(1);
          expect(events[1]!.id).toBe(attempts[won[0]!]![0]!.id);
          expect(await store.readAll(0, 100)).toHaveLength(2);
        },
        SLOW,
      );
    });

    describe('an identical retry', () => {
      it('returns the original result and writes nothing', async () => {
        const events = [newEvent('Joined'), newEvent('Verified')];
        const first = await store.appendToStream('user-1', events, 'no_stream');
        const heard: number[] = [];
        const stop = store.onAppended((position) => heard.push(position));

        expect(await store.appendToStream('user-1', events, 'no_stream')).toEqual(first);
        expect(await store.appendToStream('user-1', events, 'any')).toEqual(first);
        stop();

        expect((await store.readStream('user-1')).events).toHaveLength(2);
        expect(await store.headPosition()).toBe(first.position);
        expect(heard).toEqual([]);
      });

      it('returns the original result for a retried append at a numeric revision', async () => {
        await store.appendToStream('user-2', [newEvent()], 'no_stream');
        const later = [newEvent('Renamed')];
        const first = await store.appendToStream('user-2', later, 0);
        await store.appendToStream('user-2', [newEvent()], 1);

        expect(await store.appendToStream('user-2', later, 0)).toEqual(first);
        expect((await store.readStream('user-2')).revision).toBe(2);
      });

      (capabilities.globallyUniqueEventIds === false ? it.skip : it)(
        'refuses an event id that is already stored in another stream, and writes nothing',
        async () => {
          const event = newEvent();
          await store.appendToStream('user-3', [event], 'no_stream');
          await expect(store.appendToStream('user-4', [event], 'no_stream')).rejects.toThrow();
          await expect(store.appendToStream('user-4', [newEvent(), event], 'any')).rejects.toThrow();
          expect((await store.readStream('user-4')).revision).toBe(-1);
          expect(await store.readAll(0, 100)).toHaveLength(1);
        },
      );
    });

    describe('reading', () => {
      it('reads a missing stream as revision -1 with no events', async () => {
        expect(await store.readStream('order-never')).toEqual({ events: [], revision: -1 });
      });

      it('reads a stream from a revision, and says the revision when nothing follows it', async () => {
        await store.appendToStream('order-from', [newEvent('A', { n: 0 }), newEvent('B', { n: 1 }), newEvent('C', { n: 2 })], 'no_stream');
        const tail = await store.readStream('order-from', 1);
        expect(tail.events.map((e) => e.type)).toEqual(['B', 'C']);
        expect(tail.revision).toBe(2);
        expect(await store.readStream('order-from', 3)).toEqual({ events: [], revision: 2 });
      });

      it('reads an empty log as head position 0 and no events', async () => {
        expect(await store.headPosition()).toBe(0);
        expect(await store.readAll(0, 10)).toEqual([]);
      });

      it('reads the global log after a position, in position order, at most limit events', async () => {
        const appended: NewEvent[] = [];
        for (let i = 0; i < 5; i++) {
          const events = [newEvent('A', { i }), newEvent('B', { i })];
          appended.push(...events);
          await store.appendToStream(`stream-${i % 2}`, events, 'any');
        }
        const all = await store.readAll(0, 100);
        expect(ids(all)).toEqual(ids(appended));
        const positions = all.map((event) => event.position);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        expect(new Set(positions).size).toBe(positions.length);

        const page = await store.readAll(all[2]!.position, 3);
        expect(ids(page)).toEqual(ids(all.slice(3, 6)));
        expect(await store.readAll(all[9]!.position, 10)).toEqual([]);
        expect(await store.headPosition()).toBe(all[9]!.position);
      });

      it('notifies listeners after each append with its last position, until unsubscribed', async () => {
        const heard: number[] = [];
        const stop = store.onAppended((position) => heard.push(position));
        const first = await store.appendToStream('cart-2', [newEvent(), newEvent()], 'no_stream');
        await expect(store.appendToStream('cart-2', [newEvent()], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        const second = await store.appendToStream('cart-2', [newEvent()], 1);
        stop();
        await store.appendToStream('cart-2', [newEvent()], 2);
        expect(heard).toEqual([first.position, second.position]);
      });
    });

    describe('a checkpointing subscriber', () => {
      it(
        'sees every committed event exactly once and in order while 8 writers append at once',
        async () => {
          const committed: string[] = [];
          let conflicts = 0;
          let writing = true;

          const append = async (streamId: string, events: NewEvent[], expected: ExpectedRevision) => {
            try {
              await store.appendToStream(streamId, events, expected);
              committed.push(...ids(events));
            } catch (error) {
              if (!(error instanceof WrongExpectedRevisionError)) throw error;
              conflicts++;
            }
          };
          const writer = async (w: number) => {
            let own = -1;
            for (let i = 0; i < 25; i++) {
              const events = Array.from({ length: 1 + ((w + i) % 3) }, () => newEvent('Written', { w, i }));
              if (i % 5 === 4) {
                // Deliberately stale: fails with a conflict, must leave no trace.
                await append(`writer-${w}`, events, 'no_stream');
              } else if (i % 2 === 0) {
                await append(`writer-${w}`, events, own === -1 ? 'no_stream' : own);
                own += events.length;
              } else {
                // Shared streams: read, then append at the revision read; writers race.
                const shared = `shared-${i % 3}`;
                const { revision } = await store.readStream(shared);
                await append(shared, events, revision === -1 ? 'no_stream' : revision);
              }
            }
          };

          const subscriber = new Subscriber(() => store, 0, 7);
          const following = subscriber.follow(() => !writing);
          await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w))).finally(() => {
            writing = false;
          });
          await following;

          expect(conflicts).toBeGreaterThanOrEqual(8 * 5);
          const seen = ids(subscriber.seen);
          expect(new Set(seen).size).toBe(seen.length);
          expect([...seen].sort()).toEqual([...committed].sort());
          const positions = subscriber.seen.map((event) => event.position);
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
          expect(ids(await store.readAll(0, 10_000))).toEqual(seen);
          for (const stream of ['shared-0', 'shared-1', 'shared-2', 'writer-0']) {
            const { events, revision } = await store.readStream(stream);
            expect(events.map((event) => event.revision)).toEqual(events.map((_, i) => i));
            expect(revision).toBe(events.length - 1);
          }
        },
        SLOW,
      );

      it(
        'resumes from its checkpoint and sees exactly the events after it',
        async () => {
          const before: NewEvent[] = [];
          for (let i = 0; i < 6; i++) {
            const events = [newEvent('Before', { i })];
            before.push(...events);
            await store.appendToStream(`resume-${i % 2}`, events, 'any');
          }
          const first = new Subscriber(() => store, 0, 4);
          await first.poll();
          const checkpoint = first.checkpoint;
          expect(ids(first.seen)).toEqual(ids(before.slice(0, 4)));

          const after: NewEvent[] = [];
          for (let i = 0; i < 5; i++) {
            const events = [newEvent('After', { i }), newEvent('After', { i })];
            after.push(...events);
            await store.appendToStream(`resume-${i % 3}`, events, 'any');
          }
          const resumed = new Subscriber(() => store, checkpoint, 3);
          await resumed.drain();
          expect(ids(resumed.seen)).toEqual(ids([...before.slice(4), ...after]));
        },
        SLOW,
      );

      it(
        'keeps events, revisions and positions across closing and reopening the store (persistent adapters only)',
        async () => {
          if (!subject.reopen) {
            // Not a persistent adapter: nothing survives a restart by design.
            return;
          }
          const before = [newEvent('Kept', { n: 1 }), newEvent('Kept', { n: 2 }), newEvent('Kept', { n: 3 })];
          await store.appendToStream('order-kept', before.slice(0, 2), 'no_stream');
          await store.appendToStream('user-kept', before.slice(2), 'no_stream');
          const head = await store.headPosition();
          const subscriber = new Subscriber(() => store, 0, 2);
          await subscriber.poll();
          const checkpoint = subscriber.checkpoint;
          const logBefore = await store.readAll(0, 100);

          store = await subject.reopen();

          expect(await store.headPosition()).toBe(head);
          expect(await store.readAll(0, 100)).toEqual(logBefore);
          expect((await store.readStream('order-kept')).revision).toBe(1);
          await expect(store.appendToStream('order-kept', [newEvent()], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
          const later = [newEvent('Later')];
          const appended = await store.appendToStream('order-kept', later, 1);
          expect(appended.nextRevision).toBe(2);
          expect(appended.position).toBeGreaterThan(head);
          expect(await store.appendToStream('order-kept', later, 1)).toEqual(appended);

          const resumed = new Subscriber(() => store, checkpoint, 2);
          await resumed.drain();
          expect(ids(resumed.seen)).toEqual(ids([...before.slice(2), ...later]));
        },
        SLOW,
      );
    });
  });
}
