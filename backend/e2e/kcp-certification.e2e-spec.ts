import { EVENT_STORE, type EventStore } from '../src/platform/event-store/event-store.port.js';
import { simulatedCi } from '../src/platform/identity-verification/kcp/kcp-cert.simulator.js';
import { ROOT, kcpReturnFields, newMember, signIn, startShop, type KcpPerson, type TestShop } from './harness.js';

/**
 * 휴대폰 본인인증 with KCP (spec §2 /common/kcp/cert/*, §7 POST users/certify; issue 11): the
 * return is trusted only with a valid dn_hash and res_cd, a verified person holds one account,
 * the member's name and phone are the verified ones, and the CI is in no answer (and sealed in the log).
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
}, 60_000);
afterAll(() => shop.close());

let people = 0;
/** A new person (name, birth day, unique phone) for the simulator's window. */
function newPerson(name = '김세라') {
  people += 1;
  const phone = `010${String(Date.now() % 10_000).padStart(4, '0')}${String(people).padStart(4, '0')}`;
  return { name, birthDay: '19900315', phone };
}

/** Goes through the simulator's window as a browser would: KCP's return fields for `person` (or a failure). */
const kcpReturn = (person: KcpPerson | null) => kcpReturnFields(shop, person);

/** A certification id of `person`. */
async function certify(person: { name: string; birthDay: string; phone: string }): Promise<string> {
  const res = await shop.http.post('/api/v1/users/certify').send(await kcpReturn(person));
  expect(res.status).toBe(200);
  return res.body.certification as string;
}

describe('KCP’s return', () => {
  it('asks KCP (the simulator) with the test site code and a fresh order number, to come back to the shop', async () => {
    const a = (await shop.http.get('/api/v1/users/certify/request').expect(200)).body;
    const b = (await shop.http.get('/api/v1/users/certify/request').expect(200)).body;
    expect(a).toMatchObject({ action: '/kcpcert-sim/cert_view', fields: { site_cd: 'AO0QE', req_tx: 'cert', Ret_URL: '/api/v1/users/certify/return' } });
    expect(a.fields.ordr_idxx).not.toBe(b.fields.ordr_idxx);
  });

  it('is checked and answered with a certification id, the verified name and phone, never the CI or DI', async () => {
    const person = newPerson('이도윤');
    const ret = await kcpReturn(person);
    expect(Object.keys(ret).sort()).toEqual(['cert_no', 'dn_hash', 'enc_cert_data', 'ordr_idxx', 'res_cd', 'res_msg', 'site_cd']);
    const res = await shop.http.post('/api/v1/users/certify').send(ret);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: '이도윤', phone: person.phone, maskedName: '이*윤', maskedPhone: `010-****-${person.phone.slice(-4)}` });
    expect(JSON.stringify(res.body)).not.toContain(simulatedCi(person.name, person.birthDay, person.phone));
    expect(Object.keys(res.body).sort()).toEqual(['certification', 'expiresAt', 'maskedName', 'maskedPhone', 'name', 'phone']);
  });

  it('is refused when dn_hash was forged, the data altered or the site is another', async () => {
    const ret = await kcpReturn(newPerson());
    const forged = await shop.http.post('/api/v1/users/certify').send({ ...ret, dn_hash: ret.dn_hash!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'CERTIFICATION_FORGED', message: '본인인증 결과를 확인할 수 없습니다. 다시 인증해주세요' });
    // Another cert_no (or order) no longer matches the hash.
    expect((await shop.http.post('/api/v1/users/certify').send({ ...ret, ordr_idxx: `${ret.ordr_idxx}x` })).body.code).toBe('CERTIFICATION_FORGED');
    const enc = ret.enc_cert_data!;
    const altered = await shop.http
      .post('/api/v1/users/certify')
      .send({ ...ret, enc_cert_data: `${enc.slice(0, -4)}${enc.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}` });
    expect(altered.body.code).toBe('CERTIFICATION_FORGED');
    expect((await shop.http.post('/api/v1/users/certify').send({ ...ret, site_cd: 'OTHER' })).body.code).toBe('CERTIFICATION_FORGED');
    const { dn_hash: _, ...unsigned } = ret;
    expect((await shop.http.post('/api/v1/users/certify').send(unsigned)).status).toBe(400);
  });

  it('answers a failed or cancelled verification with 422 and KCP’s message', async () => {
    const res = await shop.http.post('/api/v1/users/certify').send(await kcpReturn(null));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'CERTIFICATION_FAILED', message: '본인인증에 실패했습니다: 사용자가 인증을 취소했습니다' });
  });

  it('posted to Ret_URL as a form, sends the popup to the response page with the answer in the fragment', async () => {
    const person = newPerson('박서연');
    const res = await shop.http
      .post('/api/v1/users/certify/return')
      .type('form')
      .send(await kcpReturn(person));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.location as string, 'http://shop.local');
    expect(location.pathname).toBe('/common/kcp/cert/response');
    expect(location.search).toBe('');
    const answer = new URLSearchParams(location.hash.slice(1));
    expect(answer.get('name')).toBe('박서연');
    expect(answer.get('certification')).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await shop.http
      .post('/api/v1/users/certify/return')
      .type('form')
      .send({ ...(await kcpReturn(person)), dn_hash: 'f'.repeat(64) });
    expect(new URLSearchParams(new URL(forged.headers.location as string, 'http://shop.local').hash.slice(1)).get('code')).toBe('CERTIFICATION_FORGED');
  });
});

describe('signing up with 본인인증', () => {
  it('takes the name and phone from the certification and keeps the CI out of every answer and sealed in the log', async () => {
    const person = newPerson('최하나');
    const certification = await certify(person);
    const body = { ...newMember('kcp'), name: '다른이름', phone: '010-0000-0000', certification };
    const res = await shop.http.post('/api/v1/users').send(body);
    expect(res.status).toBe(201);
    const ci = simulatedCi(person.name, person.birthDay, person.phone);
    expect(JSON.stringify(res.body)).not.toContain(ci);
    const member = await signIn(shop, body.username, body.password);
    const me = await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${member.access}`).expect(200);
    expect(me.body.user).toMatchObject({ name: '최하나', phone: person.phone });
    expect(JSON.stringify(me.body)).not.toMatch(/"ci"|"di"|identity/);
    const staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    const detail = await shop.http.get(`/api/console/users/${res.body.user._id}`).set('Authorization', staff).expect(200);
    expect(JSON.stringify(detail.body)).not.toContain(ci);
    expect(JSON.stringify(detail.body)).not.toMatch(/"ci"|"di"/);
    const store = shop.app.get<EventStore>(EVENT_STORE);
    const { events } = await store.readStream(`user-${res.body.user._id}`);
    const registered = events.find((e) => e.type === 'UserRegistered')!.data as { identity: { ci: string; di: string } };
    expect(registered.identity.ci).toMatch(/^v1\./);
    expect(JSON.stringify(events)).not.toContain(ci);
  });

  it('refuses a second account of the same person with 409, leaving the second ID free', async () => {
    const person = newPerson();
    const first = { ...newMember('kcpa'), certification: await certify(person) };
    expect((await shop.http.post('/api/v1/users').send(first)).status).toBe(201);
    const second = { ...newMember('kcpb'), certification: await certify(person) };
    const twice = await shop.http.post('/api/v1/users').send(second);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'IDENTITY_TAKEN' });
    expect(twice.body.message).toBe('이미 가입된 회원입니다. 한 분당 하나의 계정만 만들 수 있습니다. 아이디 찾기를 이용해주세요');
    // The refused sign-up kept neither the ID nor anything else.
    const { certification: _, ...plain } = second;
    expect((await shop.http.post('/api/v1/users').send(plain)).status).toBe(201);
  });

  it('lets exactly one of two simultaneous sign-ups of one person through', async () => {
    const person = newPerson();
    const bodies = [
      { ...newMember('kcpc'), certification: await certify(person) },
      { ...newMember('kcpd'), certification: await certify(person) },
    ];
    const statuses = (await Promise.all(bodies.map((b) => shop.http.post('/api/v1/users').send(b)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
  });

  it('spends the certification: it opens no second account, and an unknown one is refused', async () => {
    const certification = await certify(newPerson());
    expect((await shop.http.post('/api/v1/users').send({ ...newMember('kcpe'), certification })).status).toBe(201);
    const again = await shop.http.post('/api/v1/users').send({ ...newMember('kcpf'), certification });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('CERTIFICATION_INVALID');
    const unknown = await shop.http.post('/api/v1/users').send({ ...newMember('kcpg'), certification: crypto.randomUUID() });
    expect(unknown.status).toBe(422);
  });
});
