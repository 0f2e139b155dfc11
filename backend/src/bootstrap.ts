import 'reflect-metadata';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import { AppModule } from './app.module.js';
import { APP_CONFIG, loadConfig, type AppConfig } from './platform/config/app-config.js';
import { createValidationPipe } from './platform/http/http-errors.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { compressAnswers } from './platform/http/compression.js';
import { createApiDocument } from './platform/http/openapi.js';
import { answerCache } from './platform/http/answer-cache.js';
import { ProjectionRunner } from './platform/projections/projection-runner.js';
import { ReadModelSnapshots } from './platform/projections/read-model-snapshots.js';
import { EventRelay } from './platform/bus/event-relay.js';
import { ReservationSweeper, UnpaidOrderSweeper } from './ordering/index.js';
import { EVENT_STORE, type EventStore } from './platform/event-store/event-store.port.js';
import { DemoSeed } from './demo/demo-seed.js';
import { SalesStatisticsConsumer } from './reporting/index.js';
import { serveStorefront } from './web/index.js';
import { LoggingModule, createShopLogger, loggingParams } from './platform/logging/logging.module.js';
import { assignRequestId } from './platform/logging/request-context.js';

/** How the application logs: to stdout by default (LOG_LEVEL, LOG_PRETTY), not at all, or to a given stream. */
export interface AppOptions {
  /** false: log nothing (the API suites). */
  logger?: boolean;
  /** Write the JSON lines here instead of stdout (tests that read them). */
  logTo?: DestinationStream;
}

/** Where the OpenAPI document and its Swagger UI are served. */
const DOCS_PATH = 'api/docs';

/**
 * Builds the shop application: API, OpenAPI at /api/docs, generated files under /files and the
 * built storefront (pages rendered on the server, or the index.html fallback), every answer with
 * the security headers (CSP with a nonce per answer, HSTS, nosniff, no framing); cross-origin
 * calls only from CORS_ORIGINS. Restores the read models from their snapshot (embedded read store)
 * and catches up with the log, then seeds the demo catalogue on first start. Call `listen` on the result to serve it. Logs are pino JSON lines
 * (platform/logging); every request gets an id, echoed in `X-Request-Id`.
 */
export async function createApp(options: AppOptions = {}): Promise<NestExpressApplication> {
  const silent = options.logger === false && !options.logTo;
  const logging = loggingParams(loadConfig().logging, { silent, destination: options.logTo });
  const root = { module: AppModule, imports: [LoggingModule.forRoot(logging)] };
  const app = await NestFactory.create<NestExpressApplication>(root, { logger: silent ? false : createShopLogger(logging) });
  const config = app.get<AppConfig>(APP_CONFIG);
  app.use(assignRequestId);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  // Before anything that answers (Swagger registers its routes at setup), so every answer has them.
  app.use(securityHeaders(DOCS_PATH));
  if (config.corsOrigins.length > 0) app.enableCors({ origin: config.corsOrigins, maxAge: 600 });
  // Public catalogue and content answers from memory while their read models stand still, kept
  // precompressed (so ahead of the compression below, which a hit then never passes through).
  app.use(answerCache(app.get(ProjectionRunner)));
  // Brotli/gzip for every text answer over 1 KB (pages, API, SVG files); precompressed assets pass through.
  app.use(compressAnswers());

  SwaggerModule.setup(DOCS_PATH, app, createApiDocument(app));

  app.use('/files', express.static(join(config.dataDir, 'files'), { maxAge: '7d', fallthrough: false }));
  await serveStorefront(app, config);

  await app.init();
  const runner = app.get(ProjectionRunner);
  // The embedded read store starts from its snapshot when it matches, so only the log's tail is replayed.
  const snapshots = app.get(ReadModelSnapshots);
  await snapshots.restore();
  await runner.start();
  // Bus consumers subscribe before the relay starts: the embedded bus delivers only what is published after.
  await app.get(SalesStatisticsConsumer).start();
  await app.get(EventRelay).start();
  app.get(ReservationSweeper).start();
  app.get(UnpaidOrderSweeper).start();
  snapshots.start();
  if (config.seed) await app.get(DemoSeed).run();
  // Serve only once the read models show everything written so far (the seed included).
  await runner.waitFor(await app.get<EventStore>(EVENT_STORE).headPosition(), 60_000);
  return app;
}
