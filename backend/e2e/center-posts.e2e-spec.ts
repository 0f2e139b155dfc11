import type { CenterPost, CenterPostListResponse, CenterPostResponse } from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * The customer centre's notices (공지사항) and FAQs (spec §2 /center/notice, /center/faq; §7
 * Center notifications and faqs, console CRUD; §6 notices and faqs: admin02 and console): staff
 * publish, pin, hide, rewrite and delete; the shop lists shown ones in order, sanitised.
 */
describe('customer centre notices and FAQs', () => {
  let shop: TestShop;
  let staff: string;
  let admin02: string;
  let admin03: string;

  const publish = (path: 'notifications' | 'faqs', body: object, who = staff) =>
    shop.http.post(`/api/console/center/${path}`).set('Authorization', who).send(body);
  const shopList = async (path: string, query = '') =>
    (await shop.http.get(`/api/v1/center/${path}${query}`).set('limit', '100').expect(200)).body as CenterPostListResponse;

  beforeAll(async () => {
    shop = await startShop();
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    admin02 = `Bearer ${(await signIn(shop, 'admin02', 'Ceramaison!2026')).access}`;
    admin03 = `Bearer ${(await signIn(shop, 'admin03', 'Ceramaison!2026')).access}`;
  }, 60_000);
  afterAll(() => shop.close());

  it('lists shown notices pinned first, then newest, with their neighbours; hidden ones only in the console', async () => {
    const older = (await publish('notifications', { title: '첫 공지 안내', content: '<p>처음</p>' }).expect(201)).body.post as CenterPost;
    const pinned = (await publish('notifications', { title: '고정 공지 안내', content: '<p>중요</p><script>alert(1)</script>', pinned: true }).expect(201)).body
      .post as CenterPost;
    const newer = (await publish('notifications', { title: '새 공지 안내', content: '<p>새 소식</p>' }, admin02).expect(201)).body.post as CenterPost;
    const hidden = (await publish('notifications', { title: '숨긴 공지 안내', content: '<p>숨김</p>', shows: false }).expect(201)).body.post as CenterPost;
    expect(pinned.content).toBe('<p>중요</p>');

    const listed = (await shopList('notifications')).posts.map((p) => p._id);
    expect(listed.slice(0, 1)).toEqual([pinned._id]);
    expect(listed.indexOf(newer._id)).toBeLessThan(listed.indexOf(older._id));
    expect(listed).not.toContain(hidden._id);
    expect((await shop.http.get(`/api/v1/center/notifications/${hidden._id}`)).status).toBe(404);
    const consoleListed = (await shop.http.get('/api/console/center/notifications').set('Authorization', admin02).set('limit', '100').expect(200))
      .body as CenterPostListResponse;
    expect(consoleListed.posts.map((p) => p._id)).toContain(hidden._id);

    const page = (await shop.http.get(`/api/v1/center/notifications/${newer._id}`).expect(200)).body as CenterPostResponse;
    expect(page.post).toMatchObject({ title: '새 공지 안내', kind: 'NOTICE' });
    // Its neighbours in the list's order (the demo's pinned notice sits among the pinned ones).
    expect(page.prev?._id).toBe(listed[listed.indexOf(newer._id) - 1]);
    expect(page.next?._id).toBe(listed[listed.indexOf(newer._id) + 1]);
    expect((await shopList('notifications', '?searchValue=새 소식')).posts.map((p) => p._id)).toEqual([newer._id]);
  });

  it('rewrites and deletes a notice, and refuses to reach it as an FAQ (404)', async () => {
    const notice = (await publish('notifications', { title: '변경 전 공지', content: '<p>변경 전</p>' }).expect(201)).body.post as CenterPost;
    const edited = await shop.http
      .put(`/api/console/center/notifications/${notice._id}`)
      .set('Authorization', staff)
      .send({ title: '변경 후 공지', content: '<p>변경 후</p>' })
      .expect(200);
    expect(edited.body.post).toMatchObject({ title: '변경 후 공지', content: '<p>변경 후</p>' });
    expect(
      (await shop.http.put(`/api/console/center/faqs/${notice._id}`).set('Authorization', staff).send({ title: '질문입니다', content: '<p>답변입니다</p>' }))
        .status,
    ).toBe(404);
    const gone = await shop.http.delete(`/api/console/center/notifications/${notice._id}`).set('Authorization', staff).expect(200);
    expect(gone.body.post).toBeNull();
    const again = await shop.http.get(`/api/v1/center/notifications/${notice._id}`);
    expect([again.status, again.body.code, again.body.message]).toEqual([404, 'CENTER_POST_NOT_FOUND', '공지사항을 찾을 수 없습니다']);
  });

  it('lists FAQs by category in staff’s order, and finds them by words', async () => {
    const second = (
      await publish('faqs', { title: '반품 배송비는 누가 내나요?', content: '<p>단순 변심은 고객 부담입니다</p>', category: 'delivery', index: 2 }).expect(201)
    ).body.post as CenterPost;
    const first = (await publish('faqs', { title: '배송은 며칠 걸리나요?', content: '<p>2~3일 걸립니다</p>', category: 'delivery', index: 1 }).expect(201)).body
      .post as CenterPost;
    await publish('faqs', { title: '회원 탈퇴는 어떻게 하나요?', content: '<p>마이페이지에서</p>', category: 'accounts' }).expect(201);
    const delivery = await shopList('faqs', '?category=delivery');
    const ids = delivery.posts.map((p) => p._id);
    expect(ids.indexOf(first._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
    expect(delivery.posts.every((p) => p.category === 'delivery' && p.kind === 'FAQ')).toBe(true);
    expect((await shopList('faqs', '?searchValue=변심')).posts.map((p) => p._id)).toEqual([second._id]);
  });

  it('refuses bad input with Korean messages (400), and other roles (401/403)', async () => {
    const bad = await publish('faqs', { title: '질', content: '', category: 'nowhere', index: -1 });
    expect(bad.status).toBe(400);
    const text = JSON.stringify(bad.body);
    for (const message of [
      '제목을 2자 이상 입력해주세요',
      '내용을 2자 이상 입력해주세요',
      '질문 유형을 선택해주세요',
      '순서는 0 이상 9999 이하의 정수로 입력해주세요',
    ])
      expect(text).toContain(message);
    const member = await newSignedInMember(shop, 'cn');
    expect((await publish('notifications', { title: '회원 공지', content: '<p>안 됨</p>' }, member.auth)).status).toBe(403);
    expect((await publish('notifications', { title: '상담 공지', content: '<p>안 됨</p>' }, admin03)).status).toBe(403);
    expect((await shop.http.post('/api/console/center/faqs').send({ title: '익명 질문', content: '<p>안 됨</p>' })).status).toBe(401);
  });
});
