import type {
  ConsoleBonusListResponse,
  ConsoleUserBonusesResponse,
  MemberGradeResponse,
  PromoterBonusListResponse,
  SalesBonusRatesResponse,
} from '@shop/contracts';
import { buyAndConfirm, eventually, newMember, newPromoter, newSignedInMember, ROOT, signIn, startShop, type TestShop } from './harness.js';

/**
 * Promoters' bonuses in the console (spec §2 console user-bonuses, §6 bonuses console only, §7
 * Users "with nested bonuses", §9 bonus types ADMIN_EDIT and DEBIT): staff grant and debit with a
 * reason, never beyond the balance, and what the promoter sees follows; the sales bonus rates
 * (적립률) decide what a promotee's confirmed purchase earns, and it earns the promoter member
 * score points too. Who may call is the authorisation matrix's.
 */
let shop: TestShop;
let staff: string;
beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

const mine = async (auth: string): Promise<PromoterBonusListResponse> =>
  (await shop.http.get('/api/v1/promoter/bonuses').set('Authorization', auth).expect(200)).body as PromoterBonusListResponse;
const adjust = (userId: string, body: object) => shop.http.post(`/api/console/users/${userId}/bonuses`).set('Authorization', staff).send(body);

describe('staff grant and debit a promoter’s bonus', () => {
  it('changes the balance the promoter sees, once per request, never below 0', async () => {
    const promoter = await newPromoter(shop, 'ua');

    const granted = await adjust(promoter._id, { amount: 5_000, reason: '이벤트 당첨 보상', adjustmentId: 'grant-0001-ua' });
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({ adjustmentId: 'grant-0001-ua', balance: 5_000 });
    // The same request again (a retry) grants nothing more.
    expect((await adjust(promoter._id, { amount: 5_000, reason: '이벤트 당첨 보상', adjustmentId: 'grant-0001-ua' })).body.balance).toBe(5_000);

    const debited = await adjust(promoter._id, { amount: -2_000, reason: '중복 지급 정정' });
    expect(debited.status).toBe(201);
    expect(debited.body.balance).toBe(3_000);

    const seen = await mine(promoter.auth);
    expect(seen.balance).toBe(3_000);
    expect(seen.bonuses.map(({ type, amount, reason }) => ({ type, amount, reason }))).toEqual([
      { type: 'DEBIT', amount: -2_000, reason: '중복 지급 정정' },
      { type: 'ADMIN_EDIT', amount: 5_000, reason: '이벤트 당첨 보상' },
    ]);

    // Beyond the balance: refused with the balance named, and nothing written.
    const beyond = await adjust(promoter._id, { amount: -3_001, reason: '과다 차감 시도' });
    expect(beyond.status).toBe(409);
    expect(beyond.body.code).toBe('BONUS_INSUFFICIENT');
    expect(beyond.body.message).toContain('3,000원');
    expect((await mine(promoter.auth)).summary.totalCount).toBe(2);

    // The console's view of the promoter: the same balance and lines.
    const theirs = (await shop.http.get(`/api/console/users/${promoter._id}/bonuses`).set('Authorization', staff).expect(200))
      .body as ConsoleUserBonusesResponse;
    expect(theirs.balance).toBe(3_000);
    expect(theirs.summary.totalCount).toBe(2);

    // All promoters' lines, searched by username and filtered by type, with the promoter named.
    const all = (
      await shop.http.get('/api/console/user-bonuses').query({ searchValue: promoter.username, type: 'DEBIT' }).set('Authorization', staff).expect(200)
    ).body as ConsoleBonusListResponse;
    expect(all.summary.totalCount).toBe(1);
    expect(all.bonuses[0]).toMatchObject({ promoterId: promoter._id, username: promoter.username, type: 'DEBIT', amount: -2_000 });
  }, 60_000);

  it('refuses a zero or fractional amount, a missing reason, and a member who is no promoter', async () => {
    const promoter = await newPromoter(shop, 'ub');
    for (const body of [{ amount: 0, reason: '사유 있음' }, { amount: 10.5, reason: '사유 있음' }, { amount: 1_000, reason: ' 가 ' }, { amount: 1_000 }]) {
      const refused = await adjust(promoter._id, body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    const plain = await newSignedInMember(shop, 'uc');
    const notPromoter = await adjust(plain._id, { amount: 1_000, reason: '지급 시도' });
    expect(notPromoter.status).toBe(404);
    expect(notPromoter.body.code).toBe('BONUS_PROMOTER_NOT_FOUND');
    expect(notPromoter.body.message).toContain('프로모터');
    expect((await mine(promoter.auth)).balance).toBe(0);
  }, 60_000);
});

describe('staff give a goods or grade bonus (spec §9 bonus types)', () => {
  it('books each type under its own tab, in the balance, once per request; a debit stays a debit', async () => {
    const promoter = await newPromoter(shop, 'ug');
    const tab = async (type: string) =>
      (
        (await shop.http.get('/api/v1/promoter/bonuses').query({ type }).set('Authorization', promoter.auth).expect(200)).body as PromoterBonusListResponse
      ).bonuses.map(({ type, amount, reason }) => ({ type, amount, reason }));

    expect((await adjust(promoter._id, { type: 'GOODS', amount: 3_000, reason: '리뷰 이벤트 상품 보너스', adjustmentId: 'goods-0001-ug' })).body.balance).toBe(
      3_000,
    );
    // The same request again (a retry) credits nothing more.
    expect((await adjust(promoter._id, { type: 'GOODS', amount: 3_000, reason: '리뷰 이벤트 상품 보너스', adjustmentId: 'goods-0001-ug' })).body.balance).toBe(
      3_000,
    );
    expect((await adjust(promoter._id, { type: 'GRADE', amount: 4_000, reason: '골드 등급 달성' })).body.balance).toBe(7_000);
    expect((await adjust(promoter._id, { type: 'ADMIN_EDIT', amount: 1_000, reason: '관리자 지급' })).body.balance).toBe(8_000);
    const debited = await adjust(promoter._id, { type: 'DEBIT', amount: -500, reason: '중복 지급 정정' });
    expect([debited.status, debited.body.balance]).toEqual([201, 7_500]);

    expect(await tab('GOODS')).toEqual([{ type: 'GOODS', amount: 3_000, reason: '리뷰 이벤트 상품 보너스' }]);
    expect(await tab('GRADE')).toEqual([{ type: 'GRADE', amount: 4_000, reason: '골드 등급 달성' }]);
    expect(await tab('ADMIN_EDIT')).toEqual([{ type: 'ADMIN_EDIT', amount: 1_000, reason: '관리자 지급' }]);
    expect(await tab('DEBIT')).toEqual([{ type: 'DEBIT', amount: -500, reason: '중복 지급 정정' }]);
    expect(await tab('SALES')).toEqual([]);
    expect((await mine(promoter.auth)).balance).toBe(7_500);
    const listed = (
      await shop.http.get('/api/console/user-bonuses').query({ searchValue: promoter.username, type: 'GRADE' }).set('Authorization', staff).expect(200)
    ).body as ConsoleBonusListResponse;
    expect(listed.bonuses.map((b) => [b.type, b.amount])).toEqual([['GRADE', 4_000]]);

    // A type whose sign does not fit the amount, or no known type, is refused with nothing written.
    for (const [body, message] of [
      [{ type: 'GOODS', amount: -1_000, reason: '상품 보너스 회수' }, '차감은 음수, 상품·등급 보너스와 관리자 지급은 양수 금액으로 입력해주세요'],
      [{ type: 'DEBIT', amount: 1_000, reason: '차감 시도' }, '차감은 음수, 상품·등급 보너스와 관리자 지급은 양수 금액으로 입력해주세요'],
      [{ type: 'SALES', amount: 1_000, reason: '판매 보너스 직접 지급' }, '보너스 구분을 선택해주세요'],
    ] as const) {
      const refused = await adjust(promoter._id, body);
      expect([refused.status, refused.body.code, JSON.stringify(refused.body)]).toEqual([400, 'VALIDATION_FAILED', expect.stringContaining(message)]);
    }
    expect((await mine(promoter.auth)).summary.totalCount).toBe(4);
  }, 60_000);
});

describe('sales bonus rates (적립률) and promoter scores', () => {
  it('are 3% by default, refuse a bad percent, and a category rate decides what a promotee’s purchase earns', async () => {
    const before = (await shop.http.get('/api/console/sales-bonus-rates').set('Authorization', staff).expect(200)).body as SalesBonusRatesResponse;
    expect(before).toEqual({ defaultPercent: 3, byLevel: [], byCategory: [], setBy: null, setAt: null });

    const products = (await shop.http.get('/api/v1/shop/products').set('limit', '40')).body.products as {
      _id: string;
      stock: number;
      category: { _id: string } | null;
    }[];
    const product = products.find((p) => p.stock > 5 && p.category)!;
    for (const bad of [{ defaultPercent: 100.5 }, { defaultPercent: 2.25 }, { defaultPercent: -1 }]) {
      const refused = await shop.http
        .put('/api/console/sales-bonus-rates')
        .set('Authorization', staff)
        .send({ ...bad, byLevel: [], byCategory: [] });
      expect(refused.status).toBe(400);
    }
    const set = await shop.http
      .put('/api/console/sales-bonus-rates')
      .set('Authorization', staff)
      .send({ defaultPercent: 1, byLevel: [], byCategory: [{ categoryId: product.category!._id, percent: 10 }] });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ defaultPercent: 1, byCategory: [{ categoryId: product.category!._id, percent: 10 }], setBy: expect.any(String) });

    const promoter = await newPromoter(shop, 'ud');
    const promotee = newMember('ue');
    await shop.http
      .post('/api/v1/users')
      .send({ ...promotee, promoterCode: promoter.promoterCode })
      .expect(201);
    const buyer = { auth: `Bearer ${(await signIn(shop, promotee.username, promotee.password)).access}` };
    const line = (await buyAndConfirm(shop, staff, buyer, product._id)).line;
    const expected = Math.floor((line.totalPrice * 10) / 100);
    expect(expected).toBeGreaterThan(0);
    await eventually(async () => (await mine(promoter.auth)).balance, expected);
    expect((await mine(promoter.auth)).bonuses[0]).toMatchObject({ type: 'SALES', amount: expected, reason: expect.stringContaining('(10%)') });

    // The same purchase gives the promoter 1 member score point per 1,000원, which levels are evaluated from.
    const score = async () =>
      ((await shop.http.get(`/api/console/users/${promoter._id}/scores`).set('Authorization', staff).expect(200)).body as MemberGradeResponse).user.score;
    await eventually(score, Math.floor(line.totalPrice / 1_000));
  }, 90_000);

  it("falls back to the promoter's level rate, then to the default, when the line's category has none", async () => {
    const products = (await shop.http.get('/api/v1/shop/products').set('limit', '40')).body.products as {
      _id: string;
      stock: number;
      category: { _id: string } | null;
    }[];
    const rated = products.find((p) => p.stock > 5 && p.category)!;
    const other = products.find((p) => p.stock > 5 && p.category && p.category._id !== rated.category!._id)!;
    const promoter = await newPromoter(shop, 'uf');
    const promotee = newMember('ug');
    await shop.http
      .post('/api/v1/users')
      .send({ ...promotee, promoterCode: promoter.promoterCode })
      .expect(201);
    const buyer = { auth: `Bearer ${(await signIn(shop, promotee.username, promotee.password)).access}` };
    const level = ((await shop.http.get(`/api/console/users/${promoter._id}/scores`).set('Authorization', staff).expect(200)).body as MemberGradeResponse)
      .level;
    expect(level).not.toBeNull();
    const setRates = (body: object) => shop.http.put('/api/console/sales-bonus-rates').set('Authorization', staff).send(body).expect(200);

    await setRates({ defaultPercent: 2, byLevel: [{ levelCode: level!.code, percent: 7 }], byCategory: [{ categoryId: rated.category!._id, percent: 10 }] });
    const first = (await buyAndConfirm(shop, staff, buyer, other._id)).line;
    const atLevel = Math.floor((first.totalPrice * 7) / 100);
    await eventually(async () => (await mine(promoter.auth)).balance, atLevel);

    await setRates({ defaultPercent: 2, byLevel: [], byCategory: [{ categoryId: rated.category!._id, percent: 10 }] });
    const second = (await buyAndConfirm(shop, staff, buyer, other._id)).line;
    await eventually(async () => (await mine(promoter.auth)).balance, atLevel + Math.floor((second.totalPrice * 2) / 100));
  }, 90_000);
});
