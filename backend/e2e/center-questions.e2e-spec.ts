import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ConsoleQuestionListResponse, Question, QuestionListResponse } from '@shop/contracts';
import { ROOT, newPromoter, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

type Member = Awaited<ReturnType<typeof newSignedInMember>>;

/**
 * Customer centre questions (질문, spec §2 /mypage/questions, /promoter/questions, console centre
 * questions, §4 answer states, §5 messages, §7 Center questions, §9 categories): a signed-in member
 * asks and sees only their own, edits or deletes only while awaiting, staff answer and delete with a reason.
 */
describe('customer centre questions', () => {
  let shop: TestShop;
  let asker: Member;
  let other: Member;
  let staff: string;

  const ask = (member: { auth: string }, body: object) => shop.http.post('/api/v1/center/questions').set('Authorization', member.auth).send(body);
  const mine = async (member: { auth: string }, audience = 'MEMBER') =>
    (await shop.http.get(`/api/v1/center/questions?audience=${audience}`).set('Authorization', member.auth).set('limit', '50')).body as QuestionListResponse;
  const consoleList = async (query: string) =>
    (await shop.http.get(`/api/console/center/questions?${query}`).set('Authorization', staff).set('limit', '100')).body as ConsoleQuestionListResponse;

  beforeAll(async () => {
    shop = await startShop();
    asker = await newSignedInMember(shop, 'cq');
    other = await newSignedInMember(shop, 'co');
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  }, 60_000);

  afterAll(() => shop.close());

  it('refuses a signed-out question (401) and bad input with Korean messages (400)', async () => {
    expect((await shop.http.post('/api/v1/center/questions').send({ category: 'others', subject: '질문', content: '내용입니다' })).status).toBe(401);
    const short = await ask(asker, { category: 'others', subject: '질', content: '내' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('제목을 입력해주세요');
    expect(JSON.stringify(short.body)).toContain('내용을 입력해주세요');
    const long = await ask(asker, { category: 'others', subject: '가'.repeat(101), content: '나'.repeat(2_001) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('제목은 100자 이하로 입력해주세요');
    expect(JSON.stringify(long.body)).toContain('내용은 2,000자 이하로 입력해주세요');
    const noCategory = await ask(asker, { category: 'weather', subject: '질문합니다', content: '내용입니다' });
    expect(noCategory.status).toBe(400);
    expect(JSON.stringify(noCategory.body)).toContain('질문 유형을 선택해주세요');
  });

  it("lists only the asker's own questions; another member gets 404 on them", async () => {
    const res = await ask(asker, { category: 'delivery', subject: '배송 문의', content: '언제 도착하나요? <b>빨리</b>' });
    expect(res.status).toBe(201);
    const question = res.body.question as Question;
    expect(question).toMatchObject({ category: 'delivery', audience: 'MEMBER', subject: '배송 문의', status: 'ANSWER_AWAITING', answer: null });
    // Plain text: kept as written, never turned into markup.
    expect(question.content).toBe('언제 도착하나요? <b>빨리</b>');
    expect((await mine(asker)).questions.map((q) => q._id)).toContain(question._id);
    expect((await mine(other)).questions.map((q) => q._id)).not.toContain(question._id);
    const edit = await shop.http
      .put(`/api/v1/center/questions/${question._id}`)
      .set('Authorization', other.auth)
      .send({ category: 'others', subject: '남의 질문', content: '바꿔봅니다' });
    expect(edit.status).toBe(404);
    expect(edit.body.code).toBe('QUESTION_NOT_FOUND');
    expect((await shop.http.delete(`/api/v1/center/questions/${question._id}`).set('Authorization', other.auth)).status).toBe(404);
    expect((await mine(asker)).questions.find((q) => q._id === question._id)).toMatchObject({ subject: '배송 문의' });
  });

  it('lets the asker edit and delete while awaiting; once staff answer, both are refused 409 and the answer shows', async () => {
    const { question } = (await ask(asker, { category: 'purchase', subject: '결제 문의', content: '카드 결제가 안 됩니다' })).body as { question: Question };
    const edit = (subject: string) =>
      shop.http
        .put(`/api/v1/center/questions/${question._id}`)
        .set('Authorization', asker.auth)
        .send({ category: 'purchase', subject, content: '카드 결제가 안 돼요' });
    const edited = await edit('결제 문의 (수정)');
    expect(edited.status).toBe(200);
    expect(edited.body.question).toMatchObject({ subject: '결제 문의 (수정)', content: '카드 결제가 안 돼요', status: 'ANSWER_AWAITING' });

    const answered = await shop.http
      .put(`/api/console/center/questions/${question._id}`)
      .set('Authorization', staff)
      .send({ answer: '다른 카드로 시도해 주세요.' });
    expect(answered.status).toBe(200);
    expect(answered.body.question).toMatchObject({ status: 'ANSWER_COMPLETE', answer: { content: '다른 카드로 시도해 주세요.' } });

    const refused = await edit('또 수정');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'QUESTION_ANSWERED', message: '답변이 완료된 질문은 수정하거나 삭제할 수 없습니다' });
    const notDeleted = await shop.http.delete(`/api/v1/center/questions/${question._id}`).set('Authorization', asker.auth);
    expect(notDeleted.status).toBe(409);
    expect((await mine(asker)).questions.find((q) => q._id === question._id)).toMatchObject({
      subject: '결제 문의 (수정)',
      status: 'ANSWER_COMPLETE',
      answer: { content: '다른 카드로 시도해 주세요.' },
    });

    const { question: gone } = (await ask(asker, { category: 'others', subject: '지울 질문', content: '지워주세요' })).body as { question: Question };
    expect((await shop.http.delete(`/api/v1/center/questions/${gone._id}`).set('Authorization', asker.auth)).status).toBe(200);
    expect((await mine(asker)).questions.map((q) => q._id)).not.toContain(gone._id);
  });

  it('keeps up to five pictures, re-encoded as WebP without EXIF, while the question awaits its answer', async () => {
    const { question } = (await ask(asker, { category: 'products', subject: '파손 문의', content: '받은 상품이 깨져 있습니다' })).body as {
      question: Question;
    };
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 190, b: 180 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam' } })
      .toBuffer();
    const put = (index: number, bytes: Buffer, member: Member = asker) =>
      shop.http.post(`/api/v1/center/questions/${question._id}/images/${index}`).set('Authorization', member.auth).attach('image', bytes, 'photo.jpg');
    expect((await put(0, photo, other)).status).toBe(404);
    expect((await put(1, photo)).status).toBe(400);
    expect((await put(0, Buffer.from('not a picture'))).status).toBe(400);
    const first = await put(0, photo);
    expect(first.status).toBe(201);
    const url = (first.body.question as Question).images[0]!;
    expect(url).toMatch(/^\/files\/questions\/.+\.webp$/);
    const stored = join(shop.dataDir, url.replace(/^\//, ''));
    expect(existsSync(stored)).toBe(true);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    // An edit naming no pictures drops them.
    const edited = await shop.http
      .put(`/api/v1/center/questions/${question._id}`)
      .set('Authorization', asker.auth)
      .send({ category: 'products', subject: '파손 문의', content: '받은 상품이 깨져 있습니다', images: [] });
    expect(edited.body.question.images).toEqual([]);
    await shop.http.put(`/api/console/center/questions/${question._id}`).set('Authorization', staff).send({ answer: '교환해 드리겠습니다.' }).expect(200);
    expect((await put(0, photo)).status).toBe(409);
  });

  it('asks from the promoter area only as an approved promoter, listed apart from the member area', async () => {
    const notPromoter = await ask(other, { audience: 'PROMOTER', category: 'benefits', subject: '보너스 문의', content: '보너스는 언제 받나요?' });
    expect(notPromoter.status).toBe(403);
    expect(notPromoter.body.code).toBe('NOT_PROMOTER');
    const promoter = await newPromoter(shop, 'cp');
    const res = await ask(promoter, { audience: 'PROMOTER', category: 'benefits', subject: '보너스 문의', content: '보너스는 언제 받나요?' });
    expect(res.status).toBe(201);
    expect(res.body.question.audience).toBe('PROMOTER');
    expect((await mine(promoter, 'PROMOTER')).questions.map((q) => q._id)).toEqual([res.body.question._id]);
    expect((await mine(promoter, 'MEMBER')).questions).toEqual([]);
    const promoters = await consoleList('audience=PROMOTER');
    expect(promoters.questions.map((q) => q._id)).toContain(res.body.question._id);
    expect(promoters.questions.every((q) => q.audience === 'PROMOTER')).toBe(true);
  });

  it('gives staff every question with search, category and state filters, and the number awaiting', async () => {
    const { question } = (await ask(other, { category: 'complain', subject: '포장 불량 신고', content: '상자가 찢어져 왔습니다' })).body as {
      question: Question;
    };
    const all = await consoleList('');
    const row = all.questions.find((q) => q._id === question._id)!;
    expect(row).toMatchObject({ username: other.username, _user: other._id, category: 'complain', status: 'ANSWER_AWAITING' });
    expect(all.summary.awaiting).toBe(all.questions.filter((q) => q.status === 'ANSWER_AWAITING').length);

    const awaiting = await consoleList('status=ANSWER_AWAITING');
    expect(awaiting.questions.every((q) => q.status === 'ANSWER_AWAITING')).toBe(true);
    expect(awaiting.questions.map((q) => q._id)).toContain(question._id);
    const complete = await consoleList('status=ANSWER_COMPLETE');
    expect(complete.questions.length).toBeGreaterThan(0);
    expect(complete.questions.every((q) => q.status === 'ANSWER_COMPLETE')).toBe(true);
    expect((await consoleList('category=complain')).questions.every((q) => q.category === 'complain')).toBe(true);
    expect((await consoleList(`searchValue=${encodeURIComponent('찢어져')}`)).questions.map((q) => q._id)).toEqual([question._id]);

    const noReason = await shop.http.delete(`/api/console/center/questions/${question._id}`).set('Authorization', staff).send({});
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('삭제 사유를 입력해주세요');
    expect((await shop.http.delete(`/api/console/center/questions/${question._id}`).set('Authorization', staff).send({ reason: '중복 등록' })).status).toBe(
      200,
    );
    expect((await shop.http.get(`/api/console/center/questions/${question._id}`).set('Authorization', staff)).status).toBe(404);
    expect((await mine(other)).questions.map((q) => q._id)).not.toContain(question._id);
  });

  it('refuses the console questions to members (403) and visitors (401); the dashboard counts those awaiting', async () => {
    const refused = await shop.http.get('/api/console/center/questions').set('Authorization', asker.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('접근 권한이 없습니다');
    expect((await shop.http.get('/api/console/center/questions')).status).toBe(401);
    const admin03 = `Bearer ${(await signIn(shop, 'admin03', ROOT.password)).access}`;
    expect((await shop.http.get('/api/console/center/questions').set('Authorization', admin03)).status).toBe(200);

    const dashboard = async () => (await shop.http.get('/api/console/dashboard').set('Authorization', staff)).body.questions.awaiting as number;
    const start = await dashboard();
    expect(start).toBe((await consoleList('status=ANSWER_AWAITING')).summary.totalCount);
    const { question } = (await ask(asker, { category: 'products', subject: '재입고 문의', content: '언제 들어오나요?' })).body as { question: Question };
    expect(await dashboard()).toBe(start + 1);
    await shop.http.put(`/api/console/center/questions/${question._id}`).set('Authorization', staff).send({ answer: '다음 주 입고 예정입니다.' }).expect(200);
    expect(await dashboard()).toBe(start);
  });
});
