import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MeInfoResponse, Term, TermListResponse, TermResponse } from '@shop/contracts';
import type { PublishTerms } from '../src/content/index.js';
import { Commands } from '../src/platform/event-sourcing/commands.js';
import type { CommandResult } from '../src/platform/event-sourcing/command-runner.js';
import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import { GENEROUS_LIMITS, newMember, signIn, startShop, type TestShop } from './harness.js';

let shop: TestShop;

beforeAll(async () => {
  shop = await startShop(undefined, GENEROUS_LIMITS);
}, 60_000);
afterAll(() => shop.close());

const publish = async (data: PublishTerms['data']) => {
  const command: PublishTerms = { type: 'PublishTerms', data, metadata: { userId: null, now: new Date().toISOString() } };
  const { position } = await shop.app.get(Commands).send<CommandResult>(command);
  await shop.app.get(ProjectionRunner).waitFor(position, 10_000);
};
const terms = async (): Promise<Term[]> => ((await shop.http.get('/api/v1/terms').expect(200)).body as TermListResponse).terms;
const meInfo = async (username: string, password: string) => {
  const { access } = await signIn(shop, username, password);
  return ((await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${access}`).expect(200)).body as MeInfoResponse).user;
};

describe('terms (GET /api/v1/terms, /api/v1/terms/{code})', () => {
  it('lists the version in effect of each term to a visitor, sign-up codes first, with sanitised HTML', async () => {
    const list = await terms();
    expect(list.map((t) => [t.code, t.required])).toEqual([
      ['service', true],
      ['privacy', true],
      ['marketing', false],
    ]);
    expect(list[0]).toMatchObject({ title: '이용약관', version: 2, effectiveAt: '2026-01-01T00:00:00.000Z' });
    expect(list[0]!.content).toContain('<h3>제3조 (구매 신청과 결제)</h3>');

    const one = (await shop.http.get('/api/v1/terms/service').expect(200)).body as TermResponse;
    expect(one.term.version).toBe(2);
    expect(one.versions.map((v) => v.version)).toEqual([2, 1]);
    const missing = await shop.http.get('/api/v1/terms/nothing');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('TERMS_NOT_FOUND');
  });

  it('keeps a version once published and strips scripts from its content', async () => {
    await publish({
      code: 'location',
      title: '위치정보 이용',
      required: false,
      version: 1,
      effectiveAt: '2025-06-01T00:00:00.000Z',
      index: 9,
      content: '<p onclick="x()">위치</p><script>alert(1)</script>',
    });
    const again = shop.app.get(Commands).send({
      type: 'PublishTerms',
      data: {
        code: 'location',
        title: '위치정보 이용',
        required: false,
        version: 1,
        effectiveAt: '2025-06-01T00:00:00.000Z',
        index: 9,
        content: '<p>다른 내용</p>',
      },
      metadata: { userId: null, now: new Date().toISOString() },
    });
    await expect(again).rejects.toMatchObject({ code: 'TERMS_VERSION_EXISTS' });
    const location = ((await shop.http.get('/api/v1/terms/location').expect(200)).body as TermResponse).term;
    expect(location.content).toBe('<p>위치</p>');
  });
});

describe('sign-up records the versions agreed', () => {
  it('stores which version of each agreed term was in effect and when, on the account', async () => {
    const body = { ...newMember('tv'), _terms: ['service', 'privacy', 'marketing'] };
    const before = new Date().toISOString();
    expect((await shop.http.post('/api/v1/users').send(body)).status).toBe(201);
    const user = await meInfo(body.username, body.password);
    expect(user.agreements?.map((a) => [a.code, a.version])).toEqual([
      ['service', 2],
      ['privacy', 1],
      ['marketing', 1],
    ]);
    for (const a of user.agreements ?? []) expect(a.agreedAt >= before).toBe(true);
  });

  it('records a later version for sign-ups once it takes effect, and leaves earlier members at theirs', async () => {
    const early = newMember('te');
    expect((await shop.http.post('/api/v1/users').send(early)).status).toBe(201);
    await publish({
      code: 'privacy',
      title: '개인정보 수집 및 이용',
      required: true,
      version: 2,
      effectiveAt: '2026-02-01T00:00:00.000Z',
      index: 1,
      content: '<p>개정</p>',
    });
    // A version that takes effect in the future is not yet the one agreed to.
    await publish({
      code: 'privacy',
      title: '개인정보 수집 및 이용',
      required: true,
      version: 3,
      effectiveAt: '2099-01-01T00:00:00.000Z',
      index: 1,
      content: '<p>예정</p>',
    });
    const late = newMember('tl');
    expect((await shop.http.post('/api/v1/users').send(late)).status).toBe(201);
    const privacy = async (m: { username: string; password: string }) =>
      (await meInfo(m.username, m.password)).agreements?.find((a) => a.code === 'privacy')?.version;
    expect(await privacy(early)).toBe(1);
    expect(await privacy(late)).toBe(2);
  });

  it('refuses a sign-up without a required term with the Korean message, and one a newly required term is missing from', async () => {
    const noPrivacy = await shop.http.post('/api/v1/users').send({ ...newMember('tr'), _terms: ['service'] });
    expect(noPrivacy.status).toBe(400);
    expect(noPrivacy.body).toMatchObject({ code: 'TERMS_REQUIRED', message: '필수 약관에 동의해주세요' });
    await publish({
      code: 'age',
      title: '만 14세 이상 확인',
      required: true,
      version: 1,
      effectiveAt: '2025-01-01T00:00:00.000Z',
      index: 2,
      content: '만 14세 이상입니다.',
    });
    const noAge = await shop.http.post('/api/v1/users').send(newMember('ta'));
    expect(noAge.status).toBe(400);
    expect(noAge.body.code).toBe('TERMS_REQUIRED');
    const withAge = await shop.http.post('/api/v1/users').send({ ...newMember('tb'), _terms: ['service', 'privacy', 'age'] });
    expect(withAge.status).toBe(201);
  });
});
