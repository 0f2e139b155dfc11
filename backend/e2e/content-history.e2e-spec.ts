import sharp from 'sharp';
import type { Board, ConsoleBanner, ContentHistoryResponse, ContentRestoredResponse, MainLink, Setting, Slide } from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Content history (issue 14 "every content change is an event with its author; each editor shows
 * the item's history and can bring back an earlier version"): staff read a banner's versions with
 * their authors and bring an earlier one back, and the shop serves it again; only the banners'
 * area reaches it (spec §6 admin02 and console).
 */
describe('content history and restore', () => {
  let shop: TestShop;
  let root: string;
  let admin02: string;
  let member: string;

  const as = (auth: string, method: 'get' | 'post' | 'put' | 'delete', path: string) => shop.http[method](path).set('Authorization', auth);
  const slide = async (id: string) => ((await shop.http.get('/api/v1/banners/MAIN_2')).body.slides as Slide[]).find((s) => s._id === id);
  const bannerBody = (subject: string, btnText: string) => ({
    code: 'MAIN_2',
    index: 0,
    shows: true,
    subject,
    content: '새 세면대',
    url: '/shop/products',
    btnText,
    items: [],
  });

  beforeAll(async () => {
    shop = await startShop();
    root = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    admin02 = `Bearer ${(await signIn(shop, 'admin02', 'Ceramaison!2026')).access}`;
    member = (await newSignedInMember(shop, 'ch')).auth;
  }, 60_000);

  afterAll(() => shop.close());

  it('lists a banner’s versions newest first with their authors, brings version 1 back, and the shop serves it again', async () => {
    const png = await sharp({ create: { width: 160, height: 90, channels: 3, background: { r: 200, g: 190, b: 170 } } })
      .png()
      .toBuffer();
    const id = ((await as(admin02, 'post', '/api/console/banners').send(bannerBody('봄맞이 욕실', '보러 가기'))).body.banner as ConsoleBanner)._id;
    expect((await as(admin02, 'post', `/api/console/banners/${id}/images/0`).attach('image', png, 'pc.png')).status).toBe(201);
    expect((await as(root, 'put', `/api/console/banners/${id}`).send(bannerBody('여름 욕실', '보러 가기'))).status).toBe(200);
    expect((await as(admin02, 'put', `/api/console/banners/${id}`).send(bannerBody('가을 욕실', '지금 보기'))).status).toBe(200);
    expect(await slide(id)).toMatchObject({ subject: '가을 욕실', btnText: '지금 보기' });

    const read = await as(admin02, 'get', `/api/console/banners/${id}/history`);
    expect(read.status).toBe(200);
    const history = read.body as ContentHistoryResponse;
    expect(history.current).toBe(3);
    expect(history.versions.map((v) => [v.version, v.type, v.by?.username, v.changed])).toEqual([
      [3, 'updated', 'admin02', ['btnText', 'subject']],
      [2, 'updated', ROOT.username, ['subject']],
      [1, 'updated', 'admin02', ['image', 'ratio']],
      [0, 'created', 'admin02', expect.arrayContaining(['subject', 'btnText', 'code'])],
    ]);
    expect(history.versions[0]!.by?.name).toBeTruthy();

    const stale = await as(root, 'post', `/api/console/banners/${id}/history/1/restore`).send({ current: 2 });
    expect([stale.status, stale.body.code]).toEqual([409, 'DOCUMENT_CHANGED']);
    const restored = await as(root, 'post', `/api/console/banners/${id}/history/1/restore`).send({ current: 3 });
    expect(restored.status).toBe(201);
    expect(restored.body as ContentRestoredResponse).toMatchObject({ version: 4, restoredFrom: 1 });
    expect(await slide(id)).toMatchObject({ subject: '봄맞이 욕실', btnText: '보러 가기' });
    const banner = (await as(admin02, 'get', `/api/console/banners/${id}`)).body.banner as ConsoleBanner;
    expect(banner).toMatchObject({ subject: '봄맞이 욕실', btnText: '보러 가기', ratio: { width: 160, height: 90 } });
    expect(banner.image?.url).toMatch(/\.webp$/);

    const after = (await as(admin02, 'get', `/api/console/banners/${id}/history`)).body as ContentHistoryResponse;
    expect(after.versions[0]).toMatchObject({ version: 4, type: 'updated', by: { username: ROOT.username }, restoredFrom: 1, changed: ['btnText', 'subject'] });
  });

  it('answers 404 for an unknown version or banner, 409 for a deleted banner, 403 to a member and 401 to a visitor', async () => {
    const id = ((await as(admin02, 'post', '/api/console/banners').send(bannerBody('겨울 욕실', '보러 가기'))).body.banner as ConsoleBanner)._id;
    expect((await as(admin02, 'post', `/api/console/banners/${id}/history/7/restore`)).body.code).toBe('CONTENT_VERSION_NOT_FOUND');
    expect((await as(admin02, 'post', `/api/console/banners/${id}/history/abc/restore`)).status).toBe(404);
    const unknown = await as(admin02, 'get', '/api/console/banners/no-such-banner/history');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);

    expect((await as(member, 'get', `/api/console/banners/${id}/history`)).status).toBe(403);
    expect((await as(member, 'post', `/api/console/banners/${id}/history/0/restore`)).status).toBe(403);
    expect((await shop.http.get(`/api/console/banners/${id}/history`)).status).toBe(401);
    expect((await shop.http.post(`/api/console/banners/${id}/history/0/restore`)).status).toBe(401);

    expect((await as(admin02, 'delete', `/api/console/banners/${id}`)).status).toBe(200);
    const gone = await as(admin02, 'post', `/api/console/banners/${id}/history/0/restore`);
    expect([gone.status, gone.body.code, gone.body.message]).toEqual([409, 'DOCUMENT_DELETED', '삭제된 항목은 되돌릴 수 없습니다']);
    const deletedHistory = (await as(admin02, 'get', `/api/console/banners/${id}/history`)).body as ContentHistoryResponse;
    expect(deletedHistory.versions.map((v) => v.type)).toEqual(['deleted', 'created']);
  });

  it('keeps the history of a brand-site page by its path and restores its title', async () => {
    const path = '/ideas/bathroom/overview';
    const page = (await as(admin02, 'get', `/api/console/page?path=${encodeURIComponent(path)}`)).body.page as {
      title: string;
      description: string;
      hero: unknown;
      blocks: unknown[];
      shows: boolean;
    };
    const { title } = page;
    const body = { title: '바뀐 욕실 개요', description: page.description, hero: page.hero, blocks: page.blocks, shows: page.shows };
    expect((await as(admin02, 'put', `/api/console/page?path=${encodeURIComponent(path)}`).send(body)).status).toBe(200);
    const history = (await as(admin02, 'get', `/api/console/page/history?path=${encodeURIComponent(path)}`)).body as ContentHistoryResponse;
    expect(history.versions[0]).toMatchObject({ type: 'updated', by: { username: 'admin02' } });
    expect(history.versions[0]!.changed).toContain('title');
    const back = await as(admin02, 'post', `/api/console/page/history/${history.current - 1}/restore?path=${encodeURIComponent(path)}`);
    expect(back.status).toBe(201);
    expect(((await as(admin02, 'get', `/api/console/page?path=${encodeURIComponent(path)}`)).body.page as { title: string }).title).toBe(title);
  });

  it('keeps a notice’s history, restores its earlier title on the shop, and does not answer it as an FAQ', async () => {
    const post = (await as(admin02, 'post', '/api/console/center/notifications').send({ title: '설 연휴 배송 안내', content: '<p>1월 27일부터 쉽니다</p>' }))
      .body.post as { _id: string };
    const body = { title: '설 연휴 배송 일정 변경', content: '<p>1월 28일부터 쉽니다</p>' };
    expect((await as(root, 'put', `/api/console/center/notifications/${post._id}`).send(body)).status).toBe(200);
    const history = (await as(admin02, 'get', `/api/console/center/notifications/${post._id}/history`)).body as ContentHistoryResponse;
    expect(history.versions.map((v) => [v.version, v.type, v.by?.username, v.changed])).toEqual([
      [1, 'updated', ROOT.username, ['content', 'title']],
      [0, 'created', 'admin02', expect.arrayContaining(['title', 'content'])],
    ]);
    expect((await as(admin02, 'get', `/api/console/center/faqs/${post._id}/history`)).status).toBe(404);

    expect((await as(admin02, 'post', `/api/console/center/notifications/${post._id}/history/0/restore`).send({ current: 1 })).status).toBe(201);
    const shown = (await shop.http.get(`/api/v1/center/notifications/${post._id}`)).body.post as { title: string; content: string };
    expect(shown).toMatchObject({ title: '설 연휴 배송 안내', content: '<p>1월 27일부터 쉽니다</p>' });
    const after = (await as(admin02, 'get', `/api/console/center/notifications/${post._id}/history`)).body as ContentHistoryResponse;
    expect(after.versions[0]).toMatchObject({ version: 2, by: { username: 'admin02' }, restoredFrom: 0, changed: ['content', 'title'] });
  });

  it('keeps the site setting’s history, restores its earlier bonus policy on the shop, and is console only', async () => {
    const put = (bonuses: Setting['bonuses']) => as(root, 'put', '/api/console/setting').send({ bonuses });
    expect((await put({ minimumWithdrawal: 20_000, transferCharge: 700 })).status).toBe(200);
    expect((await put({ minimumWithdrawal: 30_000, transferCharge: 900 })).status).toBe(200);
    const history = (await as(root, 'get', '/api/console/setting/history')).body as ContentHistoryResponse;
    const [second, first] = history.versions;
    expect([second, first].map((v) => [v!.type, v!.by?.username, v!.changed])).toEqual([
      ['updated', ROOT.username, ['bonuses']],
      ['updated', ROOT.username, ['bonuses']],
    ]);
    expect(second!.version).toBe(history.current);

    const restored = await as(root, 'post', `/api/console/setting/history/${first!.version}/restore`).send({ current: history.current });
    expect([restored.status, restored.body.restoredFrom]).toEqual([201, first!.version]);
    expect(((await shop.http.get('/api/v1/setting')).body.setting as Setting).bonuses).toEqual({ minimumWithdrawal: 20_000, transferCharge: 700 });
    expect(((await as(root, 'get', '/api/console/setting')).body.setting as Setting).bonuses).toEqual({ minimumWithdrawal: 20_000, transferCharge: 700 });

    expect((await as(member, 'get', '/api/console/setting/history')).status).toBe(403);
    expect((await as(member, 'post', `/api/console/setting/history/${first!.version}/restore`)).status).toBe(403);
    // Spec §6: site settings are console only; admin02 edits the main links but not the whole setting's history.
    expect((await as(admin02, 'get', '/api/console/setting/history')).status).toBe(403);
  });

  it('lists the home’s main links changes in the setting’s history and brings the first tiles back to the shop, and nothing else of the setting', async () => {
    const tiles = (label: string): MainLink[] => [{ label, eyebrow: 'BATH', text: '욕실 아이디어', href: '/ideas/bathroom' }];
    const bonuses = (minimumWithdrawal: number) => as(root, 'put', '/api/console/setting').send({ bonuses: { minimumWithdrawal, transferCharge: 500 } });
    expect((await bonuses(40_000)).status).toBe(200);
    expect((await as(admin02, 'put', '/api/console/main/links').send({ links: tiles('욕실 둘러보기') })).status).toBe(200);
    expect((await as(admin02, 'put', '/api/console/main/links').send({ links: tiles('욕실 더 보기') })).status).toBe(200);
    // A change of another part of the setting after the tiles: restoring the tiles must keep it.
    expect((await bonuses(50_000)).status).toBe(200);
    const history = (await as(root, 'get', '/api/console/setting/history')).body as ContentHistoryResponse;
    const [, second, first] = history.versions;
    expect([second, first].map((v) => [v!.by?.username, v!.changed])).toEqual([
      ['admin02', ['mainLinks']],
      ['admin02', ['mainLinks']],
    ]);
    const restore = (body: object) => as(root, 'post', `/api/console/setting/history/${first!.version}/restore`).send(body);
    for (const fields of [[], ['main links'], 'mainLinks']) {
      const refused = await restore({ current: history.current, fields });
      expect([refused.status, refused.body.errors?.[0]?.message]).toEqual([400, '되돌릴 항목을 다시 확인해주세요']);
    }
    const restored = await restore({ current: history.current, fields: ['mainLinks'] });
    expect(restored.status).toBe(201);
    expect(((await shop.http.get('/api/v1/main-links')).body.links as MainLink[]).map((l) => l.label)).toEqual(['욕실 둘러보기']);
    expect(((await as(admin02, 'get', '/api/console/main/links')).body.links as MainLink[]).map((l) => l.label)).toEqual(['욕실 둘러보기']);
    expect(((await as(root, 'get', '/api/console/setting')).body.setting as Setting).bonuses?.minimumWithdrawal).toBe(50_000);
    const after = (await as(root, 'get', '/api/console/setting/history')).body as ContentHistoryResponse;
    expect(after.versions[0]).toMatchObject({ restoredFrom: first!.version, changed: ['mainLinks'], by: { username: ROOT.username } });
    // Without `fields` the whole setting comes back as it was then: the bonus policy too.
    expect((await as(root, 'post', `/api/console/setting/history/${first!.version}/restore`).send({ current: after.current })).status).toBe(201);
    expect(((await as(root, 'get', '/api/console/setting')).body.setting as Setting).bonuses?.minimumWithdrawal).toBe(40_000);
  });

  it('keeps a board post’s history without its views, restores an earlier edit as the restoring staff member’s, and refuses members', async () => {
    const body = (subject: string, content: string) => ({ category: 'news', subject, content, pinned: false, shows: true });
    const id = ((await as(admin02, 'post', '/api/console/boards').send(body('전시장 오픈', '<p>성수에 엽니다</p>'))).body.board as Board)._id;
    expect((await as(root, 'put', `/api/console/boards/${id}`).send(body('전시장 오픈 안내', '<p>3월 성수에 엽니다</p>'))).status).toBe(200);
    expect((await shop.http.post(`/api/v1/boards/${id}/views`).send({ from: 'link' })).status).toBeLessThan(300);
    expect((await as(admin02, 'put', `/api/console/boards/${id}`).send(body('전시장 오픈 연기', '<p>4월로 미뤄졌습니다</p>'))).status).toBe(200);

    const history = (await as(admin02, 'get', `/api/console/boards/${id}/history`)).body as ContentHistoryResponse;
    expect(history.versions.map((v) => [v.version, v.type, v.by?.username, v.changed])).toEqual([
      [3, 'updated', 'admin02', ['content', 'subject']],
      [1, 'updated', ROOT.username, ['content', 'subject']],
      [0, 'created', 'admin02', ['category', 'content', 'pinned', 'shows', 'subject']],
    ]);
    expect(history.current).toBe(3);

    expect((await as(admin02, 'post', `/api/console/boards/${id}/history/2/restore`)).body.code).toBe('CONTENT_VERSION_NOT_FOUND');
    const restored = await as(admin02, 'post', `/api/console/boards/${id}/history/1/restore`).send({ current: 3 });
    expect([restored.status, restored.body.restoredFrom]).toEqual([201, 1]);
    expect((await shop.http.get(`/api/v1/boards/${id}`)).body.board).toMatchObject({ subject: '전시장 오픈 안내', content: '<p>3월 성수에 엽니다</p>' });
    const after = (await as(admin02, 'get', `/api/console/boards/${id}/history`)).body as ContentHistoryResponse;
    expect(after.versions[0]).toMatchObject({ version: 4, type: 'updated', by: { username: 'admin02' }, restoredFrom: 1, changed: ['content', 'subject'] });

    expect((await as(member, 'get', `/api/console/boards/${id}/history`)).status).toBe(403);
    expect((await as(member, 'post', `/api/console/boards/${id}/history/0/restore`)).status).toBe(403);
    expect((await as(admin02, 'delete', `/api/console/boards/${id}`)).status).toBe(200);
    expect((await as(admin02, 'post', `/api/console/boards/${id}/history/0/restore`)).body.code).toBe('DOCUMENT_DELETED');
  });
});
