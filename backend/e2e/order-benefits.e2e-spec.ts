import { type Coupon, type Order, type OrderQuote, type UserCoupon } from '@shop/contracts';
import { OrderPromotionsProcess } from '../src/ordering/index.js';
import { ADDRESSES, createTestProduct, eventually, GENEROUS_LIMITS, newSignedInMember, ROOT, signIn, startShop, type TestShop } from './harness.js';

/**
 * What an order's coupons and points do beyond the order page (issue 10 Coupons, Points, 0원
 * orders): the site setting decides whether a return's refund gives the coupons back, and an
 * order covered whole by coupons and points is paid as it is placed.
 */
type Member = Awaited<ReturnType<typeof newSignedInMember>>;
let shop: TestShop;
let staff: string;

beforeAll(async () => {
  shop = await startShop(undefined, GENEROUS_LIMITS);
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

const SEOUL = { postcode: '06016', address1: '서울특별시 강남구 학동로 311', address2: '' };

const product = async (price: number) => (await createTestProduct(shop, { stock: 100, price, codePrefix: 'benefit' })).productId;
/** A 5,000원 coupon the member asks for themselves; answers the member's user coupon id. */
async function couponFor(who: Member): Promise<string> {
  const created = await shop.http
    .post('/api/console/shop/coupons')
    .set('Authorization', staff)
    .send({ name: '반품 테스트 쿠폰', unit: 'won', value: 5_000, issue: { type: 'request' }, usage: { target: { type: 'all', price: 'productPrice' } } });
  expect(created.status).toBe(201);
  const got = await shop.http
    .post('/api/v1/me/coupons')
    .set('Authorization', who.auth)
    .send({ coupon: (created.body.coupon as Coupon)._id });
  expect(got.status).toBe(201);
  return (got.body.coupons as UserCoupon[])[0]!._id;
}
const available = async (who: Member): Promise<string[]> =>
  ((await shop.http.get('/api/v1/me/coupons').query({ tab: 'available' }).set('Authorization', who.auth).expect(200)).body.coupons as UserCoupon[]).map(
    (c) => c._id,
  );
const balanceOf = async (who: Member): Promise<number> =>
  (await shop.http.get('/api/v1/me/points').set('Authorization', who.auth).expect(200)).body.balance as number;
const place = (who: Member, body: object) =>
  shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', who.auth)
    .send({ ...ADDRESSES, receiver: { ...ADDRESSES.receiver, ...SEOUL }, ...body });
const move = (purchaseId: string, body: object) => shop.http.put(`/api/console/shop/purchases/${purchaseId}`).set('Authorization', staff).send(body);
const setRestoreOnReturn = async (restoreOnReturn: boolean) => {
  const res = await shop.http.put('/api/console/setting').set('Authorization', staff).send({ coupons: { restoreOnReturn } });
  expect(res.status).toBe(200);
  expect(res.body.setting.coupons).toEqual({ restoreOnReturn });
};

/** A member with a refund account orders one product by bank transfer with a coupon; staff confirm the deposit, ship and deliver it. */
async function deliveredWithCoupon(): Promise<{ member: Member; userCouponId: string; order: Order }> {
  const member = await newSignedInMember(shop, 'rtn');
  await shop.http
    .put('/api/v1/me/refund-account')
    .set('Authorization', member.auth)
    .send({ bankCode: '088', accountHolder: member.name, accountNumber: '110234567890' })
    .expect(200);
  const userCouponId = await couponFor(member);
  const placed = await place(member, { items: [{ product: await product(60_000), amount: 1 }], paymentMethod: 'bank', coupons: [userCouponId] });
  expect(placed.status).toBe(201);
  const order = placed.body.order as Order;
  expect(await available(member)).toEqual([]);
  await shop.http.put(`/api/console/shop/orders/${order._id}`).set('Authorization', staff).send({ orderStatus: 'ORDER_PAYMENT' }).expect(200);
  const line = order.lines[0]!;
  expect((await move(line._id, { orderStatus: 'ORDER_CONFIRM' })).status).toBe(200);
  await shop.http
    .put(`/api/console/shop/invoices/${line.purchaseNumber}`)
    .set('Authorization', staff)
    .send({ courierCode: '04', invoiceNumber: '6012-3456-7890' })
    .expect(200);
  expect((await move(line._id, { orderStatus: 'DELIVERY_COMPLETE' })).status).toBe(200);
  return { member, userCouponId, order };
}

/** The member returns the order's line; staff collect it and complete the return, which refunds it. Answers the refund's id. */
async function returned(member: Member, order: Order): Promise<string> {
  const line = order.lines[0]!;
  const claim = await shop.http
    .put(`/api/v1/me/purchases/${line._id}`)
    .set('Authorization', member.auth)
    .send({ claim: 'RETURN', claimReason: 'CHANGE_OF_MIND', claimReasonDetails: '색이 어울리지 않아요' });
  expect(claim.status).toBe(200);
  for (const collectionStatus of ['COLLECTION_PENDING', 'COLLECTION_PROGRESS', 'COLLECTION_COMPLETE'])
    expect((await move(line._id, { collectionStatus })).status).toBe(200);
  const done = await move(line._id, { claimStatus: 'RETURN_COMPLETED' });
  expect(done.status).toBe(200);
  const refund = (done.body.order as Order).refunds![0]!;
  expect(refund.refundStatus).toBe('REFUND_COMPLETED');
  return refund.refundId;
}

describe('the site setting decides whether a return gives the coupons back', () => {
  afterAll(() => setRestoreOnReturn(false));

  it('is read and changed by console staff, refusing what is not a yes or no', async () => {
    const before = await shop.http.get('/api/console/setting').set('Authorization', staff).expect(200);
    expect(before.body.setting.shopName).toBeTruthy();
    const bad = await shop.http
      .put('/api/console/setting')
      .set('Authorization', staff)
      .send({ coupons: { restoreOnReturn: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('반품 시 쿠폰 복원');
    await setRestoreOnReturn(true);
    const after = await shop.http.get('/api/console/setting').set('Authorization', staff).expect(200);
    expect(after.body.setting).toMatchObject({ shopName: before.body.setting.shopName, coupons: { restoreOnReturn: true } });
  });

  it('off: the returned order is refunded but its coupon stays used', async () => {
    await setRestoreOnReturn(false);
    const { member, order } = await deliveredWithCoupon();
    const refundId = await returned(member, order);
    // The refund's consumers have run once the points side did; give the bus time, then the coupon is still used.
    await new Promise((r) => setTimeout(r, 1_000));
    await shop.app
      .get(OrderPromotionsProcess)
      .onRefunded({ orderId: order._id, refundId, amount: 0, cancelledTid: null, completedAt: new Date().toISOString() });
    expect(await available(member)).toEqual([]);
  });

  it('on: the return’s refund gives the coupon back once, however often the refund is heard', async () => {
    await setRestoreOnReturn(true);
    const { member, userCouponId, order } = await deliveredWithCoupon();
    const refundId = await returned(member, order);
    await eventually(() => available(member), [userCouponId]);

    // The member uses it again on a new order; the first refund heard again does not take it off that order.
    const again = await place(member, { items: [{ product: await product(30_000), amount: 1 }], paymentMethod: 'bank', coupons: [userCouponId] });
    expect(again.status).toBe(201);
    await shop.app
      .get(OrderPromotionsProcess)
      .onRefunded({ orderId: order._id, refundId, amount: 0, cancelledTid: null, completedAt: new Date().toISOString() });
    expect(await available(member)).toEqual([]);
    const used = (await shop.http.get('/api/v1/me/coupons').query({ tab: 'used' }).set('Authorization', member.auth).expect(200)).body.coupons as UserCoupon[];
    expect(used.map((c) => c._id)).toEqual([userCouponId]);
  });
});

describe('an order covered whole by points (0원)', () => {
  it('is paid as it is placed by card: no NICE Pay window opens, and a cancel gives the points back', async () => {
    const member = await newSignedInMember(shop, 'zero');
    const items = [{ product: await product(27_000), amount: 1 }];
    const q = await shop.http
      .post('/api/v1/shop/orders/quote')
      .set('Authorization', member.auth)
      .send({ items, destination: { postcode: SEOUL.postcode, address1: SEOUL.address1 } });
    expect(q.status).toBe(200);
    const total = (q.body as OrderQuote).breakdown.totalPrice;
    expect(total).toBeGreaterThan(0);
    expect(
      (
        await shop.http
          .post('/api/console/user-points')
          .set('Authorization', staff)
          .send({ username: member.username, kind: 'grant', amount: total + 1_000, reason: '테스트 적립' })
      ).status,
    ).toBe(201);

    const placed = await place(member, { items, paymentMethod: 'card', point: total });
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    expect(order).toMatchObject({ totalPrice: 0, orderStatus: 'ORDER_PAYMENT' });
    expect(order.lines.every((l) => l.orderStatus === 'ORDER_PAYMENT')).toBe(true);
    expect(await balanceOf(member)).toBe(1_000);
    const window = await shop.http.post('/api/v1/plugins/nice/pay/generate').set('Authorization', member.auth).send({ orderId: order._id });
    expect(window.status).toBe(409);
    expect(window.body.code).toBe('ORDER_NOT_PAYABLE');

    // The member cancels it; staff approve, nothing is refunded in money and the points come back.
    const cancel = await shop.http
      .put(`/api/v1/me/purchases/${order.lines[0]!._id}`)
      .set('Authorization', member.auth)
      .send({ claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND' });
    expect(cancel.status).toBe(200);
    const done = await move(order.lines[0]!._id, { claimStatus: 'CANCEL_COMPLETED' });
    expect(done.status).toBe(200);
    expect((done.body.order as Order).refunds ?? []).toEqual([]);
    await eventually(() => balanceOf(member), total + 1_000);
  });

  it('is paid as it is placed by bank transfer too, with no deposit to wait for', async () => {
    const member = await newSignedInMember(shop, 'zerob');
    await shop.http
      .post('/api/console/user-points')
      .set('Authorization', staff)
      .send({ username: member.username, kind: 'grant', amount: 200_000, reason: '테스트 적립' })
      .expect(201);
    // 120,000원 ships free (parcel from 100,000원): the points cover it all.
    const placed = await place(member, { items: [{ product: await product(120_000), amount: 1 }], paymentMethod: 'bank', point: 120_000 });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ totalPrice: 0, orderStatus: 'ORDER_PAYMENT', bankAccountLine: null });
  });
});
