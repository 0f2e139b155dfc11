import { GENEROUS_LIMITS, kcpReturnFields, newMember, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Finding a lost ID and password (spec §2 /login/find-id, /login/find-password; §7 POST
 * users/recovery; issue 11): IDs only masked, a reset-link request tells nothing, the e-mailed
 * link works once, and a new password ends every session of the account.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
}, 60_000);
afterAll(() => shop.close());

const recover = (body: object) => shop.http.post('/api/v1/users/recovery').send(body);
const mails = async (to: string) =>
  (await shop.http.get('/mail-catcher/messages').query({ to }).expect(200)).body.messages as { subject: string; text: string }[];
const tokenIn = (text: string) => decodeURIComponent(/\/login\/find-password\?token=([^\s"]+)/.exec(text)![1]!);

let people = 0;
/** A certification id of a new person through the simulator's window and POST users/certify. */
async function certify(person: { name: string; phone: string; birthDay?: string }): Promise<string> {
  const fields = await kcpReturnFields(shop, { name: person.name, phone: person.phone, birthDay: person.birthDay ?? '19880101' });
  return (await shop.http.post('/api/v1/users/certify').send(fields).expect(200)).body.certification as string;
}
const uniquePhone = () => `010${String(Date.now() % 10_000).padStart(4, '0')}${String(++people).padStart(4, '0')}`;

describe('finding the ID', () => {
  it('by name and e-mail shows the ID masked, and nothing for a stranger', async () => {
    const m = newMember('fid');
    const name = `정${m.username.slice(-4)}`;
    await shop.http
      .post('/api/v1/users')
      .send({ ...m, name })
      .expect(201);
    const found = await recover({ action: 'find-id', name, email: m.email.toUpperCase() });
    expect(found.status).toBe(200);
    expect(found.body.accounts).toHaveLength(1);
    expect(found.body.accounts[0].username).not.toBe(m.username);
    expect(found.body.accounts[0].username).toMatch(/\*\*$/);
    expect(m.username.startsWith(found.body.accounts[0].username.replace(/\*+$/, ''))).toBe(true);
    expect((await recover({ action: 'find-id', name, email: 'nobody@example.kr' })).body).toEqual({ accounts: [] });
  });

  it('by 본인인증 finds the account of the verified person', async () => {
    const phone = uniquePhone();
    const m = { ...newMember('fic'), certification: await certify({ name: '한지민', phone }) };
    await shop.http.post('/api/v1/users').send(m).expect(201);
    const found = await recover({ action: 'find-id', certification: await certify({ name: '한지민', phone }) });
    expect(found.status).toBe(200);
    expect(found.body.accounts.map((a: { username: string }) => m.username.startsWith(a.username.replace(/\*+$/, '')))).toEqual([true]);
  });

  it('checks the fields with the spec §5 messages', async () => {
    const bad = await recover({ action: 'find-id', name: '김', email: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining(['이름을 입력해주세요', '이메일을 입력해주세요']));
  });
});

describe('resetting the password by e-mail', () => {
  it('answers the same whether or not the ID and e-mail belong together, and mails only the member', async () => {
    const m = await newSignedInMember(shop, 'rpa');
    const wrong = await recover({ action: 'send-reset-link', username: m.username, email: 'someone@example.kr' });
    const unknown = await recover({ action: 'send-reset-link', username: 'nosuchuser99', email: m.email });
    const right = await recover({ action: 'send-reset-link', username: m.username, email: m.email });
    expect([wrong.status, unknown.status, right.status]).toEqual([200, 200, 200]);
    expect(wrong.body).toEqual(right.body);
    expect(unknown.body).toEqual(right.body);
    expect(await mails('someone@example.kr')).toHaveLength(0);
    const [mail] = await mails(m.email);
    expect(mail!.subject).toContain('비밀번호 재설정');
  });

  it('sets a new password with the link once, ends every session of the account, and refuses the link again', async () => {
    const m = await newSignedInMember(shop, 'rpb');
    const elsewhere = await signIn(shop, m.username, m.password);
    await recover({ action: 'send-reset-link', username: m.username, email: m.email }).expect(200);
    const token = tokenIn((await mails(m.email))[0]!.text);
    const weak = await recover({ action: 'reset-password', token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].message).toBe('비밀번호에 특수문자를 넣어주세요');

    expect((await recover({ action: 'reset-password', token, password: 'Fresh2026!' })).body).toEqual({ reset: true });
    for (const s of [m, elsewhere]) {
      expect((await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${s.access}`)).status).toBe(401);
      expect((await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${s.refresh}`)).status).toBe(401);
    }
    await expect(signIn(shop, m.username, m.password)).rejects.toThrow('401');
    const fresh = await signIn(shop, m.username, 'Fresh2026!');
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${fresh.access}`)).status).toBe(200);

    const reused = await recover({ action: 'reset-password', token, password: 'Again2026!' });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    expect((await recover({ action: 'reset-password', token: `${token.slice(0, -3)}abc`, password: 'Again2026!' })).body.code).toBe('RESET_TOKEN_INVALID');
    await signIn(shop, m.username, 'Fresh2026!');
  });
});

describe('resetting the password by 본인인증', () => {
  it('resets at once for the verified person, ending every session, and refuses another person', async () => {
    const phone = uniquePhone();
    const body = { ...newMember('rpc'), certification: await certify({ name: '오세린', phone }) };
    await shop.http.post('/api/v1/users').send(body).expect(201);
    const session = await signIn(shop, body.username, body.password);

    const stranger = await recover({
      action: 'reset-password',
      certification: await certify({ name: '남궁민', phone: uniquePhone() }),
      username: body.username,
      password: 'Other2026!',
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.code).toBe('RECOVERY_NOT_MATCHED');

    const certification = await certify({ name: '오세린', phone });
    expect((await recover({ action: 'reset-password', certification, username: body.username, password: 'Mine2026!' })).body).toEqual({ reset: true });
    expect((await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${session.refresh}`)).status).toBe(401);
    await signIn(shop, body.username, 'Mine2026!');
    const again = await recover({ action: 'reset-password', certification, username: body.username, password: 'Twice2026!' });
    expect(again.body.code).toBe('CERTIFICATION_INVALID');
  });
});

describe('throttling', () => {
  it('refuses recovery requests past the hourly limit of one address', async () => {
    const strict = await startShop(undefined, { ...GENEROUS_LIMITS, THROTTLE_SIGN_UPS_PER_HOUR: '3' });
    try {
      const ask = () => strict.http.post('/api/v1/users/recovery').send({ action: 'find-id', name: '김세라', email: 'sera@example.kr' });
      for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toContain('계정 찾기 요청이 너무 많습니다');
    } finally {
      await strict.close();
    }
  }, 60_000);
});
