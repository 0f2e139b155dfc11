import type { LevelChanged, MemberLevel, MemberLevelRow } from '@shop/contracts';
import { EVENT_STORE, type EventStore } from '../src/platform/event-store/event-store.port.js';
import { LevelEvaluator, LevelFacts } from '../src/identity/index.js';
import { GENEROUS_LIMITS, ROOT, newMember, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Member levels (spec §3 Member level, §6, §9; issue 10): staff keep the levels, members start
 * at the welcome level, and an evaluation moves a member with the reason as an event.
 */
let shop: TestShop;
let staff: string;
let admin02: string;

beforeAll(async () => {
  shop = await startShop(undefined, GENEROUS_LIMITS);
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  admin02 = `Bearer ${(await signIn(shop, 'admin02', ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

const VIP = {
  code: 'VIP_TEST',
  name: '브이아이피',
  index: 50,
  criteria: [{ type: 'score', value: 1_000, isActive: true }],
  discounts: [{ unit: 'percent', value: 7, isActive: true }],
  points: 3,
};

describe('member levels', () => {
  it('lists the demo levels by index and keeps a level editable and deletable', async () => {
    const list = (await shop.http.get('/api/console/levels').set('Authorization', staff).expect(200)).body.levels as MemberLevel[];
    expect(list.map((l) => l.code)).toEqual(['WELCOME', 'SILVER', 'GOLD', 'COMPANY']);
    expect(list[0]).toMatchObject({ name: '일반', isWelcome: true });
    const created = await shop.http
      .post('/api/console/levels')
      .set('Authorization', staff)
      .send({ ...VIP, code: 'TEMP', name: '임시' });
    expect(created.status).toBe(201);
    expect(created.body.level).toMatchObject({
      code: 'TEMP',
      scope: 'ALL',
      isActive: true,
      discounts: [{ type: 'productPrice', unit: 'percent', value: 7, isActive: true }],
    });
    const again = await shop.http
      .post('/api/console/levels')
      .set('Authorization', staff)
      .send({ ...VIP, code: 'TEMP', name: '임시' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 있는 등급 코드입니다');
    const updated = await shop.http.put('/api/console/levels/TEMP').set('Authorization', staff).send({ points: 4, isActive: false });
    expect(updated.body.level).toMatchObject({ name: '임시', points: 4, isActive: false });
    // An optional field sent as null is left as it was (the answer keeps its schema: coupons a list).
    const nulls = await shop.http.put('/api/console/levels/TEMP').set('Authorization', staff).send({ coupons: null, points: null });
    expect(nulls.status).toBe(200);
    expect(nulls.body.level).toMatchObject({ points: 4, coupons: [] });
    expect((await shop.http.delete('/api/console/levels/TEMP').set('Authorization', staff)).body.level).toBeNull();
    expect((await shop.http.get('/api/console/levels/TEMP').set('Authorization', staff)).status).toBe(404);
  });

  it('refuses bad levels and scores with a Korean 400', async () => {
    const bad = await shop.http
      .post('/api/console/levels')
      .set('Authorization', staff)
      .send({ ...VIP, code: 'BAD', discounts: [{ unit: 'percent', value: 120, isActive: true }] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('할인율은 0 이상 100 이하로 입력해주세요');
    const code = await shop.http
      .post('/api/console/levels')
      .set('Authorization', staff)
      .send({ ...VIP, code: 'bad code' });
    expect(code.status).toBe(400);
    expect(JSON.stringify(code.body)).toContain('등급 코드는 영문 대문자');
    const member = await newSignedInMember(shop, 'lz');
    const zero = await shop.http.post('/api/console/user-scores').set('Authorization', staff).send({ username: member.username, delta: 0, reason: '정정' });
    expect(zero.status).toBe(400);
    const negative = await shop.http
      .post('/api/console/user-scores')
      .set('Authorization', staff)
      .send({ username: member.username, delta: -1, reason: '정정' });
    expect(negative.status).toBe(409);
    expect(negative.body.message).toBe('점수는 0점 미만이 될 수 없습니다');
  });

  it('puts a new member at the welcome level, and a company member at the company level', async () => {
    const member = await newSignedInMember(shop, 'lw');
    expect((await shop.app.get(LevelFacts).levelOf(member._id))?.code).toBe('WELCOME');
    const company = { ...newMember('lc'), name: '세라상사', type: 'COMPANY' as const, businessRegistration: '214-88-40216' };
    const res = await shop.http.post('/api/v1/users').send(company).expect(201);
    expect((await shop.app.get(LevelFacts).levelOf(res.body.user._id))?.code).toBe('COMPANY');
    const welcome = (await shop.http.get('/api/console/user-level/WELCOME').set('Authorization', staff).set('limit', '100').expect(200)).body
      .users as MemberLevelRow[];
    expect(welcome.find((u) => u._user === member._id)).toMatchObject({ levelCode: 'WELCOME', levelName: '일반', reason: '신규 가입', score: 0 });
  });

  it('moves a member by evaluation from their score, with the reason as a LevelChanged event', async () => {
    await shop.http.post('/api/console/levels').set('Authorization', staff).send(VIP).expect(201);
    const member = await newSignedInMember(shop, 'le');
    const scored = await shop.http
      .post('/api/console/user-scores')
      .set('Authorization', staff)
      .send({ username: member.username, delta: 1_000, reason: '우수 리뷰 다수' });
    expect(scored.status).toBe(201);
    expect(scored.body).toMatchObject({ _user: member._id, score: 1_000 });
    const evaluated = await shop.http.post('/api/console/levels/evaluate').set('Authorization', staff).send({ username: member.username });
    expect(evaluated.status).toBe(201);
    expect(evaluated.body).toMatchObject({ evaluated: 1, changed: 1, changes: [{ _user: member._id, from: 'WELCOME', to: 'VIP_TEST' }] });
    expect(evaluated.body.changes[0].reason).toContain('누적 점수 1,000점');

    const { events } = await shop.app.get<EventStore>(EVENT_STORE).readStream(`member-level-${member._id}`);
    const changed = events.find((e) => e.type === 'LevelChanged') as unknown as LevelChanged;
    expect(changed.data).toMatchObject({ from: 'WELCOME', to: 'VIP_TEST', toName: '브이아이피' });
    expect(changed.data.reason).toContain('브이아이피(VIP_TEST)');

    const vips = (await shop.http.get('/api/console/user-level/VIP_TEST').set('Authorization', staff).expect(200)).body.users as MemberLevelRow[];
    expect(vips.map((u) => u._user)).toEqual([member._id]);
    expect((await shop.app.get(LevelFacts).levelOf(member._id))?.points).toBe(3);

    // Evaluated again with nothing changed: nobody moves.
    const again = await shop.http.post('/api/console/levels/evaluate').set('Authorization', staff).send({ username: member.username });
    expect(again.body).toMatchObject({ evaluated: 1, changed: 0 });
    // Score taken back: the next evaluation moves the member down again.
    await shop.http
      .post('/api/console/user-scores')
      .set('Authorization', staff)
      .send({ username: member.username, delta: -500, reason: '부정 리뷰 회수' })
      .expect(201);
    const down = await shop.http.post('/api/console/levels/evaluate').set('Authorization', staff).send({});
    expect(down.body.changes).toEqual(expect.arrayContaining([expect.objectContaining({ _user: member._id, from: 'VIP_TEST', to: 'WELCOME' })]));
  });

  it("keeps a member's level and score under users/{id} with the history of changes and their reasons", async () => {
    const member = await newSignedInMember(shop, 'lu');
    const put = await shop.http
      .put(`/api/console/users/${member._id}/grades`)
      .set('Authorization', staff)
      .send({ code: 'GOLD', reason: '우수 시공 파트너 지정' });
    expect(put.status).toBe(200);
    expect(put.body.user).toMatchObject({ levelCode: 'GOLD', levelName: '골드', reason: '우수 시공 파트너 지정' });
    const grades = (await shop.http.get(`/api/console/users/${member._id}/grades`).set('Authorization', staff).expect(200)).body;
    expect(grades.level).toMatchObject({ code: 'GOLD', points: 2 });
    expect(grades.history.map((h: { from: string | null; to: string; reason: string }) => [h.from, h.to, h.reason])).toEqual([
      ['WELCOME', 'GOLD', '우수 시공 파트너 지정'],
      [null, 'WELCOME', '신규 가입'],
    ]);
    expect(grades.history[0].by).toEqual(expect.any(String));
    const scored = await shop.http.post(`/api/console/users/${member._id}/scores`).set('Authorization', staff).send({ delta: 50, reason: '설문 참여' });
    expect(scored.status).toBe(201);
    expect(scored.body.user.score).toBe(50);
    const scores = (await shop.http.get(`/api/console/users/${member._id}/scores`).set('Authorization', staff).expect(200)).body;
    expect(scores.history).toEqual([expect.objectContaining({ kind: 'SCORE', delta: 50, score: 50, reason: '설문 참여' })]);
    expect(
      (await shop.http.put(`/api/console/users/${member._id}/grades`).set('Authorization', staff).send({ code: 'NOPE', reason: '없는 등급' })).status,
    ).toBe(404);
    const nobody = await shop.http.get('/api/console/users/nobody/grades').set('Authorization', staff);
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe('해당 아이디의 회원이 없습니다');
  });

  it('evaluates every member once a month on its own', async () => {
    const evaluator = shop.app.get(LevelEvaluator);
    const first = await evaluator.monthly(new Date('2031-03-01T00:30:00.000Z'));
    expect(first?.evaluated).toBeGreaterThan(0);
    expect(await evaluator.monthly(new Date('2031-03-20T00:30:00.000Z'))).toBeNull();
    expect(await evaluator.monthly(new Date('2031-04-01T00:30:00.000Z'))).not.toBeNull();
  });

  it('keeps levels and scores to console staff (spec §6)', async () => {
    const member = await newSignedInMember(shop, 'lr');
    for (const path of ['/api/console/levels', '/api/console/user-scores', '/api/console/user-level/WELCOME']) {
      for (const auth of [admin02, member.auth]) {
        const res = await shop.http.get(path).set('Authorization', auth);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('접근 권한이 없습니다');
      }
      expect((await shop.http.get(path)).status).toBe(401);
    }
    expect((await shop.http.get('/api/console/user-level/NOPE').set('Authorization', staff)).status).toBe(404);
  });
});
