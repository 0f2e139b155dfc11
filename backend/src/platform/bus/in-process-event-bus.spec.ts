import type { StoredEvent } from '../event-store/event-store.port.js';
import { describeEventBusContract } from './event-bus.contract.js';
import { InProcessEventBus } from './in-process-event-bus.js';

describeEventBusContract('in-process', async () => new InProcessEventBus(), { quietMs: 20, timeoutMs: 2_000 });

let position = 0;
const event = (streamId: string, type = 'Happened'): StoredEvent => ({
  id: `id-${++position}`,
  streamId,
  revision: 0,
  position,
  type,
  data: {},
  metadata: { userId: null, at: '2024-01-01T00:00:00.000Z' },
});

/** What only the in-process bus promises: delivery happens inside `publish`, synchronously. */
describe('InProcessEventBus', () => {
  it('delivers during publish, in the order of the events and, per event, of the subscriptions', async () => {
    const bus = new InProcessEventBus();
    const seen: string[] = [];
    await bus.subscribe('statistics', ['order', 'claim'], async (e) => {
      seen.push(`statistics:${e.streamId}`);
    });
    await bus.subscribe('notifications', ['order'], async (e) => {
      seen.push(`notifications:${e.streamId}`);
    });

    await bus.publish([event('order-1'), event('user-1'), event('claim-7'), event('order-2')]);

    expect(seen).toEqual(['statistics:order-1', 'notifications:order-1', 'statistics:claim-7', 'statistics:order-2', 'notifications:order-2']);
  });

  it('awaits each handler before delivering the next event', async () => {
    const bus = new InProcessEventBus();
    const log: string[] = [];
    await bus.subscribe('slow', ['order'], async (e) => {
      log.push(`start ${e.id}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${e.id}`);
    });
    const first = event('order-1');
    const second = event('order-2');
    await bus.publish([first, second]);
    expect(log).toEqual([`start ${first.id}`, `end ${first.id}`, `start ${second.id}`, `end ${second.id}`]);
  });

  it('rejects with a failing handler’s error and delivers nothing after it', async () => {
    const bus = new InProcessEventBus();
    const seen: string[] = [];
    await bus.subscribe('g', ['order'], async (e) => {
      if (e.type === 'Broken') throw new Error('handler failed');
      seen.push(e.type);
    });
    await expect(bus.publish([event('order-1', 'A'), event('order-1', 'Broken'), event('order-1', 'C')])).rejects.toThrow('handler failed');
    expect(seen).toEqual(['A']);
  });

  it('keeps nothing: a group sees only what is published after it subscribed', async () => {
    const bus = new InProcessEventBus();
    await bus.publish([event('order-1')]);
    const seen: string[] = [];
    await bus.subscribe('late', ['order'], async (e) => {
      seen.push(e.streamId);
    });
    await bus.publish([event('order-2')]);
    expect(seen).toEqual(['order-2']);
  });
});
