import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import type { ConsoleMember, ConsoleMemberListResponse, MemberHistoryEntry } from '@shop/contracts';
import type { AssignLevel } from '../src/identity/index.js';
import { Commands } from '../src/platform/event-sourcing/commands.js';
import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import { ROOT, newMember, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Members in the console (spec §2 console users, users/{_user}; §7 Users: CRUD plus PUT {id}/type):
 * search and filters, the Excel export, staff corrections and type changes recorded with their
 * author, and nothing written on a refusal.
 */
let shop: TestShop;
let staff: string;

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
}, 60_000);
afterAll(() => shop.close());

const list = async (query: Record<string, string>, headers: Record<string, string> = {}): Promise<ConsoleMemberListResponse> => {
  const res = await shop.http.get('/api/console/users').query(query).set('Authorization', staff).set(headers);
  expect(res.status).toBe(200);
  return res.body as ConsoleMemberListResponse;
};
const usernames = (r: ConsoleMemberListResponse) => r.users.map((u) => u.username);
const one = async (id: string): Promise<ConsoleMember> => (await shop.http.get(`/api/console/users/${id}`).set('Authorization', staff).expect(200)).body.user;
const history = async (id: string): Promise<MemberHistoryEntry[]> =>
  (await shop.http.get(`/api/console/users/${id}/history`).set('Authorization', staff).expect(200)).body.history;
const binary = (res: Response, done: (err: Error | null, body: unknown) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the console member list', () => {
  it('finds members by words, phone digits, type and level, pages them, and leaves operators out', async () => {
    const person = await newSignedInMember(shop, 'cmp');
    const company = newMember('cmc');
    const signed = await shop.http
      .post('/api/v1/users')
      .send({ ...company, name: '세라건설', phone: '010-5555-7777', type: 'COMPANY', businessRegistration: '123-45-67891' });
    expect(signed.status).toBe(201);
    const goldCommand: AssignLevel = {
      type: 'AssignLevel',
      data: { userId: person._id, code: 'GOLD', name: '골드', reason: '테스트 등급', coupons: [] },
      metadata: { userId: null, now: new Date().toISOString() },
    };
    const { position } = await shop.app.get(Commands).send<{ position: number }>(goldCommand);
    await shop.app.get(ProjectionRunner).waitFor(position, 5_000);

    expect(usernames(await list({ q: person.username }))).toEqual([person.username]);
    expect(usernames(await list({ q: '세라건설' }))).toEqual([company.username]);
    expect(usernames(await list({ q: '5555-7777' }))).toEqual([company.username]);
    expect(usernames(await list({ q: company.username, type: 'PERSON' }))).toEqual([]);
    expect(usernames(await list({ q: company.username, type: 'COMPANY' }))).toEqual([company.username]);
    expect(usernames(await list({ q: person.username, grade: 'GOLD' }))).toEqual([person.username]);
    expect((await list({ q: person.username })).users[0]!.grade).toEqual({ code: 'GOLD', name: '골드' });
    expect(usernames(await list({ q: 'root' }))).not.toContain('root');

    const all = await list({ q: 'cm' });
    expect(all.summary.totalCount).toBeGreaterThanOrEqual(2);
    const page = await list({ q: 'cm', sort: 'username' }, { limit: '1', skip: '1' });
    expect(page.users).toHaveLength(1);
    expect(page.summary.totalCount).toBe(all.summary.totalCount);
    expect(page.users[0]!.username).toBe([...usernames(all)].sort()[1]);
  });

  it('filters by join day in KST and refuses a malformed or reversed range', async () => {
    const m = await newSignedInMember(shop, 'cmd');
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(usernames(await list({ q: m.username, from: today, to: today }))).toEqual([m.username]);
    expect(usernames(await list({ q: m.username, to: '2020-01-01' }))).toEqual([]);
    const bad = await shop.http.get('/api/console/users').query({ from: '2026/11/01' }).set('Authorization', staff);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('가입일을 yyyy-mm-dd 형식으로 입력해주세요');
    expect((await shop.http.get('/api/console/users').query({ from: '2026-12-01', to: '2026-11-01' }).set('Authorization', staff)).status).toBe(400);
  });

  it('exports the search as an .xlsx workbook with Korean headers', async () => {
    const m = await newSignedInMember(shop, 'cmx');
    const res = await shop.http.get('/api/console/users/export').query({ q: m.username }).set('Authorization', staff).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="users_\d{8}_\d{6}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    const sheet = workbook.getWorksheet('회원목록')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '아이디', '이름', '회원유형', '회원등급', '이메일', '연락처', '사업자등록번호', '가입일시']);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(m.username);
    expect(sheet.getRow(2).getCell(3).value).toBe('개인회원');
    expect(sheet.getRow(2).getCell(6).value).toBe('010-1234-5678');
  });
});

describe('staff changing a member', () => {
  it('corrects the e-mail and phone, refuses a bad one with its message, and records who did it', async () => {
    const m = await newSignedInMember(shop, 'cmi');
    const bad = await shop.http.put(`/api/console/users/${m._id}`).set('Authorization', staff).send({ email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('이메일을 입력해주세요');
    const res = await shop.http.put(`/api/console/users/${m._id}`).set('Authorization', staff).send({ email: 'new@example.kr', phone: '010-2222-3333' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'new@example.kr', phone: '01022223333', name: '김세라' });
    // The member reads the change in their own info.
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', m.auth).expect(200)).body.user).toMatchObject({ email: 'new@example.kr' });
    const [latest, first] = await history(m._id);
    expect(latest).toMatchObject({ kind: 'INFO', summary: '이메일, 연락처 변경', by: { username: 'root', name: '최고관리자' } });
    expect(first).toMatchObject({ kind: 'REGISTERED', summary: '개인회원 가입', by: null });
  });

  it('turns a person into a company only with a valid business number, and back', async () => {
    const m = await newSignedInMember(shop, 'cmt');
    const without = await shop.http
      .put(`/api/console/users/${m._id}/type`)
      .set('Authorization', staff)
      .send({ type: 'COMPANY', businessRegistration: '12345' });
    expect(without.status).toBe(400);
    expect(without.body.code).toBe('BUSINESS_REGISTRATION_REQUIRED');
    expect((await one(m._id)).type).toBe('PERSON');
    expect(await history(m._id)).toHaveLength(1);

    const operator = await shop.http.put(`/api/console/users/${m._id}/type`).set('Authorization', staff).send({ type: 'OPERATOR' });
    expect(operator.status).toBe(400);

    const company = await shop.http
      .put(`/api/console/users/${m._id}/type`)
      .set('Authorization', staff)
      .send({ type: 'COMPANY', businessRegistration: '123-45-67891' });
    expect(company.status).toBe(200);
    expect(company.body.user).toMatchObject({ type: 'COMPANY', businessRegistration: '1234567891' });
    // The member's next token carries the new type.
    const again = await signIn(shop, m.username, m.password);
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${again.access}`).expect(200)).body.user).toMatchObject({
      type: 'COMPANY',
      level: 'COMPANY',
    });

    await shop.http.put(`/api/console/users/${m._id}/type`).set('Authorization', staff).send({ type: 'PERSON' }).expect(200);
    expect((await history(m._id)).map((h) => h.summary)).toEqual(['기업회원 → 개인회원', '개인회원 → 기업회원', '개인회원 가입']);
  });

  it('answers 404 for an unknown id and for an operator account', async () => {
    expect((await shop.http.get('/api/console/users/nope').set('Authorization', staff)).status).toBe(404);
    const root = (await shop.http.get('/api/v1/me/info').set('Authorization', staff).expect(200)).body.user._id as string;
    expect((await shop.http.get(`/api/console/users/${root}`).set('Authorization', staff)).status).toBe(404);
    expect((await shop.http.put(`/api/console/users/${root}`).set('Authorization', staff).send({ name: '바꿈' })).status).toBe(404);
  });
});

describe("a COMPANY member's 사업자등록증 (sign-up certificate upload)", () => {
  const upload = (bytes: Buffer, filename: string) => shop.http.post('/api/v1/users/business-certificates').attach('file', bytes, filename);

  it('takes a PDF or a picture before sign-up, keeps it for staff only, and refuses anything else or an id never uploaded', async () => {
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 640, height: 900, channels: 3, background: '#f4f1ea' } })
      .png()
      .toBuffer();
    const picture = await upload(png, '사업자등록증.png');
    expect(picture.status).toBe(201);
    expect(picture.body.businessCertificate).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const pdf = await upload(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), 'cert.pdf');
    expect(pdf.body.businessCertificate).toMatch(/\.pdf$/);
    const text = await upload(Buffer.from('not a certificate'), 'cert.txt');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'BUSINESS_CERTIFICATE_UNREADABLE', message: '사업자등록증은 PDF 또는 JPG, PNG, WEBP, HEIC 이미지로 올려주세요' });

    const company = { ...newMember('cbc'), name: '세라타일', type: 'COMPANY', businessRegistration: '214-88-40216', _terms: ['service', 'privacy'] };
    for (const forged of ['0c0e9a52-3f3a-4b7e-9a4d-2b8f9e3d1c11.webp', '../../secrets.webp']) {
      const refused = await shop.http.post('/api/v1/users').send({ ...company, businessCertificate: forged });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'BUSINESS_CERTIFICATE_INVALID', message: '사업자등록증을 다시 올려주세요' });
    }
    const joined = await shop.http.post('/api/v1/users').send({ ...company, businessCertificate: picture.body.businessCertificate });
    expect(joined.status).toBe(201);
    const id = joined.body.user._id as string;
    expect(await one(id)).toMatchObject({ type: 'COMPANY', businessRegistration: '2148840216', hasBusinessCertificate: true });

    const file = await shop.http.get(`/api/console/users/${id}/business-certificate`).set('Authorization', staff).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((file.body as Buffer).subarray(8, 12).toString('latin1')).toBe('WEBP');

    // The member sees no certificate id; another member and visitors cannot read the file.
    const member = await signIn(shop, company.username, company.password);
    const me = await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${member.access}`).expect(200);
    expect(JSON.stringify(me.body)).not.toContain(picture.body.businessCertificate);
    expect((await shop.http.get(`/api/console/users/${id}/business-certificate`).set('Authorization', `Bearer ${member.access}`)).status).toBe(403);
    expect((await shop.http.get(`/api/console/users/${id}/business-certificate`)).status).toBe(401);

    const person = await newSignedInMember(shop, 'cbp');
    expect(await one(person._id)).toMatchObject({ hasBusinessCertificate: false });
    const none = await shop.http.get(`/api/console/users/${person._id}/business-certificate`).set('Authorization', staff);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('제출된 사업자등록증이 없습니다');
  });
});
