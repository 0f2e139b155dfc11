import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../event-store/event-store.port.js';
import { READ_STORE, type ReadStore } from '../read-store/read-store.port.js';
import { EVENT_BUS, type EventBus } from './event-bus.port.js';
import { LogFollower } from '../projections/log-follower.js';

/**
 * Relays committed events from the event store's log to the bus (ARCHITECTURE §1
 * Integration), with its own checkpoint: after a restart it resumes where it stopped. Delivery
 * is at least once (a crash between publishing and saving the checkpoint republishes that
 * batch), so consumers are idempotent by event position.
 */
@Injectable()
export class EventRelay extends LogFollower implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) events: EventStore,
    @Inject(READ_STORE) store: ReadStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {
    super('relay', events, store);
  }

  protected async handle(batch: StoredEvent[]): Promise<void> {
    await this.bus.publish(batch);
  }

  onApplicationShutdown(): void {
    this.stop();
  }
}
