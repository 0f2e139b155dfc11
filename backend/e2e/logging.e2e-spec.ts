import { Logger } from '@nestjs/common';
import { GENEROUS_LIMITS, newMember, newSignedInMember, startShop, type TestShop } from './harness.js';

/**
 * The shop's log lines: JSON, one per line, each request's with its id (and the user's, once
 * signed in), and no secret in any of them. Secrets are planted where a careless log would
 * show them: bodies of refused requests (written at debug), headers, query strings, paths and
 * messages. The suite runs at debug so the refused bodies are written and the censoring is
 * exercised, not skipped.
 */
describe('logs', () => {
  let shop: TestShop;
  const lines: string[] = [];
  const logTo = { write: (line: string) => void lines.push(line) };

  const PASSWORD = 'Glaze!Kiln2026';
  const WRONG_PASSWORD = 'Celadon#Wrong77';
  const RRN = '900101-1234567';
  const ACCOUNT = '1002-345-678901';
  const BUSINESS = '220-81-62517';
  let member: Awaited<ReturnType<typeof newSignedInMember>>;
  let secrets: string[];

  beforeAll(async () => {
    shop = await startShop(undefined, { ...GENEROUS_LIMITS, LOG_LEVEL: 'debug' }, { logTo });
    const body = { ...newMember('log'), password: PASSWORD };
    expect((await shop.http.post('/api/v1/users').send(body)).status).toBe(201);
    member = { ...(await newSignedInMember(shop, 'logm')) };
    const basic = (u: string, p: string) => Buffer.from(`${u}:${p}`).toString('base64');
    secrets = [
      PASSWORD,
      WRONG_PASSWORD,
      RRN,
      RRN.replace('-', ''),
      ACCOUNT,
      BUSINESS,
      member.password,
      member.access,
      member.refresh,
      basic(body.username, PASSWORD),
      basic(body.username, WRONG_PASSWORD),
    ];

    // Sign-up refused (the username is taken): its body is written, with every secret in it.
    const refused = await shop.http
      .post('/api/v1/users')
      .set('X-Request-Id', 'e2e-refused-sign-up')
      .send({
        ...body,
        registrationNumber: RRN,
        residentNumber: RRN,
        businessRegistration: BUSINESS,
        accountNumber: ACCOUNT,
        bankAccount: ACCOUNT,
        refreshToken: member.refresh,
        payment: { account: { accountNumber: ACCOUNT } },
      });
    expect(refused.status).toBe(409);
    // Sign-in: right and wrong password (Basic), then the refresh token (Bearer).
    expect((await shop.http.get('/api/auth/refreshToken').set('Authorization', `Basic ${basic(body.username, PASSWORD)}`)).status).toBe(200);
    expect((await shop.http.get('/api/auth/refreshToken').set('Authorization', `Basic ${basic(body.username, WRONG_PASSWORD)}`)).status).toBe(401);
    const renewed = await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${member.refresh}`);
    expect(renewed.status).toBe(200);
    secrets.push(renewed.body.accessToken, renewed.body.refreshToken);
    // Signed in: the access token in the header, the refresh token and an account in the query, a cookie.
    const me = await shop.http
      .get(`/api/v1/me/info?refreshToken=${member.refresh}&bankAccount=${ACCOUNT}&page=1`)
      .set('Authorization', member.auth)
      .set('Cookie', `session=${member.refresh}`);
    expect(me.status).toBe(200);
    // Refused by the guard after it read the token: the line still names the user.
    expect((await shop.http.get('/api/console/statistics/monthlySales').set('Authorization', member.auth).set('X-Request-Id', 'e2e-forbidden')).status).toBe(
      403,
    );
    // Secrets where no key names them: in a path, and in a message of the code.
    expect((await shop.http.get(`/api/v1/products/${RRN}/${member.access}`).set('X-Request-Id', 'not a safe id; DROP TABLE')).status).toBe(404);
    new Logger('Probe').warn(`member ${RRN} sent ${member.access} and ${member.refresh}`);
    await new Promise((r) => setTimeout(r, 50));
  }, 120_000);

  afterAll(() => shop?.close());

  /** The fields of a log line these tests read (pino's and pino-http's names). */
  interface LogLine {
    level: string;
    msg: string;
    reqId?: string;
    userId?: string;
    context?: string;
    req?: { method: string; url: string; headers: Record<string, string> };
    res?: { statusCode: number };
    body?: Record<string, unknown>;
  }
  const records = () => lines.map((l) => JSON.parse(l) as LogLine);
  const requestLine = (reqId: string) => records().find((r) => r.reqId === reqId && r.msg === 'request completed');

  it('writes one JSON object per line', () => {
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line.endsWith('\n')).toBe(true);
      expect(() => JSON.parse(line)).not.toThrow();
    }
  });

  it('writes no secret: passwords, tokens, account and registration numbers', () => {
    const all = lines.join('');
    expect(secrets.filter((secret) => all.includes(secret))).toEqual([]);
  });

  it('still writes the refused body, its secrets censored (so the censoring was put to work)', () => {
    const line = requestLine('e2e-refused-sign-up');
    expect(line).toMatchObject({ level: 'warn', res: { statusCode: 409 }, req: { method: 'POST', url: '/api/v1/users' } });
    expect(line!.body).toMatchObject({
      password: '[REDACTED]',
      registrationNumber: '[REDACTED]',
      businessRegistration: '[REDACTED]',
      accountNumber: '[REDACTED]',
      refreshToken: '[REDACTED]',
      payment: { account: '[REDACTED]' },
    });
    expect(line!.body!.username).toEqual(expect.any(String));
  });

  it('gives every request line an id, keeps a safe incoming X-Request-Id and echoes it', async () => {
    const requests = records().filter((r) => r.msg === 'request completed');
    expect(requests.length).toBeGreaterThanOrEqual(7);
    for (const r of requests) expect(r.reqId).toEqual(expect.any(String));
    const res = await shop.http.get('/api/v1/setting').set('X-Request-Id', 'abc.DEF_123:4-5');
    expect(res.headers['x-request-id']).toBe('abc.DEF_123:4-5');
    const unsafe = records().find((r) => r.req?.url?.startsWith('/api/v1/products/'));
    expect(unsafe!.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(unsafe!.req!.url).toBe('/api/v1/products/[REDACTED]/[REDACTED]');
    expect((await shop.http.get('/api/v1/setting').set('X-Request-Id', 'x'.repeat(65))).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the signed-in user on the lines of their requests, refused ones included', () => {
    const me = records().find((r) => r.req?.url?.startsWith('/api/v1/me/info'));
    expect(me).toMatchObject({ userId: member._id, res: { statusCode: 200 } });
    expect(me!.req!.url).toBe(`/api/v1/me/info?refreshToken=[REDACTED]&bankAccount=[REDACTED]&page=1`);
    expect(me!.req!.headers).toMatchObject({ authorization: '[REDACTED]', cookie: '[REDACTED]' });
    expect(requestLine('e2e-forbidden')).toMatchObject({ userId: member._id, level: 'warn', res: { statusCode: 403 } });
    expect(requestLine('e2e-refused-sign-up')!.userId).toBeUndefined();
  });

  it("writes the code's own Logger lines as JSON with their context, secrets scrubbed", () => {
    const probe = records().find((r) => r.context === 'Probe');
    expect(probe).toMatchObject({ level: 'warn', msg: 'member [REDACTED] sent [REDACTED] and [REDACTED]' });
    expect(records().find((r) => r.context === 'Shop' || r.context === 'NestApplication')).toBeDefined();
  });
});
