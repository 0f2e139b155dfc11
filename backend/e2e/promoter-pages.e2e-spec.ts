import type { Order, PromoterDashboardResponse, PromoterPurchaseListResponse, PromoterScoreListResponse } from '@shop/contracts';
import {
  applyForPromoter,
  deliverAndConfirm,
  eventually,
  newMember,
  newPromoter,
  newSignedInMember,
  placeOneItemOrder,
  ROOT,
  signIn,
  startShop,
  type TestShop,
} from './harness.js';

/**
 * The promoter area's pages (spec §2 dashboard, promotee-purchases, promoter-purchases, scores;
 * §7 Promoter GET purchases): the dashboard's figures after a promotee's 구매확정, the purchase
 * lines of the promoter's own promotees only (names masked, with each line's sales bonus), the
 * promoter's own lines with `of=self`, the promoter's score, and 403 NOT_PROMOTER for a member
 * without approval.
 */
let shop: TestShop;
let staff: string;
beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

const get = async <T>(auth: string, url: string, query: Record<string, string> = {}): Promise<T> =>
  (await shop.http.get(url).query(query).set('Authorization', auth).expect(200)).body as T;

/** Places a bank-transfer order of one product with stock; with `confirm`, staff take it to delivery and the buyer confirms it (구매확정). */
async function buy(buyer: { auth: string }, confirm: boolean): Promise<Order['lines'][number]> {
  const order = await placeOneItemOrder(shop, buyer);
  return confirm ? deliverAndConfirm(shop, staff, buyer, order) : order.lines[0]!;
}

/** Signs up a member with the promoter's code and signs them in. */
async function promoteeOf(promoterCode: string, prefix: string) {
  const body = { ...newMember(prefix), name: '박지민' };
  await shop.http
    .post('/api/v1/users')
    .send({ ...body, promoterCode })
    .expect(201);
  return { ...body, auth: `Bearer ${(await signIn(shop, body.username, body.password)).access}` };
}

/** This month in Seoul, `yyyy-mm`. */
const seoulMonth = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);

describe('the promoter dashboard and purchase pages', () => {
  it("show a promotee's confirmed purchase in the figures, the chart and the list, and none of another promoter's", async () => {
    const promoter = await newPromoter(shop, 'dp');
    const empty = await get<PromoterDashboardResponse>(promoter.auth, '/api/v1/promoter/dashboard');
    expect(empty).toMatchObject({ month: seoulMonth(), balance: 0, accruedThisMonth: 0, promotees: 0, promoteePurchasesThisMonth: { count: 0, paid: 0 } });
    expect(empty.monthlyBonuses).toHaveLength(12);
    expect(empty.monthlyBonuses.every((m) => m.amount === 0)).toBe(true);
    expect(empty.monthlyBonuses[11]!.month).toBe(seoulMonth());

    const promotee = await promoteeOf(promoter.promoterCode, 'dm');
    const line = await buy(promotee, true);
    const bonus = Math.floor((line.totalPrice * 3) / 100);
    expect(bonus).toBeGreaterThan(0);
    // An unpaid order of the promotee is listed but not counted as a purchase of the month.
    const unpaid = await buy(promotee, false);

    // Another promoter's promotee buys too: none of it reaches the first promoter.
    const other = await newPromoter(shop, 'do');
    const stranger = await promoteeOf(other.promoterCode, 'ds');
    const strangerLine = await buy(stranger, false);

    await eventually(async () => (await get<PromoterDashboardResponse>(promoter.auth, '/api/v1/promoter/dashboard')).balance, bonus);
    const dashboard = await get<PromoterDashboardResponse>(promoter.auth, '/api/v1/promoter/dashboard');
    expect(dashboard).toMatchObject({
      balance: bonus,
      accruedThisMonth: bonus,
      promotees: 1,
      promoteePurchasesThisMonth: { count: 1, paid: line.totalPrice },
    });
    expect(dashboard.monthlyBonuses[11]).toEqual({ month: seoulMonth(), amount: bonus });
    expect(dashboard.monthlyBonuses.slice(0, 11).every((m) => m.amount === 0)).toBe(true);

    const list = await get<PromoterPurchaseListResponse>(promoter.auth, '/api/v1/promoter/purchases');
    expect(list.of).toBe('promotees');
    expect(list.summary.totalCount).toBe(2);
    expect(list.purchases.map((p) => p._id)).toEqual([unpaid._id, line._id]);
    expect(list.purchases[1]).toMatchObject({
      buyer: { maskedName: '박*민', maskedUsername: expect.stringContaining('*') },
      product: { name: line.product.name },
      amount: 1,
      paid: line.totalPrice,
      purchaseStatus: 'PURCHASE_COMPLETE',
      statusText: '구매확정',
      salesBonus: bonus,
    });
    expect(list.purchases[0]!.salesBonus).toBeNull();
    expect(JSON.stringify(list)).not.toContain(promotee.username);
    expect(JSON.stringify(list)).not.toContain(strangerLine._id);

    // Filters: the purchase status and the KST month.
    const complete = await get<PromoterPurchaseListResponse>(promoter.auth, '/api/v1/promoter/purchases', { purchaseStatus: 'PURCHASE_COMPLETE' });
    expect(complete.purchases.map((p) => p._id)).toEqual([line._id]);
    const thisMonth = await get<PromoterPurchaseListResponse>(promoter.auth, '/api/v1/promoter/purchases', { month: seoulMonth() });
    expect(thisMonth.summary.totalCount).toBe(2);
    const longAgo = await get<PromoterPurchaseListResponse>(promoter.auth, '/api/v1/promoter/purchases', { month: '2001-01' });
    expect(longAgo).toEqual({ of: 'promotees', purchases: [], summary: { totalCount: 0 } });
    // Paging by the list headers.
    const second = (await shop.http.get('/api/v1/promoter/purchases').set('Authorization', promoter.auth).set('limit', '1').set('skip', '1').expect(200))
      .body as PromoterPurchaseListResponse;
    expect(second.purchases.map((p) => p._id)).toEqual([line._id]);
    expect(second.summary.totalCount).toBe(2);

    // The other promoter sees only their own promotee's line, and nothing of the first promoter's.
    const theirs = await get<PromoterPurchaseListResponse>(other.auth, '/api/v1/promoter/purchases');
    expect(theirs.purchases.map((p) => p._id)).toEqual([strangerLine._id]);
    expect((await get<PromoterDashboardResponse>(other.auth, '/api/v1/promoter/dashboard')).balance).toBe(0);
  }, 90_000);

  it("lists the promoter's own purchase lines with of=self, without bonuses", async () => {
    const promoter = await newPromoter(shop, 'sp');
    const own = await buy(promoter, false);
    const promotee = await promoteeOf(promoter.promoterCode, 'sm');
    const theirs = await buy(promotee, false);
    const mine = await get<PromoterPurchaseListResponse>(promoter.auth, '/api/v1/promoter/purchases', { of: 'self' });
    expect(mine.of).toBe('self');
    expect(mine.purchases.map((p) => p._id)).toEqual([own._id]);
    expect(mine.purchases[0]).toMatchObject({ paid: own.totalPrice, salesBonus: null, statusText: '미결제' });
    const promotees = await get<PromoterPurchaseListResponse>(promoter.auth, '/api/v1/promoter/purchases');
    expect(promotees.purchases.map((p) => p._id)).toEqual([theirs._id]);
  }, 60_000);

  it("shows the promoter's own score and its history, newest first", async () => {
    const promoter = await newPromoter(shop, 'cp');
    expect(await get<PromoterScoreListResponse>(promoter.auth, '/api/v1/promoter/scores')).toEqual({ score: 0, scores: [], summary: { totalCount: 0 } });
    for (const [delta, reason] of [
      [30, '우수 프로모터'],
      [-10, '정정'],
    ] as const) {
      await shop.http.post('/api/console/user-scores').set('Authorization', staff).send({ username: promoter.username, delta, reason }).expect(201);
    }
    const other = await newPromoter(shop, 'co');
    await shop.http.post('/api/console/user-scores').set('Authorization', staff).send({ username: other.username, delta: 99, reason: '다른 회원' }).expect(201);
    const scores = await get<PromoterScoreListResponse>(promoter.auth, '/api/v1/promoter/scores');
    expect(scores.score).toBe(20);
    expect(scores.summary.totalCount).toBe(2);
    expect(scores.scores.map(({ delta, score, reason }) => ({ delta, score, reason }))).toEqual([
      { delta: -10, score: 20, reason: '정정' },
      { delta: 30, score: 30, reason: '우수 프로모터' },
    ]);
  }, 60_000);

  it('refuses a member without approval, and one whose request awaits staff, 403 NOT_PROMOTER', async () => {
    const plain = await newSignedInMember(shop, 'np');
    const awaiting = await applyForPromoter(shop, 'na');
    for (const member of [plain, awaiting]) {
      for (const url of ['/api/v1/promoter/dashboard', '/api/v1/promoter/purchases', '/api/v1/promoter/purchases?of=self', '/api/v1/promoter/scores']) {
        const res = await shop.http.get(url).set('Authorization', member.auth);
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('NOT_PROMOTER');
      }
    }
    expect((await shop.http.get('/api/v1/promoter/dashboard')).status).toBe(401);
  }, 60_000);
});
