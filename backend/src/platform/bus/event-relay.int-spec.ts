import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import type { StoredEvent } from '../event-store/event-store.port.js';
import { MingoReadStore } from '../read-store/mingo-read-store.js';
import type { EventBus } from './event-bus.port.js';
import { EventRelay } from './event-relay.js';

/** A bus that records what it is given and can be told to fail the next publish. */
class RecordingBus implements EventBus {
  published: StoredEvent[] = [];
  failNext = false;
  async publish(events: StoredEvent[]) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('broker unavailable');
    }
    this.published.push(...events);
  }
  async subscribe() {}
  async ping() {
    return {};
  }
  async close() {}
}

const append = (store: PostgresEventStore, n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      store.appendToStream(
        `order-${randomUUID()}`,
        [{ id: randomUUID(), type: 'Tested', data: { i }, metadata: { userId: null, at: new Date().toISOString() } }],
        'no_stream',
      ),
    ),
  );

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

describe('event relay', () => {
  let events: PostgresEventStore;
  beforeAll(async () => {
    events = await PostgresEventStore.openPglite();
  }, 30_000);
  afterAll(() => events.close());

  it('resumes from its own checkpoint after a restart, without losing or doubling events, and retries a failed publish', async () => {
    const reads = new MingoReadStore();
    const bus = new RecordingBus();
    await append(events, 10);
    const first = new EventRelay(events, reads, bus);
    await first.start();
    expect(bus.published).toHaveLength(10);
    first.stop();

    await append(events, 5);
    const second = new EventRelay(events, reads, bus);
    bus.failNext = true;
    await second.start();
    await until(() => bus.published.length >= 15);
    await append(events, 3);
    await until(() => bus.published.length >= 18);
    second.stop();

    const positions = bus.published.map((e) => e.position);
    expect(positions).toHaveLength(18);
    expect(new Set(positions).size).toBe(18);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(second.checkpoint).toBe(await events.headPosition());
  }, 30_000);

  it('is owned by one relay at a time when two share the engines, and the other takes over without loss or doubling', async () => {
    const reads = new MingoReadStore();
    const bus = new RecordingBus();
    const a = new EventRelay(events, reads, bus);
    const b = new EventRelay(events, reads, bus);
    await a.start();
    await b.start();
    const from = bus.published.length;
    await append(events, 6);
    await until(() => bus.published.length >= from + 6);
    expect([a.isLeader, b.isLeader].filter(Boolean)).toHaveLength(1);
    const [leader, other] = a.isLeader ? [a, b] : [b, a];

    leader.stop();
    await append(events, 4);
    await other.catchUp();
    await until(() => bus.published.length >= from + 10);
    expect(other.isLeader).toBe(true);
    other.stop();

    const positions = bus.published.slice(from).map((e) => e.position);
    expect(new Set(positions).size).toBe(10);
    expect(positions).toHaveLength(10);
  }, 30_000);
});
