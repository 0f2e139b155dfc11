import type { StoredEvent } from '../event-store/event-store.port.js';
import type { EventBus } from './event-bus.port.js';

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

/**
 * The bus port's contract: every adapter (in-process now, Kafka later) must pass it.
 * `open` returns a fresh bus with no subscribers.
 */
export function describeEventBusContract(adapterName: string, open: () => Promise<EventBus>): void {
describe(`event bus contract: ${adapterName}`, () => {
  it('delivers each event to the groups subscribed to its stream category, in order', async () => {
    const bus = await open();
    const seen: string[] = [];
    await bus.subscribe('statistics', ['order', 'claim'], async (e) => {
      seen.push(`statistics:${e.streamId}`);
    });
    await bus.subscribe('notifications', ['order'], async (e) => {
      seen.push(`notifications:${e.streamId}`);
    });

    await bus.publish([event('order-1'), event('user-1'), event('claim-7'), event('order-2')]);

    expect(seen).toEqual([
      'statistics:order-1',
      'notifications:order-1',
      'statistics:claim-7',
      'statistics:order-2',
      'notifications:order-2',
    ]);
  });

  it('matches the category before the first dash only', async () => {
    const bus = await open();
    const seen: string[] = [];
    await bus.subscribe('g', ['order'], async (e) => {
      seen.push(e.streamId);
    });
    await bus.publish([event('order-a-b'), event('orderline-1'), event('preorder-1')]);
    expect(seen).toEqual(['order-a-b']);
  });

  it('awaits each handler before delivering the next event', async () => {
    const bus = await open();
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
    const bus = await open();
    const seen: string[] = [];
    await bus.subscribe('g', ['order'], async (e) => {
      if (e.type === 'Broken') throw new Error('handler failed');
      seen.push(e.type);
    });
    await expect(bus.publish([event('order-1', 'A'), event('order-1', 'Broken'), event('order-1', 'C')])).rejects.toThrow(
      'handler failed',
    );
    expect(seen).toEqual(['A']);
  });

  it('delivers nothing to groups after close, and refuses further calls', async () => {
    const bus = await open();
    let calls = 0;
    const handler = async () => {
      calls++;
    };
    await bus.subscribe('g', ['order'], handler);
    await bus.close();
    await expect(bus.publish([event('order-1')])).rejects.toThrow('closed');
    await expect(bus.subscribe('h', ['order'], handler)).rejects.toThrow('closed');
    expect(calls).toBe(0);
  });

  it('refuses a subscription without categories', async () => {
    await expect((await open()).subscribe('g', [], async () => undefined)).rejects.toThrow();
  });
});
}
