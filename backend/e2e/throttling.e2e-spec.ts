import { ADDRESSES, ROOT, newMember, signIn, startShop, type TestShop } from './harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop(undefined, {
    THROTTLE_SIGN_IN_PER_ACCOUNT: '5',
    THROTTLE_SIGN_IN_PER_ADDRESS: '40',
    THROTTLE_SIGN_UPS_PER_HOUR: '3',
    THROTTLE_ORDERS_PER_MINUTE: '2',
  });
}, 60_000);
afterAll(() => shop.close());

const basic = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
const UNTIL = /\d{2}:\d{2} 이후에 다시 시도해주세요\.$/;

describe('throttling', () => {
  it('locks an account after repeated wrong passwords, even for the right one, saying until when', async () => {
    const member = newMember('t');
    expect((await shop.http.post('/api/v1/users').send(member)).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const wrong = await shop.http.get('/api/auth/refreshToken').set('Authorization', basic(member.username, 'Wrong123!'));
      expect(wrong.status).toBe(401);
    }
    const right = await shop.http.get('/api/auth/refreshToken').set('Authorization', basic(member.username, member.password));
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('TOO_MANY_REQUESTS');
    expect(right.body.message).toMatch(/^로그인 시도가 너무 많습니다\./);
    expect(right.body.message).toMatch(UNTIL);
    // Another account is not locked by it.
    expect((await shop.http.get('/api/auth/refreshToken').set('Authorization', basic(ROOT.username, ROOT.password))).status).toBe(200);
  }, 30_000);

  it('slows repeated failures down before locking', async () => {
    const member = newMember('s');
    await shop.http.post('/api/v1/users').set('X-Forwarded-For', '10.0.0.9').send(member);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = Date.now();
      await shop.http.get('/api/auth/refreshToken').set('Authorization', basic(member.username, 'Wrong123!'));
      times.push(Date.now() - t);
    }
    // The 4th and 5th failures wait 250 ms and 500 ms on top of the password check; the check's
    // own time is the fastest of the first three (one of them may be slowed by a busy machine).
    const check = Math.min(times[0]!, times[1]!, times[2]!);
    expect(times[4]! - check).toBeGreaterThanOrEqual(400);
  }, 30_000);

  it('limits sign-ups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await shop.http.post('/api/v1/users').send(newMember('u'))).status);
    // Two sign-ups of the tests above came from this address already.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    const refused = await shop.http.post('/api/v1/users').send(newMember('u'));
    expect(refused.body.message).toMatch(/^가입 요청이 너무 많습니다\./);
  });

  it('limits orders per member per minute', async () => {
    const operator = await signIn(shop, ROOT.username, ROOT.password);
    const product = (await shop.http.get('/api/v1/shop/products').set('limit', '50')).body.products.find(
      (p: { stock: number; sells: boolean }) => p.sells && p.stock > 10,
    );
    const auth = `Bearer ${operator.access}`;
    const order = () =>
      shop.http
        .post('/api/v1/shop/orders')
        .set('Authorization', auth)
        .send({ ...ADDRESSES, items: [{ product: product._id, amount: 1 }] });
    const statuses = [(await order()).status, (await order()).status, (await order()).status];
    expect(statuses).toEqual([201, 201, 429]);
  });
});
