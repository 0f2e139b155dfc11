import { randomBytes } from 'node:crypto';
import kafkajs from 'kafkajs';
import type { StoredEvent } from '../event-store/event-store.port.js';
import { describeEventBusContract } from './event-bus.contract.js';
import { EVENT_TYPE_HEADER, KafkaEventBus } from './kafka-event-bus.js';

/**
 * The bus contract and the Kafka-only properties on a real broker. Runs when TEST_KAFKA_BROKERS
 * is set (`scripts/kafka-test-broker.sh start` starts one and prints the value). Every bus gets
 * its own topic prefix (so its own topics and group ids); the run's topics are deleted after.
 */
const brokers = (process.env.TEST_KAFKA_BROKERS ?? '')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);

if (brokers.length === 0) {
  describe('KafkaEventBus', () => {
    it.skip('needs a Kafka broker: set TEST_KAFKA_BROKERS=127.0.0.1:9092 after scripts/kafka-test-broker.sh start', () => undefined);
  });
} else {
  const run = `test-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  let buses = 0;
  const connect = (topicPrefix = `${run}-${++buses}`) => KafkaEventBus.connect({ brokers, clientId: 'bus-contract', topicPrefix, maxWaitTimeInMs: 250 });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const eventually = async (done: () => boolean, what: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
      await sleep(20);
    }
  };
  let position = 0;
  const event = (streamId: string, revision: number, type = 'Happened'): StoredEvent => ({
    id: `${run}-${++position}`,
    streamId,
    revision,
    position,
    type,
    data: { n: position, 이름: '세라메종' },
    metadata: { userId: 'u-1', at: '2024-01-01T00:00:00.000Z' },
  });

  afterAll(async () => {
    const admin = new kafkajs.Kafka({
      brokers,
      clientId: 'bus-contract-cleanup',
      logLevel: kafkajs.logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      const topics = (await admin.listTopics()).filter((t) => t.startsWith(run));
      if (topics.length > 0) await admin.deleteTopics({ topics });
    } finally {
      await admin.disconnect();
    }
  }, 30_000);

  describeEventBusContract(`kafka (${brokers.join(',')})`, () => connect());

  describe('KafkaEventBus on Kafka only', () => {
    const open: KafkaEventBus[] = [];
    const openBus = async (prefix?: string) => {
      const bus = await connect(prefix);
      open.push(bus);
      return bus;
    };
    afterEach(async () => {
      await Promise.allSettled(open.splice(0).map((bus) => bus.close()));
    });

    it('writes one topic per category with 3 partitions, keyed by stream id, the event as JSON and its type as a header', async () => {
      const prefix = `${run}-shape`;
      const bus = await openBus(prefix);
      const placed = event('order-42', 0, 'OrderPlaced');
      await bus.publish([placed]);

      const kafka = new kafkajs.Kafka({ brokers, clientId: 'bus-contract-reader', logLevel: kafkajs.logLevel.NOTHING });
      const admin = kafka.admin();
      await admin.connect();
      const [metadata] = (await admin.fetchTopicMetadata({ topics: [`${prefix}.order`] })).topics;
      await admin.disconnect();
      expect(metadata?.partitions).toHaveLength(3);

      const reader = kafka.consumer({ groupId: `${prefix}.raw-reader`, maxWaitTimeInMs: 250 });
      const messages: { key: string; value: unknown; type: string }[] = [];
      await reader.connect();
      try {
        await reader.subscribe({ topics: [`${prefix}.order`], fromBeginning: true });
        await reader.run({
          eachMessage: async ({ message }) => {
            messages.push({
              key: message.key!.toString(),
              value: JSON.parse(message.value!.toString()),
              type: message.headers![EVENT_TYPE_HEADER]!.toString(),
            });
          },
        });
        await eventually(() => messages.length >= 1, 'the raw message');
      } finally {
        await reader.disconnect();
      }
      expect(messages).toEqual([{ key: 'order-42', value: placed, type: 'OrderPlaced' }]);
    }, 40_000);

    it('starts a new group from the earliest offset', async () => {
      const bus = await openBus();
      const events = [event('order-1', 0), event('order-1', 1), event('order-2', 0)];
      await bus.publish(events);
      const delivered: string[] = [];
      await bus.subscribe('late', ['order'], async (e) => void delivered.push(e.id));
      await eventually(() => delivered.length >= events.length, `${delivered.length}/${events.length} delivered`);
      expect(delivered.sort()).toEqual(events.map((e) => e.id).sort());
    }, 40_000);

    it('resumes a group after its last handled event: nothing again, nothing lost, nothing to a closed bus', async () => {
      const prefix = `${run}-resume`;
      const first = await openBus(prefix);
      const before = [event('order-1', 0), event('order-1', 1), event('order-2', 0)];
      const seenByFirst: string[] = [];
      await first.subscribe('g', ['order'], async (e) => void seenByFirst.push(e.id));
      await first.publish(before);
      await eventually(() => seenByFirst.length >= before.length, 'the first events');
      await first.close();

      const second = await openBus(prefix);
      const after = [event('order-1', 2), event('order-3', 0)];
      await second.publish(after);
      const seenBySecond: string[] = [];
      await second.subscribe('g', ['order'], async (e) => void seenBySecond.push(e.id));
      await eventually(() => seenBySecond.length >= after.length, 'the later events');
      await sleep(500);

      expect(seenByFirst.sort()).toEqual(before.map((e) => e.id).sort());
      expect(seenBySecond.sort()).toEqual(after.map((e) => e.id).sort());
    }, 60_000);

    it('refuses a second subscription of the same group on one bus, and invalid categories', async () => {
      const bus = await openBus();
      await bus.subscribe('g', ['order'], async () => undefined);
      await expect(bus.subscribe('g', ['claim'], async () => undefined)).rejects.toThrow('already subscribed');
      await expect(bus.subscribe('h', ['bad/category'], async () => undefined)).rejects.toThrow('not a valid Kafka topic');
      await expect(bus.publish([event('bad/1-x', 0)])).rejects.toThrow('not a valid Kafka topic');
    }, 40_000);
  });
}
