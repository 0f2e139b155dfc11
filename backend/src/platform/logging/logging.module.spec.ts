import type { IncomingMessage } from 'node:http';
import { Controller, Get, Injectable, Logger, Module, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { loggerOptions } from './logger-options.js';
import { LoggingModule, createShopLogger, loggingParams } from './logging.module.js';
import { bindRequest, requestIdOf } from './request-context.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJfdXNlciI6InUtMSJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const RRN = '900101-1234567';

/** Stands in for AuthGuard: a request with `X-Test-User` is signed in as that user. */
@Injectable()
class TestAuth implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest();
    if (req.headers['x-test-user']) req.user = { _user: req.headers['x-test-user'] };
    return true;
  }
}

@Controller('probe')
class ProbeController {
  private readonly logger = new Logger('Probe');

  @Get()
  async probe() {
    await new Promise((r) => setTimeout(r, 5));
    this.logger.log(`checked ${RRN}`);
    return { ok: true };
  }

  @Get('boom')
  boom(): never {
    throw new Error(`refused ${JWT}`);
  }
}

@Module({ controllers: [ProbeController], providers: [{ provide: APP_GUARD, useClass: TestAuth }] })
class ProbeModule {}

/** The logging of platform/logging on a bare application: lines during a request, Nest's own lines. */
describe('logging module', () => {
  const lines: string[] = [];
  let app: NestFastifyApplication;
  const records = () =>
    lines.map(
      (l) => JSON.parse(l) as { level: string; msg: string; context: string; reqId?: string; userId?: string; err?: { message: string; stack: string } },
    );

  beforeAll(async () => {
    const params = loggingParams({ level: 'info', pretty: false }, { destination: { write: (l: string) => void lines.push(l) } });
    const adapter = new FastifyAdapter({ genReqId: (req: IncomingMessage) => requestIdOf(req) });
    adapter.setOnRequestHook((req, reply, done) => {
      requestIdOf(req.raw, reply.raw);
      done();
    });
    adapter.getInstance().addHook('preHandler', bindRequest);
    app = await NestFactory.create<NestFastifyApplication>({ module: ProbeModule, imports: [LoggingModule.forRoot(params)] }, adapter, {
      logger: createShopLogger(params),
    });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app?.close());

  it("writes Nest's start-up as JSON, without the lines that list modules and routes", () => {
    expect(records().find((r) => r.context === 'NestApplication')).toMatchObject({ level: 'info', msg: 'Nest application successfully started' });
    expect(records().filter((r) => ['InstanceLoader', 'RoutesResolver', 'RouterExplorer'].includes(r.context))).toEqual([]);
  });

  it("gives the code's lines during a request the request's id and the signed-in user's", async () => {
    const res = await request(app.getHttpServer()).get('/probe').set('X-Test-User', 'u-42');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = records().filter((r) => r.reqId === id);
    expect(mine.map((r) => r.msg)).toEqual(['checked [REDACTED]', 'request completed']);
    expect(mine[0]).toMatchObject({ level: 'info', context: 'Probe', userId: 'u-42' });
    expect(mine[1]).toMatchObject({ level: 'info', userId: 'u-42', res: { statusCode: 200 }, req: { method: 'GET', url: '/probe' } });
  });

  it('writes a failure at error with its stack, secrets scrubbed, under the request', async () => {
    const res = await request(app.getHttpServer()).get('/probe/boom').set('X-Request-Id', 'boom-1').set('X-Test-User', 'u-7');
    expect(res.status).toBe(500);
    expect(res.headers['x-request-id']).toBe('boom-1');
    const mine = records().filter((r) => r.reqId === 'boom-1');
    expect(mine.length).toBe(2);
    for (const r of mine) expect(r).toMatchObject({ level: 'error', userId: 'u-7' });
    expect(mine[0]!.err!.stack).toContain('Error: refused [REDACTED]');
    expect(mine[1]).toMatchObject({ msg: 'request errored', res: { statusCode: 500 } });
    expect(mine[1]!.err).toBeUndefined();
    expect(lines.join('')).not.toContain(JWT);
  });

  it('writes nothing outside a request with a request id or a user', () => {
    const outside = records().filter((r) => r.context === 'NestApplication');
    for (const r of outside) expect(r.reqId ?? r.userId).toBeUndefined();
  });
});

describe('logger options', () => {
  it('print through pino-pretty only when asked and when no stream is given', () => {
    expect(loggerOptions({ level: 'info', pretty: false }).transport).toBeUndefined();
    expect((loggerOptions({ level: 'info', pretty: true }).transport as { target: string }).target).toMatch(/pino-pretty/);
    expect(loggerOptions({ level: 'info', pretty: true }, { destination: { write: () => undefined } }).transport).toBeUndefined();
  });

  it('log nothing when silent, whatever the level', () => {
    expect(loggerOptions({ level: 'debug', pretty: false }, { silent: true }).level).toBe('silent');
  });
});
