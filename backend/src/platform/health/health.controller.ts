import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { EngineState, HealthResponse } from '@shop/contracts';
import { Public } from '../auth/auth.guard.js';
import { ApiAnswer } from '../http/openapi.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { READ_STORE, type ReadStore } from '../read-store/read-store.port.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { EventRelay } from '../bus/event-relay.js';
import { EVENT_BUS, type EventBus } from '../bus/event-bus.port.js';
import { CHECKPOINTS } from '../projections/log-follower.js';

/** Which engine each port runs on, from the configuration. */
export function engineNames(config: AppConfig): { eventStore: string; readStore: string; bus: string } {
  return {
    eventStore: config.eventStoreUrl?.startsWith('postgres') ? 'postgresql' : config.eventStoreUrl?.startsWith('esdb') ? 'eventstoredb' : 'pglite',
    readStore: config.readStoreUrl ? 'mongodb' : 'in-memory (mingo)',
    bus: config.busUrl ? 'kafka' : 'in-process',
  };
}

/**
 * GET /api/health: each engine's state and how far the read models and the relay lag behind
 * the log. 200 when every engine answers, 503 otherwise.
 */
@ApiTags('health')
@Public()
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly projections: ProjectionRunner,
    private readonly relay: EventRelay,
  ) {}

  @Get()
  @ApiAnswer(200, 'HealthResponse')
  @ApiAnswer(503, 'HealthResponse')
  async health(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthResponse> {
    const names = engineNames(this.config);
    const probe = async (engine: string, fn: () => Promise<Record<string, unknown>>): Promise<EngineState> => {
      try {
        return { engine, ok: true, ...(await fn()) };
      } catch (e) {
        return { engine, ok: false, error: (e as Error).message };
      }
    };
    const eventStore = await probe(names.eventStore, async () => ({ headPosition: await this.events.headPosition() }));
    const readStore = await probe(names.readStore, async () => ({ followers: await this.reads.collection(CHECKPOINTS).count({}) }));
    const bus = await probe(names.bus, () => this.bus.ping());
    const head = typeof eventStore.headPosition === 'number' ? eventStore.headPosition : null;
    const body: HealthResponse = {
      status: eventStore.ok && readStore.ok && bus.ok ? 'ok' : 'degraded',
      eventStore,
      readStore,
      bus: { ...bus, relayCheckpoint: this.relay.checkpoint, relayLag: head === null ? null : head - this.relay.checkpoint },
      projections: { checkpoint: this.projections.checkpoint, lag: head === null ? null : head - this.projections.checkpoint },
    };
    if (body.status !== 'ok') res.code(503);
    return body;
  }
}
