import { newSignedInMember, startShop, type TestShop } from './harness.js';

/**
 * Kakao and Naver login (spec §2 /login/sns-validate; §3 User sign-up; §4 Session) against the
 * shop's own simulators: the state of the callback must be the one this browser started with, a
 * first login joins (terms step) or links an existing account (ID and password), a linked
 * account signs in with the same tokens as a password login, a provider account belongs to one
 * member, and a declined consent or a withdrawn member is refused with a Korean message.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
}, 60_000);
afterAll(() => shop.close());

type Provider = 'kakao' | 'naver';
interface Person {
  id: string;
  name: string;
  email: string;
  phone: string;
}

let counter = 0;
/** A provider account of its own for each test (Kakao numbers are digits). */
function person(provider: Provider, over: Partial<Person> = {}): Person {
  counter += 1;
  const id = provider === 'kakao' ? `${Date.now() % 1e9}${counter}` : `nv-${Date.now().toString(36)}-${counter}`;
  return { id, name: '정하늘', email: `sky${counter}@example.kr`, phone: provider === 'kakao' ? '+82 10-3300-1234' : '010-3300-1234', ...over };
}

/** The browser's trip: start at the shop, consent on the simulator's page (or decline), come back with the provider's query. */
async function visitProvider(provider: Provider, who: Person | 'deny', redirect = '/mypage') {
  const start = await shop.http.get(`/api/v1/social-login/${provider}/authorize`).query({ redirect });
  expect(start.status).toBe(303);
  const cookie = String((start.headers['set-cookie'] as unknown as string[])[0]).split(';')[0]!;
  const authorize = new URL(start.headers.location!, 'http://shop.local');
  const params = Object.fromEntries(authorize.searchParams);
  const page = await shop.http.get(`${authorize.pathname}${authorize.search}`);
  expect(page.status).toBe(200);
  const form = { client_id: params.client_id!, redirect_uri: params.redirect_uri!, state: params.state! };
  const body = who === 'deny' ? { ...form, deny: '1' } : { ...form, account: 'custom', ...who };
  const consent = await shop.http.post(authorize.pathname).type('form').send(body);
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.location!);
  expect(back.pathname).toBe('/login/sns-validate');
  return { cookie, query: Object.fromEntries(back.searchParams) as Record<string, string> };
}

const callback = (cookie: string | null, query: Record<string, string>) => {
  const req = shop.http.post('/api/v1/social-login/callback');
  return (cookie ? req.set('Cookie', cookie) : req).send(query);
};

/** Logs in with the provider account and answers the callback's answer. */
async function socialLogin(provider: Provider, who: Person) {
  const { cookie, query } = await visitProvider(provider, who);
  return callback(cookie, query);
}

/** The member the refresh token signs in, through the same token flow as a password login. */
async function memberOf(refreshToken: string) {
  const access = await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${refreshToken}`);
  expect(access.status).toBe(200);
  return (await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${access.body.accessToken}`).expect(200)).body.user;
}

describe('the state of the callback (CSRF)', () => {
  it('refuses a state this browser did not start with, and a callback without the started login', async () => {
    const { cookie, query } = await visitProvider('kakao', person('kakao'));
    const forged = await callback(cookie, { ...query, state: 'forged-state' });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'SOCIAL_STATE_INVALID', message: '로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요' });
    expect((await callback(null, query)).body.code).toBe('SOCIAL_STATE_INVALID');
    const other = await visitProvider('kakao', person('kakao'));
    expect((await callback(other.cookie, query)).body.code).toBe('SOCIAL_STATE_INVALID');
  });

  it('shows a Korean message when the person declines on the provider page', async () => {
    const { cookie, query } = await visitProvider('naver', 'deny');
    expect(query.error).toBe('access_denied');
    const denied = await callback(cookie, query);
    expect(denied.status).toBe(422);
    expect(denied.body).toMatchObject({
      code: 'SOCIAL_LOGIN_DENIED',
      message: '네이버 로그인에 동의하지 않아 로그인하지 못했습니다. 다시 시도하거나 아이디로 로그인해주세요',
    });
  });

  it('refuses a code used twice', async () => {
    const { cookie, query } = await visitProvider('kakao', person('kakao'));
    expect((await callback(cookie, query)).status).toBe(200);
    const again = await callback(cookie, query);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('SOCIAL_LOGIN_FAILED');
  });
});

describe('a first Kakao login joins through the terms step', () => {
  it('creates a PERSON member with the provider details, and the second login signs in straight away', async () => {
    const who = person('kakao');
    const first = await socialLogin('kakao', who);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'LINK_REQUIRED',
      provider: 'kakao',
      profile: { name: who.name, email: who.email, phone: '01033001234' },
      returnTo: '/mypage',
    });

    const noTerms = await shop.http
      .post('/api/v1/social-login/join')
      .send({ ticket: first.body.ticket, name: who.name, email: who.email, phone: '010-3300-1234', _terms: ['service'] });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.code).toBe('TERMS_REQUIRED');

    const joined = await shop.http
      .post('/api/v1/social-login/join')
      .send({ ticket: first.body.ticket, name: who.name, email: who.email, phone: '010-3300-1234', _terms: ['service', 'privacy'] });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ joined: true, username: expect.stringMatching(/^kakao\d{8}$/) });
    const member = await memberOf(joined.body.refreshToken);
    expect(member).toMatchObject({ username: joined.body.username, name: who.name, email: who.email, phone: '01033001234', type: 'PERSON' });

    const second = await socialLogin('kakao', who);
    expect(second.body).toMatchObject({ status: 'SIGNED_IN', returnTo: '/mypage' });
    expect((await memberOf(second.body.refreshToken))._id).toBe(member._id);

    // The same ticket cannot make a second member.
    const twice = await shop.http
      .post('/api/v1/social-login/join')
      .send({ ticket: first.body.ticket, name: who.name, email: who.email, phone: '01033001234', _terms: ['service', 'privacy'] });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('SOCIAL_ACCOUNT_TAKEN');
  });

  it('refuses a forged ticket', async () => {
    const forged = await shop.http
      .post('/api/v1/social-login/join')
      .send({ ticket: 'x.y.z', name: '정하늘', email: 'a@example.kr', phone: '01012345678', _terms: ['service', 'privacy'] });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('SOCIAL_TICKET_INVALID');
  });
});

describe('a first Naver login links an existing account', () => {
  it('links after the password check, then signs that member in', async () => {
    const m = await newSignedInMember(shop, 'nvl');
    const who = person('naver');
    const first = await socialLogin('naver', who);
    expect(first.body.status).toBe('LINK_REQUIRED');

    const wrong = await shop.http.post('/api/v1/social-login/link').send({ ticket: first.body.ticket, username: m.username, password: 'Wrong2026!' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('BAD_CREDENTIALS');

    const linked = await shop.http.post('/api/v1/social-login/link').send({ ticket: first.body.ticket, username: m.username, password: m.password });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ joined: false, username: m.username });
    expect((await memberOf(linked.body.refreshToken))._id).toBe(m._id);

    const second = await socialLogin('naver', who);
    expect(second.body.status).toBe('SIGNED_IN');
    expect((await memberOf(second.body.refreshToken))._id).toBe(m._id);
  });

  it('keeps one provider account to one member, and one account of a provider per member', async () => {
    const a = await newSignedInMember(shop, 'nva');
    const b = await newSignedInMember(shop, 'nvb');
    const who = person('naver');
    // Two first logins of the same Naver account before either is linked.
    const [one, two] = [await socialLogin('naver', who), await socialLogin('naver', who)];
    expect((await shop.http.post('/api/v1/social-login/link').send({ ticket: one.body.ticket, username: a.username, password: a.password })).status).toBe(200);
    const taken = await shop.http.post('/api/v1/social-login/link').send({ ticket: two.body.ticket, username: b.username, password: b.password });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'SOCIAL_ACCOUNT_TAKEN', message: '이미 다른 회원에 연결된 네이버 계정입니다' });
    expect((await memberOf((await socialLogin('naver', who)).body.refreshToken))._id).toBe(a._id);

    const another = await socialLogin('naver', person('naver'));
    const second = await shop.http.post('/api/v1/social-login/link').send({ ticket: another.body.ticket, username: a.username, password: a.password });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('SOCIAL_ALREADY_LINKED');
  });

  it('refuses a member who withdrew', async () => {
    const m = await newSignedInMember(shop, 'nvw');
    const who = person('naver');
    const first = await socialLogin('naver', who);
    await shop.http.post('/api/v1/social-login/link').send({ ticket: first.body.ticket, username: m.username, password: m.password }).expect(200);
    const { verification } = (await shop.http.post('/api/v1/me/verify').set('Authorization', m.auth).send({ password: m.password }).expect(200)).body;
    await shop.http.post('/api/v1/me/withdraw').set('Authorization', m.auth).send({ reason: '이용 빈도가 낮음', verification }).expect(200);
    const refused = await socialLogin('naver', who);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SOCIAL_MEMBER_WITHDRAWN', message: '탈퇴한 회원은 로그인할 수 없습니다' });
  });
});

describe("the member's linked accounts (/mypage/myinfo)", () => {
  it('lists the linked account, links another from my-page without a password, and unlinks one so it may join or link again', async () => {
    const m = await newSignedInMember(shop, 'nvs');
    const fresh = await shop.http.get('/api/v1/me/info').set('Authorization', m.auth).expect(200);
    expect(fresh.body.user).toMatchObject({ socialAccounts: [], passwordSet: true });

    const kakao = person('kakao');
    const first = await socialLogin('kakao', kakao);
    const linked = await shop.http.post('/api/v1/me/social-accounts').set('Authorization', m.auth).send({ ticket: first.body.ticket });
    expect(linked.status).toBe(201);
    expect(linked.body.socialAccounts).toEqual([{ provider: 'kakao', linkedAt: expect.any(String) }]);
    expect((await memberOf((await socialLogin('kakao', kakao)).body.refreshToken))._id).toBe(m._id);

    const notLinked = await shop.http.delete('/api/v1/me/social-accounts/naver').set('Authorization', m.auth);
    expect(notLinked.status).toBe(404);
    expect(notLinked.body).toMatchObject({ code: 'SOCIAL_NOT_LINKED', message: '연결된 네이버 계정이 없습니다' });

    const unlinked = await shop.http.delete('/api/v1/me/social-accounts/kakao').set('Authorization', m.auth);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.socialAccounts).toEqual([]);
    // The Kakao account is free again: its next login is a first login.
    const again = await socialLogin('kakao', kakao);
    expect(again.body.status).toBe('LINK_REQUIRED');
  });

  it("refuses to unlink the last way in of a member who joined with Kakao and set no password, and another member's link is not theirs", async () => {
    const who = person('kakao');
    const first = await socialLogin('kakao', who);
    const joined = await shop.http
      .post('/api/v1/social-login/join')
      .send({ ticket: first.body.ticket, name: who.name, email: who.email, phone: '010-3300-1234', _terms: ['service', 'privacy'] })
      .expect(201);
    const access = await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${joined.body.refreshToken}`).expect(200);
    const auth = `Bearer ${access.body.accessToken}`;
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', auth).expect(200)).body.user).toMatchObject({
      passwordSet: false,
      socialAccounts: [{ provider: 'kakao' }],
    });
    const last = await shop.http.delete('/api/v1/me/social-accounts/kakao').set('Authorization', auth);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({
      code: 'SOCIAL_LAST_SIGN_IN',
      message: '마지막 로그인 수단은 해제할 수 없습니다. 비밀번호 찾기에서 비밀번호를 먼저 설정해주세요',
    });
    expect((await socialLogin('kakao', who)).body.status).toBe('SIGNED_IN');

    // Another member cannot take the joined member's Kakao account with a ticket of it.
    const other = await newSignedInMember(shop, 'nvo');
    const ticket = (await socialLogin('naver', person('naver'))).body.ticket;
    await shop.http.post('/api/v1/me/social-accounts').set('Authorization', other.auth).send({ ticket }).expect(201);
    const stolen = await shop.http.post('/api/v1/me/social-accounts').set('Authorization', other.auth).send({ ticket: first.body.ticket });
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('SOCIAL_ACCOUNT_TAKEN');
  });
});
