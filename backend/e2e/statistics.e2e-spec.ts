import type { DailySalesResponse, DayOfWeekSalesResponse, MonthlySalesResponse, ProductsSalesResponse, SalesFigures } from '@shop/contracts';
import { EVENT_BUS, type EventBus } from '../src/platform/bus/event-bus.port.js';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../src/platform/event-store/event-store.port.js';
import { SalesStatisticsConsumer } from '../src/reporting/index.js';
import { ADDRESSES, ROOT, createTestProduct, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

let shop: TestShop;
let staff: string;

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

/** Today's business day in Asia/Seoul, computed independently of the code under test. */
const seoulDay = (at = new Date()) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/** Creates a plain product (no options) with stock at `price` won, as staff would; returns its id. */
const product = async (price: number) => (await createTestProduct(shop, { stock: 100, price, codePrefix: 'stat' })).productId;

async function get<T>(path: string): Promise<T> {
  const res = await shop.http.get(`/api/console/statistics/${path}`).set('Authorization', staff);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** Polls `read` until `done` holds (the consumer applies events after the relay), at most 10 s. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const plus = (a: SalesFigures, b: SalesFigures): SalesFigures => ({
  placedCount: a.placedCount + b.placedCount,
  placedAmount: a.placedAmount + b.placedAmount,
  salesCount: a.salesCount + b.salesCount,
  salesAmount: a.salesAmount + b.salesAmount,
});

describe('sales statistics (console)', () => {
  const orderIds: string[] = [];
  let today: string;
  let baseline: SalesFigures;
  let cheap: string;
  let dear: string;
  // A: 2 × 30,000 + 3,000 shipping, paid. B: 150,000, paid then canceled. C: 30,000 + 3,000, unpaid. D: 150,000, paid.
  const added: SalesFigures = { placedCount: 4, placedAmount: 63_000 + 150_000 + 33_000 + 150_000, salesCount: 2, salesAmount: 63_000 + 150_000 };

  beforeAll(async () => {
    today = seoulDay();
    baseline = (await get<DailySalesResponse>(`dailySales?from=${today}&to=${today}`)).total;
    cheap = await product(30_000);
    dear = await product(150_000);
    const member = await newSignedInMember(shop, 's');
    // A paid bank-transfer order is cancelled with a refund to the member's refund account.
    const account = await shop.http
      .put('/api/v1/me/refund-account')
      .set('Authorization', member.auth)
      .send({ bankCode: '004', accountHolder: member.name, accountNumber: '123456789012' });
    if (account.status !== 200) throw new Error(`refund account: ${account.status} ${JSON.stringify(account.body)}`);
    const place = async (productId: string, amount: number) => {
      const res = await shop.http
        .post('/api/v1/shop/orders')
        .set('Authorization', member.auth)
        .send({ ...ADDRESSES, items: [{ product: productId, amount }] });
      if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
      orderIds.push(res.body.order._id);
      return res.body.order as { _id: string; totalPrice: number; createdAt: string };
    };
    const status = async (id: string, orderStatus: string) => {
      const res = await shop.http.put(`/api/console/shop/orders/${id}`).set('Authorization', staff).send({ orderStatus });
      if (res.status !== 200) throw new Error(`status: ${res.status} ${JSON.stringify(res.body)}`);
    };
    const a = await place(cheap, 2);
    const b = await place(dear, 1);
    const c = await place(cheap, 1);
    const d = await place(dear, 1);
    expect([a, b, c, d].map((o) => o.totalPrice)).toEqual([63_000, 150_000, 33_000, 150_000]);
    await status(a._id, 'ORDER_PAYMENT');
    await status(b._id, 'ORDER_PAYMENT');
    await status(b._id, 'ORDER_CANCELED');
    await status(d._id, 'ORDER_PAYMENT');
    // Should the run straddle midnight in Seoul, the orders belong to the day they were placed.
    today = seoulDay(new Date(d.createdAt));
  }, 60_000);

  it('sums the day: every order placed, and as sales only the paid ones not canceled', async () => {
    const expected = plus(baseline, added);
    const daily = await until(
      () => get<DailySalesResponse>(`dailySales?from=${today}&to=${today}`),
      (r) => r.total.salesCount === expected.salesCount && r.total.placedCount === expected.placedCount,
    );
    expect(daily).toEqual({ from: today, to: today, days: [{ date: today, ...expected }], total: expected });
  });

  it('lists every day of the default period (the last 30 days), zeros included', async () => {
    const daily = await get<DailySalesResponse>('dailySales');
    expect(daily.days).toHaveLength(30);
    expect(daily.to).toBe(seoulDay());
    expect(daily.days.map((d) => d.date)).toEqual([...daily.days.map((d) => d.date)].sort());
    expect(new Set(daily.days.map((d) => d.date)).size).toBe(30);
    expect(daily.days.find((d) => d.date === today)).toMatchObject({ salesCount: baseline.salesCount + 2 });
    for (const day of daily.days) expect(day.placedCount).toBeGreaterThanOrEqual(day.salesCount);
  });

  it('gives the 12 months of a year and the 7 days of the week', async () => {
    const monthly = await get<MonthlySalesResponse>(`monthlySales?year=${today.slice(0, 4)}`);
    expect(monthly.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `${today.slice(0, 4)}-${String(i + 1).padStart(2, '0')}`));
    expect(monthly.months.find((m) => m.month === today.slice(0, 7))!.salesAmount).toBeGreaterThanOrEqual(added.salesAmount);
    expect(monthly.total.salesAmount).toBe(monthly.months.reduce((s, m) => s + m.salesAmount, 0));

    const week = await get<DayOfWeekSalesResponse>(`dayOfWeekSales?from=${today}&to=${today}`);
    expect(week.days.map((d) => d.label)).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
    expect(week.days[dow]).toMatchObject(plus(baseline, added));
    expect(week.days.filter((_, i) => i !== dow).every((d) => d.placedCount === 0)).toBe(true);
  });

  it('ranks products by paid amount, leaving out unpaid and canceled orders', async () => {
    const res = await get<ProductsSalesResponse>(`productsSales?from=${today}&to=${today}&limit=100`);
    const mine = res.products.filter((p) => p.productId === cheap || p.productId === dear);
    // dear: D only (B was canceled) → 1 unit, 150,000원; cheap: A only (C is unpaid) → 2 units, 60,000원.
    expect(mine).toEqual([
      expect.objectContaining({ productId: dear, amount: 1, salesAmount: 150_000, orderCount: 1 }),
      expect.objectContaining({ productId: cheap, amount: 2, salesAmount: 60_000, orderCount: 1 }),
    ]);
    expect(res.products.map((p) => p.rank)).toEqual(res.products.map((_, i) => i + 1));
    const salesAmounts = res.products.map((p) => p.salesAmount);
    expect(salesAmounts).toEqual([...salesAmounts].sort((a, b) => b - a));
    expect((await get<ProductsSalesResponse>(`productsSales?from=${today}&to=${today}&limit=1`)).products).toHaveLength(1);
  });

  it('does not change the figures when the bus delivers the same events again, stale ones included, in any order across orders', async () => {
    const before = await Promise.all([
      get<DailySalesResponse>(`dailySales?from=${today}&to=${today}`),
      get<ProductsSalesResponse>(`productsSales?from=${today}&to=${today}&limit=100`),
    ]);
    const store = shop.app.get<EventStore>(EVENT_STORE);
    const streams: StoredEvent[][] = [];
    for (const id of orderIds) streams.push((await store.readStream(`order-${id}`)).events);
    // Each order's events in order (the bus keeps order per stream), the orders in reverse.
    const again = streams.reverse().flat();
    const consumer = shop.app.get(SalesStatisticsConsumer);
    const handled = consumer.handled;
    // Then a stale prefix of every stream (as after a crash before an offset commit): the
    // OrderPlaced events alone, which would turn paid or canceled orders back into unpaid ones.
    const stale = streams.map((events) => events[0]!);
    const bus = shop.app.get<EventBus>(EVENT_BUS);
    await bus.publish(again);
    await bus.publish(stale);
    const expected = handled + again.length + stale.length;
    await until(
      async () => consumer.handled,
      (n) => n >= expected,
    );
    expect(consumer.handled).toBeGreaterThanOrEqual(expected);
    const after = await Promise.all([
      get<DailySalesResponse>(`dailySales?from=${today}&to=${today}`),
      get<ProductsSalesResponse>(`productsSales?from=${today}&to=${today}&limit=100`),
    ]);
    expect(after).toEqual(before);
  });

  it('refuses a bad period or year with 400 and a Korean message', async () => {
    for (const query of [
      'dailySales?from=2026-02-30',
      'dailySales?from=abc&to=2026-01-01',
      'dailySales?from=2026-05-02&to=2026-05-01',
      'dailySales?from=2020-01-01&to=2026-01-01',
      'dayOfWeekSales?to=2026-13-01',
      'productsSales?from=2026/01/01',
    ]) {
      const res = await shop.http.get(`/api/console/statistics/${query}`).set('Authorization', staff);
      expect([query, res.status, res.body.message]).toEqual([query, 400, '조회 기간을 확인해주세요']);
    }
    const year = await shop.http.get('/api/console/statistics/monthlySales?year=26').set('Authorization', staff);
    expect([year.status, year.body.message]).toEqual([400, '조회 연도를 확인해주세요']);
    const limit = await shop.http.get('/api/console/statistics/productsSales?limit=0').set('Authorization', staff);
    expect([limit.status, limit.body.message]).toEqual([400, '조회 개수를 확인해주세요']);
  });

  it('gives the same figures after a rebuild from the log and after a restart', async () => {
    const path = `dailySales?from=${today}&to=${today}`;
    const before = await get<DailySalesResponse>(path);
    await shop.app.get(SalesStatisticsConsumer).rebuild();
    expect(await get<DailySalesResponse>(path)).toEqual(before);

    await shop.close();
    shop = await startShop(shop.dataDir);
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    const after = await until(
      () => get<DailySalesResponse>(path),
      (r) => r.total.placedCount === before.total.placedCount && r.total.salesCount === before.total.salesCount,
    );
    expect(after).toEqual(before);
  }, 60_000);

  it('is for staff only: a member gets 403, an anonymous caller 401', async () => {
    const member = await newSignedInMember(shop, 's');
    for (const path of ['dailySales', 'monthlySales', 'dayOfWeekSales', 'productsSales']) {
      const res = await shop.http.get(`/api/console/statistics/${path}`).set('Authorization', member.auth);
      expect([path, res.status, res.body.message]).toEqual([path, 403, '접근 권한이 없습니다']);
      expect((await shop.http.get(`/api/console/statistics/${path}`)).status).toBe(401);
    }
  });
});
