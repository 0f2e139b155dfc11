import type { StoredEvent } from '../event-store/event-store.port.js';
import type { EventBus } from './event-bus.port.js';

/** Timing of {@link describeEventBusContract}. */
export interface EventBusContractOptions {
  /** Longest wait for the expected deliveries of one step. Default 20 s. */
  timeoutMs?: number;
  /**
   * How long to keep watching once the expected deliveries arrived, to catch a duplicate, an
   * event of another category or a delivery after close. Default 500 ms.
   */
  quietMs?: number;
}

/** What a handler saw: enough to check identity and per-stream order. */
interface Seen {
  id: string;
  streamId: string;
  revision: number;
}

const seen = (e: StoredEvent): Seen => ({ id: e.id, streamId: e.streamId, revision: e.revision });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes events as the event store would: revisions per stream, increasing global positions. */
class History {
  private static nextPosition = 0;
  private readonly revisions = new Map<string, number>();
  private readonly tag = Math.random().toString(36).slice(2, 8);

  event(streamId: string, type = 'Happened'): StoredEvent {
    const revision = (this.revisions.get(streamId) ?? -1) + 1;
    this.revisions.set(streamId, revision);
    const position = ++History.nextPosition;
    return {
      id: `${this.tag}-${position}`,
      streamId,
      revision,
      position,
      type,
      data: { n: position },
      metadata: { userId: null, at: '2024-01-01T00:00:00.000Z' },
    };
  }
}

/**
 * Publishes as the relay does: a rejected publish is published again, from the same events
 * (an adapter that runs handlers inside publish rejects when one fails).
 */
async function publishUntilAccepted(bus: EventBus, events: StoredEvent[], attempts = 20): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await bus.publish(events);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await sleep(10);
    }
  }
}

/** Events of `events` whose stream category is one of `categories`, in publish order. */
const ofCategories = (events: StoredEvent[], categories: string[]) => events.filter((e) => categories.includes(e.streamId.split('-')[0]!));

/** Each stream's revisions in the order they were delivered. */
function revisionsByStream(delivered: Seen[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const d of delivered) (out[d.streamId] ??= []).push(d.revision);
  return out;
}

/**
 * The bus port's contract: what EVERY adapter (in-process, Kafka) guarantees, written so that
 * it holds for a bus that delivers during `publish` and for one that delivers later:
 * - a subscribed group receives every event published to its categories, exactly once per group
 *   in normal operation, in publish order per stream id, eventually;
 * - every group receives its own copy (groups are independent);
 * - events of other categories are not delivered; the category is the stream id before the
 *   first '-';
 * - a handler that throws receives the same event again (at least once), and later events of
 *   that stream wait until it succeeded;
 * - close stops delivery, and later publish and subscribe calls reject.
 * @param adapterName shown in the suite's title.
 * @param open returns a fresh bus whose groups have seen nothing yet (for a shared broker: new
 *   topics and group ids); every bus opened in a test is closed after it.
 * @param options waits: `timeoutMs` for expected deliveries, `quietMs` for unexpected ones.
 * Registers a Jest `describe` block; returns nothing. A test fails with "not delivered within"
 * when the expected deliveries do not arrive in time.
 */
export function describeEventBusContract(adapterName: string, open: () => Promise<EventBus>, options: EventBusContractOptions = {}): void {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const quietMs = options.quietMs ?? 500;
  const testTimeout = timeoutMs * 2 + 10_000;

  /** Polls `done` until it holds; throws with `progress()` after `timeoutMs`. */
  async function eventually(done: () => boolean, progress: () => string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`not delivered within ${timeoutMs} ms: ${progress()}`);
      await sleep(20);
    }
  }

  describe(`event bus contract: ${adapterName}`, () => {
    const opened: EventBus[] = [];
    const openBus = async () => {
      const bus = await open();
      opened.push(bus);
      return bus;
    };
    afterEach(async () => {
      await Promise.allSettled(opened.splice(0).map((bus) => bus.close()));
    });

    it(
      'delivers every event of a group’s categories exactly once, in publish order per stream',
      async () => {
        const bus = await openBus();
        const statistics: Seen[] = [];
        const notifications: Seen[] = [];
        await bus.subscribe('statistics', ['order', 'claim'], async (e) => void statistics.push(seen(e)));
        await bus.subscribe('notifications', ['order'], async (e) => void notifications.push(seen(e)));

        const history = new History();
        const streams = ['order-1', 'order-2', 'claim-7', 'user-1', 'order-3', 'order-4', 'claim-8'];
        const published: StoredEvent[] = [];
        for (let round = 0; round < 4; round++) {
          const batch = streams.map((s) => history.event(s));
          if (round % 2 === 1) batch.reverse();
          await publishUntilAccepted(bus, batch.slice(0, 3));
          await publishUntilAccepted(bus, batch.slice(3));
          published.push(...batch.slice(0, 3), ...batch.slice(3));
        }
        const forStatistics = ofCategories(published, ['order', 'claim']);
        const forNotifications = ofCategories(published, ['order']);

        await eventually(
          () => statistics.length >= forStatistics.length && notifications.length >= forNotifications.length,
          () => `statistics ${statistics.length}/${forStatistics.length}, ` + `notifications ${notifications.length}/${forNotifications.length}`,
        );
        await sleep(quietMs);

        expect(statistics.map((d) => d.id).sort()).toEqual(forStatistics.map((e) => e.id).sort());
        expect(notifications.map((d) => d.id).sort()).toEqual(forNotifications.map((e) => e.id).sort());
        expect(revisionsByStream(statistics)).toEqual(revisionsByStream(forStatistics.map(seen)));
        expect(revisionsByStream(notifications)).toEqual(revisionsByStream(forNotifications.map(seen)));
      },
      testTimeout,
    );

    it(
      'gives every group its own copy of each event, whatever the speed of the others',
      async () => {
        const bus = await openBus();
        const byGroup: Record<string, Seen[]> = { fast: [], slow: [], other: [] };
        await bus.subscribe('fast', ['order'], async (e) => void byGroup.fast!.push(seen(e)));
        await bus.subscribe('slow', ['order'], async (e) => {
          await sleep(15);
          byGroup.slow!.push(seen(e));
        });
        await bus.subscribe('other', ['order', 'user'], async (e) => void byGroup.other!.push(seen(e)));

        const history = new History();
        const events = ['order-1', 'order-2', 'order-1', 'order-3', 'order-2', 'order-1'].map((s) => history.event(s));
        await publishUntilAccepted(bus, events);

        await eventually(
          () => Object.values(byGroup).every((d) => d.length >= events.length),
          () =>
            Object.entries(byGroup)
              .map(([g, d]) => `${g} ${d.length}/${events.length}`)
              .join(', '),
        );
        await sleep(quietMs);
        for (const delivered of Object.values(byGroup)) {
          expect(delivered.map((d) => d.id).sort()).toEqual(events.map((e) => e.id).sort());
          expect(revisionsByStream(delivered)).toEqual(revisionsByStream(events.map(seen)));
        }
      },
      testTimeout,
    );

    it(
      'delivers only the categories subscribed, the category being the stream id before the first dash',
      async () => {
        const bus = await openBus();
        const delivered: string[] = [];
        await bus.subscribe('g', ['order'], async (e) => void delivered.push(e.streamId));

        const history = new History();
        await publishUntilAccepted(bus, [
          history.event('orderline-1'),
          history.event('order-a-b'),
          history.event('preorder-1'),
          history.event('user-1'),
          history.event('order-z'),
        ]);

        await eventually(
          () => delivered.includes('order-a-b') && delivered.includes('order-z'),
          () => `delivered ${JSON.stringify(delivered)}`,
        );
        await sleep(quietMs);
        expect(delivered.sort()).toEqual(['order-a-b', 'order-z']);
      },
      testTimeout,
    );

    it(
      'delivers an event again when the handler throws, and holds back later events of its stream until it succeeds',
      async () => {
        const bus = await openBus();
        const attempts: string[] = [];
        const applied: Seen[] = [];
        const lastApplied = new Map<string, number>();
        let failuresLeft = 2;
        const history = new History();
        const events = [
          history.event('order-1', 'Placed'),
          history.event('order-1', 'Paid'),
          history.event('order-1', 'Shipped'),
          history.event('order-2', 'Placed'),
        ];

        // An idempotent consumer, as every consumer must be: it skips what it already applied.
        await bus.subscribe('g', ['order'], async (e) => {
          attempts.push(`${e.streamId}@${e.revision}`);
          if ((lastApplied.get(e.streamId) ?? -1) >= e.revision) return;
          if (e.type === 'Paid' && failuresLeft > 0) {
            failuresLeft--;
            throw new Error('handler failed');
          }
          applied.push(seen(e));
          lastApplied.set(e.streamId, e.revision);
        });
        await publishUntilAccepted(bus, events);

        await eventually(
          () => applied.length >= events.length,
          () => `applied ${applied.length}/${events.length}, attempts ${JSON.stringify(attempts)}`,
        );
        await sleep(quietMs);

        expect(failuresLeft).toBe(0);
        expect(revisionsByStream(applied)).toEqual({ 'order-1': [0, 1, 2], 'order-2': [0] });
        const paidAttempts = attempts.filter((a) => a === 'order-1@1').length;
        expect(paidAttempts).toBeGreaterThanOrEqual(3);
        // Nothing after the failing event of order-1 reached the handler before it succeeded.
        const lastPaidAttempt = attempts.lastIndexOf('order-1@1');
        expect(attempts.indexOf('order-1@2')).toBeGreaterThan(lastPaidAttempt);
      },
      testTimeout,
    );

    it(
      'stops delivering on close and refuses later calls',
      async () => {
        const bus = await openBus();
        const delivered: string[] = [];
        const handler = async (e: StoredEvent) => void delivered.push(e.id);
        await bus.subscribe('g', ['order'], handler);
        const history = new History();
        const first = history.event('order-1');
        await publishUntilAccepted(bus, [first]);
        await eventually(
          () => delivered.length >= 1,
          () => 'the first event',
        );

        await bus.close();
        await bus.close(); // a second close is harmless
        await expect(bus.publish([history.event('order-1')])).rejects.toThrow('closed');
        await expect(bus.subscribe('h', ['order'], handler)).rejects.toThrow('closed');
        await sleep(quietMs);
        expect(delivered).toEqual([first.id]);
      },
      testTimeout,
    );

    it(
      'refuses a subscription without categories',
      async () => {
        const bus = await openBus();
        await expect(bus.subscribe('g', [], async () => undefined)).rejects.toThrow();
      },
      testTimeout,
    );
  });
}
