import { describe, expect, it } from '@jest/globals';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type StoredEvent,
  WrongExpectedRevisionError,
} from '../event-store/event-store.port.js';
import { CommandRunner } from './command-runner.js';
import type { Command, Decider, DomainEvent } from './decider.js';

/** A stock counter: enough to see what the runner decides on. */
type Reserve = Command<'Reserve', { orderId: string; amount: number }>;
type Open = Command<'Open', { stock: number }>;
type StockEvent = DomainEvent<'Opened', { stock: number }> | DomainEvent<'Reserved', { orderId: string; amount: number }>;
type StockState = { open: boolean; stock: number; orders: string[] };

class TooLittleStock extends Error {}
class AlreadyOpen extends Error {}

const stock: Decider<Reserve | Open, StockEvent, StockState> = {
  initialState: () => ({ open: false, stock: 0, orders: [] }),
  evolve: (state, event) =>
    event.type === 'Opened'
      ? { open: true, stock: event.data.stock, orders: [] }
      : { ...state, stock: state.stock - event.data.amount, orders: [...state.orders, event.data.orderId] },
  decide: (command, state) => {
    if (command.type === 'Open') {
      if (state.open) throw new AlreadyOpen();
      return [{ type: 'Opened', data: { stock: command.data.stock } }];
    }
    if (state.orders.includes(command.data.orderId)) return [];
    if (command.data.amount > state.stock) throw new TooLittleStock();
    return [{ type: 'Reserved', data: command.data }];
  },
};

const meta = { userId: null, now: '2026-11-22T01:00:00.000Z' };
const reserve = (orderId: string, amount = 1): Reserve => ({ type: 'Reserve', data: { orderId, amount }, metadata: meta });
const open = (n: number): Open => ({ type: 'Open', data: { stock: n }, metadata: meta });

/** An event store in memory that counts the stream reads. */
class CountingStore implements EventStore {
  readonly streams = new Map<string, StoredEvent[]>();
  reads = 0;
  private position = 0;

  async appendToStream(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const stream = this.streams.get(streamId) ?? [];
    const current = stream.length - 1;
    const ok = expected === 'any' || (expected === 'no_stream' ? current === -1 : expected === current);
    if (!ok) throw new WrongExpectedRevisionError(streamId, expected, current < 0 ? 'no_stream' : current);
    for (const e of events) stream.push({ ...e, streamId, revision: stream.length, position: ++this.position });
    this.streams.set(streamId, stream);
    return { nextRevision: stream.length - 1, position: this.position };
  }

  async readStream(streamId: string, fromRevision = 0): Promise<{ events: StoredEvent[]; revision: number }> {
    this.reads++;
    const events = (this.streams.get(streamId) ?? []).slice(fromRevision);
    return { events, revision: events.length ? events[events.length - 1]!.revision : fromRevision - 1 };
  }

  /** Another process's command: appended behind this runner's back. */
  async elsewhere(streamId: string, type: string, data: Record<string, unknown>): Promise<void> {
    const current = (this.streams.get(streamId)?.length ?? 0) - 1;
    await this.appendToStream(
      streamId,
      [{ id: `x-${this.position}`, type, data, metadata: { userId: null, at: meta.now } }],
      current < 0 ? 'no_stream' : current,
    );
  }

  readAll = async () => [];
  headPosition = async () => this.position;
  onAppended = () => () => undefined;
  close = async () => undefined;
}

/**
 * A store only this process writes, as the embedded one: it knows each stream's revision, and
 * commits the appends asked for meanwhile together a moment later (group commit), each checked
 * against the stream as the earlier ones left it. `failNext` makes the next append fail as a
 * whole (a value the database refuses).
 */
class ExclusiveStore extends CountingStore {
  private queue: { streamId: string; events: NewEvent[]; expected: ExpectedRevision; settle: (commit: () => Promise<AppendResult>) => void }[] = [];
  /** How many appends were waiting at once, at most. */
  mostQueued = 0;
  commits = 0;
  failNext = false;

  override appendToStream(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const failing = this.failNext;
    this.failNext = false;
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({
        streamId,
        events,
        expected,
        settle: (commit) => (failing ? reject(new Error('refused by the database')) : commit().then(resolve, reject)),
      });
      this.mostQueued = Math.max(this.mostQueued, this.queue.length);
      if (this.queue.length === 1)
        setTimeout(() => {
          const group = this.queue;
          this.queue = [];
          this.commits++;
          for (const a of group) a.settle(() => super.appendToStream(a.streamId, a.events, a.expected));
        }, 1);
    });
  }

  knownRevision(streamId: string): number {
    return (this.streams.get(streamId)?.length ?? 0) - 1;
  }
}

describe('the command runner', () => {
  it('decides on the state it holds without reading the stream again, and keeps the state it appended', async () => {
    const store = new CountingStore();
    const runner = new CommandRunner(store);
    await runner.handle('stock-1', stock, open(3));
    const readsAfterOpen = store.reads;
    await runner.handle('stock-1', stock, reserve('o1'));
    await runner.handle('stock-1', stock, reserve('o2'));
    expect(store.reads).toBe(readsAfterOpen);
    expect(store.streams.get('stock-1')!.map((e) => e.type)).toEqual(['Opened', 'Reserved', 'Reserved']);
    expect((await runner.load('stock-1', stock)).state.stock).toBe(1);
  });

  it('never oversells on a stale state: the expected revision refuses it and the command is decided on the stream as read', async () => {
    const store = new CountingStore();
    const runner = new CommandRunner(store);
    await runner.handle('stock-1', stock, open(1));
    await store.elsewhere('stock-1', 'Reserved', { orderId: 'theirs', amount: 1 });
    await expect(runner.handle('stock-1', stock, reserve('mine'))).rejects.toBeInstanceOf(TooLittleStock);
    expect(store.streams.get('stock-1')!.map((e) => e.data)).toEqual([{ stock: 1 }, { orderId: 'theirs', amount: 1 }]);
  });

  it('does not refuse on a stale state: a refusal decided on what it holds is decided again on the stream as read', async () => {
    const store = new CountingStore();
    const runner = new CommandRunner(store);
    await runner.handle('stock-1', stock, open(0));
    await store.elsewhere('stock-1', 'Opened', { stock: 5 });
    const result = await runner.handle('stock-1', stock, reserve('mine', 2));
    expect(result.state.stock).toBe(3);
    expect(store.streams.get('stock-1')!.map((e) => e.type)).toEqual(['Opened', 'Opened', 'Reserved']);
  });

  it('does not skip a command on a stale state: "nothing to do" decided on what it holds is decided again on the stream as read', async () => {
    const store = new CountingStore();
    const runner = new CommandRunner(store);
    await runner.handle('stock-1', stock, open(5));
    await runner.handle('stock-1', stock, reserve('o1'));
    await store.elsewhere('stock-1', 'Opened', { stock: 5 }); // reopened elsewhere: o1 is no longer reserved
    const result = await runner.handle('stock-1', stock, reserve('o1'));
    expect(result.events).toHaveLength(1);
    expect(result.state.orders).toEqual(['o1']);
  });

  it('decides a new stream on the initial state without reading it, and on the stream as read when it exists after all', async () => {
    const store = new CountingStore();
    const runner = new CommandRunner(store);
    await runner.handle('stock-new', stock, open(2), { newStream: true });
    expect(store.reads).toBe(0);
    expect(store.streams.get('stock-new')).toHaveLength(1);

    await store.elsewhere('stock-taken', 'Opened', { stock: 1 });
    await expect(runner.handle('stock-taken', stock, open(2), { newStream: true })).rejects.toBeInstanceOf(AlreadyOpen);
    expect(store.streams.get('stock-taken')).toHaveLength(1);
  });

  it('serialises commands on one stream in this process: 30 at once reserve exactly the stock', async () => {
    const store = new CountingStore();
    const runner = new CommandRunner(store);
    await runner.handle('stock-1', stock, open(10));
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => runner.handle('stock-1', stock, reserve(`o${i}`))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof TooLittleStock)).toHaveLength(20);
    expect(store.streams.get('stock-1')).toHaveLength(11);
  });

  describe("on a store only this process writes (it knows each stream's revision)", () => {
    it('reads a stream once: later commands and loads decide on the state it holds, and a refusal on it is final', async () => {
      const store = new ExclusiveStore();
      const runner = new CommandRunner(store);
      await runner.handle('stock-1', stock, open(2));
      await runner.handle('stock-1', stock, reserve('o1', 2));
      expect((await runner.load('stock-1', stock)).state.stock).toBe(0);
      await expect(runner.handle('stock-1', stock, reserve('o2'))).rejects.toBeInstanceOf(TooLittleStock);
      expect(store.reads).toBe(0);
      // Appended behind the runner's back (another decider, a direct append): read, from where it stood.
      await store.elsewhere('stock-1', 'Opened', { stock: 4 });
      expect((await runner.load('stock-1', stock)).state.stock).toBe(4);
      expect(store.reads).toBe(1);
    });

    it('queues the commands on one stream behind one another without waiting for each commit, and never oversells', async () => {
      const store = new ExclusiveStore();
      const runner = new CommandRunner(store);
      await runner.handle('stock-1', stock, open(10));
      const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => runner.handle('stock-1', stock, reserve(`o${i}`))));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof TooLittleStock)).toHaveLength(20);
      expect(store.streams.get('stock-1')!.filter((e) => e.type === 'Reserved')).toHaveLength(10);
      expect(store.mostQueued).toBe(10); // all ten reservations went in one group commit
      expect(store.commits).toBe(2);
      expect(store.reads).toBe(0);
    });

    it('does not refuse on where a failed append would have led: a refusal decided on pending appends is decided again once they settle', async () => {
      const store = new ExclusiveStore();
      const runner = new CommandRunner(store);
      await runner.handle('stock-1', stock, open(1));
      store.failNext = true;
      const first = runner.handle('stock-1', stock, reserve('first')); // would take the last unit, but fails
      const second = runner.handle('stock-1', stock, reserve('second')); // decided on "none left" while the first is pending
      await expect(first).rejects.toThrow('refused by the database');
      expect((await second).state.orders).toEqual(['second']);
      expect(store.streams.get('stock-1')!.map((e) => e.data)).toEqual([{ stock: 1 }, { orderId: 'second', amount: 1 }]);
    });

    it('decides again on the stream as it is when an append it was queued behind fails', async () => {
      const store = new ExclusiveStore();
      const runner = new CommandRunner(store);
      await runner.handle('stock-1', stock, open(5));
      store.failNext = true;
      const results = await Promise.allSettled(['a', 'b', 'c'].map((o) => runner.handle('stock-1', stock, reserve(o, 2))));
      expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
      expect(store.streams.get('stock-1')!.map((e) => e.data)).toEqual([{ stock: 5 }, { orderId: 'b', amount: 2 }, { orderId: 'c', amount: 2 }]);
      expect((await runner.load('stock-1', stock)).state.stock).toBe(1);
    });
  });
});
