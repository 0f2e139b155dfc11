import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import {
  type AppendExpectedRevision,
  type EventData,
  type EventStoreDBClient,
  type Position,
  type RecordedEvent,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { newEvent } from './event-store.contract.js';
import { WrongExpectedRevisionError } from './event-store.port.js';
import {
  assertIncreasing,
  classifyAppend,
  EventStoreDbEventStore,
  fromCurrentRevision,
  isSystemEvent,
  redactConnectionString,
  toEventData,
  toExpectedRevision,
  toPortAppendError,
  toPortPosition,
  toReadPosition,
  toRevisionNumber,
  toStoredEvent,
} from './eventstoredb-event-store.js';

/**
 * What can be checked without an EventStoreDB server: the pure mappings, and the adapter's own
 * logic (paging and filtering of $all, resuming, head search, retry detection, error mapping)
 * against {@link FakeEsdb}, a small stand-in for the client that behaves as the ESDB server
 * source says the real one does. The real server is exercised by the int-spec (ESDB_URL).
 */

const TWO_53 = 2n ** 53n;
const pos = (n: bigint | number, prepare?: bigint | number): Position => ({
  commit: BigInt(n),
  prepare: BigInt(prepare ?? n),
});

describe('EventStoreDB mapping helpers', () => {
  it('maps expected revisions to the client options', () => {
    expect(toExpectedRevision('any')).toBe('any');
    expect(toExpectedRevision('no_stream')).toBe('no_stream');
    expect(toExpectedRevision(-1)).toBe('no_stream');
    expect(toExpectedRevision(0)).toBe(0n);
    expect(toExpectedRevision(41)).toBe(41n);
    for (const bad of [-2, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => toExpectedRevision(bad)).toThrow(RangeError);
    }
  });

  it("maps the actual version of a conflict to a revision or 'no_stream'", () => {
    expect(fromCurrentRevision('no_stream')).toBe('no_stream');
    expect(fromCurrentRevision(-1n)).toBe('no_stream');
    expect(fromCurrentRevision(0n)).toBe(0);
    expect(fromCurrentRevision(7n)).toBe(7);
    expect(() => fromCurrentRevision(TWO_53)).toThrow(RangeError);
  });

  it('converts revisions to exact numbers only', () => {
    expect(toRevisionNumber(0n)).toBe(0);
    expect(toRevisionNumber(TWO_53 - 1n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toRevisionNumber(TWO_53)).toThrow(RangeError);
    expect(() => toRevisionNumber(-1n)).toThrow(RangeError);
  });

  it('takes the commit position as the global position, exactly, below 2^53', () => {
    expect(toPortPosition(pos(1_234))).toBe(1_234);
    // A 20.x-style read of the 2nd event of an append: prepare = the append's first offset.
    expect(toPortPosition(pos(2_000, 1_800))).toBe(2_000);
    expect(toPortPosition(pos(TWO_53 - 1n))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toPortPosition(pos(TWO_53))).toThrow(RangeError);
    expect(() => toPortPosition(pos(-1))).toThrow(RangeError);
  });

  it('resumes $all at the event of the checkpoint, or at the start', () => {
    expect(toReadPosition(0)).toBe('start');
    expect(toReadPosition(-3)).toBe('start');
    expect(toReadPosition(5_120)).toEqual(pos(5_120));
    expect(() => toReadPosition(1.5)).toThrow(RangeError);
    expect(() => toReadPosition(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });

  it('recognises system events by type or stream name', () => {
    expect(isSystemEvent({ streamId: '$ce-order', type: '$>' })).toBe(true);
    expect(isSystemEvent({ streamId: '$$order-1', type: '$metadata' })).toBe(true);
    expect(isSystemEvent({ streamId: '$stats-127.0.0.1:2113', type: '$statsCollected' })).toBe(true);
    expect(isSystemEvent({ streamId: '$projections-x-result', type: 'Result' })).toBe(true);
    expect(isSystemEvent({ streamId: 'order-1', type: '$ProjectionCheckpoint' })).toBe(true);
    expect(isSystemEvent({ streamId: 'order-1', type: 'OrderPlaced' })).toBe(false);
    expect(isSystemEvent({ streamId: 'price-$1', type: 'Price$Changed' })).toBe(false);
  });

  it('writes port events as JSON events with the same id, type, data and metadata', () => {
    const event = newEvent('OrderPlaced', { total: 12_000, memo: '문 앞' });
    expect(toEventData(event)).toEqual({
      id: event.id,
      contentType: 'application/json',
      type: 'OrderPlaced',
      data: event.data,
      metadata: event.metadata,
    });
  });

  it('reads recorded events back as exactly the port fields', () => {
    const metadata = { userId: 'user-7', at: '2024-05-01T03:04:05.000Z', command: 'PlaceOrder' };
    const recorded = recordedEvent({ streamId: 'order-1', revision: 2n, position: pos(9_000), data: { a: [1, null] }, metadata });
    expect(toStoredEvent(recorded)).toStrictEqual({
      id: recorded.id,
      streamId: 'order-1',
      revision: 2,
      position: 9_000,
      type: 'Tested',
      data: { a: [1, null] },
      metadata,
    });
  });

  it('parses byte data and metadata as JSON, and refuses what the port cannot hold', () => {
    const bytes = (value: unknown) => new Uint8Array(Buffer.from(JSON.stringify(value)));
    const stored = toStoredEvent(recordedEvent({ data: bytes({ x: 1 }), metadata: bytes({ userId: null, at: 'now' }), isJson: false }));
    expect(stored.data).toEqual({ x: 1 });
    expect(stored.metadata).toEqual({ userId: null, at: 'now' });

    expect(() => toStoredEvent(recordedEvent({ position: undefined }))).toThrow(/no position/);
    expect(() => toStoredEvent(recordedEvent({ data: [1, 2] }))).toThrow(/not a JSON object/);
    expect(() => toStoredEvent(recordedEvent({ metadata: undefined }))).toThrow(/not a JSON object/);
    expect(() => toStoredEvent(recordedEvent({ data: new Uint8Array([0xff]), isJson: false }))).toThrow(/not JSON/);
  });

  it('tells a written append from a retry by its reply position and the head before it', () => {
    expect(classifyAppend(pos(5_000), 4_900)).toEqual({ written: true, position: 5_000 });
    expect(classifyAppend(pos(4_900), 4_900)).toEqual({ written: false });
    expect(classifyAppend(pos(100), 4_900)).toEqual({ written: false });
    expect(classifyAppend(undefined, 0)).toEqual({ written: false });
    // A "no position" sentinel (-1 sent as an unsigned 64-bit number).
    expect(classifyAppend(pos(2n ** 64n - 1n), 0)).toEqual({ written: false });
  });

  it('maps a conflict to WrongExpectedRevisionError and leaves other errors alone', () => {
    const conflict = new WrongExpectedVersionError(undefined, { streamName: 'order-2', expected: 0n, current: 1n });
    const mapped = toPortAppendError('order-2', 0, conflict);
    expect(mapped).toBeInstanceOf(WrongExpectedRevisionError);
    expect(mapped).toMatchObject({ streamId: 'order-2', expected: 0, actual: 1 });

    const missing = new WrongExpectedVersionError(undefined, { streamName: 'order-404', expected: 0n, current: 'no_stream' });
    expect(toPortAppendError('order-404', 0, missing)).toMatchObject({ actual: 'no_stream' });

    const other = new Error('boom');
    expect(toPortAppendError('order-1', 'any', other)).toBe(other);
  });

  it('refuses positions that do not increase', () => {
    expect(() => assertIncreasing(100, 101)).not.toThrow();
    expect(() => assertIncreasing(100, 100)).toThrow(/explicit transaction/);
  });

  it('hides credentials of connection strings', () => {
    expect(redactConnectionString('esdb://admin:changeit@db:2113?tls=false')).toBe('esdb://***@db:2113?tls=false');
    expect(redactConnectionString('esdb://db:2113?tls=false')).toBe('esdb://db:2113?tls=false');
  });
});

describe('EventStoreDbEventStore without a server', () => {
  it('rejects with a clear error when nothing listens at the URL', async () => {
    const port = await freePort();
    await expect(EventStoreDbEventStore.connect(`esdb://admin:secret@127.0.0.1:${port}?tls=false`, { timeoutMs: 3_000 })).rejects.toThrow(
      new RegExp(`EventStoreDB at esdb://\\*\\*\\*@127\\.0\\.0\\.1:${port}\\?tls=false cannot be reached`),
    );
  }, 15_000);

  it('rejects an invalid connection string', async () => {
    await expect(EventStoreDbEventStore.connect('http://nowhere')).rejects.toThrow(/invalid EventStoreDB connection string/);
  });

  it('validates an append before any round trip', async () => {
    const fake = new FakeEsdb();
    const store = fake.store();
    await expect(store.appendToStream('order-1', [], 'any')).rejects.toThrow(/no events/);
    await expect(store.appendToStream('$order-1', [newEvent()], 'any')).rejects.toThrow(/reserved/);
    await expect(store.appendToStream('order-1', [{ ...newEvent(), id: 'x-1' }], 'any')).rejects.toThrow(/UUID/);
    await expect(store.appendToStream('order-1', [newEvent()], -2)).rejects.toThrow(RangeError);
    expect(fake.calls).toBe(0);
  });
});

describe('EventStoreDbEventStore on a simulated client', () => {
  it('appends, reads a stream and the log, and notifies with the position of the last event', async () => {
    const fake = new FakeEsdb();
    const store = fake.store();
    fake.system(3);
    const heard: number[] = [];
    store.onAppended((position) => heard.push(position));

    const first = [newEvent('A'), newEvent('B')];
    const created = await store.appendToStream('order-1', first, 'no_stream');
    fake.system(2);
    const next = await store.appendToStream('order-1', [newEvent('C')], 1);

    expect(created.nextRevision).toBe(1);
    expect(next).toEqual({ nextRevision: 2, position: fake.positionOf('order-1', 2) });
    expect(heard).toEqual([created.position, next.position]);
    const { events, revision } = await store.readStream('order-1');
    expect(revision).toBe(2);
    expect(events.map((event) => event.position)).toEqual([fake.positionOf('order-1', 0), created.position, next.position]);
    expect((await store.readAll(0, 10)).map((event) => event.type)).toEqual(['A', 'B', 'C']);
    expect(await store.headPosition()).toBe(next.position);
  });

  it('returns the original result of an identical retry without notifying, however ESDB reports its position', async () => {
    for (const retryPosition of ['none', 'first', 'last'] as const) {
      const fake = new FakeEsdb();
      fake.retryPosition = retryPosition;
      const store = fake.store();
      const events = [newEvent(), newEvent()];
      const first = await store.appendToStream('user-1', events, 'no_stream');
      await store.appendToStream('other', [newEvent()], 'no_stream');
      const heard: number[] = [];
      store.onAppended((position) => heard.push(position));

      expect(await store.appendToStream('user-1', events, 'no_stream')).toEqual(first);
      expect(await store.appendToStream('user-1', events, 'any')).toEqual(first);
      expect(heard).toEqual([]);
      expect((await store.readStream('user-1')).events).toHaveLength(2);
    }
  });

  it('maps conflicts and missing streams', async () => {
    const fake = new FakeEsdb();
    const store = fake.store();
    await store.appendToStream('order-2', [newEvent(), newEvent()], 'no_stream');
    await expect(store.appendToStream('order-2', [newEvent()], 0)).rejects.toMatchObject({
      name: 'WrongExpectedRevisionError',
      streamId: 'order-2',
      expected: 0,
      actual: 1,
    });
    await expect(store.appendToStream('order-404', [newEvent()], 0)).rejects.toMatchObject({ actual: 'no_stream' });
    expect(await store.readStream('order-never')).toEqual({ events: [], revision: -1 });
    expect(await store.readStream('order-2', 2)).toEqual({ events: [], revision: 1 });
    expect((await store.readStream('order-2', 1)).events.map((event) => event.revision)).toEqual([1]);
  });

  it('pages $all past system events, resumes exactly after a checkpoint and honours the limit', async () => {
    const fake = new FakeEsdb();
    const store = fake.store();
    fake.system(600);
    const written: string[] = [];
    for (let i = 0; i < 400; i++) {
      const events = [newEvent('Written', { i })];
      written.push(events[0]!.id);
      await store.appendToStream(`stream-${i % 7}`, events, 'any');
      if (i % 50 === 0) fake.system(300);
    }

    expect(await store.readAll(0, 0)).toEqual([]);
    const firstPage = await store.readAll(0, 3);
    expect(firstPage.map((event) => event.id)).toEqual(written.slice(0, 3));

    const seen: string[] = [];
    let checkpoint = 0;
    for (;;) {
      const batch = await store.readAll(checkpoint, 7);
      if (batch.length === 0) break;
      for (const event of batch) {
        expect(event.position).toBeGreaterThan(checkpoint);
        checkpoint = event.position;
        seen.push(event.id);
      }
    }
    expect(seen).toEqual(written);
    expect((await store.readAll(0, 10_000)).map((event) => event.id)).toEqual(written);
    expect(await store.readAll(checkpoint, 10)).toEqual([]);
  });

  it('finds the head behind trailing system events, and 0 in a log of system events only', async () => {
    const fake = new FakeEsdb();
    const store = fake.store();
    fake.system(700);
    expect(await store.headPosition()).toBe(0);
    const { position } = await store.appendToStream('order-1', [newEvent()], 'no_stream');
    fake.system(700);
    expect(await store.headPosition()).toBe(position);
  });

  it('refuses a page of $all whose positions repeat (legacy explicit transaction)', async () => {
    const fake = new FakeEsdb();
    const store = fake.store();
    await store.appendToStream('order-1', [newEvent()], 'no_stream');
    fake.explicitTransaction('order-2', 3);
    await expect(store.readAll(0, 10)).rejects.toThrow(/explicit transaction/);
  });

  it('closes by disposing the client', async () => {
    const fake = new FakeEsdb();
    await fake.store().close();
    expect(fake.disposed).toBe(true);
  });
});

/** A recorded event as the client returns it; fields overridable. */
function recordedEvent(overrides: Partial<Record<keyof RecordedEvent, unknown>> = {}): RecordedEvent {
  return {
    streamId: 'order-1',
    id: randomUUID(),
    isJson: true,
    revision: 0n,
    type: 'Tested',
    created: new Date(),
    data: {},
    metadata: { userId: null, at: new Date().toISOString() },
    position: pos(1_000),
    ...overrides,
  } as RecordedEvent;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface FakeRecord {
  streamId: string;
  id: string;
  type: string;
  data: unknown;
  metadata: unknown;
  revision: bigint;
  position: Position;
}

/**
 * A stand-in for `EventStoreDBClient` following the ESDB server source: an append-only log of
 * byte offsets with gaps; each gRPC-appended event its own record with commit = prepare = its
 * offset; forward $all reads inclusive of `fromPosition`, backward reads exclusive; the append
 * reply carries the offset of the last event; an append whose ids are already the events after
 * the expected revision (or, for `any`, the stream's events) is an idempotent success.
 */
class FakeEsdb {
  private readonly log: FakeRecord[] = [];
  private next = 4_096n;
  calls = 0;
  disposed = false;
  /** What an idempotent reply carries as position. */
  retryPosition: 'none' | 'first' | 'last' = 'none';

  store(): EventStoreDbEventStore {
    return new EventStoreDbEventStore(this as unknown as EventStoreDBClient);
  }

  private write(record: Omit<FakeRecord, 'position'>, position?: Position): FakeRecord {
    const at = position ?? pos(this.next);
    this.next += 100n + BigInt(this.log.length % 13);
    const stored = { ...record, position: at };
    this.log.push(stored);
    return stored;
  }

  /** Appends `n` system events ($stats, stream metadata, links). */
  system(n: number): void {
    for (let i = 0; i < n; i++) {
      const [streamId, type] = [
        ['$stats-127.0.0.1:2113', '$statsCollected'],
        ['$$order-1', '$metadata'],
        ['$ce-order', '$>'],
      ][i % 3]!;
      this.write({ streamId, id: randomUUID(), type, data: {}, metadata: {}, revision: BigInt(i) });
    }
  }

  /** `n` events sharing one commit position, as a legacy explicit transaction has. */
  explicitTransaction(streamId: string, n: number): void {
    const commit = this.next + BigInt(n) * 200n;
    for (let i = 0; i < n; i++) {
      this.write({ streamId, id: randomUUID(), type: 'Legacy', data: {}, metadata: {}, revision: BigInt(i) }, pos(commit, this.next));
    }
  }

  positionOf(streamId: string, revision: number): number {
    return Number(this.log.find((r) => r.streamId === streamId && r.revision === BigInt(revision))!.position.commit);
  }

  private recorded(record: FakeRecord): RecordedEvent {
    return recordedEvent({ ...record });
  }

  async appendToStream(streamName: string, events: EventData[], options: { expectedRevision: AppendExpectedRevision }) {
    this.calls++;
    const stream = this.log.filter((r) => r.streamId === streamName);
    const current = stream.length - 1;
    const expected = options.expectedRevision;
    const ids = events.map((event) => event.id);
    const from = expected === 'any' ? stream.findIndex((r) => r.id === ids[0]) : expected === 'no_stream' ? 0 : Number(expected) + 1;
    const stored = from >= 0 ? stream.slice(from, from + ids.length) : [];
    if (stored.length === ids.length && stored.every((r, i) => r.id === ids[i])) {
      const at = this.retryPosition === 'none' ? undefined : stored[this.retryPosition === 'first' ? 0 : stored.length - 1]!.position;
      return { success: true, nextExpectedRevision: stored[stored.length - 1]!.revision, position: at };
    }
    const ok = expected === 'any' || (expected === 'no_stream' ? current === -1 : BigInt(current) === expected);
    if (!ok) {
      throw new WrongExpectedVersionError(undefined, {
        streamName,
        expected,
        current: current === -1 ? 'no_stream' : BigInt(current),
      });
    }
    let last!: FakeRecord;
    events.forEach((event, i) => {
      last = this.write({
        streamId: streamName,
        id: event.id,
        type: event.type,
        data: event.data,
        metadata: event.metadata,
        revision: BigInt(current + 1 + i),
      });
    });
    return { success: true, nextExpectedRevision: last.revision, position: last.position };
  }

  async *readStream(streamName: string, options: { fromRevision?: bigint; maxCount?: number | bigint }): AsyncGenerator<{ event: RecordedEvent }> {
    this.calls++;
    const stream = this.log.filter((r) => r.streamId === streamName);
    if (stream.length === 0) throw new StreamNotFoundError(undefined, streamName);
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    const events = stream.filter((r) => r.revision >= (options.fromRevision ?? 0n)).slice(0, max);
    for (const record of events) yield { event: this.recorded(record) };
  }

  async *readAll(options: {
    fromPosition: 'start' | 'end' | Position;
    maxCount: number | bigint;
    direction: 'forwards' | 'backwards';
  }): AsyncGenerator<{ event: RecordedEvent }> {
    this.calls++;
    const max = Number(options.maxCount);
    const from = options.fromPosition;
    let events: FakeRecord[];
    if (options.direction === 'forwards') {
      events = from === 'start' ? this.log : from === 'end' ? [] : this.log.filter((r) => r.position.prepare >= from.prepare);
    } else {
      const before = from === 'end' ? this.log : from === 'start' ? [] : this.log.filter((r) => r.position.prepare < from.prepare);
      events = [...before].reverse();
    }
    for (const record of events.slice(0, max)) yield { event: this.recorded(record) };
  }

  async dispose(): Promise<void> {
    this.disposed = true;
  }
}
