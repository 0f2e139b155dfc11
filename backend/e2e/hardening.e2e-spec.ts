import request from 'supertest';
import { ADDRESSES, newMember, newSignedInMember, startShop, type TestShop } from './harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
}, 60_000);
afterAll(() => shop.close());

const HANGUL = /[가-힣]/;

describe('hostile input', () => {
  it('refuses a 90 KB backtracking e-mail at once, with a few milliseconds of CPU, while another request is answered', async () => {
    const hostile = { ...newMember(), email: `a@${'.@'.repeat(45_000)}` };
    await shop.http.get('/api/v1/setting'); // warm, so the window below holds the two requests alone
    // CPU time, not wall time: on a busy machine a request can wait for a core far longer than
    // 100 ms, but a check that backtracks over 90 KB burns seconds of CPU, whoever else runs.
    const cpu = process.cpuUsage();
    const started = Date.now();
    const signUp = shop.http.post('/api/v1/users').send(hostile);
    const [refused, other] = await Promise.all([
      signUp,
      (async () => {
        await new Promise((r) => setTimeout(r, 5));
        return shop.http.get('/api/v1/setting');
      })(),
    ]);
    const used = process.cpuUsage(cpu);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('이메일은 254자 이하로 입력해주세요');
    expect(other.status).toBe(200);
    expect((used.user + used.system) / 1000).toBeLessThan(250);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each([
    ['a NUL character', { name: '김\u0000세라' }],
    ['a lone surrogate', { name: '김세라\uD800' }],
    ['deep nesting', { name: JSON.parse('['.repeat(2_000) + ']'.repeat(2_000)) }],
  ])('answers %s in a sign-up with 400 and a Korean message, and keeps no username', async (_what, patch) => {
    const body = { ...newMember(), ...patch };
    const res = await shop.http.post('/api/v1/users').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toMatch(HANGUL);
    expect((await shop.http.post('/api/v1/users').send({ ...body, name: '김세라' })).status).toBe(201);
  });

  it('answers malformed JSON and an oversized body with Korean messages, not 500', async () => {
    const bad = await request(shop.app.getHttpServer()).post('/api/v1/users').set('content-type', 'application/json').send('{"username":');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(bad.body.message).toMatch(HANGUL);
    const big = await shop.http.post('/api/v1/users').send({ ...newMember(), name: 'x'.repeat(300_000) });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(big.body.message).toMatch(HANGUL);
  });

  it('answers a malformed escape in an API path with 400 in the API error shape, its message in Korean', async () => {
    const res = await shop.http.get('/api/v1/shop/products/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(res.body.message).toMatch(HANGUL);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('refuses an array where an object is meant, a bad postcode and unknown tabs without a 500', async () => {
    const member = await newSignedInMember(shop);
    const arrayReceiver = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, receiver: [], items: [{ product: 'x', amount: 1 }] });
    expect(arrayReceiver.status).toBe(400);
    expect(arrayReceiver.body.message).toBe('배송지 정보를 입력해주세요');
    const postcode = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, sender: { ...ADDRESSES.sender, postcode: '1234a' }, items: [{ product: 'x', amount: 1 }] });
    expect(postcode.status).toBe(400);
    expect(postcode.body.message).toBe('우편번호를 입력해주세요');
    for (const tab of ['constructor', '__proto__', 'toString']) {
      const res = await shop.http.get(`/api/v1/me/orders?tab=${tab}`).set('Authorization', member.auth);
      expect(res.status).toBe(200);
    }
    const nested = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, sender: { ...ADDRESSES.sender, address2: 7 }, items: [{ product: 'x', amount: 1 }] });
    expect(nested.status).toBe(400);
    for (const e of nested.body.errors) expect(e.message).toMatch(HANGUL);
  });
});
