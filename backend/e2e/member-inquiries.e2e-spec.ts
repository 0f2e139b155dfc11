import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ConsoleInquiryListResponse, FormListResponse, Inquiry, InquiryListResponse, MemberDashboardResponse, Order } from '@shop/contracts';
import { ROOT, newSignedInMember, placeOneItemOrder, signIn, startShop, type TestShop } from './harness.js';

type Member = Awaited<ReturnType<typeof newSignedInMember>>;

/**
 * Members' 1:1 inquiries (1:1 문의, spec §2 /mypage/inquiries, console inquiries, §4 answer states,
 * §5 messages, §6 console only, §7 Me "me/inquiries: CRUD" and Console "inquiries (plus PUT {id}/state)",
 * §9 categories): a signed-in member asks about their account or one of their own orders, sees only
 * their own, edits or deletes only while awaiting; staff search, answer and set the state.
 */
describe('members 1:1 inquiries', () => {
  let shop: TestShop;
  let asker: Member;
  let other: Member;
  let staff: string;
  let order: Order;

  const ask = (member: { auth: string }, body: object) => shop.http.post('/api/v1/me/inquiries').set('Authorization', member.auth).send(body);
  const mine = async (member: { auth: string }) =>
    (await shop.http.get('/api/v1/me/inquiries').set('Authorization', member.auth).set('limit', '50')).body as InquiryListResponse;
  const edit = (member: { auth: string }, id: string, body: object) => shop.http.put(`/api/v1/me/inquiries/${id}`).set('Authorization', member.auth).send(body);
  const answer = (id: string, text: string) => shop.http.put(`/api/console/inquiries/${id}`).set('Authorization', staff).send({ answer: text });
  const consoleList = async (query: string) =>
    (await shop.http.get(`/api/console/inquiries?${query}`).set('Authorization', staff).set('limit', '100')).body as ConsoleInquiryListResponse;

  beforeAll(async () => {
    shop = await startShop();
    asker = await newSignedInMember(shop, 'iq');
    other = await newSignedInMember(shop, 'io');
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    order = await placeOneItemOrder(shop, asker);
  }, 60_000);

  afterAll(() => shop.close());

  it('refuses visitors (401) and bad input with Korean messages (400)', async () => {
    expect((await shop.http.get('/api/v1/me/inquiries')).status).toBe(401);
    expect((await shop.http.post('/api/v1/me/inquiries').send({ category: 'others', subject: '문의', content: '내용입니다' })).status).toBe(401);
    const short = await ask(asker, { category: 'others', subject: '문', content: '내' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('제목을 입력해주세요');
    expect(JSON.stringify(short.body)).toContain('내용을 입력해주세요');
    const long = await ask(asker, { category: 'others', subject: '가'.repeat(101), content: '나'.repeat(2_001) });
    expect(JSON.stringify(long.body)).toContain('제목은 100자 이하로 입력해주세요');
    expect(JSON.stringify(long.body)).toContain('내용은 2,000자 이하로 입력해주세요');
    const noCategory = await ask(asker, { category: 'weather', subject: '문의합니다', content: '내용입니다' });
    expect(noCategory.status).toBe(400);
    expect(JSON.stringify(noCategory.body)).toContain('문의 유형을 선택해주세요');
  });

  it("asks about the member's own order; another member's order is refused 404", async () => {
    const res = await ask(asker, { category: 'delivery', _order: order._id, subject: '배송 일정 문의', content: '언제 도착하나요? <b>빨리</b>' });
    expect(res.status).toBe(201);
    const inquiry = res.body.inquiry as Inquiry;
    expect(inquiry).toMatchObject({
      category: 'delivery',
      order: { _id: order._id, orderNumber: order.orderNumber },
      subject: '배송 일정 문의',
      content: '언제 도착하나요? <b>빨리</b>',
      status: 'ANSWER_AWAITING',
      answer: null,
    });
    const notMine = await ask(other, { category: 'delivery', _order: order._id, subject: '남의 주문', content: '이 주문은 어떻게 되나요' });
    expect(notMine.status).toBe(404);
    expect(notMine.body).toMatchObject({ code: 'INQUIRY_ORDER_NOT_FOUND', message: '주문을 찾을 수 없습니다' });
    const unknown = await ask(asker, { category: 'delivery', _order: 'no-such-order', subject: '없는 주문', content: '없는 주문입니다' });
    expect(unknown.status).toBe(404);
  });

  it("lists and reads only the member's own; another member gets 404 on them", async () => {
    const { inquiry } = (await ask(asker, { category: 'accounts', subject: '아이디 변경', content: '아이디를 바꿀 수 있나요?' })).body as { inquiry: Inquiry };
    const list = await mine(asker);
    expect(list.inquiries[0]!._id).toBe(inquiry._id);
    expect(list.summary.awaiting).toBe(list.summary.totalCount);
    expect((await mine(other)).inquiries).toEqual([]);
    expect((await shop.http.get(`/api/v1/me/inquiries/${inquiry._id}`).set('Authorization', asker.auth)).body.inquiry).toMatchObject({
      subject: '아이디 변경',
    });
    const read = await shop.http.get(`/api/v1/me/inquiries/${inquiry._id}`).set('Authorization', other.auth);
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('INQUIRY_NOT_FOUND');
    expect((await edit(other, inquiry._id, { category: 'others', subject: '남의 문의', content: '바꿔봅니다' })).status).toBe(404);
    expect((await shop.http.delete(`/api/v1/me/inquiries/${inquiry._id}`).set('Authorization', other.auth)).status).toBe(404);
    const paged = await shop.http.get('/api/v1/me/inquiries').set('Authorization', asker.auth).set('limit', '1').set('skip', '1');
    expect(paged.body.inquiries).toHaveLength(1);
    expect(paged.body.summary.totalCount).toBe(list.summary.totalCount);
  });

  it('edits and deletes while awaiting; once answered both are refused 409, the answer shows and the dashboard counts it', async () => {
    const { inquiry } = (await ask(asker, { category: 'purchase', subject: '결제 문의', content: '카드 결제가 안 됩니다' })).body as { inquiry: Inquiry };
    const edited = await edit(asker, inquiry._id, { category: 'purchase', _order: order._id, subject: '결제 문의 (수정)', content: '카드 결제가 안 돼요' });
    expect(edited.status).toBe(200);
    expect(edited.body.inquiry).toMatchObject({ subject: '결제 문의 (수정)', order: { _id: order._id }, status: 'ANSWER_AWAITING' });
    const stolen = await edit(other, inquiry._id, { category: 'purchase', subject: '결제 문의', content: '카드 결제가 안 돼요' });
    expect(stolen.status).toBe(404);

    const before = (await shop.http.get('/api/v1/me/dashboard').set('Authorization', asker.auth)).body as MemberDashboardResponse;
    const answered = await answer(inquiry._id, '다른 카드로 시도해 주세요.');
    expect(answered.status).toBe(200);
    expect(answered.body.inquiry).toMatchObject({ status: 'ANSWER_COMPLETE', answer: { content: '다른 카드로 시도해 주세요.' }, username: asker.username });
    const after = (await shop.http.get('/api/v1/me/dashboard').set('Authorization', asker.auth)).body as MemberDashboardResponse;
    expect(after.inquiries).toEqual({ awaiting: before.inquiries.awaiting - 1, answered: before.inquiries.answered + 1 });

    const refused = await edit(asker, inquiry._id, { category: 'purchase', subject: '또 수정', content: '카드 결제가 안 돼요' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'INQUIRY_ANSWERED', message: '답변이 완료된 문의는 수정하거나 삭제할 수 없습니다' });
    expect((await shop.http.delete(`/api/v1/me/inquiries/${inquiry._id}`).set('Authorization', asker.auth)).status).toBe(409);
    expect((await mine(asker)).inquiries.find((q) => q._id === inquiry._id)).toMatchObject({
      subject: '결제 문의 (수정)',
      status: 'ANSWER_COMPLETE',
      answer: { content: '다른 카드로 시도해 주세요.' },
    });

    // Staff put it back to awaiting: the member may change it again.
    const reopened = await shop.http.put(`/api/console/inquiries/${inquiry._id}/state`).set('Authorization', staff).send({ status: 'ANSWER_AWAITING' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.inquiry.status).toBe('ANSWER_AWAITING');
    expect((await edit(asker, inquiry._id, { category: 'purchase', subject: '다시 수정', content: '카드 결제가 안 돼요' })).status).toBe(200);
    const badState = await shop.http.put(`/api/console/inquiries/${inquiry._id}/state`).set('Authorization', staff).send({ status: 'DONE' });
    expect(badState.status).toBe(400);
    expect(JSON.stringify(badState.body)).toContain('답변 상태를 선택해주세요');

    const { inquiry: gone } = (await ask(asker, { category: 'others', subject: '지울 문의', content: '지워주세요' })).body as { inquiry: Inquiry };
    expect((await shop.http.delete(`/api/v1/me/inquiries/${gone._id}`).set('Authorization', asker.auth)).status).toBe(200);
    expect((await mine(asker)).inquiries.map((q) => q._id)).not.toContain(gone._id);
    expect((await shop.http.get(`/api/v1/me/inquiries/${gone._id}`).set('Authorization', asker.auth)).status).toBe(404);
  });

  it('keeps up to five pictures, re-encoded as WebP without EXIF, while the inquiry awaits its answer', async () => {
    const { inquiry } = (await ask(asker, { category: 'products', subject: '파손 문의', content: '받은 상품이 깨져 있습니다' })).body as { inquiry: Inquiry };
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 190, b: 180 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam' } })
      .toBuffer();
    const put = (index: number, bytes: Buffer, member: Member = asker) =>
      shop.http.post(`/api/v1/me/inquiries/${inquiry._id}/images/${index}`).set('Authorization', member.auth).attach('image', bytes, 'photo.jpg');
    expect((await put(0, photo, other)).status).toBe(404);
    expect((await put(1, photo)).status).toBe(400);
    expect((await put(0, Buffer.from('not a picture'))).status).toBe(400);
    const first = await put(0, photo);
    expect(first.status).toBe(201);
    const url = (first.body.inquiry as Inquiry).images[0]!;
    expect(url).toMatch(/^\/files\/inquiries\/.+\.webp$/);
    const stored = join(shop.dataDir, url.replace(/^\//, ''));
    expect(existsSync(stored)).toBe(true);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const edited = await edit(asker, inquiry._id, { category: 'products', subject: '파손 문의', content: '받은 상품이 깨져 있습니다', images: [] });
    expect(edited.body.inquiry.images).toEqual([]);
    await answer(inquiry._id, '교환해 드리겠습니다.').expect(200);
    expect((await put(0, photo)).status).toBe(409);
  });

  it('gives staff every inquiry with search (subject, member), category and state filters, sort and paging', async () => {
    const { inquiry } = (await ask(other, { category: 'complain', subject: '포장 불량 신고', content: '상자가 찢어져 왔습니다' })).body as { inquiry: Inquiry };
    const bySubject = await consoleList(`searchValue=${encodeURIComponent('포장 불량')}`);
    expect(bySubject.inquiries.map((q) => q._id)).toEqual([inquiry._id]);
    expect(bySubject.inquiries[0]).toMatchObject({ _user: other._id, username: other.username });
    expect((await consoleList(`searchValue=${other.username}`)).inquiries.map((q) => q._id)).toEqual([inquiry._id]);
    const complaints = await consoleList('category=complain');
    expect(complaints.inquiries.every((q) => q.category === 'complain')).toBe(true);
    const awaiting = await consoleList('status=ANSWER_AWAITING');
    expect(awaiting.inquiries.every((q) => q.status === 'ANSWER_AWAITING')).toBe(true);
    expect(awaiting.summary.awaiting).toBe(awaiting.summary.totalCount);
    const newest = await consoleList('sort=newest');
    const oldest = await consoleList('sort=oldest');
    expect(newest.inquiries[0]!._id).toBe(inquiry._id);
    expect(oldest.inquiries[oldest.inquiries.length - 1]!._id).toBe(inquiry._id);
    const page = await shop.http.get('/api/console/inquiries').set('Authorization', staff).set('limit', '2').set('skip', '1');
    expect(page.body.inquiries).toHaveLength(2);
    expect((await shop.http.get(`/api/console/inquiries/${inquiry._id}`).set('Authorization', staff)).body.inquiry).toMatchObject({
      subject: '포장 불량 신고',
    });
    expect((await shop.http.get('/api/console/inquiries/nope').set('Authorization', staff)).status).toBe(404);
    const empty = await answer(inquiry._id, '');
    expect(empty.status).toBe(400);
  });

  it('is console only (spec §6): members get 403 and admin02 and admin03 are refused', async () => {
    expect((await shop.http.get('/api/console/inquiries').set('Authorization', asker.auth)).status).toBe(403);
    expect((await shop.http.get('/api/console/inquiries')).status).toBe(401);
    for (const role of ['admin02', 'admin03']) {
      const auth = `Bearer ${(await signIn(shop, role, ROOT.password)).access}`;
      expect((await shop.http.get('/api/console/inquiries').set('Authorization', auth)).status).toBe(403);
      expect((await shop.http.put('/api/console/inquiries/x/state').set('Authorization', auth).send({ status: 'ANSWER_AWAITING' })).status).toBe(403);
    }
  });

  it("the demo shop's members find their own inquiries and forms, answered ones with staff's answer (README demo members)", async () => {
    const jieun = { auth: `Bearer ${(await signIn(shop, 'jieun0312', ROOT.password)).access}` };
    const hers = await mine(jieun);
    expect(hers.inquiries.length).toBeGreaterThanOrEqual(2);
    expect(hers.inquiries.every((q) => q.subject !== '구매확정한 적립금이 아직 보이지 않습니다')).toBe(true);
    const answered = hers.inquiries.filter((q) => q.status === 'ANSWER_COMPLETE');
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((q) => q.answer?.content.startsWith('안녕하세요, 세라메종입니다.'))).toBe(true);
    expect(hers.inquiries.some((q) => q.status === 'ANSWER_AWAITING' && q.answer === null)).toBe(true);
    const herForms = (await shop.http.get('/api/v1/me/forms').set('Authorization', jieun.auth)).body as FormListResponse;
    expect(herForms.forms.length).toBeGreaterThan(0);
    expect(herForms.forms.every((f) => f.writer.name === '이지은')).toBe(true);

    const minho = { auth: `Bearer ${(await signIn(shop, 'minhopark', ROOT.password)).access}` };
    const bulk = (await shop.http.get('/api/v1/me/forms?code=bulk-purchase').set('Authorization', minho.auth)).body as FormListResponse;
    expect(bulk.forms.map((f) => f.bulk?.company)).toEqual(['한결건설', '한결건설']);
    expect(bulk.forms.map((f) => f.status)).toEqual(['ANSWER_AWAITING', 'ANSWER_COMPLETE']);

    const users = (await shop.http.get('/api/console/users?q=minhopark').set('Authorization', staff)).body as {
      users: { grade: { name: string } | null; type: string }[];
    };
    expect(users.users.map((u) => [u.type, u.grade?.name])).toEqual([['COMPANY', '기업']]);

    const demo = await consoleList('searchValue=jieun0312');
    expect(demo.inquiries.map((q) => q._id).sort()).toEqual(hers.inquiries.map((q) => q._id).sort());
  });
});
