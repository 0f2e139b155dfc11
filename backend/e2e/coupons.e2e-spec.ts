import { randomUUID } from 'node:crypto';
import type { Coupon, CouponIssued, UserCoupon } from '@shop/contracts';
import type { AssignLevel } from '../src/identity/index.js';
import { EVENT_STORE, type EventStore } from '../src/platform/event-store/event-store.port.js';
import { Commands } from '../src/platform/event-sourcing/commands.js';
import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import {
  CouponFacts,
  CouponIssueCompleter,
  EventCoupons,
  ScheduledCoupons,
  UserCouponExpirer,
  applyCoupons,
  type RedeemUserCoupon,
  type RestoreUserCoupon,
} from '../src/promotions/index.js';
import { newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Coupons (spec §3 Coupon, User coupon; §6; §7 shop/coupons, user-coupons, me/coupons, GET
 * coupons; §9 Coupons): staff write them, members download and hold them, an order uses one once.
 */
let shop: TestShop;
const staff: Record<'root' | 'admin02' | 'admin03', string> = { root: '', admin02: '', admin03: '' };
let member: Awaited<ReturnType<typeof newSignedInMember>>;
let other: Awaited<ReturnType<typeof newSignedInMember>>;

const body = (more: Record<string, unknown> = {}, issue: Record<string, unknown> = {}, usage: Record<string, unknown> = {}) => ({
  name: '5,000원 할인',
  unit: 'won',
  value: 5_000,
  issue: { type: 'request', ...issue },
  usage: { target: { type: 'all', price: 'productPrice' }, priceMin: 50_000, ...usage },
  ...more,
});

const create = async (b = body()): Promise<Coupon> => {
  const res = await shop.http.post('/api/console/shop/coupons').set('Authorization', staff.root).send(b);
  expect(res.status).toBe(201);
  return res.body.coupon as Coupon;
};
const download = (who: { auth: string }, payload: object) => shop.http.post('/api/v1/me/coupons').set('Authorization', who.auth).send(payload);
const myTab = async (who: { auth: string }, tab: string) =>
  (await shop.http.get('/api/v1/me/coupons').query({ tab }).set('Authorization', who.auth).expect(200)).body.coupons as UserCoupon[];

beforeAll(async () => {
  shop = await startShop();
  for (const name of ['root', 'admin02', 'admin03'] as const) staff[name] = `Bearer ${(await signIn(shop, name, 'Ceramaison!2026')).access}`;
  member = await newSignedInMember(shop, 'cp');
  other = await newSignedInMember(shop, 'cpo');
}, 60_000);
afterAll(() => shop.close());

describe('console coupons', () => {
  it('creates, lists, searches, changes and deletes a coupon (console and admin02)', async () => {
    const c = await create(body({ name: '봄맞이 욕실 쿠폰' }));
    expect(c).toMatchObject({ name: '봄맞이 욕실 쿠폰', count: 1, issue: { round: { type: 'single' }, target: { type: 'all' } }, issued: { count: 0 } });
    const list = await shop.http.get('/api/console/shop/coupons').query({ searchValue: '봄맞이' }).set('Authorization', staff.admin02).expect(200);
    expect(list.body.coupons.map((x: Coupon) => x._id)).toEqual([c._id]);
    const changed = await shop.http
      .put(`/api/console/shop/coupons/${c._id}`)
      .set('Authorization', staff.admin02)
      .send(body({ name: '여름 욕실 쿠폰', value: 7_000 }));
    expect(changed.status).toBe(200);
    expect(changed.body.coupon).toMatchObject({ name: '여름 욕실 쿠폰', value: 7_000 });
    await shop.http.delete(`/api/console/shop/coupons/${c._id}`).set('Authorization', staff.root).expect(200);
    expect((await shop.http.get(`/api/console/shop/coupons/${c._id}`).set('Authorization', staff.root)).status).toBe(404);
  });

  it('refuses admin03 and members (403), visitors (401), and user coupons to admin02 (console only)', async () => {
    const c = await create();
    expect((await shop.http.get('/api/console/shop/coupons').set('Authorization', staff.admin03)).status).toBe(403);
    expect((await shop.http.post('/api/console/shop/coupons').set('Authorization', member.auth).send(body())).status).toBe(403);
    expect((await shop.http.get('/api/console/shop/coupons')).status).toBe(401);
    const issue = await shop.http.post('/api/console/user-coupons').set('Authorization', staff.admin02).send({ coupon: c._id, username: member.username });
    expect(issue.status).toBe(403);
    expect(issue.body.message).toBe('접근 권한이 없습니다');
  });

  it('answers bad input with 400 and Korean messages per field', async () => {
    const res = await shop.http
      .post('/api/console/shop/coupons')
      .set('Authorization', staff.root)
      .send(body({ unit: 'percent', value: 150, name: 'x' }));
    expect(res.status).toBe(400);
    const messages = Object.fromEntries((res.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]));
    expect(messages).toMatchObject({ value: '할인율은 0에서 100 사이로 입력해주세요', name: '쿠폰명은 2자 이상 60자 이하로 입력해주세요' });
    const dates = await shop.http
      .post('/api/console/shop/coupons')
      .set('Authorization', staff.root)
      .send(body({}, { startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-11-01T00:00:00.000Z' }));
    expect(dates.status).toBe(400);
    expect(dates.body.message).toBe('종료일은 시작일보다 뒤여야 합니다');
    const tab = await shop.http.get('/api/v1/me/coupons').query({ tab: 'soon' }).set('Authorization', member.auth);
    expect(tab.status).toBe(400);
    expect(tab.body.message).toBe('쿠폰 탭은 사용가능, 사용완료, 기간만료 중에서 선택해주세요');
  });

  it('keeps download codes unique among coupons (409)', async () => {
    await create(body({}, { code: 'WELCOME-A1' }));
    const taken = await shop.http
      .post('/api/console/shop/coupons')
      .set('Authorization', staff.root)
      .send(body({}, { code: 'welcome-a1' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'COUPON_CODE_TAKEN', message: '이미 사용 중인 쿠폰 코드입니다' });
  });
});

describe('member coupons', () => {
  it('lists download coupons publicly, downloads one into 사용가능 once, and by code', async () => {
    const c = await create(body({ name: '다운로드 5,000원' }));
    const coded = await create(body({ name: '코드 쿠폰' }, { code: 'CERA2026' }));
    const open = (await shop.http.get('/api/v1/coupons').expect(200)).body.coupons as { _id: string }[];
    expect(open.map((x) => x._id)).toContain(c._id);
    expect(open.map((x) => x._id)).not.toContain(coded._id);

    const got = await download(member, { coupon: c._id });
    expect(got.status).toBe(201);
    expect(got.body.coupons).toMatchObject([{ _coupon: c._id, name: '다운로드 5,000원', value: 5_000, isUsed: false }]);
    expect((await myTab(member, 'available')).map((u) => u._coupon)).toContain(c._id);
    const again = await download(member, { coupon: c._id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 발급받은 쿠폰입니다');
    expect(
      (await shop.http.get('/api/v1/coupons').set('Authorization', member.auth)).body.coupons.find((x: { _id: string }) => x._id === c._id).downloaded,
    ).toBe(true);

    expect((await download(member, { coupon: coded._id })).status).toBe(422);
    expect((await download(member, { code: 'cera2026' })).status).toBe(201);
    expect((await download(member, { code: 'NOPE' })).status).toBe(404);
  });

  it('never issues past the shop-wide limit, also under 30 concurrent downloads', async () => {
    const c = await create(body({ name: '선착순 5장' }, { shopLimit: { count__sum: 5 } }));
    const members = await Promise.all(Array.from({ length: 30 }, (_, i) => newSignedInMember(shop, `rush${i}`)));
    const results = await Promise.all(members.map((m) => download(m, { coupon: c._id })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === '준비된 쿠폰이 모두 소진되었습니다')).toBe(true);
    const after = (await shop.http.get(`/api/console/shop/coupons/${c._id}`).set('Authorization', staff.root)).body.coupon as Coupon;
    expect(after.issued.count).toBe(5);
  }, 60_000);

  it("never shows, changes or deletes another member's coupon (404)", async () => {
    const c = await create(body({ name: '내 쿠폰' }));
    const mine = (await download(member, { coupon: c._id })).body.coupons[0] as UserCoupon;
    for (const call of [
      shop.http.put(`/api/v1/me/coupons/${mine._id}/product`).send({ product: null }),
      shop.http.put(`/api/v1/me/coupons/${mine._id}/shippingCode`).send({}),
      shop.http.delete(`/api/v1/me/coupons/${mine._id}`),
    ]) {
      const res = await call.set('Authorization', other.auth);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('보유하지 않은 쿠폰입니다');
    }
    expect((await myTab(other, 'available')).map((u) => u._id)).not.toContain(mine._id);
    expect((await myTab(member, 'available')).map((u) => u._id)).toContain(mine._id);
    await expect(shop.app.get(CouponFacts).usable(other._id, [mine._id], new Date().toISOString())).rejects.toMatchObject({ code: 'USER_COUPON_NOT_FOUND' });
  });

  it('chooses the product of a product coupon, refuses a shipping code on it, and deletes it', async () => {
    const c = await create(body({ name: '상품 쿠폰' }));
    const mine = (await download(member, { coupon: c._id })).body.coupons[0] as UserCoupon;
    const chosen = await shop.http.put(`/api/v1/me/coupons/${mine._id}/product`).set('Authorization', member.auth).send({ product: 'p-1' }).expect(200);
    expect(chosen.body.coupons[0]._product).toBe('p-1');
    const wrong = await shop.http.put(`/api/v1/me/coupons/${mine._id}/shippingCode`).set('Authorization', member.auth).send({ shippingCode: 'parcel' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('배송비 할인 쿠폰에만 배송 방법을 지정할 수 있습니다');
    await shop.http.delete(`/api/v1/me/coupons/${mine._id}`).set('Authorization', member.auth).expect(200);
    expect((await myTab(member, 'available')).map((u) => u._id)).not.toContain(mine._id);
  });
});

describe('using a coupon on an order', () => {
  it('lets exactly one of 100 concurrent orders use a single-use coupon; a cancel before shipping restores it', async () => {
    const c = await create(body({ name: '단 한 번 10%', unit: 'percent', value: 10, limit: 10_000 }));
    const issued = await shop.http.post('/api/console/user-coupons').set('Authorization', staff.root).send({ coupon: c._id, username: member.username });
    expect(issued.status).toBe(201);
    const userCouponId = issued.body.userCoupons[0]._id as string;
    const now = new Date().toISOString();
    const [snapshot] = await shop.app.get(CouponFacts).usable(member._id, [userCouponId], now);
    const line = {
      lineId: 'l1',
      productId: 'p',
      categoryIds: [],
      brandId: null,
      exhibitionIds: [],
      displayCodes: [],
      shippingCode: 'parcel' as const,
      shippingBundleType: 'bundle' as const,
      salePrice: 250_000,
      amount: 1,
      totalPrice: 250_000,
    };
    expect(applyCoupons([snapshot!], { lines: [line], shippingPrice: 0, islandPrice: 0, servicePrice: 0 }, now)[0]!.discount).toBe(10_000);

    const commands = shop.app.get(Commands);
    const redeem = (orderId: string): RedeemUserCoupon => ({
      type: 'RedeemUserCoupon',
      data: { userCouponId, userId: member._id, orderId },
      metadata: { userId: member._id, now },
    });
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => commands.send(redeem(`order-${i}`))));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 'USER_COUPON_USED')).toBe(true);
    const used = (await myTab(member, 'used')).find((u) => u._id === userCouponId)!;
    expect(used.isUsed).toBe(true);
    await expect(shop.app.get(CouponFacts).usable(member._id, [userCouponId], now)).rejects.toMatchObject({ code: 'USER_COUPON_USED' });

    const winner = results.findIndex((r) => r.status === 'fulfilled');
    const restore = (orderId: string): RestoreUserCoupon => ({ type: 'RestoreUserCoupon', data: { userCouponId, orderId }, metadata: { userId: null, now } });
    await commands.send(restore(`order-${winner === 0 ? 1 : 0}`)); // another order's cancel: nothing
    expect((await myTab(member, 'used')).map((u) => u._id)).toContain(userCouponId);
    const restored = await commands.send<{ position: number }>(restore(`order-${winner}`));
    const back = await shop.http.get('/api/v1/me/coupons').set('Authorization', member.auth).set('x-min-position', String(restored.position)).expect(200);
    expect(back.body.coupons.map((u: UserCoupon) => u._id)).toContain(userCouponId);
  }, 60_000);

  it('lists a coupon past its usage period under 기간만료', async () => {
    const c = await create(body({ name: '지난 쿠폰' }, {}, { endsAt: '2020-01-01T00:00:00.000Z' }));
    await download(member, { coupon: c._id }).expect(201);
    expect((await myTab(member, 'expired')).map((u) => u._coupon)).toContain(c._id);
    expect((await myTab(member, 'available')).map((u) => u._coupon)).not.toContain(c._id);
    const swept = await shop.app.get(UserCouponExpirer).sweep(new Date());
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const listed = await shop.http
      .get('/api/console/user-coupons')
      .query({ searchValue: member.username })
      .set('Authorization', staff.root)
      .set('x-min-position', String(swept.position));
    expect(listed.body.userCoupons.find((u: UserCoupon) => u._coupon === c._id)).toMatchObject({ isExpired: true, isUsed: false });
    expect((await shop.app.get(UserCouponExpirer).sweep(new Date())).expired).toBe(0);
  });
});

describe('event coupons', () => {
  it('gives a new member each active instant sign-up coupon, once', async () => {
    const c = await create(body({ name: '가입 축하 3,000원' }, { type: 'instant', eventType: 'signup' }));
    expect((await download(member, { coupon: c._id })).status).toBe(422); // not a download coupon
    const fresh = await newSignedInMember(shop, 'cpnew');
    let held: UserCoupon[] = [];
    for (let i = 0; i < 50 && !held.some((u) => u._coupon === c._id); i++) {
      await new Promise((r) => setTimeout(r, 100));
      held = await myTab(fresh, 'available');
    }
    expect(held.filter((u) => u._coupon === c._id)).toHaveLength(1);
    // The event delivered again: the round is single, nothing more is issued.
    const again = await shop.app.get(EventCoupons).issueOn('signup', fresh._id, { userType: 'PERSON', level: 'PERSON' }, new Date().toISOString());
    expect(again).toEqual([]);
    expect((await myTab(fresh, 'available')).filter((u) => u._coupon === c._id)).toHaveLength(1);
    await shop.http.delete(`/api/console/shop/coupons/${c._id}`).set('Authorization', staff.root).expect(200);
  });
});

describe('coupons of a member level', () => {
  it('are given to a member reaching the level, once however often the change is heard', async () => {
    const c = await create(body({ name: '골드 등급 축하 쿠폰' }, { type: 'instant' }));
    const who = await newSignedInMember(shop, 'lvc');
    const at = new Date().toISOString();
    const reached: AssignLevel = {
      type: 'AssignLevel',
      data: { userId: who._id, code: 'GOLD', name: '골드', reason: '등급 평가', coupons: [c._id] },
      metadata: { userId: null, now: at },
    };
    await shop.app.get(Commands).send(reached);
    const given = async () => (await myTab(who, 'available')).filter((u) => u.name === '골드 등급 축하 쿠폰').length;
    for (let i = 0; i < 50 && (await given()) === 0; i++) await new Promise((r) => setTimeout(r, 100)); // the bus hands the change over
    expect(await given()).toBe(1);
    expect(await shop.app.get(EventCoupons).grantLevel(who._id, 'GOLD', [c._id], at)).toEqual([{ userCouponIds: [], position: expect.any(Number) }]);
    expect(await given()).toBe(1);
  });
});

describe('scheduled coupons (issue.issuesAt)', () => {
  it('are issued once their time has come to every member the target covers who had registered by then, once however often swept', async () => {
    const [a, b, c] = [await newSignedInMember(shop, 'sca'), await newSignedInMember(shop, 'scb'), await newSignedInMember(shop, 'scc')];
    const gold: AssignLevel = {
      type: 'AssignLevel',
      data: { userId: c._id, code: 'GOLD', name: '골드', reason: '등급 평가', coupons: [] },
      metadata: { userId: null, now: new Date().toISOString() },
    };
    await shop.app.get(Commands).send(gold);
    await new Promise((r) => setTimeout(r, 5));
    const issuesAt = new Date().toISOString();
    const scheduled = (name: string, target: object, at = issuesAt) => body({ name }, { type: 'instant', issuesAt: at, target });
    const forUsers = await create(scheduled('예약 지급 지정 회원', { type: 'users', _users: [a._id, b._id] }));
    const forGold = await create(scheduled('예약 지급 골드 등급', { type: 'levels', _levels: ['GOLD'] }));
    const forAll = await create(scheduled('예약 지급 전체 회원', { type: 'all' }));
    const notYet = await create(scheduled('다음 주 예약 지급', { type: 'all' }, new Date(Date.now() + 7 * 86_400_000).toISOString()));
    const late = await newSignedInMember(shop, 'scd'); // registered after the scheduled time
    const settled = async () =>
      expect(await shop.app.get(ProjectionRunner).waitFor(await shop.app.get<EventStore>(EVENT_STORE).headPosition(), 10_000)).toBe(true);
    await settled();

    const sweeper = shop.app.get(ScheduledCoupons);
    const at = new Date(Date.parse(issuesAt) + 60_000);
    // Whoever sweeps first (this call, or the shop's own minute sweep), each member is served once.
    await sweeper.sweep(at);
    await settled();
    const held = async (who: { auth: string }) => {
      const coupons = await myTab(who, 'available');
      return [forUsers, forGold, forAll, notYet].map((x) => coupons.filter((u) => u._coupon === x._id).length);
    };
    expect(await held(a)).toEqual([1, 0, 1, 0]);
    expect(await held(b)).toEqual([1, 0, 1, 0]);
    expect(await held(c)).toEqual([0, 1, 1, 0]);
    expect(await held(late)).toEqual([0, 0, 0, 0]);

    // Swept again, also after the coupon changed (gone through once more): the rounds on the coupon's stream give nothing twice.
    expect((await sweeper.sweep(at)).issued).toBe(0);
    await shop.http
      .put(`/api/console/shop/coupons/${forUsers._id}`)
      .set('Authorization', staff.root)
      .send(scheduled('예약 지급 지정 회원', { type: 'users', _users: [a._id, b._id] }))
      .expect(200);
    await settled();
    expect((await sweeper.sweep(new Date(at.getTime() + 60_000))).issued).toBe(0);
    expect(await held(a)).toEqual([1, 0, 1, 0]);
    const after = (await shop.http.get(`/api/console/shop/coupons/${forUsers._id}`).set('Authorization', staff.root)).body.coupon as Coupon;
    expect(after.issued.count).toBe(2);
  }, 60_000);
});

describe('an issue cut short', () => {
  it('is completed from the bus: a member whose coupon stream says they were given one gets it, once', async () => {
    const c = await create(body({ name: '끊긴 발급 쿠폰' }));
    const who = await newSignedInMember(shop, 'cut');
    // The process died after the coupon's stream recorded the issue, before the member's coupon was opened.
    const store = shop.app.get<EventStore>(EVENT_STORE);
    const stream = `coupon-${c._id}`;
    const { revision } = await store.readStream(stream);
    const userCouponId = randomUUID();
    const at = new Date().toISOString();
    const data = { couponId: c._id, userId: who._id, userCouponIds: [userCouponId], round: `staff-${at}`, face: 10_000, by: 'staff', issuedAt: at };
    await store.appendToStream(stream, [{ id: randomUUID(), type: 'CouponIssued', data, metadata: { userId: null, at } }], revision);
    const given = async () => (await myTab(who, 'available')).filter((u) => u._id === userCouponId).length;
    for (let i = 0; i < 50 && (await given()) === 0; i++) await new Promise((r) => setTimeout(r, 100)); // the bus hands the issue over
    expect(await given()).toBe(1);
    expect(await shop.app.get(CouponIssueCompleter).complete(data as CouponIssued['data'])).toBe(0);
    expect(await given()).toBe(1);
  });
});
