import type { Order, PromoterBonusListResponse } from '@shop/contracts';
import { SalesBonusProcess } from '../src/promoters/index.js';
import { ADDRESSES, ROOT, newMember, newPromoter, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Sales bonuses of the promoter programme (issue 12; spec §9 sales bonus, §7 Promoter GET
 * bonuses): a promotee's purchase confirmed (구매확정) credits their promoter 3% of what the line
 * was paid, once however often the confirmation is delivered; nobody else's purchases count, and
 * only the promoter sees their bonuses.
 */
let shop: TestShop;
let staff: string;
beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

const bonuses = async (auth: string): Promise<PromoterBonusListResponse> =>
  (await shop.http.get('/api/v1/promoter/bonuses').set('Authorization', auth).expect(200)).body as PromoterBonusListResponse;

/** Polls until `probe` answers `expected` (the bonus is credited by a bus consumer), at most 20 s. */
async function eventually<T>(probe: () => Promise<T>, expected: T): Promise<void> {
  const until = Date.now() + 20_000;
  let last = await probe();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    last = await probe();
  }
  expect(last).toEqual(expected);
}

/** Places a bank-transfer order of one product with stock, takes it through payment, shipping and delivery, and the buyer confirms it. */
async function buyAndConfirm(buyer: { auth: string }): Promise<{ orderId: string; line: Order['lines'][number] }> {
  const products = (await shop.http.get('/api/v1/shop/products').set('limit', '40')).body.products as { _id: string; stock: number }[];
  const product = products.find((p) => p.stock > 5)!;
  const placed = await shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', buyer.auth)
    .send({ ...ADDRESSES, items: [{ product: product._id, amount: 1 }] });
  expect(placed.status).toBe(201);
  const order = placed.body.order as Order;
  await shop.http.put(`/api/console/shop/orders/${order._id}`).set('Authorization', staff).send({ orderStatus: 'ORDER_PAYMENT' }).expect(200);
  const line = order.lines[0]!;
  const move = (body: object) => shop.http.put(`/api/console/shop/purchases/${line._id}`).set('Authorization', staff).send(body).expect(200);
  await move({ orderStatus: 'ORDER_CONFIRM' });
  await shop.http
    .put(`/api/console/shop/invoices/${line.purchaseNumber}`)
    .set('Authorization', staff)
    .send({ courierCode: '04', invoiceNumber: '6012-3456-7891' })
    .expect(200);
  await move({ orderStatus: 'DELIVERY_COMPLETE' });
  await shop.http.post(`/api/v1/me/orders/${order._id}/confirm`).set('Authorization', buyer.auth).send({}).expect(200);
  return { orderId: order._id, line };
}

describe("a promotee's confirmed purchase (구매확정)", () => {
  it('credits the promoter 3% of what the line was paid, once, and shows it only to them', async () => {
    const promoter = await newPromoter(shop, 'bp');
    const promotee = newMember('bm');
    await shop.http
      .post('/api/v1/users')
      .send({ ...promotee, promoterCode: promoter.promoterCode })
      .expect(201);
    const buyer = { auth: `Bearer ${(await signIn(shop, promotee.username, promotee.password)).access}` };
    expect(await bonuses(promoter.auth)).toEqual({ balance: 0, bonuses: [], summary: { totalCount: 0 } });

    const { orderId, line } = await buyAndConfirm(buyer);
    const expected = Math.floor((line.totalPrice * 3) / 100);
    expect(expected).toBeGreaterThan(0);
    await eventually(async () => (await bonuses(promoter.auth)).balance, expected);
    const mine = await bonuses(promoter.auth);
    expect(mine.bonuses).toEqual([
      {
        _id: expect.any(String),
        type: 'SALES',
        amount: expected,
        reason: expect.stringContaining('추천회원 구매확정'),
        purchaseId: line._id,
        at: expect.any(String),
      },
    ]);

    // The confirmation delivered again credits nothing more.
    await shop.app.get(SalesBonusProcess).onConfirmed({ orderId, lineIds: [line._id], confirmedBy: 'member', confirmedAt: new Date().toISOString() });
    expect((await bonuses(promoter.auth)).balance).toBe(expected);

    // Tabs: only sales bonuses under SALES, none under WITHDRAWAL.
    expect((await shop.http.get('/api/v1/promoter/bonuses').query({ type: 'SALES' }).set('Authorization', promoter.auth)).body.summary.totalCount).toBe(1);
    expect((await shop.http.get('/api/v1/promoter/bonuses').query({ type: 'WITHDRAWAL' }).set('Authorization', promoter.auth)).body.summary.totalCount).toBe(0);

    // Another promoter sees none of it; a member who is no promoter is refused.
    const other = await newPromoter(shop, 'bo');
    expect(await bonuses(other.auth)).toEqual({ balance: 0, bonuses: [], summary: { totalCount: 0 } });
    const plain = await newSignedInMember(shop, 'bn');
    const refused = await shop.http.get('/api/v1/promoter/bonuses').set('Authorization', plain.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_PROMOTER');
  }, 60_000);

  it('credits nobody for a member who joined without a code', async () => {
    const promoter = await newPromoter(shop, 'bq');
    const loner = await newSignedInMember(shop, 'bl');
    await buyAndConfirm(loner);
    // The promoter's ledger stays empty (the consumer has had the events by the time a promotee's would show).
    const promotee = newMember('br');
    await shop.http
      .post('/api/v1/users')
      .send({ ...promotee, promoterCode: promoter.promoterCode })
      .expect(201);
    const { line } = await buyAndConfirm({ auth: `Bearer ${(await signIn(shop, promotee.username, promotee.password)).access}` });
    const expected = Math.floor((line.totalPrice * 3) / 100);
    await eventually(async () => (await bonuses(promoter.auth)).balance, expected);
    expect((await bonuses(promoter.auth)).summary.totalCount).toBe(1);
  }, 60_000);
});
