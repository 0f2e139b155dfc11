import { join } from 'node:path';
import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, loadConfig, type AppConfig } from './config/app-config.js';
import { EVENT_STORE, type EventStore } from './event-store/event-store.port.js';
import { PostgresEventStore } from './event-store/postgres-event-store.js';
import { READ_STORE, type ReadStore } from './read-store/read-store.port.js';
import { MingoReadStore } from './read-store/mingo-read-store.js';
import { EVENT_BUS, type EventBus } from './bus/event-bus.port.js';
import { InProcessEventBus } from './bus/in-process-event-bus.js';
import { EventRelay } from './bus/event-relay.js';
import { CommandRunner } from './event-sourcing/command-runner.js';
import { UniqueValues } from './event-sourcing/unique-values.js';
import { CommandRouter, Commands } from './event-sourcing/commands.js';
import { TokenService } from './auth/tokens.js';
import { CredentialKeys } from './auth/credential-keys.js';
import { HealthController } from './health/health.controller.js';
import { Throttle } from './throttle/throttle.js';

/*
 * The clients of the server engines (EventStoreDB's gRPC and protobuf, MongoDB's driver, Kafka's)
 * are loaded only when the configuration names that engine: on the embedded engines they would
 * be some megabytes of code and objects that never run.
 */

/**
 * Opens the event store the configuration names: EventStoreDB for esdb:// URLs, a PostgreSQL server for postgres:// URLs,
 * PGlite in memory for 'memory' (tests), PGlite under DATA_DIR/events otherwise.
 */
export async function openEventStore(config: AppConfig): Promise<EventStore> {
  const logger = new Logger('EventStore');
  if (config.eventStoreUrl?.startsWith('postgres')) {
    // `?schema=name` keeps the log in a schema of its own (several shops or test runs on one database).
    const url = new URL(config.eventStoreUrl);
    const schema = url.searchParams.get('schema') ?? undefined;
    url.searchParams.delete('schema');
    logger.log(`PostgreSQL server ${url.host}${url.pathname}${schema ? ` schema ${schema}` : ''}`);
    return PostgresEventStore.openServer(url.toString(), schema ? { schema } : {});
  }
  if (config.eventStoreUrl?.startsWith('esdb')) {
    logger.log(`EventStoreDB ${config.eventStoreUrl.replace(/\/\/[^@]*@/, '//***@')}`);
    const { EventStoreDbEventStore } = await import('./event-store/eventstoredb-event-store.js');
    return EventStoreDbEventStore.connect(config.eventStoreUrl);
  }
  if (config.eventStoreUrl === 'memory') return PostgresEventStore.openPglite();
  const dir = join(config.dataDir, 'events');
  logger.log(`PGlite ${dir}`);
  return PostgresEventStore.openPglite(dir);
}

/** Opens the read store: MongoDB for mongodb:// URLs, in-memory collections (rebuilt from the log at start) otherwise. */
export async function openReadStore(config: AppConfig): Promise<ReadStore> {
  if (!config.readStoreUrl) return new MingoReadStore();
  new Logger('ReadStore').log(`MongoDB ${config.readStoreUrl.replace(/\/\/[^@]*@/, '//***@')}`);
  const { MongoReadStore } = await import('./read-store/mongo-read-store.js');
  return MongoReadStore.connect(config.readStoreUrl);
}

/** Opens the bus: Kafka for kafka://brokers[/topicPrefix] URLs (topics `<prefix>.<category>`), in-process otherwise. */
export async function openEventBus(config: AppConfig): Promise<EventBus> {
  if (!config.busUrl) return new InProcessEventBus();
  const [, hosts, prefix] = /^kafka:\/\/([^/]+)(?:\/(.+))?$/.exec(config.busUrl)!;
  const brokers = hosts!.split(',');
  new Logger('Bus').log(`Kafka ${brokers.join(',')} topics ${prefix ?? 'shop'}.*`);
  const { KafkaEventBus } = await import('./bus/kafka-event-bus.js');
  return KafkaEventBus.connect({ brokers, topicPrefix: prefix ?? 'shop' });
}

/** Opens an engine; a failure stops the shop with one clear line naming the engine and its variable. */
async function opening<T>(engine: string, variable: string, open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (e) {
    const message = `cannot open the ${engine} (${variable}): ${(e as Error).message}`;
    new Logger('Engines').error(message);
    throw new Error(message, { cause: e });
  }
}

/** Closes the engines when the application shuts down (tests, SIGTERM). */
@Injectable()
class EngineLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
    await this.reads.close();
    await this.events.close();
  }
}

/**
 * The engines behind their ports and the write-side services every context uses. Global, so
 * contexts inject EVENT_STORE, READ_STORE, EVENT_BUS, Commands (and CommandRouter to register
 * their routes), CommandRunner and UniqueValues directly.
 */
@Global()
@Module({
  controllers: [HealthController],
  providers: [
    { provide: APP_CONFIG, useFactory: () => loadConfig() },
    { provide: EVENT_STORE, useFactory: (c: AppConfig) => opening('event store', 'EVENT_STORE_URL', () => openEventStore(c)), inject: [APP_CONFIG] },
    { provide: READ_STORE, useFactory: (c: AppConfig) => opening('read store', 'READ_STORE_URL', () => openReadStore(c)), inject: [APP_CONFIG] },
    { provide: EVENT_BUS, useFactory: (c: AppConfig) => opening('bus', 'BUS_URL', () => openEventBus(c)), inject: [APP_CONFIG] },
    CommandRunner,
    CommandRouter,
    Commands,
    UniqueValues,
    TokenService,
    CredentialKeys,
    Throttle,
    EngineLifecycle,
    EventRelay,
  ],
  exports: [
    APP_CONFIG,
    EVENT_STORE,
    READ_STORE,
    EVENT_BUS,
    CommandRunner,
    CommandRouter,
    Commands,
    UniqueValues,
    TokenService,
    CredentialKeys,
    Throttle,
    EventRelay,
  ],
})
export class PlatformModule {}
