import type { Order, TargetPayment } from '@shop/contracts';
import { ADDRESSES, GENEROUS_LIMITS, ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Target payments (spec §9 product type "target payment"): staff ask one member to pay an
 * amount; only that member sees and orders it, once, by card or bank transfer.
 */
let shop: TestShop;
let staff: string;
let member: Awaited<ReturnType<typeof newSignedInMember>>;
let other: Awaited<ReturnType<typeof newSignedInMember>>;

beforeAll(async () => {
  shop = await startShop(undefined, GENEROUS_LIMITS);
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  member = await newSignedInMember(shop, 'tp');
  other = await newSignedInMember(shop, 'tpo');
}, 60_000);
afterAll(() => shop.close());

async function ask(amount = 330_000): Promise<TargetPayment> {
  const res = await shop.http
    .post('/api/console/shop/target-payments')
    .set('Authorization', staff)
    .send({ username: member.username, name: '욕실 시공비 (부가세 포함)', amount, memo: '12월 2일 시공 예정' });
  expect(res.status).toBe(201);
  return res.body.targetPayment as TargetPayment;
}

const orderIt = (id: string, who = member) =>
  shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', who.auth)
    .send({ items: [{ product: id, amount: 1 }], ...ADDRESSES, paymentMethod: 'bank' });

describe('target payments', () => {
  it('is asked of one member, who alone sees it; the shop never shows it', async () => {
    const tp = await ask();
    expect(tp).toMatchObject({ amount: 330_000, memo: '12월 2일 시공 예정', user: { username: member.username }, payable: true, purchase: null });
    const mine = await shop.http.get('/api/v1/me/target-payments').set('Authorization', member.auth).expect(200);
    expect(mine.body.targetPayments.map((t: TargetPayment) => t._id)).toContain(tp._id);
    const one = await shop.http.get(`/api/v1/me/target-payments/${tp._id}`).set('Authorization', member.auth).expect(200);
    expect(one.body.product).toMatchObject({ _id: tp._id, salePrice: 330_000, stock: 1 });
    expect((await shop.http.get('/api/v1/me/target-payments').set('Authorization', other.auth)).body.targetPayments).toEqual([]);
    expect((await shop.http.get(`/api/v1/me/target-payments/${tp._id}`).set('Authorization', other.auth)).status).toBe(404);
    expect((await shop.http.get(`/api/v1/shop/products/${tp._id}`)).status).toBe(404);
    expect((await shop.http.get(`/api/v1/shop/products/${tp.code}`)).status).toBe(404);
  });

  it('is ordered by its member only, and paid once', async () => {
    const tp = await ask(55_000);
    const stranger = await orderIt(tp._id, other);
    expect(stranger.status).toBe(404);
    const placed = await orderIt(tp._id);
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    expect(order).toMatchObject({ totalPrice: 55_000, shippingPrice: 0, lines: [{ product: { _id: tp._id }, totalPrice: 55_000 }] });
    expect((await orderIt(tp._id)).status).toBe(409);
    const after = (await shop.http.get(`/api/console/shop/target-payments/${tp._id}`).set('Authorization', staff).expect(200)).body
      .targetPayment as TargetPayment;
    expect(after).toMatchObject({ payable: false, purchase: { orderNumber: order.orderNumber, orderStatus: 'ORDER_NONPAYMENT' } });
    const locked = await shop.http.delete(`/api/console/shop/target-payments/${tp._id}`).set('Authorization', staff);
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('TARGET_PAYMENT_LOCKED');
    // The member cancels the unpaid order: the request may be paid again.
    await shop.http.delete(`/api/v1/me/orders/${order._id}`).set('Authorization', member.auth).send({}).expect(200);
    const again = (await shop.http.get(`/api/v1/me/target-payments/${tp._id}`).set('Authorization', member.auth).expect(200)).body
      .targetPayment as TargetPayment;
    expect(again.payable).toBe(true);
  });

  it('is changed or withdrawn by staff while unpaid, and refuses an unknown member', async () => {
    const tp = await ask();
    const changed = await shop.http.put(`/api/console/shop/target-payments/${tp._id}`).set('Authorization', staff).send({ amount: 300_000 });
    expect(changed.body.targetPayment).toMatchObject({ amount: 300_000 });
    const withdrawn = await shop.http.delete(`/api/console/shop/target-payments/${tp._id}`).set('Authorization', staff).expect(200);
    expect(withdrawn.body.targetPayment).toMatchObject({ open: false, payable: false });
    expect((await orderIt(tp._id)).status).toBe(409);
    const unknown = await shop.http
      .post('/api/console/shop/target-payments')
      .set('Authorization', staff)
      .send({ username: 'nobody-here', name: '시공비', amount: 10_000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('해당 아이디의 회원이 없습니다');
    const bad = await shop.http
      .post('/api/console/shop/target-payments')
      .set('Authorization', staff)
      .send({ username: member.username, name: '시공비', amount: 10 });
    expect(bad.status).toBe(400);
  });
});
