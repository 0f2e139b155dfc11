import type { StoredEvent } from '../event-store/event-store.port.js';
import { type EventBus, streamCategory } from './event-bus.port.js';

interface Subscription {
  group: string;
  categories: ReadonlySet<string>;
  handler: (event: StoredEvent) => Promise<void>;
}

/**
 * The embedded integration bus (ARCHITECTURE §2): `publish` hands each event to the handler of
 * every subscribed group whose categories include the event's stream category, in the order
 * of the events and, per event, of the subscriptions, awaiting each handler before the next.
 * Nothing is buffered: a group sees only what is published after it subscribed. Publish from
 * one place (the relay), one call at a time, to keep log order across calls.
 */
export class InProcessEventBus implements EventBus {
  private subscriptions: Subscription[] = [];
  private closed = false;

  /**
   * Delivers `events` in order and resolves when every matching handler has finished.
   * A handler's error stops the delivery and rejects with that error; the events before it
   * stay delivered, so a caller that retries delivers them again (at least once, as Kafka).
   * @throws Error when the bus is closed.
   */
  async publish(events: StoredEvent[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    for (const event of events) {
      const category = streamCategory(event.streamId);
      for (const subscription of [...this.subscriptions]) {
        if (subscription.categories.has(category)) await subscription.handler(event);
      }
    }
  }

  /**
   * Registers `handler` for group `group` on the stream categories given (e.g. 'order' for
   * streams 'order-…'). Each call adds one subscription, delivered after the earlier ones.
   * @throws Error when the bus is closed or `categories` is empty.
   */
  async subscribe(group: string, categories: string[], handler: (event: StoredEvent) => Promise<void>): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    if (categories.length === 0) throw new Error(`group ${group}: subscribe to at least one category`);
    this.subscriptions.push({ group, categories: new Set(categories), handler });
  }

  /** Drops every subscription; later publish and subscribe calls throw. */
  /** Always reachable: it lives in this process. */
  async ping(): Promise<Record<string, unknown>> {
    return {};
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscriptions = [];
  }
}
