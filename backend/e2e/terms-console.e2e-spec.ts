import type { ConsoleTerm, ConsoleTermListResponse, TermResponse } from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DAY = 86_400_000;

/**
 * The console's terms (spec §7 console "terms CRUD", §6 terms: console only, §2 /terms/{code}):
 * staff create terms and publish versions with an effective date; a scheduled version stays
 * with staff until its date, can be rewritten or withdrawn until then and never after.
 */
describe('console terms', () => {
  let shop: TestShop;
  let staff: string;
  let admin02: string;
  let admin03: string;
  let member: string;

  const as = (auth: string, method: 'get' | 'post' | 'put' | 'delete', path: string) => shop.http[method](path).set('Authorization', auth);
  const publicTerm = async (code: string) => shop.http.get(`/api/v1/terms/${code}`);
  const version = (over: object = {}) => ({ title: '개인정보 수집 및 이용', required: true, content: '<h3>1. 수집 항목</h3><p>개정된 내용</p>', ...over });

  beforeAll(async () => {
    shop = await startShop();
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    admin02 = `Bearer ${(await signIn(shop, 'admin02', 'Ceramaison!2026')).access}`;
    admin03 = `Bearer ${(await signIn(shop, 'admin03', 'Ceramaison!2026')).access}`;
    member = (await newSignedInMember(shop, 'tc')).auth;
  }, 60_000);

  afterAll(() => shop.close());

  it('lists the terms with the version in force and the required flag, by words', async () => {
    const list = (await as(staff, 'get', '/api/console/terms').expect(200)).body as ConsoleTermListResponse;
    expect(list.terms.map((t) => t.code)).toEqual(['service', 'privacy', 'marketing']);
    expect(list.terms[0]).toMatchObject({
      title: '이용약관',
      required: true,
      current: { version: 2, effectiveAt: '2026-01-01T00:00:00.000Z' },
      next: null,
      versionCount: 2,
    });
    const found = (await as(staff, 'get', '/api/console/terms').query({ searchValue: '마케팅' }).expect(200)).body as ConsoleTermListResponse;
    expect(found.terms.map((t) => t.code)).toEqual(['marketing']);
    const one = (await as(staff, 'get', '/api/console/terms/service').expect(200)).body.term as ConsoleTerm;
    expect(one.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'inForce'],
      [1, 'past'],
    ]);
    const missing = await as(staff, 'get', '/api/console/terms/nothing');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'TERMS_NOT_FOUND', message: '약관을 찾을 수 없습니다' });
  });

  it('publishes a version in force at once, sanitised; visitors read it and the earlier one', async () => {
    const res = await as(staff, 'post', '/api/console/terms/privacy/versions').send(
      version({ content: '<p onclick="x()">개정된 내용</p><script>alert(1)</script>' }),
    );
    expect(res.status).toBe(201);
    const term = res.body.term as ConsoleTerm;
    expect(term.versions[0]).toMatchObject({ version: 2, status: 'inForce', content: '<p>개정된 내용</p>' });
    expect(res.body.position).toEqual(expect.any(Number));

    const shown = (await publicTerm('privacy')).body as TermResponse;
    expect(shown.term).toMatchObject({ version: 2, content: '<p>개정된 내용</p>' });
    expect(shown.versions.map((v) => v.version)).toEqual([2, 1]);
    const earlier = await shop.http.get('/api/v1/terms/privacy/versions/1').expect(200);
    expect((earlier.body as TermResponse).term.content).toContain('수집하는 개인정보 항목');
    expect(JSON.stringify(earlier.body)).not.toContain('<script');
  });

  it('keeps a scheduled version from visitors until its date, the current one staying in force, then serves it', async () => {
    const soon = at(2_500);
    const res = await as(staff, 'post', '/api/console/terms/marketing/versions').send(
      version({ title: '마케팅 정보 수신', required: false, content: '<p>예정된 내용</p>', effectiveAt: soon }),
    );
    expect(res.status).toBe(201);
    expect((res.body.term as ConsoleTerm).versions[0]).toMatchObject({ version: 2, status: 'scheduled', effectiveAt: soon });
    const list = (await as(staff, 'get', '/api/console/terms').expect(200)).body as ConsoleTermListResponse;
    expect(list.terms.find((t) => t.code === 'marketing')).toMatchObject({ current: { version: 1 }, next: { version: 2, effectiveAt: soon } });

    const before = (await publicTerm('marketing')).body as TermResponse;
    expect(before.term.version).toBe(1);
    expect(before.versions.map((v) => v.version)).toEqual([1]);
    expect((await shop.http.get('/api/v1/terms/marketing/versions/2')).status).toBe(404);
    expect(((await shop.http.get('/api/v1/terms')).body.terms as { code: string; version: number }[]).find((t) => t.code === 'marketing')?.version).toBe(1);

    await sleep(Date.parse(soon) - Date.now() + 200);
    const after = (await publicTerm('marketing')).body as TermResponse;
    expect(after.term).toMatchObject({ version: 2, content: '<p>예정된 내용</p>' });

    // In force now: it stays as it is; only a new version changes it.
    const edit = await as(staff, 'put', '/api/console/terms/marketing/versions/2').send(
      version({ title: '마케팅 정보 수신', required: false, effectiveAt: at(DAY) }),
    );
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ code: 'TERMS_VERSION_IN_FORCE' });
    expect(edit.body.message).toContain('새 버전을 등록해주세요');
    const gone = await as(staff, 'delete', '/api/console/terms/marketing/versions/2');
    expect(gone.status).toBe(409);
    expect((await as(staff, 'put', '/api/console/terms/marketing/versions/1').send(version({ effectiveAt: at(DAY) }))).status).toBe(409);
  });

  it('rewrites and withdraws a future version, the latest first, and refuses dates out of order or past', async () => {
    const v2 = await as(staff, 'post', '/api/console/terms/service/versions').send(version({ title: '이용약관', effectiveAt: at(10 * DAY) }));
    expect(v2.status).toBe(201);
    const v3 = await as(staff, 'post', '/api/console/terms/service/versions').send(version({ title: '이용약관', effectiveAt: at(20 * DAY) }));
    expect((v3.body.term as ConsoleTerm).versions.map((v) => [v.version, v.status])).toEqual([
      [4, 'scheduled'],
      [3, 'scheduled'],
      [2, 'inForce'],
      [1, 'past'],
    ]);

    const early = await as(staff, 'post', '/api/console/terms/service/versions').send(version({ title: '이용약관', effectiveAt: at(5 * DAY) }));
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('TERMS_EFFECTIVE_ORDER');
    const past = await as(staff, 'post', '/api/console/terms/service/versions').send(version({ title: '이용약관', effectiveAt: at(-DAY) }));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'TERMS_EFFECTIVE_PAST', message: '시행일시는 현재 이후로 입력해주세요' });

    const revised = await as(staff, 'put', '/api/console/terms/service/versions/3').send(
      version({ title: '이용약관 (개정)', effectiveAt: at(12 * DAY), content: '<p>다시 쓴 조항</p><iframe src="https://evil.example"></iframe>' }),
    );
    expect(revised.status).toBe(200);
    const three = (revised.body.term as ConsoleTerm).versions.find((v) => v.version === 3)!;
    expect(three).toMatchObject({ title: '이용약관 (개정)', content: '<p>다시 쓴 조항</p>', revisedAt: expect.any(String) });
    expect((await as(staff, 'put', '/api/console/terms/service/versions/3').send(version({ title: '이용약관', effectiveAt: at(25 * DAY) }))).body.code).toBe(
      'TERMS_EFFECTIVE_ORDER',
    );

    const notLatest = await as(staff, 'delete', '/api/console/terms/service/versions/3');
    expect(notLatest.status).toBe(409);
    expect(notLatest.body.code).toBe('TERMS_VERSION_NOT_LATEST');
    expect((await as(staff, 'delete', '/api/console/terms/service/versions/4')).status).toBe(200);
    const withdrawn = await as(staff, 'delete', '/api/console/terms/service/versions/3');
    expect(withdrawn.status).toBe(200);
    expect((withdrawn.body.term as ConsoleTerm).versions.map((v) => v.version)).toEqual([2, 1]);
    expect((await as(staff, 'delete', '/api/console/terms/service/versions/9')).status).toBe(404);
    expect((await as(staff, 'delete', '/api/console/terms/service/versions/x')).status).toBe(404);
  });

  it('creates a new term; a code taken is refused, and a first version scheduled is not public yet', async () => {
    const created = await as(staff, 'post', '/api/console/terms').send({
      ...version({ title: '프로모터 약관', required: false, effectiveAt: at(DAY) }),
      code: 'promoter',
    });
    expect(created.status).toBe(201);
    expect(created.body.term).toMatchObject({ code: 'promoter', index: 3, versions: [{ version: 1, status: 'scheduled' }] });
    expect((await publicTerm('promoter')).status).toBe(404);
    expect(((await shop.http.get('/api/v1/terms')).body.terms as { code: string }[]).map((t) => t.code)).not.toContain('promoter');

    const taken = await as(staff, 'post', '/api/console/terms').send({ ...version(), code: 'privacy' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'TERMS_EXISTS', message: '이미 등록된 약관 코드입니다' });

    // Withdrawing its only version leaves no term.
    const withdrawn = await as(staff, 'delete', '/api/console/terms/promoter/versions/1');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.term).toBeNull();
    expect((await as(staff, 'get', '/api/console/terms/promoter')).status).toBe(404);
  });

  it('answers a bad form with the Korean message of each field', async () => {
    const bad = await as(staff, 'post', '/api/console/terms').send({ code: 'Bad Code', title: '', required: 'yes', content: '', effectiveAt: '내일' });
    expect(bad.status).toBe(400);
    const messages = (bad.body.errors as { message: string }[]).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        '약관 코드는 영문 소문자로 시작하는 2~30자의 영문 소문자, 숫자, -로 입력해주세요',
        '약관 제목을 1~100자로 입력해주세요',
        '필수 동의 여부를 선택해주세요',
        '약관 내용을 입력해주세요',
        '시행일시를 확인해주세요',
      ]),
    );
    const empty = await as(staff, 'post', '/api/console/terms/privacy/versions').send(version({ content: '<p><script>alert(1)</script></p>' }));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'TERMS_CONTENT_EMPTY', message: '약관 내용을 입력해주세요' });
  });

  it('lets only the console scope write terms (spec §6: terms are console only)', async () => {
    for (const auth of [admin02, admin03, member]) {
      expect((await as(auth, 'get', '/api/console/terms')).status).toBe(403);
      expect((await as(auth, 'post', '/api/console/terms/privacy/versions').send(version())).status).toBe(403);
    }
    expect((await shop.http.get('/api/console/terms')).status).toBe(401);
  });
});
