import { randomUUID } from 'node:crypto';
import type { PromoterBonusListResponse, PromoterScoreListResponse, RefundCompleted, RefundRequested } from '@shop/contracts';
import { EVENT_STORE, type EventStore } from '../src/platform/event-store/event-store.port.js';
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
const score = async (auth: string): Promise<number> =>
  ((await shop.http.get('/api/v1/promoter/scores').set('Authorization', auth).expect(200)).body as PromoterScoreListResponse).score;

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

  it('is reversed when the purchase is refunded: the balance and the score go back, a reversal line shows, and a redelivered refund counts once', async () => {
    const promoter = await newPromoter(shop, 'bv');
    const promotee = newMember('bw');
    await shop.http
      .post('/api/v1/users')
      .send({ ...promotee, promoterCode: promoter.promoterCode })
      .expect(201);
    const buyer = { auth: `Bearer ${(await signIn(shop, promotee.username, promotee.password)).access}` };
    const scoreBefore = await score(promoter.auth);
    const { orderId, line } = await buyAndConfirm(shop, staff, buyer);
    const credited = Math.floor((line.totalPrice * 3) / 100);
    const points = Math.floor(line.totalPrice / 1_000);
    expect(points).toBeGreaterThan(0);
    await eventually(async () => (await bonuses(promoter.auth)).balance, credited);
    await eventually(async () => score(promoter.auth), scoreBefore + points);

    // The order's rules refuse a claim on a confirmed line (spec §4: 구매확정 ends the purchase), so
    // the refund of it reaches the order's stream as the refund process records one: asked, then paid.
    const refundId = randomUUID();
    const now = new Date().toISOString();
    const requested: RefundRequested['data'] = {
      orderId,
      refundId,
      claimId: randomUUID(),
      lineIds: [line._id],
      method: 'bank',
      amount: line.totalPrice,
      returnShippingPrice: 0,
      account: null,
      requestedAt: now,
    };
    const completed: RefundCompleted['data'] = { orderId, refundId, amount: line.totalPrice, cancelledTid: null, completedAt: now };
    await shop.app.get<EventStore>(EVENT_STORE).appendToStream(
      `order-${orderId}`,
      [
        { id: randomUUID(), type: 'RefundRequested', data: requested, metadata: { userId: null, at: now } },
        { id: randomUUID(), type: 'RefundCompleted', data: completed, metadata: { userId: null, at: now } },
      ],
      'any',
    );

    await eventually(async () => (await bonuses(promoter.auth)).balance, 0);
    await eventually(async () => score(promoter.auth), scoreBefore);
    const history = await bonuses(promoter.auth);
    expect(history.bonuses.map((b) => [b.type, b.amount, b.purchaseId])).toEqual([
      ['SALES', -credited, line._id],
      ['SALES', credited, line._id],
    ]);
    expect(history.bonuses[0]!.reason).toBe('추천회원 구매 환불');

    // The refund delivered again takes nothing more back.
    await shop.app.get(SalesBonusProcess).onRefunded(completed);
    expect((await bonuses(promoter.auth)).balance).toBe(0);
    expect((await bonuses(promoter.auth)).summary.totalCount).toBe(2);
    expect(await score(promoter.auth)).toBe(scoreBefore);
  }, 60_000);
});
