import { Logger } from '@nestjs/common';
import kafkajs from 'kafkajs';
import type { Admin, Consumer, EachMessagePayload, Kafka, LogEntry, logLevel as LogLevel, Producer } from 'kafkajs';
import type { StoredEvent } from '../event-store/event-store.port.js';
import { type EventBus, streamCategory } from './event-bus.port.js';

const { Kafka: KafkaClient, KafkaJSError, Partitioners, logLevel } = kafkajs;

/** Header that carries the event type, so a consumer can filter without parsing the value. */
export const EVENT_TYPE_HEADER = 'event-type';

/** Options of {@link KafkaEventBus.connect}. */
export interface KafkaEventBusOptions {
  /** Bootstrap brokers, e.g. `['127.0.0.1:9092']`. */
  brokers: string[];
  /** Client id the brokers see in their logs and quotas. Default `shop-backend`. */
  clientId?: string;
  /**
   * Namespace of this deployment on the cluster: topics are `<prefix>.<category>` and consumer
   * group ids `<prefix>.<group>`. Default `shop`.
   */
  topicPrefix?: string;
  /** Partitions of a topic the bus creates. Default 3. */
  partitions?: number;
  /** Replication factor of a topic the bus creates. Default: min(3, number of brokers). */
  replicationFactor?: number;
  /** Longest wait of a fetch with no new message; also bounds how long `close` waits. Default 1000 ms. */
  maxWaitTimeInMs?: number;
  /** First delay before a failed handler is called again; doubles up to 5 s. Default 200 ms. */
  retryBackoffMs?: number;
  /** kafkajs log level: 'error', 'warn' (default), 'info' or 'debug'. */
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
}

interface Subscription {
  group: string;
  consumer: Consumer;
}

const TOPIC_NAME = /^[a-zA-Z0-9._-]+$/;
const MAX_BACKOFF_MS = 5_000;

/**
 * The production integration bus (ARCHITECTURE §2) on Kafka through kafkajs.
 *
 * Publishing: one topic per stream category (`<prefix>.<category>`, created with `partitions`
 * partitions before first use), message key = stream id (so a stream's events share a partition
 * and keep their order), value = the StoredEvent as JSON, header `event-type`. The producer is
 * idempotent with one request in flight, so a retry neither duplicates nor reorders a partition;
 * `publish` resolves once every event is acknowledged by all in-sync replicas.
 *
 * Consuming: each `subscribe` runs one consumer of group `<prefix>.<group>` over the group's
 * category topics; a new group starts from the earliest offset. The handler gets one event at a
 * time (in partition order); an offset is committed only after the handler returned. A handler
 * that throws is called again with the same event (backoff up to 5 s) until it succeeds, and
 * nothing after it in the subscription is delivered meanwhile. Delivery is AT LEAST ONCE: a crash
 * or rebalance between a handler's success and the commit delivers the event again, so handlers
 * must be idempotent by event position (skip an event whose `revision`/`position` they have
 * already applied). Run the same group with the same categories in several processes to share
 * the partitions; on one bus a group subscribes once.
 */
export class KafkaEventBus implements EventBus {
  private readonly logger = new Logger(KafkaEventBus.name);
  private readonly subscriptions: Subscription[] = [];
  private readonly topics = new Map<string, Promise<void>>();
  private closed = false;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly kafka: Kafka,
    private readonly admin: Admin,
    private readonly producer: Producer,
    private readonly prefix: string,
    private readonly partitions: number,
    private readonly replicationFactor: number,
    private readonly maxWaitTimeInMs: number,
    private readonly retryBackoffMs: number,
  ) {}

  /**
   * Connects an admin client and an idempotent producer to `brokers`.
   * @returns a bus with no subscription.
   * @throws Error when the prefix is not a valid topic name part or no broker answers
   *   (kafkajs' KafkaJSConnectionError / KafkaJSNumberOfRetriesExceeded).
   */
  static async connect(options: KafkaEventBusOptions): Promise<KafkaEventBus> {
    const prefix = options.topicPrefix ?? 'shop';
    if (!TOPIC_NAME.test(prefix)) throw new Error(`invalid Kafka topic prefix "${prefix}"`);
    if (options.brokers.length === 0) throw new Error('no Kafka broker given');
    const kafka = new KafkaClient({
      clientId: options.clientId ?? 'shop-backend',
      brokers: options.brokers,
      logLevel: kafkaLogLevel(options.logLevel ?? 'warn'),
      logCreator: nestLogCreator,
    });
    const admin = kafka.admin();
    const producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    try {
      await admin.connect();
      await producer.connect();
      const replication = options.replicationFactor ?? Math.min(3, (await admin.describeCluster()).brokers.length);
      return new KafkaEventBus(
        kafka,
        admin,
        producer,
        prefix,
        options.partitions ?? 3,
        replication,
        options.maxWaitTimeInMs ?? 1_000,
        options.retryBackoffMs ?? 200,
      );
    } catch (error) {
      await Promise.allSettled([producer.disconnect(), admin.disconnect()]);
      throw error;
    }
  }

  /** Returns the topic of stream category `category`: `<prefix>.<category>` (not validated). */
  topicOf(category: string): string {
    return `${this.prefix}.${category}`;
  }

  /**
   * Sends `events` (in this order) to their categories' topics, creating missing topics first.
   * Resolves when the brokers have acknowledged every event (acks from all in-sync replicas).
   * The producer's own retries never duplicate or reorder; when `publish` rejects, the caller
   * publishes the same events again, which may duplicate some: consumers skip those by position.
   * @throws Error when the bus is closed or a stream id's category is not a valid topic name.
   */
  async publish(events: StoredEvent[]): Promise<void> {
    this.assertOpen();
    if (events.length === 0) return;
    const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
    for (const event of events) {
      const topic = this.topicOf(checkedCategory(streamCategory(event.streamId)));
      let messages = byTopic.get(topic);
      if (!messages) byTopic.set(topic, (messages = []));
      messages.push({
        key: event.streamId,
        value: JSON.stringify(event),
        headers: { [EVENT_TYPE_HEADER]: event.type },
      });
    }
    await this.ensureTopics([...byTopic.keys()]);
    this.assertOpen();
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  /**
   * Starts consumer group `<prefix>.<group>` on the topics of `categories` (created when missing)
   * and resolves once the consumer has joined the group. `handler` receives each event once per
   * group in normal operation, at least once after a failure (see the class comment).
   * @throws Error when the bus is closed, `categories` is empty or invalid, or `group` already
   *   subscribed on this bus.
   */
  async subscribe(group: string, categories: string[], handler: (event: StoredEvent) => Promise<void>): Promise<void> {
    this.assertOpen();
    if (categories.length === 0) throw new Error(`group ${group}: subscribe to at least one category`);
    if (this.subscriptions.some((s) => s.group === group)) {
      throw new Error(`group ${group} is already subscribed on this bus`);
    }
    const topics = [...new Set(categories.map((c) => this.topicOf(checkedCategory(c))))];
    await this.ensureTopics(topics);
    this.assertOpen();

    const groupId = `${this.prefix}.${group}`;
    const consumer = this.kafka.consumer({
      groupId,
      allowAutoTopicCreation: false,
      maxWaitTimeInMs: this.maxWaitTimeInMs,
    });
    const subscription: Subscription = { group, consumer };
    this.subscriptions.push(subscription);
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      const how = payload.restart ? 'restarting' : 'NOT restarting: delivery to this group has stopped';
      this.logger.error(`group ${groupId} crashed (${how}): ${payload.error.message}`);
    });
    try {
      await consumer.connect();
      await consumer.subscribe({ topics, fromBeginning: true });
      await consumer.run({
        autoCommit: true,
        partitionsConsumedConcurrently: 1,
        eachMessage: (payload) => this.deliver(groupId, handler, payload),
      });
      // close() ran while this consumer was starting: it must not stay behind.
      this.assertOpen();
    } catch (error) {
      this.subscriptions.splice(this.subscriptions.indexOf(subscription), 1);
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
  }

  /** Asks the cluster for its brokers; rejects when none answers. */
  async ping(): Promise<Record<string, unknown>> {
    const cluster = await this.admin.describeCluster();
    return { brokers: cluster.brokers.length, controller: cluster.controller };
  }

  /**
   * Stops every consumer (each finishes its current handler call and leaves its group), then
   * disconnects the producer and the admin client. Later publish and subscribe calls throw;
   * calling close again returns the same promise.
   */
  close(): Promise<void> {
    if (!this.closing) {
      this.closed = true;
      this.closing = (async () => {
        await Promise.allSettled(this.subscriptions.map((s) => s.consumer.disconnect()));
        await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
      })();
    }
    return this.closing;
  }

  /**
   * Calls `handler` with one message's event until it succeeds. Returning lets kafkajs mark the
   * offset as processed (committed after the batch); throwing leaves it unprocessed, so the
   * event is delivered again.
   */
  private async deliver(
    groupId: string,
    handler: (event: StoredEvent) => Promise<void>,
    { topic, partition, message, heartbeat }: EachMessagePayload,
  ): Promise<void> {
    if (!message.value) return; // a tombstone: nothing this bus publishes
    const event = JSON.parse(message.value.toString('utf8')) as StoredEvent;
    let backoff = this.retryBackoffMs;
    for (let attempt = 1; ; attempt++) {
      if (this.closed) throw new KafkaJSError('event bus closed before the event was handled', { retriable: true });
      try {
        await handler(event);
        return;
      } catch (error) {
        this.logger.warn(
          `group ${groupId}: handler failed on ${event.type} ${event.streamId}@${event.revision} ` +
            `(${topic}/${partition}@${message.offset}, attempt ${attempt}), retrying in ${backoff} ms: ` +
            `${error instanceof Error ? error.message : String(error)}`,
        );
      }
      await this.pauseFor(backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      await heartbeat(); // keeps the group membership; throws on a rebalance (then redelivered)
    }
  }

  /** Waits `ms`, or less once the bus is closing. */
  private async pauseFor(ms: number): Promise<void> {
    const step = 50;
    for (let waited = 0; waited < ms && !this.closed; waited += step) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(step, ms - waited)));
    }
  }

  /** Creates the topics not yet known to this bus (an existing topic is fine), once each. */
  private async ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((t) => !this.topics.has(t));
    if (missing.length > 0) {
      const created = (async () => {
        // Creating an existing topic works but logs an error response: ask first.
        const existing = new Set(await this.admin.listTopics());
        const toCreate = missing.filter((t) => !existing.has(t));
        if (toCreate.length === 0) return;
        await this.admin.createTopics({
          waitForLeaders: true,
          topics: toCreate.map((topic) => ({
            topic,
            numPartitions: this.partitions,
            replicationFactor: this.replicationFactor,
          })),
        });
        // Leaders are in the metadata before they accept writes: a ListOffsets on every
        // partition succeeds only once they do, so the first send is clean. kafkajs does not
        // retry a NOT_LEADER answer here (a loaded broker gives it for a while): ask again.
        await Promise.all(toCreate.map((topic) => this.untilLeadersAnswer(topic)));
      })();
      for (const topic of missing) {
        const entry = created.catch((error: unknown) => {
          this.topics.delete(topic); // try again on the next call
          throw error;
        });
        this.topics.set(topic, entry);
      }
    }
    await Promise.all(topics.map((t) => this.topics.get(t)));
  }

  /** Asks the offsets of `topic` until its partitions' leaders answer (a retriable refusal is asked again, for 30 s at most). */
  private async untilLeadersAnswer(topic: string): Promise<void> {
    const until = Date.now() + 30_000;
    for (let pause = 50; ; pause = Math.min(pause * 2, 1_000)) {
      try {
        await this.admin.fetchTopicOffsets(topic);
        return;
      } catch (error) {
        if (!(error as { retriable?: boolean }).retriable || Date.now() > until) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('event bus is closed');
  }
}

function checkedCategory(category: string): string {
  if (!TOPIC_NAME.test(category)) throw new Error(`stream category "${category}" is not a valid Kafka topic name`);
  return category;
}

function kafkaLogLevel(level: 'error' | 'warn' | 'info' | 'debug'): LogLevel {
  return { error: logLevel.ERROR, warn: logLevel.WARN, info: logLevel.INFO, debug: logLevel.DEBUG }[level];
}

/**
 * Routes kafkajs' log lines to the Nest logger (context `kafkajs`). The connection layer logs
 * every error response as an error, also the ones retried and recovered (leader moved,
 * coordinator loading): those are dropped unless the bus logs at 'debug', since the producer
 * or the consumer reports what was not recovered.
 */
function nestLogCreator(configured: LogLevel): (entry: LogEntry) => void {
  const logger = new Logger('kafkajs');
  return ({ namespace, level, log }) => {
    if (namespace === 'Connection' && configured < logLevel.DEBUG) return;
    const { message, timestamp: _timestamp, logger: _logger, ...extra } = log;
    const line = `[${namespace}] ${message}${Object.keys(extra).length > 0 ? ` ${JSON.stringify(extra)}` : ''}`;
    if (level === logLevel.ERROR) logger.error(line);
    else if (level === logLevel.WARN) logger.warn(line);
    else if (level === logLevel.INFO) logger.log(line);
    else logger.debug(line);
  };
}
