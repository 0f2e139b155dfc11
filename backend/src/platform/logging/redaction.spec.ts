import { pino, type LoggerOptions } from 'pino';
import { loggerOptions } from './logger-options.js';
import { CENSORED, censorSecrets, censorUrl, isSecretKey, redactPaths, scrubSecretValues } from './redaction.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJfdXNlciI6InUtMSJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const REFRESH = '3f2c8a40-8f0e-4c1e-9a51-3b9d0f6e2a71.ed3aew77tV72qYEX-Fvla0PZJGsCqdYo2V4XCLaWh2Q';
const RRN = '900101-1234567';

describe('secret keys', () => {
  it.each([
    'password',
    'currentPassword',
    'newPassword',
    'passwordConfirm',
    'user_password',
    'accessToken',
    'refreshToken',
    'x-refresh-token',
    'authorization',
    'Cookie',
    'set-cookie',
    'account',
    'accountNumber',
    'bankAccount',
    'bank_account_number',
    'registrationNumber',
    'residentNumber',
    'residentRegistrationNumber',
    'businessNumber',
    'businessRegistration',
    'rrn',
    'tokenSecret',
  ])('%s names a secret', (key) => expect(isSecretKey(key)).toBe(true));

  it.each(['username', 'name', 'email', 'phone', 'orderNumber', 'bankAccountLine', 'discount', 'statusCode', 'reqId', 'userId'])('%s does not', (key) =>
    expect(isSecretKey(key)).toBe(false),
  );
});

describe('censorSecrets', () => {
  it('censors secret keys at any depth of objects and arrays, and changes nothing in place', () => {
    const input = {
      username: 'sera',
      password: 'p',
      a: { b: { c: { d: { e: { accountNumber: '1002-345-678901', keep: 1 } } } } },
      list: [{ refreshToken: 'r' }, 'x'],
    };
    const copy = structuredClone(input);
    expect(censorSecrets(input)).toEqual({
      username: 'sera',
      password: CENSORED,
      a: { b: { c: { d: { e: { accountNumber: CENSORED, keep: 1 } } } } },
      list: [{ refreshToken: CENSORED }, 'x'],
    });
    expect(input).toEqual(copy);
  });

  it('censors the own properties of instances of classes, as JSON writes them', () => {
    class Refund {
      bank = '국민은행';
      accountNumber = '1002-345-678901';
    }
    expect(censorSecrets({ refund: new Refund() })).toEqual({ refund: { bank: '국민은행', accountNumber: CENSORED } });
  });

  it('leaves objects that are not plain to their serializers, and empty values as they are', () => {
    const err = new Error('x');
    const out = censorSecrets({ err, password: null, token: undefined });
    expect(out.err).toBe(err);
    expect(out).toMatchObject({ password: null, token: undefined });
  });
});

describe('scrubSecretValues', () => {
  it.each([
    [`Bearer ${JWT}`, `Bearer ${CENSORED}`],
    [`token=${REFRESH}&x=1`, `token=${CENSORED}&x=1`],
    [`주민번호 ${RRN} 확인`, `주민번호 ${CENSORED} 확인`],
    ['9001011234567 and 900101 - 1234567', `9001011234567 and ${CENSORED}`],
    ['connect postgres://shop:s3cret@db:5432/shop failed', `connect postgres://shop:${CENSORED}@db:5432/shop failed`],
    ['mongodb://:pw@mongo/x', `mongodb://:${CENSORED}@mongo/x`],
  ])('%s', (input, output) => expect(scrubSecretValues(input)).toBe(output));

  it.each([
    '010-1234-5678',
    '20261122-123456',
    '2026-11-22T20:41:04.601Z',
    '3f2c8a40-8f0e-4c1e-9a51-3b9d0f6e2a71',
    'postgres://db:5432/shop',
    'http://localhost:3000/api/x',
  ])('leaves %s', (text) => expect(scrubSecretValues(text)).toBe(text));
});

describe('censorUrl', () => {
  it.each([
    ['/api/x', '/api/x'],
    ['/api/x?page=2&size=10', '/api/x?page=2&size=10'],
    ['/api/x?refreshToken=abc&page=2', `/api/x?refreshToken=${CENSORED}&page=2`],
    ['/api/x?user%5Bpassword%5D=p&bank_account=1', `/api/x?user%5Bpassword%5D=${CENSORED}&bank_account=${CENSORED}`],
    ['/api/x?token', '/api/x?token'],
  ])('%s', (input, output) => expect(censorUrl(input)).toBe(output));
});

describe('redact paths', () => {
  it('alone keep the secrets at the top of a line and in the request and response headers out of a pino line', () => {
    const lines: string[] = [];
    const log = pino({ redact: { paths: redactPaths(), censor: CENSORED } }, { write: (l: string) => void lines.push(l) });
    log.info({
      password: 'p1',
      accountNumber: 'a0',
      req: { headers: { authorization: 'Bearer t1', cookie: 'c1', 'x-refresh-token': 't2', host: 'shop' } },
      res: { headers: { 'set-cookie': 'c2' } },
    });
    expect(JSON.parse(lines[0]!)).toMatchObject({
      password: CENSORED,
      accountNumber: CENSORED,
      req: { headers: { authorization: CENSORED, cookie: CENSORED, 'x-refresh-token': CENSORED, host: 'shop' } },
      res: { headers: { 'set-cookie': CENSORED } },
    });
  });
});

describe("the shop's log lines", () => {
  class Payment {
    constructor(
      readonly accountNumber: string,
      readonly holder: { registrationNumber: string; name: string },
    ) {}
  }

  it('keep secrets out at every depth: nested bodies, instances of classes, request headers', () => {
    const lines: string[] = [];
    const destination = { write: (l: string) => void lines.push(l) };
    const log = pino(loggerOptions({ level: 'info', pretty: false }, { destination }) as LoggerOptions, destination);
    log.info({
      password: 'p1',
      body: { newPassword: 'p2', payment: { accountNumber: 'a1', holder: { registrationNumber: 'r1' } } },
      dto: { payment: new Payment('a2', { registrationNumber: 'r2', name: '홍길동' }) },
      list: [{ refreshToken: 't3' }],
      req: { method: 'POST', url: '/api/v1/x', headers: { authorization: 'Bearer t1', cookie: 'c1', 'x-refresh-token': 't2', host: 'shop' } },
      res: { statusCode: 201, headers: { 'set-cookie': 'c2' } },
    });
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      password: CENSORED,
      body: { newPassword: CENSORED, payment: { accountNumber: CENSORED, holder: { registrationNumber: CENSORED } } },
      dto: { payment: { accountNumber: CENSORED, holder: { registrationNumber: CENSORED, name: '홍길동' } } },
      list: [{ refreshToken: CENSORED }],
      req: { headers: { authorization: CENSORED, cookie: CENSORED, 'x-refresh-token': CENSORED, host: 'shop' } },
      res: { statusCode: 201 },
    });
    for (const secret of ['p1', 'p2', 'a1', 'a2', 'r1', 'r2', 't1', 't2', 't3', 'c1', 'c2']) expect(lines[0]).not.toContain(`"${secret}"`);
  });
});
