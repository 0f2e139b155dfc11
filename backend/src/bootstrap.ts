import 'reflect-metadata';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { DestinationStream } from 'pino';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module.js';
import { APP_CONFIG, loadConfig, type AppConfig } from './platform/config/app-config.js';
import { clientErrorBody, createValidationPipe } from './platform/http/http-errors.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { nicePayConfig, nicePayCspOrigins } from './platform/payments/nice-pay/nice-pay.config.js';
import { kcpCertConfig, kcpCertCspOrigins } from './platform/identity-verification/kcp/kcp-cert.config.js';
import { kakaoLocalConfig, postcodeWidgetCspOrigins } from './platform/address/kakao-local.config.js';
import { TrackingCsp, trackingConfig } from './platform/tracking/tracking.config.js';
import { configuredTrackers, type TrackingSetting } from '@shop/contracts';
import { READ_STORE, type ReadStore } from './platform/read-store/read-store.port.js';
import { CONTENT } from './content/index.js';
import { COMPRESSION } from './platform/http/compression.js';
import { createApiDocument } from './platform/http/openapi.js';
import { registerMultipart } from './platform/http/multipart.js';
import { answerCache, type ReadModelVersions } from './platform/http/answer-cache.js';
import { ProjectionRunner } from './platform/projections/projection-runner.js';
import { ReadModelSnapshots } from './platform/projections/read-model-snapshots.js';
import { EventRelay } from './platform/bus/event-relay.js';
import {
  CardPaymentReconciler,
  CashReceiptCanceller,
  OrderPromotionsProcess,
  CashReceiptIssuer,
  PurchaseAutoConfirmer,
  ReservationSweeper,
  UnpaidOrderSweeper,
} from './ordering/index.js';
import { EVENT_STORE, type EventStore } from './platform/event-store/event-store.port.js';
import { DemoSeed } from './demo/demo-seed.js';
import { ProductUploads } from './catalog/index.js';
import { PointExpirySweeper } from './promotions/index.js';
import { LevelEvaluator } from './identity/index.js';
import { SalesStatisticsConsumer } from './reporting/index.js';
import { AnswerNotices } from './center/index.js';
import { PendingWithdrawalsSweeper, PromoterSettlementsConsumer, SalesBonusProcess } from './promoters/index.js';
import { CouponIssueCompleter, EventCoupons, ScheduledCoupons, UserCouponExpirer } from './promotions/index.js';
import { serveStorefront } from './web/index.js';
import { LoggingModule, createShopLogger, loggingParams } from './platform/logging/logging.module.js';
import { bindRequest, REQUEST_ID_HEADER, requestIdOf } from './platform/logging/request-context.js';

/** How the application logs: to stdout by default (LOG_LEVEL, LOG_PRETTY), not at all, or to a given stream. */
export interface AppOptions {
  /** false: log nothing (the API suites). */
  logger?: boolean;
  /** Write the JSON lines here instead of stdout (tests that read them). */
  logTo?: DestinationStream;
}

/** Where the OpenAPI document and its Swagger UI are served. */
const DOCS_PATH = 'api/docs';

/** Largest request body, in bytes (as the JSON parser of before): a sign-up or an order is a few KB. */
const BODY_LIMIT = 100 * 1024;

/** A week, in milliseconds: how long browsers keep generated files (product pictures). */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Builds the shop application on Fastify: API, OpenAPI at /api/docs, generated files under /files and the
 * built storefront (pages rendered on the server, or the index.html fallback), every answer with
 * the security headers (CSP with a nonce per answer, HSTS, nosniff, no framing); cross-origin
 * calls only from CORS_ORIGINS. Restores the read models from their snapshot (embedded read store)
 * and catches up with the log, then seeds the demo catalogue on first start. Call `listen` on the result to serve it. Logs are pino JSON lines
 * (platform/logging); every request gets an id, echoed in `X-Request-Id`.
 */
export async function createApp(options: AppOptions = {}): Promise<NestFastifyApplication> {
  const silent = options.logger === false && !options.logTo;
  const env = loadConfig();
  const logging = loggingParams(env.logging, { silent, destination: options.logTo });
  const root = { module: AppModule, imports: [LoggingModule.forRoot(logging)] };
  // Third-party windows the pages open: NICE Pay's payment window, Kakao's postcode widget (each none when simulated).
  // The tracking providers' hosts while staff have given their ids (issue 14; none when simulated), following the setting.
  const trackingCsp = new TrackingCsp(trackingConfig(process.env));
  const headers = securityHeaders(
    DOCS_PATH,
    [
      ...nicePayCspOrigins(nicePayConfig(process.env)),
      ...postcodeWidgetCspOrigins(kakaoLocalConfig(process.env)),
      ...kcpCertCspOrigins(kcpCertConfig(process.env)),
    ],
    () => trackingCsp.additions(),
  );
  const adapter = new FastifyAdapter({
    trustProxy: env.trustProxy,
    bodyLimit: BODY_LIMIT,
    genReqId: (req: IncomingMessage) => requestIdOf(req),
    // A URL the router cannot read (a malformed escape: 400, an over-long parameter: 414) is refused before any hook runs.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      requestIdOf(request.raw, reply.raw);
      headers(request.raw, reply.raw);
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).send(clientErrorBody(status));
    },
  });
  // Public catalogue and content answers from memory while their read models stand still, kept
  // precompressed. Added before Nest's middleware (the request log) so a hit skips them, after
  // the CORS hook so a hit carries its headers; its onSend ahead of the compression's. It sets
  // the request id and security headers of the requests it serves itself: a hit sends them with
  // its own in one writeHead.
  // The projection runner, known once the application is built (before any request comes).
  const readSide: { runner?: ReadModelVersions } = {};
  const cache = answerCache(
    {
      versionOf: (collections) => readSide.runner!.versionOf(collections),
      get checkpoint() {
        return readSide.runner!.checkpoint;
      },
    },
    {
      firstHeaders: {
        list: (req, res) => [REQUEST_ID_HEADER, requestIdOf(req), ...headers.list(req, res)],
        set: (req, res) => {
          requestIdOf(req, res);
          headers(req, res);
        },
      },
    },
  );
  // First of all, on every request (static files, unknown paths and CORS preflights included): its id and the security headers.
  adapter.setOnRequestHook((request, reply, done) => {
    if (!cache.serves(request)) {
      requestIdOf(request.raw, reply.raw);
      headers(request.raw, reply.raw);
    }
    done();
  });
  const server = adapter.getInstance();
  server.addHook('onRequest', cache.onRequest);
  server.addHook('onSend', cache.onSend);
  server.addHook('preHandler', bindRequest);
  // Brotli/gzip for every text answer over 1 KB (pages, API, SVG files); precompressed assets pass through.
  await server.register(fastifyCompress, COMPRESSION);
  // Uploads (claim photos, the console's invoice sheet): parsed only by the routes that read them, each within its own limits.
  await registerMultipart(server);

  const app = await NestFactory.create<NestFastifyApplication>(root, adapter, { logger: silent ? false : createShopLogger(logging) });
  const config = app.get<AppConfig>(APP_CONFIG);
  const runner = app.get(ProjectionRunner);
  readSide.runner = runner;
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  if (config.corsOrigins.length > 0) app.enableCors({ origin: config.corsOrigins, maxAge: 600 });

  // Built on the first request for it, not at start (scanning every route and DTO took about half a second).
  SwaggerModule.setup(DOCS_PATH, app, () => createApiDocument(app));

  await app.register(fastifyStatic, { root: join(config.dataDir, 'files'), prefix: '/files/', maxAge: WEEK_MS, index: false, decorateReply: false });
  await serveStorefront(app, config);

  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  // The embedded read store starts from its snapshot when it matches, so only the log's tail is replayed.
  const snapshots = app.get(ReadModelSnapshots);
  await snapshots.restore();
  await runner.start();
  const readStore = app.get<ReadStore>(READ_STORE);
  await trackingCsp.follow(
    () => runner.versionOf([CONTENT.setting]),
    async () => configuredTrackers((await readStore.collection(CONTENT.setting).findOne({ _id: 'shop' }))?.tracking as TrackingSetting | undefined),
  );
  // Bus consumers subscribe before the relay starts: the embedded bus delivers only what is published after.
  await app.get(SalesStatisticsConsumer).start();
  await app.get(EventCoupons).start();
  await app.get(CouponIssueCompleter).start();
  await app.get(CashReceiptIssuer).start();
  await app.get(CashReceiptCanceller).start();
  await app.get(OrderPromotionsProcess).start();
  await app.get(SalesBonusProcess).start();
  await app.get(PromoterSettlementsConsumer).start();
  await app.get(AnswerNotices).start();
  await app.get(EventRelay).start();
  // A product bulk import that a stopped process was running is recorded as interrupted (its written rows stay written).
  await app.get(ProductUploads).interruptStale(new Date().toISOString());
  app.get(ReservationSweeper).start();
  app.get(UnpaidOrderSweeper).start();
  app.get(PurchaseAutoConfirmer).start();
  app.get(CardPaymentReconciler).start();
  app.get(PendingWithdrawalsSweeper).start();
  app.get(UserCouponExpirer).start();
  app.get(ScheduledCoupons).start();
  app.get(PointExpirySweeper).start();
  app.get(LevelEvaluator).start();
  snapshots.start();
  if (config.seed) await app.get(DemoSeed).run();
  // Serve only once the read models show everything written so far (the seed included).
  await runner.waitFor(await app.get<EventStore>(EVENT_STORE).headPosition(), 60_000);
  return app;
}
