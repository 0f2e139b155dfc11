import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ConsoleFormListResponse, ConsoleFormResponse, FormEditedResponse, FormFileResponse, FormListResponse, FormSentResponse } from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

type Member = Awaited<ReturnType<typeof newSignedInMember>>;

const valid = {
  code: 'installation-service',
  subject: '욕실 세면대 설치 문의',
  content: '다음 주 화요일에 세면대 설치가 가능한지 궁금합니다.',
  category: 'bathroom',
  writer: { name: '김하늘', phone: '010-1234-5678' },
  agreeTerms: true,
};

/**
 * Customer centre forms (spec §3 Board/form, §2 Customer centre, /mypage/forms, console centre
 * form pages, §4 answer states, §5 messages, §6 centre form pages, §7 Forms): visitors and members
 * send them with attachments and the terms agreed; the writer alone reads one again; staff answer.
 */
describe('customer centre forms', () => {
  let shop: TestShop;
  let member: Member;
  let other: Member;
  let staff: string;

  const send = (body: object, auth?: string) => {
    const req = shop.http.post('/api/v1/forms');
    return (auth ? req.set('Authorization', auth) : req).send(body);
  };
  const consoleList = async (query: string) =>
    (await shop.http.get(`/api/console/forms?${query}`).set('Authorization', staff).set('limit', '100')).body as ConsoleFormListResponse;

  beforeAll(async () => {
    shop = await startShop();
    member = await newSignedInMember(shop, 'cf');
    other = await newSignedInMember(shop, 'cg');
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  }, 60_000);

  afterAll(() => shop.close());

  it("refuses bad input with every field's Korean message (400) and writes nothing", async () => {
    const before = (await consoleList('')).summary.totalCount;
    const res = await send({
      code: 'installation-service',
      subject: '문',
      content: '내',
      category: 'garden',
      writer: { name: '김', phone: '010-12' },
      agreeTerms: false,
    });
    expect(res.status).toBe(400);
    const messages = (res.body.errors as { field: string; message: string }[]).map((e) => `${e.field}:${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'subject:제목을 입력해주세요',
        'content:내용을 입력해주세요',
        'category:문의 유형을 선택해주세요',
        'writer.name:이름을 입력해주세요',
        'writer.phone:연락처를 입력해주세요',
        'agreeTerms:개인정보 수집·이용에 동의해주세요',
      ]),
    );
    expect((await send({ ...valid, code: 'weather' })).body.message).toBe('문의 종류를 확인해주세요');
    const long = await send({ ...valid, subject: '가'.repeat(101), content: '나'.repeat(2_001) });
    expect(JSON.stringify(long.body)).toContain('제목은 100자 이하로 입력해주세요');
    expect(JSON.stringify(long.body)).toContain('내용은 2,000자 이하로 입력해주세요');
    const noBulk = await send({ ...valid, code: 'bulk-purchase', category: undefined });
    expect(noBulk.status).toBe(400);
    const badBulk = await send({
      ...valid,
      code: 'bulk-purchase',
      category: undefined,
      bulk: { company: '세', product: '세면대', quantity: 0, region: '서울', wishedDate: '2027-02-30' },
    });
    expect(JSON.stringify(badBulk.body)).toContain('회사명을 입력해주세요');
    expect(JSON.stringify(badBulk.body)).toContain('수량을 1개 이상 입력해주세요');
    expect(JSON.stringify(badBulk.body)).toContain('희망 납품일을 선택해주세요');
    const unknownFile = await send({ ...valid, _files: ['5f0c2c1e-8b9a-4f3e-9d2c-7a6b5c4d3e2f'] });
    expect(unknownFile.status).toBe(400);
    expect(unknownFile.body.code).toBe('FORM_FILE_NOT_FOUND');
    expect((await consoleList('')).summary.totalCount).toBe(before);
  });

  it('a visitor sends a form with a picture; only its key opens it again', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 190, b: 180 } } })
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: 'secret' } })
      .toBuffer();
    const up = await shop.http.post('/api/v1/forms/files').attach('image', photo, 'photo.jpg');
    expect(up.status).toBe(201);
    const { file } = up.body as FormFileResponse;
    const stored = join(shop.dataDir, file.url.replace(/^\//, ''));
    expect(existsSync(stored)).toBe(true);
    expect((await sharp(stored).metadata()).format).toBe('webp');
    const notPicture = await shop.http.post('/api/v1/forms/files').attach('image', Buffer.from('<svg/>'), 'x.svg');
    expect(notPicture.status).toBe(400);

    const res = await send({ ...valid, content: '설치 문의 <b>급해요</b>', _files: [file._id] });
    expect(res.status).toBe(201);
    const { form, key } = res.body as FormSentResponse;
    expect(form).toMatchObject({
      code: 'installation-service',
      category: 'bathroom',
      writer: { name: '김하늘', phone: '01012345678' },
      _files: [file._id],
      status: 'ANSWER_AWAITING',
      answer: null,
      meta: { _terms: 'privacy-collection' },
    });
    expect(form.content).toBe('설치 문의 <b>급해요</b>');
    expect((await shop.http.get(`/api/v1/forms/${form._id}`).set('form-key', key)).status).toBe(200);
    expect((await shop.http.get(`/api/v1/forms/${form._id}`).set('form-key', 'wrong')).status).toBe(404);
    expect((await shop.http.get(`/api/v1/forms/${form._id}`)).status).toBe(404);
    expect((await shop.http.get(`/api/v1/forms/${form._id}`).set('Authorization', member.auth)).status).toBe(404);
  });

  it("links a member's form to them: listed on their page only, answered by staff", async () => {
    const bulk = { company: '세라건설', product: '세면대 CM-200 외 2종', quantity: 40, region: '경기 성남시', wishedDate: '2027-01-15' };
    const res = await send({ ...valid, code: 'bulk-purchase', category: undefined, subject: '현장 납품 견적 요청', bulk }, member.auth);
    expect(res.status).toBe(201);
    const { form } = res.body as FormSentResponse;
    expect(form).toMatchObject({ code: 'bulk-purchase', category: null, bulk });

    const mine = (await shop.http.get('/api/v1/me/forms').set('Authorization', member.auth)).body as FormListResponse;
    expect(mine.forms.map((f) => f._id)).toEqual([form._id]);
    const others = (await shop.http.get('/api/v1/me/forms').set('Authorization', other.auth)).body as FormListResponse;
    expect(others.forms).toEqual([]);
    expect((await shop.http.get('/api/v1/me/forms')).status).toBe(401);
    expect((await shop.http.get(`/api/v1/forms/${form._id}`).set('Authorization', member.auth)).status).toBe(200);
    expect((await shop.http.get(`/api/v1/forms/${form._id}`).set('Authorization', other.auth)).status).toBe(404);

    const tooShort = await shop.http.put(`/api/console/forms/${form._id}`).set('Authorization', staff).send({ answer: '네' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe('내용을 입력해주세요');
    const answered = await shop.http
      .put(`/api/console/forms/${form._id}`)
      .set('Authorization', staff)
      .send({ answer: '담당 매니저가 내일 견적서를 보내드립니다.' });
    expect(answered.status).toBe(200);
    expect((answered.body as ConsoleFormResponse).form).toMatchObject({ status: 'ANSWER_COMPLETE', username: expect.any(String) });
    const after = (await shop.http.get('/api/v1/me/forms').set('Authorization', member.auth)).body as FormListResponse;
    expect(after.forms[0]).toMatchObject({ status: 'ANSWER_COMPLETE', answer: { content: '담당 매니저가 내일 견적서를 보내드립니다.' } });
  });

  it('the member who sent a form changes or deletes it while it awaits its answer; once answered 409; another member 404', async () => {
    const photo = await sharp({ create: { width: 30, height: 30, channels: 3, background: { r: 90, g: 120, b: 160 } } })
      .png()
      .toBuffer();
    const { file } = (await shop.http.post('/api/v1/forms/files').attach('image', photo, 'tap.png')).body as FormFileResponse;
    const sentRes = await send({ ...valid, subject: '욕실 수전 교체 문의', _files: [file._id] }, member.auth);
    expect(sentRes.status).toBe(201);
    const { form } = sentRes.body as FormSentResponse;
    const change = {
      ...valid,
      agreeTerms: undefined,
      subject: '주방 수전 교체 문의',
      category: 'kitchen',
      writer: { name: '김하늘', phone: '010-2222-3333' },
      _files: [],
    };

    expect((await shop.http.put(`/api/v1/me/forms/${form._id}`).send(change)).status).toBe(401);
    const stranger = await shop.http.put(`/api/v1/me/forms/${form._id}`).set('Authorization', other.auth).send(change);
    expect(stranger.status).toBe(404);
    expect((await shop.http.delete(`/api/v1/me/forms/${form._id}`).set('Authorization', other.auth)).status).toBe(404);
    const otherKind = await shop.http
      .put(`/api/v1/me/forms/${form._id}`)
      .set('Authorization', member.auth)
      .send({ ...change, code: 'consultation' });
    expect(otherKind.status).toBe(400);
    const bad = await shop.http
      .put(`/api/v1/me/forms/${form._id}`)
      .set('Authorization', member.auth)
      .send({ ...change, subject: '주' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('제목을 입력해주세요');

    const edited = await shop.http.put(`/api/v1/me/forms/${form._id}`).set('Authorization', member.auth).send(change);
    expect(edited.status).toBe(200);
    expect((edited.body as FormEditedResponse).form).toMatchObject({
      subject: '주방 수전 교체 문의',
      category: 'kitchen',
      writer: { phone: '01022223333' },
      files: [],
      status: 'ANSWER_AWAITING',
    });
    const staffView = (await shop.http.get(`/api/console/forms/${form._id}`).set('Authorization', staff)).body as ConsoleFormResponse;
    expect(staffView.form).toMatchObject({ subject: '주방 수전 교체 문의', category: 'kitchen' });

    await shop.http.put(`/api/console/forms/${form._id}`).set('Authorization', staff).send({ answer: '주방 수전 교체 일정을 안내드립니다.' });
    const late = await shop.http
      .put(`/api/v1/me/forms/${form._id}`)
      .set('Authorization', member.auth)
      .send({ ...change, subject: '다시 바꾼 제목' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'FORM_ANSWERED', message: '답변이 완료된 문의는 수정하거나 삭제할 수 없습니다' });
    const lateDelete = await shop.http.delete(`/api/v1/me/forms/${form._id}`).set('Authorization', member.auth);
    expect(lateDelete.status).toBe(409);
    expect((await shop.http.get(`/api/v1/forms/${form._id}`).set('Authorization', member.auth)).body.form.subject).toBe('주방 수전 교체 문의');

    const second = ((await send({ ...valid, subject: '샤워기 설치 문의' }, member.auth)).body as FormSentResponse).form;
    const removed = await shop.http.delete(`/api/v1/me/forms/${second._id}`).set('Authorization', member.auth);
    expect(removed.status).toBe(200);
    const mine = (await shop.http.get('/api/v1/me/forms').set('Authorization', member.auth)).body as FormListResponse;
    expect(mine.forms.map((f) => f._id)).not.toContain(second._id);
    expect(mine.forms.map((f) => f._id)).toContain(form._id);
    expect((await shop.http.get(`/api/console/forms/${second._id}`).set('Authorization', staff)).status).toBe(404);
  });

  it('staff search, filter and sort the table; a deleted form is gone', async () => {
    await send({
      ...valid,
      code: 'inquiry-partner',
      category: 'construction',
      subject: '시공 파트너 제휴 제안',
      writer: { name: '박서준', phone: '01098765432' },
    });
    expect((await consoleList('searchValue=박서준')).forms.map((f) => f.subject)).toEqual(['시공 파트너 제휴 제안']);
    expect((await consoleList('searchValue=9876-5432')).forms.map((f) => f.subject)).toEqual(['시공 파트너 제휴 제안']);
    expect((await consoleList('code=bulk-purchase')).forms.every((f) => f.code === 'bulk-purchase')).toBe(true);
    expect((await consoleList('group=user-service')).forms.map((f) => f.code)).toEqual(expect.arrayContaining(['installation-service']));
    const awaiting = await consoleList('status=ANSWER_AWAITING');
    expect(awaiting.forms.every((f) => f.status === 'ANSWER_AWAITING')).toBe(true);
    expect(awaiting.summary.awaiting).toBe(awaiting.summary.totalCount);
    const newest = (await consoleList('')).forms.map((f) => f._id);
    expect((await consoleList('sort=oldest')).forms.map((f) => f._id)).toEqual([...newest].reverse());

    const target = (await consoleList('searchValue=박서준')).forms[0];
    expect((await shop.http.get(`/api/console/forms/${target._id}`).set('Authorization', staff)).status).toBe(200);
    expect((await shop.http.delete(`/api/console/forms/${target._id}`).set('Authorization', staff)).status).toBe(200);
    expect((await shop.http.get(`/api/console/forms/${target._id}`).set('Authorization', staff)).status).toBe(404);
    expect((await shop.http.get('/api/console/forms').set('Authorization', member.auth)).status).toBe(403);
  });
});
