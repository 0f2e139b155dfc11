import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MemberDashboardResponse, RegularPurchaseListResponse } from '@shop/contracts';
import { Commands } from '../src/platform/event-sourcing/commands.js';
import type { CommandResult } from '../src/platform/event-sourcing/command-runner.js';
import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import type { UpdateProduct } from '../src/catalog/index.js';
import { ADDRESSES, GENEROUS_LIMITS, ROOT, createTestProduct, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

type Member = Awaited<ReturnType<typeof newSignedInMember>>;

let shop: TestShop;
let staff: string;

beforeAll(async () => {
  shop = await startShop(undefined, GENEROUS_LIMITS);
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

/** GET me/dashboard as `member`, after the log position `at` when given. */
const dashboard = async (member: Member, at?: number): Promise<MemberDashboardResponse> =>
  (
    await shop.http
      .get('/api/v1/me/dashboard')
      .set('Authorization', member.auth)
      .set('x-min-position', String(at ?? 0))
      .expect(200)
  ).body;
const regular = async (member: Member): Promise<RegularPurchaseListResponse> =>
  (await shop.http.get('/api/v1/me/regular-purchases').set('Authorization', member.auth).expect(200)).body;
const order = async (member: Member, items: { product: string; amount: number }[]) => {
  const placed = await shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', member.auth)
    .send({ ...ADDRESSES, items });
  expect(placed.status).toBe(201);
  return placed.body as { order: { _id: string; orderNumber: string; totalPrice: number }; position: number };
};
const move = (orderId: string, orderStatus: string) =>
  shop.http.put(`/api/console/shop/orders/${orderId}`).set('Authorization', staff).send({ orderStatus }).expect(200);

describe('the member dashboard (GET /api/v1/me/dashboard)', () => {
  it('counts orders by state, and shows coupons, points, level, recent orders and likes', async () => {
    const member = await newSignedInMember(shop, 'db');
    const { productId } = await createTestProduct(shop, { stock: 50, price: 120_000, codePrefix: 'dash' });

    const empty = await dashboard(member);
    expect(empty.orderCounts).toEqual({ nonpayment: 0, payment: 0, preparing: 0, shipping: 0, delivered: 0, claims: 0 });
    expect(empty).toMatchObject({ coupons: 0, points: { balance: 0, expiringSoon: 0 }, recentOrders: [], likes: { items: [], totalCount: 0 } });
    expect(empty.level).toMatchObject({ code: expect.any(String), name: expect.any(String), score: 0 });

    const first = await order(member, [{ product: productId, amount: 2 }]);
    const second = await order(member, [{ product: productId, amount: 1 }]);
    let view = await dashboard(member, second.position);
    expect(view.orderCounts).toMatchObject({ nonpayment: 2, payment: 0 });
    expect(view.recentOrders.map((o) => o.orderNumber)).toEqual([second.order.orderNumber, first.order.orderNumber]);
    expect(view.recentOrders[0]).toMatchObject({
      statusText: '미결제',
      totalPrice: second.order.totalPrice,
      lineCount: 1,
      title: expect.stringContaining('테스트 세면대'),
    });

    const paid = (await move(first.order._id, 'ORDER_PAYMENT')).body as { position: number };
    view = await dashboard(member, paid.position);
    expect(view.orderCounts).toMatchObject({ nonpayment: 1, payment: 1, preparing: 0 });

    const granted = await shop.http
      .post('/api/console/user-points')
      .set('Authorization', staff)
      .send({ username: member.username, kind: 'grant', amount: 7_000, reason: '대시보드 확인 적립' });
    expect(granted.status).toBe(201);
    const coupon = await shop.http
      .post('/api/console/shop/coupons')
      .set('Authorization', staff)
      .send({ name: '3,000원 할인', unit: 'won', value: 3_000, issue: { type: 'instant' }, usage: { target: { type: 'all', price: 'productPrice' } } });
    expect(coupon.status).toBe(201);
    const given = await shop.http
      .post('/api/console/user-coupons')
      .set('Authorization', staff)
      .send({ coupon: coupon.body.coupon._id, username: member.username });
    expect(given.status).toBe(201);
    const liked = await shop.http.post('/api/v1/me/likes').set('Authorization', member.auth).send({ product: productId });
    expect(liked.status).toBe(201);

    view = await dashboard(member, Math.max(granted.body.position ?? 0, given.body.position ?? 0, liked.body.position));
    expect(view.points.balance).toBe(7_000);
    expect(view.coupons).toBe(1);
    expect(view.likes.totalCount).toBe(1);
    expect(view.likes.items[0]!.product._id).toBe(productId);
  });

  it('shows a member only their own figures', async () => {
    const buyer = await newSignedInMember(shop, 'dbo');
    const other = await newSignedInMember(shop, 'dbn');
    const { productId } = await createTestProduct(shop, { stock: 10, price: 50_000, codePrefix: 'dash' });
    const placed = await order(buyer, [{ product: productId, amount: 1 }]);
    await shop.http
      .post('/api/console/user-points')
      .set('Authorization', staff)
      .send({ username: buyer.username, kind: 'grant', amount: 1_000, reason: '확인' });

    const mine = await dashboard(buyer, placed.position);
    expect(mine.orderCounts.nonpayment).toBe(1);
    expect(mine.points.balance).toBe(1_000);
    const theirs = await dashboard(other, placed.position);
    expect(theirs.orderCounts).toEqual({ nonpayment: 0, payment: 0, preparing: 0, shipping: 0, delivered: 0, claims: 0 });
    expect(theirs.points.balance).toBe(0);
    expect(theirs.recentOrders).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain(placed.order.orderNumber);
    expect((await regular(other)).regularPurchases).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    expect((await shop.http.get('/api/v1/me/dashboard')).status).toBe(401);
    expect((await shop.http.get('/api/v1/me/regular-purchases')).status).toBe(401);
  });
});

describe('regular purchases (GET /api/v1/me/regular-purchases)', () => {
  it('lists products of paid orders with how often and when, leaves unpaid and cancelled ones out, and disables what is no longer sold', async () => {
    const member = await newSignedInMember(shop, 'rp');
    const often = await createTestProduct(shop, { stock: 50, price: 30_000, codePrefix: 'reg' });
    const once = await createTestProduct(shop, { stock: 50, price: 80_000, codePrefix: 'reg' });
    const unpaid = await createTestProduct(shop, { stock: 50, price: 10_000, codePrefix: 'reg' });

    const a = await order(member, [{ product: often.productId, amount: 2 }]);
    const b = await order(member, [
      { product: often.productId, amount: 3 },
      { product: once.productId, amount: 1 },
    ]);
    await order(member, [{ product: unpaid.productId, amount: 1 }]);
    const cancelled = await order(member, [{ product: unpaid.productId, amount: 4 }]);
    await move(a.order._id, 'ORDER_PAYMENT');
    await move(b.order._id, 'ORDER_PAYMENT');
    await move(cancelled.order._id, 'ORDER_CANCELED');

    let list = (await regular(member)).regularPurchases;
    expect(list.map((r) => [r.product._id, r.timesBought, r.totalAmount, r.lastAmount, r.orderable])).toEqual([
      [often.productId, 2, 5, 3, true],
      [once.productId, 1, 1, 1, true],
    ]);
    expect(list[0]!.lastBoughtAt >= list[1]!.lastBoughtAt || list[0]!.timesBought > list[1]!.timesBought).toBe(true);

    const stop: UpdateProduct = {
      type: 'UpdateProduct',
      data: { productId: once.productId, changes: { sells: false } },
      metadata: { userId: null, now: new Date().toISOString() },
    };
    const { position } = await shop.app.get(Commands).send<CommandResult>(stop);
    await shop.app.get(ProjectionRunner).waitFor(position, 10_000);
    list = (await regular(member)).regularPurchases;
    expect(list.find((r) => r.product._id === once.productId)).toMatchObject({ orderable: false, unavailableReason: 'NOT_ON_SALE' });

    // One-click reorder is the cart's own call with the line as bought.
    const again = list.find((r) => r.product._id === often.productId)!;
    const added = await shop.http
      .post('/api/v1/me/carts')
      .set('Authorization', member.auth)
      .send({ product: again.product._id, option: again.option, amount: again.lastAmount });
    expect(added.status).toBe(201);
    expect(added.body.cart).toMatchObject({ product: { _id: often.productId }, amount: 3 });
  });
});
