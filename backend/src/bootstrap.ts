import 'reflect-metadata';
import { join } from 'node:path';
import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import { AppModule } from './app.module.js';
import { APP_CONFIG, type AppConfig } from './platform/config/app-config.js';
import { createValidationPipe } from './platform/http/http-errors.js';
import { ProjectionRunner } from './platform/projections/projection-runner.js';
import { EventRelay } from './platform/bus/event-relay.js';
import { ReservationSweeper } from './ordering/index.js';
import { EVENT_STORE, type EventStore } from './platform/event-store/event-store.port.js';
import { DemoSeed } from './demo/demo-seed.js';
import { SalesStatisticsConsumer } from './reporting/index.js';
import { serveStorefront } from './web/index.js';

/** Nest's logger without the start-up lines that list every module and route. */
class ShopLogger extends ConsoleLogger {
  private static readonly QUIET = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);
  override log(message: unknown, context?: string): void {
    if (context && ShopLogger.QUIET.has(context)) return;
    super.log(message, context);
  }
}

/**
 * Builds the shop application: API, OpenAPI at /api/docs, generated files under /files and the
 * built storefront (pages rendered on the server, or the index.html fallback). Catches up the read models from the log, then seeds the demo
 * catalogue on first start. Call `listen` on the result to serve it.
 */
export async function createApp(options: { logger?: boolean } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: options.logger === false ? false : new ShopLogger() });
  const config = app.get<AppConfig>(APP_CONFIG);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  const openApi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('세라메종 API').setDescription('Event-sourced shop API (spec §7)').setVersion('1').addBearerAuth().addBasicAuth().build(),
  );
  SwaggerModule.setup('api/docs', app, openApi);

  app.use('/files', express.static(join(config.dataDir, 'files'), { maxAge: '7d', fallthrough: false }));
  await serveStorefront(app, config);

  await app.init();
  const runner = app.get(ProjectionRunner);
  await runner.start();
  // Bus consumers subscribe before the relay starts: the embedded bus delivers only what is published after.
  await app.get(SalesStatisticsConsumer).start();
  await app.get(EventRelay).start();
  app.get(ReservationSweeper).start();
  if (config.seed) await app.get(DemoSeed).run();
  // Serve only once the read models show everything written so far (the seed included).
  await runner.waitFor(await app.get<EventStore>(EVENT_STORE).headPosition(), 60_000);
  return app;
}
