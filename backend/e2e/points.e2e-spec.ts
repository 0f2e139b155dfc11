import { randomUUID } from 'node:crypto';
import type { MyPointsResponse, PointHistoryEntry } from '@shop/contracts';
import { Commands } from '../src/platform/event-sourcing/commands.js';
import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import type { RestorePoints, SpendPoints } from '../src/promotions/index.js';
import { PointExpirySweeper, PointFacts, PurchasePoints } from '../src/promotions/index.js';
import { GENEROUS_LIMITS, ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Points (적립금, spec §3 User point; issue 10): staff grant and debit with a reason, orders spend
 * the soonest-expiring grants first and get them back on cancel, the balance never goes below 0
 * even under 50 concurrent orders, and a member sees only their own.
 */
let shop: TestShop;
let staff: string;
let admin02: string;
let admin03: string;
type Member = Awaited<ReturnType<typeof newSignedInMember>>;

beforeAll(async () => {
  shop = await startShop(undefined, GENEROUS_LIMITS);
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  admin02 = `Bearer ${(await signIn(shop, 'admin02', ROOT.password)).access}`;
  admin03 = `Bearer ${(await signIn(shop, 'admin03', ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

const adjust = (body: object, auth = staff) => shop.http.post('/api/console/user-points').set('Authorization', auth).send(body);
const mine = async (member: Member, limit = 20): Promise<MyPointsResponse> =>
  (await shop.http.get('/api/v1/me/points').set('Authorization', member.auth).set('limit', String(limit)).expect(200)).body;
const spend = (userId: string, orderId: string, amount: number) => {
  const command: SpendPoints = { type: 'SpendPoints', data: { userId, orderId, amount }, metadata: { userId, now: new Date().toISOString() } };
  return shop.app.get(Commands).send<{ position: number }>(command);
};

describe('points', () => {
  it('lets staff grant points with a reason, and the member sees balance and history', async () => {
    const member = await newSignedInMember(shop, 'pt');
    const granted = await adjust({ username: member.username, kind: 'grant', amount: 5_000, reason: '리뷰 작성 감사 적립' });
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({ _user: member._id, balance: 5_000 });
    const view = await mine(member);
    expect(view.balance).toBe(5_000);
    expect(view.history).toEqual([expect.objectContaining({ kind: 'GRANT', amount: 5_000, balance: 5_000, description: '관리자 지급 · 리뷰 작성 감사 적립' })]);
    expect(view.history[0].expiresAt).toEqual(expect.any(String));
  });

  it('grants under a policy with its name and validity, and debits with a reason', async () => {
    const member = await newSignedInMember(shop, 'pp');
    const policy = await shop.http
      .post('/api/console/shop/points')
      .set('Authorization', admin02)
      .send({ name: '첫 구매 감사', amount: 2_000, validityDays: 30 });
    expect(policy.status).toBe(201);
    expect(policy.body.point).toMatchObject({ name: '첫 구매 감사', amount: 2_000, rate: null, validityDays: 30, isActive: true });
    expect((await adjust({ username: member.username, kind: 'grant', pointId: policy.body.point._id, reason: '이벤트' })).body.balance).toBe(2_000);
    expect((await adjust({ username: member.username, kind: 'debit', amount: 500, reason: '오지급 정정' })).body.balance).toBe(1_500);
    const view = await mine(member);
    expect(view.history.map((h: PointHistoryEntry) => [h.kind, h.amount, h.balance])).toEqual([
      ['DEBIT', -500, 1_500],
      ['GRANT', 2_000, 2_000],
    ]);
    // Expires within 30 days: shown as expiring soon.
    expect(view.expiringSoon).toBe(1_500);
    const over = await adjust({ username: member.username, kind: 'debit', amount: 1_600, reason: '오지급 정정' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('보유 적립금이 부족합니다');
  });

  it('spends the soonest-expiring grant first and restores it on cancel', async () => {
    const member = await newSignedInMember(shop, 'ps');
    const longPolicy = (
      await shop.http.post('/api/console/shop/points').set('Authorization', staff).send({ name: '장기 적립', amount: 3_000, validityDays: 365 })
    ).body.point;
    const shortPolicy = (
      await shop.http.post('/api/console/shop/points').set('Authorization', staff).send({ name: '단기 적립', amount: 3_000, validityDays: 10 })
    ).body.point;
    await adjust({ username: member.username, kind: 'grant', pointId: longPolicy._id, reason: '장기' }).expect(201);
    await adjust({ username: member.username, kind: 'grant', pointId: shortPolicy._id, reason: '단기' }).expect(201);
    const orderId = randomUUID();
    const { position } = await spend(member._id, orderId, 4_000);
    await shop.app.get(ProjectionRunner).waitFor(position, 10_000); // the console reads the read model
    const detail = (await shop.http.get(`/api/console/user-points/${member._id}`).set('Authorization', staff).expect(200)).body;
    const byName = Object.fromEntries(detail.grants.map((g: { name: string }) => [g.name, g]));
    expect(byName['단기 적립']).toMatchObject({ amount_left: 0, amount_used: 3_000, isUsed: true });
    expect(byName['장기 적립']).toMatchObject({ amount_left: 2_000, amount_used: 1_000, isUsed: false });
    expect(await shop.app.get(PointFacts).balance(member._id)).toBe(2_000);
    const restore: RestorePoints = { type: 'RestorePoints', data: { userId: member._id, orderId }, metadata: { userId: null, now: new Date().toISOString() } };
    const restored = await shop.app.get(Commands).send<{ position: number }>(restore);
    await shop.app.get(Commands).send(restore);
    expect(await shop.app.get(PointFacts).balance(member._id)).toBe(6_000);
    await shop.app.get(ProjectionRunner).waitFor(restored.position, 10_000);
    const view = await mine(member);
    expect(view.history.map((h) => h.kind)).toEqual(['RESTORE', 'SPEND', 'GRANT', 'GRANT']);
  });

  it('never goes below zero when 50 orders spend the same points at once', async () => {
    const member = await newSignedInMember(shop, 'pc');
    await adjust({ username: member.username, kind: 'grant', amount: 10_000, reason: '동시 주문 시험' }).expect(201);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => spend(member._id, randomUUID(), 3_000)));
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code);
    expect(ok).toBe(3);
    expect(refused).toEqual(Array(47).fill('POINTS_INSUFFICIENT'));
    expect(await shop.app.get(PointFacts).balance(member._id)).toBe(1_000);
    // The member's page reads the read model: wait until it has the last spend (it lags on PostgreSQL + MongoDB + Kafka).
    const last = Math.max(...results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.position] : [])));
    await shop.app.get(ProjectionRunner).waitFor(last, 10_000);
    const view = await mine(member, 100);
    expect(view.balance).toBe(1_000);
    expect(Math.min(...view.history.map((h) => h.balance))).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it("never shows or changes another member's points", async () => {
    const victim = await newSignedInMember(shop, 'pv');
    const attacker = await newSignedInMember(shop, 'pa');
    await adjust({ username: victim.username, kind: 'grant', amount: 7_000, reason: '피해자 적립' }).expect(201);
    expect((await mine(attacker)).balance).toBe(0);
    expect((await mine(attacker)).history).toEqual([]);
    expect((await shop.http.get(`/api/console/user-points/${victim._id}`).set('Authorization', attacker.auth)).status).toBe(403);
    expect((await adjust({ username: attacker.username, kind: 'grant', amount: 1_000, reason: '셀프 지급' }, attacker.auth)).status).toBe(403);
    expect((await mine(victim)).balance).toBe(7_000);
  });

  it('answers each role as spec §6 says: shop points for console and admin02, user points for console only', async () => {
    const member = await newSignedInMember(shop, 'pr');
    expect((await shop.http.get('/api/console/shop/points').set('Authorization', admin02)).status).toBe(200);
    expect((await shop.http.get('/api/console/shop/points').set('Authorization', admin03)).status).toBe(403);
    expect((await shop.http.get('/api/console/shop/points').set('Authorization', member.auth)).status).toBe(403);
    expect((await shop.http.get('/api/console/user-points').set('Authorization', staff)).status).toBe(200);
    for (const auth of [admin02, admin03, member.auth]) {
      const res = await shop.http.get('/api/console/user-points').set('Authorization', auth);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('접근 권한이 없습니다');
    }
    expect((await shop.http.get('/api/v1/me/points')).status).toBe(401);
  });

  it('refuses bad input with a Korean 400', async () => {
    const member = await newSignedInMember(shop, 'pb');
    const cases: [object, string][] = [
      [{ username: member.username, kind: 'grant', amount: 0, reason: '사유 있음' }, '금액은 1원 이상 10,000,000원 이하로 입력해주세요'],
      [{ username: member.username, kind: 'grant', amount: 1_000, reason: '' }, '사유를 2자 이상 200자 이하로 입력해주세요'],
      [{ username: member.username, kind: 'give', amount: 1_000, reason: '사유 있음' }, '적립 또는 차감을 선택해주세요'],
    ];
    for (const [body, message] of cases) {
      const res = await adjust(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const policy = await shop.http.post('/api/console/shop/points').set('Authorization', staff).send({ name: '비율 정책', rate: 120 });
    expect(policy.status).toBe(400);
    expect(JSON.stringify(policy.body)).toContain('적립률은 0 이상 100 이하로 입력해주세요');
    const neither = await shop.http.post('/api/console/shop/points').set('Authorization', staff).send({ name: '빈 정책' });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('적립 금액 또는 적립률 중 하나를 입력해주세요');
    const nobody = await adjust({ username: 'nobody-here', kind: 'grant', amount: 1_000, reason: '사유 있음' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe('해당 아이디의 회원이 없습니다');
  });

  it('earns points on 구매확정 at the level rate once, and claws back what is left on a return', async () => {
    const member = await newSignedInMember(shop, 'pe');
    const purchase = shop.app.get(PurchasePoints);
    const metadata = { userId: null, now: new Date().toISOString() };
    const orderId = randomUUID();
    // The welcome level of the demo earns 0.5%: 0.5% of 123,456원 is 617원 (rounded down).
    expect((await purchase.grant({ userId: member._id, orderId, lineIds: ['b', 'a'], amount: 123_456 }, metadata)).granted).toBe(617);
    expect((await purchase.grant({ userId: member._id, orderId, lineIds: ['a', 'b'], amount: 123_456 }, metadata)).granted).toBe(0);
    expect(await shop.app.get(PointFacts).balance(member._id)).toBe(617);
    await purchase.clawBack({ userId: member._id, orderId, reason: '반품 완료' }, metadata);
    expect(await shop.app.get(PointFacts).balance(member._id)).toBe(0);
  });

  it("keeps a member's points under users/{id} too", async () => {
    const member = await newSignedInMember(shop, 'pn');
    const granted = await shop.http
      .post(`/api/console/users/${member._id}/points`)
      .set('Authorization', staff)
      .send({ kind: 'grant', amount: 2_500, reason: '시공 후기 감사' });
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({ _user: member._id, balance: 2_500 });
    const detail = (await shop.http.get(`/api/console/users/${member._id}/points`).set('Authorization', staff).expect(200)).body;
    expect(detail.user).toMatchObject({ username: member.username, balance: 2_500, granted: 2_500 });
    expect(detail.grants).toEqual([expect.objectContaining({ amount: 2_500, amount_left: 2_500, reason: '시공 후기 감사', _point: null })]);
    expect((await shop.http.get('/api/console/users/nobody/points').set('Authorization', staff)).status).toBe(404);
    expect((await shop.http.get(`/api/console/users/${member._id}/points`).set('Authorization', admin02)).status).toBe(403);
  });

  it('lapses points past their expiry in the scheduled sweep, and shows it as 소멸', async () => {
    const member = await newSignedInMember(shop, 'px');
    const shortLived = (
      await shop.http.post('/api/console/shop/points').set('Authorization', staff).send({ name: '하루 적립', amount: 1_500, validityDays: 1 }).expect(201)
    ).body.point;
    await adjust({ username: member.username, kind: 'grant', pointId: shortLived._id, reason: '단기 이벤트' }).expect(201);
    await adjust({ username: member.username, kind: 'grant', amount: 2_000, reason: '장기 적립' }).expect(201);
    const sweeper = shop.app.get(PointExpirySweeper);
    expect(await sweeper.sweep(new Date())).toBe(0);
    const twoDaysOn = new Date(Date.now() + 2 * 86_400_000);
    expect(await sweeper.sweep(twoDaysOn)).toBeGreaterThanOrEqual(1);
    expect(await shop.app.get(PointFacts).balance(member._id, twoDaysOn.toISOString())).toBe(2_000);
    // The sweep does not wait for the read models: give them a moment.
    let view = await mine(member);
    // Its history and its balance are kept apart: on the production-like engines one may show the sweep before the other.
    for (let i = 0; i < 200 && (view.history[0]?.kind !== 'EXPIRE' || view.balance !== 2_000); i++)
      view = await new Promise((r) => setTimeout(r, 50)).then(() => mine(member));
    expect(view.history[0]).toMatchObject({ kind: 'EXPIRE', amount: -1_500, balance: 2_000, description: '유효기간 만료' });
    expect(view.balance).toBe(2_000);
  });

  it('keeps a policy editable and deletable', async () => {
    const created = (await shop.http.post('/api/console/shop/points').set('Authorization', staff).send({ name: '수정할 정책', rate: 1.5 }).expect(201)).body
      .point;
    const updated = await shop.http.put(`/api/console/shop/points/${created._id}`).set('Authorization', staff).send({ isActive: false, validityDays: 90 });
    expect(updated.body.point).toMatchObject({ name: '수정할 정책', rate: 1.5, isActive: false, validityDays: 90 });
    const member = await newSignedInMember(shop, 'pi');
    const inactive = await adjust({ username: member.username, kind: 'grant', pointId: created._id, amount: 1_000, reason: '비활성 정책' });
    expect(inactive.status).toBe(409);
    expect((await shop.http.delete(`/api/console/shop/points/${created._id}`).set('Authorization', staff)).body.point).toBeNull();
    expect((await shop.http.get(`/api/console/shop/points/${created._id}`).set('Authorization', staff)).status).toBe(404);
  });
});
