import type { StoredEvent } from '../event-store/event-store.port.js';

/**
 * The integration bus port (ARCHITECTURE §2): committed events relayed to consumers outside
 * the request path: in-process (embedded default) or Kafka (one topic per stream category).
 */
export interface EventBus {
  /** Publishes committed events, in log order. */
  publish(events: StoredEvent[]): Promise<void>;
  /** Subscribes a named consumer group to the stream categories given (e.g. 'order'). */
  subscribe(group: string, categories: string[], handler: (event: StoredEvent) => Promise<void>): Promise<void>;
  /** Checks that the bus can reach its engine; resolves with facts worth showing (e.g. broker count), rejects when it cannot. */
  ping(): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** Stream category of a stream id: the part before the first '-' ("order-123" -> "order"). */
export const streamCategory = (streamId: string): string => streamId.split('-')[0]!;

export const EVENT_BUS = Symbol('EVENT_BUS');
