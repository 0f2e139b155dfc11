import { MIN_POSITION_HEADER, type Coupon, type Order, type OrderQuote, type UserCoupon } from '@shop/contracts';
import type { AssignLevel } from '../src/identity/index.js';
import type { CommandResult } from '../src/platform/event-sourcing/command-runner.js';
import { OrderPromotionsProcess } from '../src/ordering/index.js';
import { Commands } from '../src/platform/event-sourcing/commands.js';
import { ADDRESSES, createTestProduct, deliverAndConfirm, eventually, newSignedInMember, ROOT, signIn, startShop, type TestShop } from './harness.js';

/**
 * Checkout pricing (issue 10 "The order page and the quote", Coupons, Points): the quote and the
 * placed order come to the same breakdown (level discount, shipping with the island surcharge,
 * coupons, points); the order uses its coupons and points once, a cancel gives them back and
 * 구매확정 earns points.
 */
type Member = Awaited<ReturnType<typeof newSignedInMember>>;
let shop: TestShop;
let staff: string;

const JEJU = { postcode: '63309', address1: '제주특별자치도 제주시 첨단로 242' };
const SEOUL = { postcode: '06016', address1: '서울특별시 강남구 학동로 311' };
const ULLEUNG = { postcode: '40230', address1: '경북 울릉군 울릉읍 도동길' };
const GADEOK = { postcode: '46770', address1: '부산 강서구 가덕해안로' };
const BUSAN = { postcode: '48058', address1: '부산 해운대구 해운대로 1' };
const LEVELS = { WELCOME: '일반', SILVER: '실버', GOLD: '골드' } as const;

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

const createCoupon = async (more: Record<string, unknown>, usage: Record<string, unknown> = {}): Promise<Coupon> => {
  const res = await shop.http
    .post('/api/console/shop/coupons')
    .set('Authorization', staff)
    .send({
      name: '쿠폰',
      unit: 'won',
      value: 1_000,
      issue: { type: 'request' },
      usage: { target: { type: 'all', price: 'productPrice' }, ...usage },
      ...more,
    });
  expect(res.status).toBe(201);
  return res.body.coupon as Coupon;
};
/** Staff give the member one coupon; answers its user coupon id. */
const give = async (coupon: Coupon, who: Member): Promise<string> => {
  const res = await shop.http.post('/api/console/user-coupons').set('Authorization', staff).send({ coupon: coupon._id, username: who.username });
  expect(res.status).toBe(201);
  return res.body.userCoupons[0]._id as string;
};
const grantPoints = async (who: Member, amount: number) =>
  expect(
    (
      await shop.http
        .post('/api/console/user-points')
        .set('Authorization', staff)
        .send({ username: who.username, kind: 'grant', amount, reason: '테스트 적립' })
    ).status,
  ).toBe(201);
const assignLevel = async (who: Member, code: keyof typeof LEVELS) => {
  const command: AssignLevel = {
    type: 'AssignLevel',
    data: { userId: who._id, code, name: LEVELS[code], reason: '테스트 등급', coupons: [] },
    metadata: { userId: null, now: new Date().toISOString() },
  };
  await shop.app.get(Commands).send<CommandResult>(command);
};
const balanceOf = async (who: Member): Promise<number> =>
  (await shop.http.get('/api/v1/me/points').set('Authorization', who.auth).expect(200)).body.balance as number;
const couponTab = async (who: Member, tab: 'available' | 'used'): Promise<string[]> =>
  ((await shop.http.get('/api/v1/me/coupons').query({ tab }).set('Authorization', who.auth).expect(200)).body.coupons as UserCoupon[]).map((c) => c._id);
const stockOf = async (productId: string): Promise<number> =>
  (await shop.http.get(`/api/v1/shop/products/${productId}`).expect(200)).body.product.stock as number;
const product = async (price: number, more: Record<string, unknown> = {}, stock = 10_000) =>
  (await createTestProduct(shop, { stock, price, codePrefix: 'price', ...more })).productId;

const quote = (who: Member, body: object) => shop.http.post('/api/v1/shop/orders/quote').set('Authorization', who.auth).send(body);
const place = (who: Member, body: object, to: { postcode: string; address1: string } = JEJU) =>
  shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', who.auth)
    .send({ ...ADDRESSES, receiver: { ...ADDRESSES.receiver, ...to, address2: '' }, ...body });
const consoleOrder = async (orderId: string): Promise<Order> =>
  (await shop.http.get(`/api/console/shop/orders/${orderId}`).set('Authorization', staff).expect(200)).body.order as Order;
const memberOrder = async (who: Member, orderId: string, position = '0'): Promise<Order> =>
  (await shop.http.get(`/api/v1/me/orders/${orderId}`).set('Authorization', who.auth).set(MIN_POSITION_HEADER, position).expect(200)).body.order as Order;

/** The breakdown without line ids (each pricing draws fresh ids for the lines it prices). */
const amounts = (b: unknown): unknown => JSON.parse(JSON.stringify(b, (key, value: unknown) => (key === 'lineIds' ? (value as string[]).length : value)));

describe('a member orders with a coupon and points to Jeju', () => {
  it('answers the same breakdown on the quote and the order, uses the coupon and points once, and a cancel gives both back', async () => {
    const member = await newSignedInMember(shop, 'ck');
    await assignLevel(member, 'GOLD');
    await grantPoints(member, 10_000);
    const tenPercent = await createCoupon({ name: '10% 할인', unit: 'percent', value: 10, limit: 20_000 });
    const got = await shop.http.post('/api/v1/me/coupons').set('Authorization', member.auth).send({ coupon: tenPercent._id });
    expect(got.status).toBe(201);
    const userCouponId = got.body.coupons[0]._id as string;
    const basin = await product(80_000);
    const stock = await stockOf(basin);
    const items = [{ product: basin, amount: 1 }];

    const q = await quote(member, { items, coupons: [userCouponId], point: 5_000, destination: JEJU });
    expect(q.status).toBe(200);
    const quoted = q.body as OrderQuote;
    // 80,000 − 5% 골드 4,000 − 10% of 76,000 (7,600) − 5,000 points + 3,000 parcel + 3,000 Jeju.
    expect(quoted.breakdown).toMatchObject({
      productsPrice: 80_000,
      level: { code: 'GOLD', name: '골드' },
      levelDiscount: 4_000,
      coupons: [{ userCouponId, name: '10% 할인', base: 'productPrice', discount: 7_600 }],
      couponDiscount: 7_600,
      pointsUsed: 5_000,
      shippingPrice: 3_000,
      islandPrice: 3_000,
      island: { kind: 'jeju' },
      totalPrice: 69_400,
    });
    expect(quoted.totalPrice).toBe(69_400);
    expect(quoted.points).toEqual({ balance: 10_000, usable: 10_000 });
    expect(quoted.couponSuggestion).toEqual({ userCouponIds: [userCouponId], discount: 7_600 });
    // Without a destination yet: no island surcharge.
    expect((await quote(member, { items })).body.breakdown).toMatchObject({ islandPrice: 0, island: null, couponDiscount: 0, pointsUsed: 0 });

    const placed = await place(member, { items, coupons: [userCouponId], point: 5_000 });
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    expect(order.totalPrice).toBe(quoted.totalPrice);
    expect(amounts(order.breakdown)).toEqual(amounts(quoted.breakdown));
    expect((await consoleOrder(order._id)).breakdown).toEqual(order.breakdown);
    expect((await memberOrder(member, order._id)).breakdown).toEqual(order.breakdown);
    expect(await couponTab(member, 'used')).toContain(userCouponId);
    expect(await balanceOf(member)).toBe(5_000);
    expect(await stockOf(basin)).toBe(stock - 1);
    // Used: a second order with it is refused, and writes nothing.
    const again = await place(member, { items, coupons: [userCouponId] });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('10% 할인');
    expect(await stockOf(basin)).toBe(stock - 1);

    await shop.http.put(`/api/console/shop/orders/${order._id}`).set('Authorization', staff).send({ orderStatus: 'ORDER_CANCELED' }).expect(200);
    await eventually(async () => (await couponTab(member, 'available')).includes(userCouponId), true);
    await eventually(() => balanceOf(member), 10_000);
    // The cancel delivered again gives nothing back twice.
    await shop.app.get(OrderPromotionsProcess).onCanceled({ orderId: order._id, from: 'ORDER_NONPAYMENT', reason: null, canceledAt: new Date().toISOString() });
    expect(await balanceOf(member)).toBe(10_000);
    expect(await couponTab(member, 'available')).toContain(userCouponId);
  }, 60_000);

  it('earns points at the level rate on what the confirmed lines were paid (구매확정)', async () => {
    const member = await newSignedInMember(shop, 'ce');
    await assignLevel(member, 'GOLD');
    await grantPoints(member, 10_000);
    const basin = await product(200_000);
    const placed = await place(member, { items: [{ product: basin, amount: 1 }], point: 10_000 }, SEOUL);
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    // 200,000 − 5% 골드 10,000 − 10,000 points; parcel goods of 100,000원 and more ship free.
    expect(order.breakdown).toMatchObject({ levelDiscount: 10_000, pointsUsed: 10_000, shippingPrice: 0, totalPrice: 180_000 });
    expect(await balanceOf(member)).toBe(0);
    const line = await deliverAndConfirm(shop, staff, member, order);
    // 골드 earns 2% of the 180,000원 paid.
    await eventually(() => balanceOf(member), 3_600);
    // The confirmation delivered again grants once.
    const confirmed = { orderId: order._id, lineIds: [line._id], confirmedBy: 'member' as const, confirmedAt: new Date().toISOString() };
    await shop.app.get(OrderPromotionsProcess).onConfirmed(confirmed);
    expect(await balanceOf(member)).toBe(3_600);
  }, 60_000);
});

describe('a coupon for exhibitions (기획전)', () => {
  it('takes off only the lines of products in a running exhibition it names', async () => {
    const member = await newSignedInMember(shop, 'ce');
    const [inRunning, inUpcoming] = [await product(60_000), await product(70_000)];
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
    const exhibition = async (productId: string, startsAt: string, endsAt: string) => {
      const res = await shop.http
        .post('/api/console/shop/exhibitions')
        .set('Authorization', staff)
        .send({ title: '쿠폰 기획전', summary: '', content: '', startsAt, endsAt, shows: true, _products: [productId] });
      expect(res.status).toBe(201);
      return res.body.exhibition._id as string;
    };
    const running = await exhibition(inRunning, day(-1), day(5));
    const upcoming = await exhibition(inUpcoming, day(3), day(9));
    const coupon = await createCoupon(
      { name: '기획전 3,000원', value: 3_000 },
      { target: { type: 'exhibits', price: 'productPrice', _exhibitions: [running, upcoming] } },
    );
    const got = await shop.http.post('/api/v1/me/coupons').set('Authorization', member.auth).send({ coupon: coupon._id });
    expect(got.status).toBe(201);
    const userCouponId = got.body.coupons[0]._id as string;

    const both = await quote(member, {
      items: [
        { product: inRunning, amount: 1 },
        { product: inUpcoming, amount: 1 },
      ],
      coupons: [userCouponId],
    });
    expect(both.status).toBe(200);
    expect((both.body as OrderQuote).breakdown.coupons).toEqual([expect.objectContaining({ userCouponId, discount: 3_000 })]);
    // A product whose exhibition has not started is not a target: the coupon takes nothing off it.
    const notYet = await quote(member, { items: [{ product: inUpcoming, amount: 1 }], coupons: [userCouponId] });
    expect(notYet.status === 200 ? (notYet.body as OrderQuote).breakdown.couponDiscount : 0).toBe(0);
  });
});

describe('refusals write nothing', () => {
  it("refuses another member's coupon (404) on the quote and the order", async () => {
    const [member, other] = [await newSignedInMember(shop, 'cm'), await newSignedInMember(shop, 'co')];
    const theirs = await give(await createCoupon({ name: '남의 쿠폰' }), other);
    const basin = await product(50_000);
    const stock = await stockOf(basin);
    const items = [{ product: basin, amount: 1 }];
    const q = await quote(member, { items, coupons: [theirs] });
    expect(q.status).toBe(404);
    const o = await place(member, { items, coupons: [theirs] });
    expect(o.status).toBe(404);
    expect(o.body.message).toEqual(q.body.message);
    expect(await stockOf(basin)).toBe(stock);
    expect(await couponTab(other, 'available')).toContain(theirs);
  });

  it('refuses an address outside the delivery area (422) before reserving, using the coupon or spending points', async () => {
    const member = await newSignedInMember(shop, 'ca');
    await grantPoints(member, 5_000);
    const mine = await give(await createCoupon({ name: '3,000원 할인' }), member);
    const direct = await product(300_000, { shippingCode: 'company' });
    const stock = await stockOf(direct);
    const body = { items: [{ product: direct, amount: 1 }], coupons: [mine], point: 2_000 };
    const q = await quote(member, { ...body, destination: BUSAN });
    expect(q.status).toBe(422);
    expect(q.body.message).toBe('업체직배송 상품은 서울, 경기, 인천 지역에만 배송됩니다. 배송지를 확인해주세요.');
    const o = await place(member, body, BUSAN);
    expect(o.status).toBe(422);
    expect(o.body.message).toBe(q.body.message);
    expect(await stockOf(direct)).toBe(stock);
    expect(await couponTab(member, 'available')).toContain(mine);
    expect(await balanceOf(member)).toBe(5_000);
    expect((await shop.http.get('/api/v1/me/orders').set('Authorization', member.auth).expect(200)).body.orders).toEqual([]);
  });

  it('refuses more points than the order leaves to pay (400) with the Korean message', async () => {
    const member = await newSignedInMember(shop, 'cp');
    await grantPoints(member, 100_000);
    const basin = await product(20_000);
    const o = await place(member, { items: [{ product: basin, amount: 1 }], point: 50_000 }, SEOUL);
    expect(o.status).toBe(400);
    expect(o.body.message).toBe('결제할 금액보다 많은 적립금을 사용할 수 없습니다');
    expect(await balanceOf(member)).toBe(100_000);
  });
});

describe('no double spend through the order endpoint', () => {
  it('lets exactly one of 20 concurrent orders use one single-use coupon; the others reserve nothing', async () => {
    const member = await newSignedInMember(shop, 'cc');
    const once = await give(await createCoupon({ name: '한 번만 5,000원', value: 5_000 }), member);
    const basin = await product(60_000);
    const stock = await stockOf(basin);
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(member, { items: [{ product: basin, amount: 1 }], coupons: [once] }, SEOUL)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.code === 'USER_COUPON_USED')).toBe(true);
    await eventually(() => stockOf(basin), stock - 1);
    expect(await couponTab(member, 'used')).toContain(once);
  }, 60_000);

  it('never takes the balance below 0 under 20 concurrent orders spending the same points', async () => {
    const member = await newSignedInMember(shop, 'cq');
    await grantPoints(member, 10_000);
    const basin = await product(50_000);
    const stock = await stockOf(basin);
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(member, { items: [{ product: basin, amount: 1 }], point: 3_000 }, SEOUL)));
    const won = answers.filter((r) => r.status === 201).length;
    expect(won).toBeGreaterThanOrEqual(1);
    expect(won).toBeLessThanOrEqual(3);
    expect(answers.filter((r) => r.status !== 201).every((r) => r.status === 409 || r.status === 400)).toBe(true);
    expect(await balanceOf(member)).toBe(10_000 - 3_000 * won);
    await eventually(() => stockOf(basin), stock - won);
  }, 60_000);
});

/** A small seeded generator (mulberry32), so a failing cart can be replayed. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('a shop-wide usage limit (spec §3 Coupon usage.limit.shop)', () => {
  it('lets exactly 5 of 30 members ordering at once use a coupon usable 5 times in all; the others write nothing, and a cancel frees a use', async () => {
    const limited = await createCoupon({ name: '선착순 5회 3,000원', value: 3_000 }, { shopLimit: { count__sum: 5 } });
    expect(limited.usage.limit.shop).toEqual({ count__sum: 5, price__sum: null });
    const members = await Promise.all(Array.from({ length: 30 }, (_, i) => newSignedInMember(shop, `cu${i}`)));
    const held: string[] = [];
    for (const m of members) held.push(await give(limited, m));
    const basin = await product(50_000);
    const stock = await stockOf(basin);
    const items = [{ product: basin, amount: 1 }];
    const order = (i: number) => place(members[i]!, { items, coupons: [held[i]] }, SEOUL);

    const answers = await Promise.all(members.map((_, i) => order(i)));
    const won = answers.flatMap((r, i) => (r.status === 201 ? [i] : []));
    const lost = answers.flatMap((r, i) => (r.status === 201 ? [] : [i]));
    expect(won).toHaveLength(5);
    for (const i of lost)
      expect(answers[i]!.body).toMatchObject({
        statusCode: 409,
        code: 'COUPON_USAGE_EXHAUSTED',
        message: '준비된 사용 수량이 모두 소진된 쿠폰입니다: 선착순 5회 3,000원',
      });
    for (const i of won) expect((answers[i]!.body.order as Order).breakdown!.couponDiscount).toBe(3_000);
    // Nothing half-written: five units left the stock, and a refused member keeps the coupon unused and has no order.
    await eventually(() => stockOf(basin), stock - 5);
    const [first, second] = [members[lost[0]!]!, members[lost[1]!]!];
    expect(await couponTab(first, 'available')).toContain(held[lost[0]!]);
    expect((await shop.http.get('/api/v1/me/orders').set('Authorization', first.auth).expect(200)).body.orders).toEqual([]);
    // The quote refuses as the order does, and suggests the coupon no more.
    const q = await quote(first, { items, coupons: [held[lost[0]!]], destination: SEOUL });
    expect(q.status).toBe(409);
    expect(q.body.code).toBe('COUPON_USAGE_EXHAUSTED');
    expect((await quote(first, { items, destination: SEOUL })).body.couponSuggestion).toEqual({ userCouponIds: [], discount: 0 });

    // A cancel before shipping gives the use back: one more order may use it, and only one.
    const canceled = (answers[won[0]!]!.body.order as Order)._id;
    await shop.http.put(`/api/console/shop/orders/${canceled}`).set('Authorization', staff).send({ orderStatus: 'ORDER_CANCELED' }).expect(200);
    await eventually(async () => (await quote(first, { items, coupons: [held[lost[0]!]], destination: SEOUL })).status, 200);
    const again = await order(lost[0]!);
    expect(again.status).toBe(201);
    expect((again.body.order as Order).breakdown!.couponDiscount).toBe(3_000);
    expect((await order(lost[1]!)).body.code).toBe('COUPON_USAGE_EXHAUSTED');
    expect(await couponTab(second, 'available')).toContain(held[lost[1]!]);
    // The console counts the uses: five, one given back and taken again.
    const counted = async () =>
      ((await shop.http.get(`/api/console/shop/coupons/${limited._id}`).set('Authorization', staff).expect(200)).body.coupon as Coupon).used;
    await eventually(counted, { count: 5, price: 15_000 });
  }, 180_000);

  it('refuses an order whose discount would pass the discount the coupon may give in all (price__sum)', async () => {
    const budget = await createCoupon({ name: '총 25,000원 한정 10%', unit: 'percent', value: 10 }, { shopLimit: { price__sum: 25_000 } });
    const [a, b] = [await newSignedInMember(shop, 'cv'), await newSignedInMember(shop, 'cw')];
    const [ofA, ofB] = [await give(budget, a), await give(budget, b)];
    const basin = await product(200_000);
    const items = [{ product: basin, amount: 1 }];
    expect((await place(a, { items, coupons: [ofA] }, SEOUL)).status).toBe(201); // 20,000 of the 25,000
    const refused = await place(b, { items, coupons: [ofB] }, SEOUL);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('쿠폰의 전체 할인 한도가 부족하여 사용할 수 없습니다: 총 25,000원 한정 10%');
    const smaller = await product(50_000); // 5,000: what is left
    expect((await place(b, { items: [{ product: smaller, amount: 1 }], coupons: [ofB] }, SEOUL)).status).toBe(201);
  }, 60_000);
});

describe('a quote equals the placed order', () => {
  const CARTS = Number(process.env.CHECKOUT_CARTS ?? 200);

  it(`over ${CARTS} generated carts with random coupons, points, levels and postcodes`, async () => {
    const random = rng(20261125);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const products = [await product(30_000), await product(120_000), await product(250_000, { shippingCode: 'freight' }), await product(9_900)];
    const coupons = [
      await createCoupon({ name: '상품 10%', unit: 'percent', value: 10, limit: 15_000 }),
      await createCoupon({ name: '배송비 3,000원', value: 3_000 }, { target: { type: 'all', price: 'deliveryFare' } }),
      await createCoupon({ name: '주문 5,000원', value: 5_000 }, { target: { type: 'all', price: 'totalOrderAmount' }, priceMin: 50_000 }),
      await createCoupon({ name: '단독 20%', unit: 'percent', value: 20, limit: 30_000 }, { combinable: false }),
    ];
    const members: Member[] = [];
    for (const level of ['WELCOME', 'SILVER', 'GOLD', 'GOLD', 'SILVER'] as const) {
      const m = await newSignedInMember(shop, 'cg');
      await assignLevel(m, level);
      await grantPoints(m, 5_000_000);
      members.push(m);
    }
    const places = [JEJU, SEOUL, ULLEUNG, GADEOK];
    const outcomes = { placed: 0, refused: 0 };
    for (let i = 0; i < CARTS; i++) {
      const member = pick(members);
      const items = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(products)))].map((p) => ({
        product: p,
        amount: 1 + Math.floor(random() * 3),
      }));
      const chosen: string[] = [];
      for (const c of coupons) if (random() < 0.3) chosen.push(await give(c, member));
      const point = random() < 0.5 ? 0 : pick([1_000, 2_500, 10_000, 50_000, 300_000, 950]);
      const to = pick(places);
      const body = { items, coupons: chosen, point };
      const q = await quote(member, { ...body, destination: to });
      const o = await place(member, body, to);
      const label = `cart ${i}: ${JSON.stringify({ ...body, to: to.postcode })}`;
      if (q.status === 200) {
        expect([label, o.status, o.body.message]).toEqual([label, 201, undefined]);
        const order = o.body.order as Order;
        expect([label, order.totalPrice, amounts(order.breakdown)]).toEqual([label, q.body.totalPrice, amounts(q.body.breakdown)]);
        outcomes.placed += 1;
      } else {
        expect([label, o.status, o.body.code]).toEqual([label, q.status, q.body.code]);
        outcomes.refused += 1;
      }
    }
    // Both sides are exercised: most carts are placed, some refused alike.
    expect(outcomes.placed).toBeGreaterThan(CARTS / 2);
    expect(outcomes.refused).toBeGreaterThan(0);
  }, 600_000);
});

describe('cancelling part of an order paid partly with points', () => {
  it('refunds the line what was paid for it in money and gives its share of the points back as points, once', async () => {
    const member = await newSignedInMember(shop, 'ckp');
    await grantPoints(member, 10_000);
    await shop.http
      .put('/api/v1/me/refund-account')
      .set('Authorization', member.auth)
      .send({ bankCode: '088', accountHolder: member.name, accountNumber: '110234567890' })
      .expect(200);
    const [a, b] = [await product(60_000), await product(40_000)];
    const placed = await place(
      member,
      {
        items: [
          { product: a, amount: 1 },
          { product: b, amount: 1 },
        ],
        paymentMethod: 'bank',
        point: 10_000,
      },
      SEOUL,
    );
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    // 100,000 + parcel free from 100,000 − 10,000 points; the points split 6,000 : 4,000 by the lines' prices.
    expect(order.totalPrice).toBe(90_000);
    expect(await balanceOf(member)).toBe(0);
    await shop.http.put(`/api/console/shop/orders/${order._id}`).set('Authorization', staff).send({ orderStatus: 'ORDER_PAYMENT' }).expect(200);

    const lineB = order.lines.find((l) => l.product._id === b)!;
    await shop.http
      .put(`/api/v1/me/purchases/${lineB._id}`)
      .set('Authorization', member.auth)
      .send({ claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND' })
      .expect(200);
    const done = await shop.http.put(`/api/console/shop/purchases/${lineB._id}`).set('Authorization', staff).send({ claimStatus: 'CANCEL_COMPLETED' });
    expect(done.status).toBe(200);
    expect(done.body.order.refunds[0]).toMatchObject({ method: 'bank', amount: 36_000 });
    await eventually(() => balanceOf(member), 4_000);
    // Heard again (the bus delivers at least once): nothing more comes back.
    const process = shop.app.get(OrderPromotionsProcess);
    const requested = (await shop.http.get(`/api/console/shop/orders/${order._id}`).set('Authorization', staff).expect(200)).body.order as Order;
    await process.onRefunded({
      orderId: order._id,
      refundId: requested.refunds![0]!.refundId,
      amount: 36_000,
      cancelledTid: null,
      completedAt: new Date().toISOString(),
    });
    expect(await balanceOf(member)).toBe(4_000);

    // Cancelling the rest gives back the rest of the points and the money paid for it.
    const lineA = order.lines.find((l) => l.product._id === a)!;
    await shop.http
      .put(`/api/v1/me/purchases/${lineA._id}`)
      .set('Authorization', member.auth)
      .send({ claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND' })
      .expect(200);
    const last = await shop.http.put(`/api/console/shop/purchases/${lineA._id}`).set('Authorization', staff).send({ claimStatus: 'CANCEL_COMPLETED' });
    expect(last.status).toBe(200);
    expect((last.body.order as Order).refundedPrice).toBe(90_000);
    await eventually(() => balanceOf(member), 10_000);
  });
});
