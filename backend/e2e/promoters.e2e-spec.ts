import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { EVENT_STORE, type EventStore } from '../src/platform/event-store/event-store.port.js';
import { READ_STORE, type ReadStore } from '../src/platform/read-store/read-store.port.js';
import { PROJECTIONS } from '../src/platform/projections/projection-runner.js';
import type { Projection } from '../src/platform/projections/projection.js';
import { GENEROUS_LIMITS, ROOT, certifyPerson, newMember, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Becoming a promoter (spec §3 Promoter approval request, §4 AWAITING → APPROVED | REJECTED,
 * §7 Promoter GET promotees): a member applies with 본인인증 and a resident registration number,
 * staff approve with a unique code or reject with a reason, sign-ups with the code become the
 * promoter's promotees, and the promoter area is closed to everyone else. The resident number
 * is planted and looked for in clear everywhere: the raw event log and data files, every read
 * model, the log lines and every answer.
 */
const RRN_A = '900101-1234568';
const RRN_B = '010315-4123451';
const ACCOUNT = '110-987-654321';
const lines: string[] = [];
const answers: string[] = [];
let shop: TestShop;
let staff: string;

/** Keeps every answer's body and headers for the plant test. */
const kept = (res: Response): Response => {
  answers.push(JSON.stringify(res.headers) + res.text);
  return res;
};

beforeAll(async () => {
  shop = await startShop(undefined, { ...GENEROUS_LIMITS, LOG_LEVEL: 'debug' }, { logTo: { write: (line: string) => void lines.push(line) } });
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

/** A certification id from the KCP simulator's window for a person born on `birthDay` (yyyymmdd). */
const certify = (birthDay: string, name?: string) => certifyPerson(shop, birthDay, name);

const application = (certification: string, rrn: string) => ({
  _terms: ['promoter', 'privacy-rrn'],
  type: 'PERSON',
  certification,
  phone: '010-2222-3333',
  bank: { code: '004', accountHolder: '김서연', accountNumber: ACCOUNT },
  residentRegistrationNumber: rrn,
});

type Member = Awaited<ReturnType<typeof newSignedInMember>>;
const apply = async (m: Member, body: object) => kept(await shop.http.post('/api/v1/me/promoter-request').set('Authorization', m.auth).send(body));
const decide = async (m: Member, body: object) => kept(await shop.http.put(`/api/console/users/${m._id}/promoter`).set('Authorization', staff).send(body));
const promotees = async (m: Member) => kept(await shop.http.get('/api/v1/promoter/promotees').set('Authorization', m.auth));

describe('becoming a promoter', () => {
  let a: Member;
  let b: Member;
  let codeA = '';
  let spent = '';

  it('takes a request with 본인인증 and shows it awaiting staff, the resident number masked', async () => {
    a = await newSignedInMember(shop, 'pa');
    spent = await certify('19900101');
    const res = await apply(a, application(spent, RRN_A));
    expect(res.status).toBe(201);
    expect(res.body.request).toMatchObject({
      status: 'AWAITING',
      code: null,
      maskedResidentNumber: '900101-1******',
      bank: { code: '004', accountHolder: '김서연', maskedAccountNumber: '110-****-***21' },
      name: '김서연',
    });
    const mine = kept(await shop.http.get('/api/v1/me/promoter-request').set('Authorization', a.auth).expect(200));
    expect(mine.body.request.status).toBe('AWAITING');
  });

  it('refuses a second request while one awaits, a bad resident number and a spent or missing 본인인증', async () => {
    expect((await apply(a, application(await certify('19900101'), RRN_A))).body.code).toBe('PROMOTER_REQUEST_OPEN');
    const other = await newSignedInMember(shop, 'px');
    const bad = await apply(other, application(await certify('19900101'), '900101-1234567'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toContain('주민등록번호를 확인해주세요');
    expect((await apply(other, application('no-such-certification', RRN_A))).body.code).toBe('CERTIFICATION_INVALID');
    expect((await apply(other, application(spent, RRN_A))).body.code).toBe('CERTIFICATION_INVALID');
    expect((await apply(other, application(await certify('19850505'), RRN_A))).body.code).toBe('PROMOTER_IDENTITY_MISMATCH');
  });

  it('refuses every promoter route to a member without approval (403, Korean message)', async () => {
    const doc = (await shop.http.get('/api/docs-json')).body as { paths: Record<string, Record<string, unknown>> };
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/promoter/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, 'x') })));
    expect(ops.length).toBeGreaterThan(0);
    for (const { method, path } of ops) {
      const res = await (shop.http as unknown as Record<string, (p: string) => ReturnType<typeof shop.http.get>>)[method]!(path)
        .set('Authorization', a.auth)
        .send({});
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({ method, path, status: 403, code: 'NOT_PROMOTER' });
      expect(res.body.message).toBe('프로모터 승인 후 이용할 수 있습니다');
    }
  });

  it('lets staff see the request masked, refuses a rejection without a reason, and approves with a unique code', async () => {
    const seen = kept(await shop.http.get(`/api/console/users/${a._id}/promoter`).set('Authorization', staff).expect(200));
    expect(seen.body.request.maskedResidentNumber).toBe('900101-1******');
    expect((await decide(a, { status: 'REJECTED' })).status).toBe(400);
    const res = await decide(a, { status: 'APPROVED' });
    expect(res.status).toBe(200);
    expect(res.body.request.status).toBe('APPROVED');
    codeA = res.body.request.code;
    expect(codeA).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    expect((await decide(a, { status: 'APPROVED' })).body.code).toBe('PROMOTER_REQUEST_NOT_AWAITING');
    expect((await apply(a, application(await certify('19900101'), RRN_A))).body.code).toBe('ALREADY_PROMOTER');
    const mine = kept(await shop.http.get('/api/v1/me/promoter-request').set('Authorization', a.auth).expect(200));
    expect(mine.body.request).toMatchObject({ status: 'APPROVED', code: codeA });
  });

  it('makes a sign-up with the code the promoter’s promotee and refuses an unknown code', async () => {
    const visitor = {
      ...newMember('pv'),
      name: '이하늘',
      promoterCode: codeA.toLowerCase(),
      bank: { code: '088', accountHolder: '이하늘', accountNumber: ACCOUNT },
    };
    expect(kept(await shop.http.post('/api/v1/users').send(visitor)).status).toBe(201);
    const own = `Bearer ${(await signIn(shop, visitor.username, visitor.password)).access}`;
    const info = kept(await shop.http.get('/api/v1/me/info').set('Authorization', own).expect(200));
    expect(info.body.user.bank).toEqual({ code: '088', accountHolder: '이하늘', maskedAccountNumber: '110-****-***21' });
    const unknown = kept(await shop.http.post('/api/v1/users').send({ ...newMember('pu'), promoterCode: 'ZZZZZZZ' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('PROMOTER_CODE_UNKNOWN');
    const empty = kept(await shop.http.post('/api/v1/users').send({ ...newMember('pe'), promoterCode: ' ' }));
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('추천인코드를 입력해주세요');
    const list = await promotees(a);
    expect(list.status).toBe(200);
    expect(list.body.summary.totalCount).toBe(1);
    expect(list.body.promotees[0]).toMatchObject({ maskedName: '이*늘' });
    expect(list.body.promotees[0].joinedAt).toEqual(expect.any(String));
  });

  it('shows a promoter none of another promoter’s promotees', async () => {
    b = await newSignedInMember(shop, 'pb');
    expect((await apply(b, application(await certify('20010315', '박지민'), RRN_B))).status).toBe(201);
    const approved = await decide(b, { status: 'APPROVED' });
    expect(approved.body.request.code).not.toBe(codeA);
    const list = await promotees(b);
    expect(list.body).toEqual({ promotees: [], summary: { totalCount: 0 } });
  });

  it('rejects with the reason, which the member sees, and takes a new request afterwards', async () => {
    const c = await newSignedInMember(shop, 'pc');
    expect((await apply(c, application(await certify('19900101'), RRN_A))).status).toBe(201);
    const rejected = await decide(c, { status: 'REJECTED', reason: '계좌 예금주가 회원명과 다릅니다' });
    expect(rejected.body.request).toMatchObject({ status: 'REJECTED', reason: '계좌 예금주가 회원명과 다릅니다', code: null });
    expect((await promotees(c)).status).toBe(403);
    expect((await apply(c, application(await certify('19900101'), RRN_A))).body.request.status).toBe('AWAITING');
  });

  it('filters the console member list by the promoter request’s state', async () => {
    const ids = async (status: string) =>
      (
        kept(await shop.http.get('/api/console/users').query({ promoterStatus: status }).set('Authorization', staff).set('limit', '100')).body.users as {
          _id: string;
          promoterStatus: string;
        }[]
      ).map((u) => [u._id, u.promoterStatus]);
    const approved = await ids('APPROVED');
    expect(approved).toEqual(
      expect.arrayContaining([
        [a._id, 'APPROVED'],
        [b._id, 'APPROVED'],
      ]),
    );
    expect(approved.every(([, s]) => s === 'APPROVED')).toBe(true);
    expect((await ids('AWAITING')).map(([id]) => id)).not.toContain(a._id);
    expect((await ids('AWAITING')).length).toBeGreaterThan(0);
  });

  it('keeps the resident and account numbers in clear nowhere: event log, data files, read models, logs, answers', async () => {
    const clear = [RRN_A, RRN_B, ACCOUNT].flatMap((v) => [v, v.replace(/-/g, '')]);
    const events = await shop.app.get<EventStore>(EVENT_STORE).readAll(0, 1_000_000);
    expect(events.some((e) => e.type === 'PromoterApprovalRequested')).toBe(true);
    const rawLog = JSON.stringify(events);
    const store = shop.app.get<ReadStore>(READ_STORE);
    const collections = shop.app.get<Projection[]>(PROJECTIONS, { strict: false }).flatMap((p) => p.collections);
    expect(collections).toContain('promoterRequests');
    const models = JSON.stringify(await Promise.all(collections.map((c) => store.collection(c).find({}))));
    const files = (function read(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? read(path) : [readFileSync(path).toString('latin1')];
      });
    })(shop.dataDir).join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(10);
    for (const secret of clear) {
      expect({ secret, inLog: rawLog.includes(secret) }).toEqual({ secret, inLog: false });
      expect({ secret, inModels: models.includes(secret) }).toEqual({ secret, inModels: false });
      expect({ secret, inFiles: files.includes(secret) }).toEqual({ secret, inFiles: false });
      expect({ secret, inLogs: lines.some((l) => l.includes(secret)) }).toEqual({ secret, inLogs: false });
      expect({ secret, inAnswers: answers.some((a) => a.includes(secret)) }).toEqual({ secret, inAnswers: false });
    }
  });
});
