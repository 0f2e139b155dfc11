import type { PromoterBonusListResponse } from '@shop/contracts';
import { SalesBonusProcess } from '../src/promoters/index.js';
import { buyAndConfirm, eventually, newMember, newPromoter, newSignedInMember, ROOT, signIn, startShop, type TestShop } from './harness.js';

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

    const { orderId, line } = await buyAndConfirm(shop, staff, buyer);
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
    await buyAndConfirm(shop, staff, loner);
    // The promoter's ledger stays empty (the consumer has had the events by the time a promotee's would show).
    const promotee = newMember('br');
    await shop.http
      .post('/api/v1/users')
      .send({ ...promotee, promoterCode: promoter.promoterCode })
      .expect(201);
    const { line } = await buyAndConfirm(shop, staff, { auth: `Bearer ${(await signIn(shop, promotee.username, promotee.password)).access}` });
    const expected = Math.floor((line.totalPrice * 3) / 100);
    await eventually(async () => (await bonuses(promoter.auth)).balance, expected);
    expect((await bonuses(promoter.auth)).summary.totalCount).toBe(1);
  }, 60_000);
});
