import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * The member's own account (spec §7 Me: POST me/verify, PUT me/info; §5 password-modify rules;
 * issue 11 "a change ends the other sessions"): the password is typed again first, a proof is
 * good for its member and session only, and a new password ends every other session.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
}, 60_000);
afterAll(() => shop.close());

const verify = (auth: string, password: string) => shop.http.post('/api/v1/me/verify').set('Authorization', auth).send({ password });
const change = (auth: string, body: object) => shop.http.put('/api/v1/me/info').set('Authorization', auth).send(body);
const info = async (auth: string) => (await shop.http.get('/api/v1/me/info').set('Authorization', auth).expect(200)).body.user;

describe('checking the password again', () => {
  it('refuses a wrong password with its message and changes nothing', async () => {
    const m = await newSignedInMember(shop, 'mav');
    const wrong = await verify(m.auth, 'Wrong2026!');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'PASSWORD_MISMATCH', message: '비밀번호가 일치하지 않습니다' });
    const refused = await change(m.auth, { verification: 'not-a-proof', email: 'x@example.kr' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'VERIFICATION_REQUIRED', message: '비밀번호를 다시 확인해주세요' });
    expect((await info(m.auth)).email).toBe(m.email);
  });

  it('gives a proof that works for its own member and session only', async () => {
    const m = await newSignedInMember(shop, 'mas');
    const other = await newSignedInMember(shop, 'mao');
    const { verification } = (await verify(m.auth, m.password).expect(200)).body as { verification: string };
    expect((await change(other.auth, { verification, email: 'stolen@example.kr' })).status).toBe(403);
    const second = await signIn(shop, m.username, m.password);
    expect((await change(`Bearer ${second.access}`, { verification, email: 'elsewhere@example.kr' })).status).toBe(403);
    expect((await info(m.auth)).email).toBe(m.email);
    expect((await info(other.auth)).email).toBe(other.email);
  });

  it('is refused after ten tries in a quarter of an hour', async () => {
    const m = await newSignedInMember(shop, 'mat');
    for (let i = 0; i < 10; i++) expect((await verify(m.auth, `Wrong${i}2026!`)).status).toBe(400);
    const locked = await verify(m.auth, m.password);
    expect(locked.status).toBe(429);
  });
});

describe('changing one’s info', () => {
  it('changes the e-mail and phone, checks them with the sign-up rules, and records it as the member’s own change', async () => {
    const m = await newSignedInMember(shop, 'mai');
    const { verification } = (await verify(m.auth, m.password).expect(200)).body as { verification: string };
    const bad = await change(m.auth, { verification, email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('이메일을 입력해주세요');
    const res = await change(m.auth, { verification, email: 'mine@example.kr', phone: '010-3333-4444', password: '' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'mine@example.kr', phone: '01033334444' });
    const staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    const history = (await shop.http.get(`/api/console/users/${m._id}/history`).set('Authorization', staff).expect(200)).body.history;
    expect(history[0]).toMatchObject({ kind: 'INFO', summary: '이메일, 연락처 변경', by: { username: m.username } });
    // An empty password keeps the old one.
    await signIn(shop, m.username, m.password);
  });

  it('sets a new password that follows the rules, keeps this session and ends the others', async () => {
    const m = await newSignedInMember(shop, 'map');
    const elsewhere = await signIn(shop, m.username, m.password);
    const { verification } = (await verify(m.auth, m.password).expect(200)).body as { verification: string };
    const weak = await change(m.auth, { verification, password: 'short1!' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].message).toBe('비밀번호를 8 ~ 16자 사이로 작성해주세요');

    expect((await change(m.auth, { verification, password: 'NewBath2026!' })).status).toBe(200);
    // This session goes on; the other one is over, by its access token and by its refresh token.
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', m.auth)).status).toBe(200);
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${elsewhere.access}`)).status).toBe(401);
    expect((await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${elsewhere.refresh}`)).status).toBe(401);
    // The old password no longer signs in; the new one does, and that new session works.
    const basic = (p: string) => `Basic ${Buffer.from(`${m.username}:${p}`).toString('base64')}`;
    expect((await shop.http.get('/api/auth/refreshToken').set('Authorization', basic(m.password))).status).toBe(401);
    const fresh = await signIn(shop, m.username, 'NewBath2026!');
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${fresh.access}`)).status).toBe(200);
  });
});

describe('leaving the shop', () => {
  it('needs the password checked, then closes the account: no session, no sign-in, details anonymised, the username kept', async () => {
    const m = await newSignedInMember(shop, 'maw');
    const elsewhere = await signIn(shop, m.username, m.password);
    expect((await shop.http.post('/api/v1/me/withdraw').set('Authorization', m.auth).send({ reason: '이용 빈도가 낮음', verification: 'x' })).status).toBe(403);
    const { verification } = (await verify(m.auth, m.password).expect(200)).body as { verification: string };
    const short = await shop.http.post('/api/v1/me/withdraw').set('Authorization', m.auth).send({ reason: '', verification });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].message).toBe('탈퇴 사유를 입력해주세요');

    const left = await shop.http.post('/api/v1/me/withdraw').set('Authorization', m.auth).send({ reason: '이용 빈도가 낮음', verification });
    expect(left.status).toBe(200);
    for (const auth of [m.auth, `Bearer ${elsewhere.access}`]) expect((await shop.http.get('/api/v1/me/info').set('Authorization', auth)).status).toBe(401);
    expect((await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${m.refresh}`)).status).toBe(401);
    const basic = `Basic ${Buffer.from(`${m.username}:${m.password}`).toString('base64')}`;
    expect((await shop.http.get('/api/auth/refreshToken').set('Authorization', basic)).status).toBe(401);
    const again = await shop.http.post('/api/v1/users').send({
      username: m.username,
      password: m.password,
      name: '새사람',
      email: 'new@example.kr',
      phone: '010-1111-2222',
      type: 'PERSON',
      _terms: ['service', 'privacy'],
    });
    expect(again.status).toBe(409);

    const staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    const gone = (await shop.http.get('/api/console/withdrawn-users').set('Authorization', staff).expect(200)).body.users as {
      username: string;
      reason: string;
    }[];
    expect(gone.find((u) => u.username === m.username)).toMatchObject({ reason: '이용 빈도가 낮음' });
    expect((await shop.http.get('/api/console/users').query({ q: m.username }).set('Authorization', staff).expect(200)).body.users).toEqual([]);
    const record = (await shop.http.get(`/api/console/users/${m._id}`).set('Authorization', staff).expect(200)).body.user;
    expect(record).toMatchObject({ name: '탈퇴회원', email: '', phone: '' });
  });
});
