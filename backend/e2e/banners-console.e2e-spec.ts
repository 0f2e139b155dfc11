import sharp from 'sharp';
import type { BandBanner, ConsoleBanner, ConsolePopup, Popup, Slide } from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The console's banners, band banners and popups (spec §2 console banners, main/banner/{code},
 * band-banners, popups; §3 Banner, Band banner, Popup; §6 admin02 and console; §7 Public GET
 * banners/{code}, band-banners, popups and Console CRUD): staff write them, the shop serves only
 * the shown ones within their period, even from its answer cache.
 */
describe('console banners, band banners and popups', () => {
  let shop: TestShop;
  let staff: string;
  let admin02: string;
  let admin03: string;
  let member: string;
  let png: Buffer;

  const as = (auth: string, method: 'get' | 'post' | 'put' | 'delete', path: string) => shop.http[method](path).set('Authorization', auth);
  const slides = async (code: string) => (await shop.http.get(`/api/v1/banners/${code}`)).body.slides as Slide[];
  const popups = async () => (await shop.http.get('/api/v1/popups')).body.popups as Popup[];
  const bannerBody = (over: object = {}) => ({
    code: 'MAIN_2',
    index: 0,
    shows: true,
    subject: '봄맞이 욕실',
    content: '새 세면대',
    url: '/shop/products',
    btnText: '보러 가기',
    items: [{ _product: null, name: '세면대', desc: '둥근 세라믹 세면대', href: '/shop/products', x: 25.5, y: 60 }],
    ...over,
  });
  const popupBody = (over: object = {}) => ({ content: '첫 줄\n둘째 줄', url: '/shop/sales', left: 40, top: 120, width: 400, height: 300, ...over });

  beforeAll(async () => {
    shop = await startShop();
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    admin02 = `Bearer ${(await signIn(shop, 'admin02', 'Ceramaison!2026')).access}`;
    admin03 = `Bearer ${(await signIn(shop, 'admin03', 'Ceramaison!2026')).access}`;
    member = (await newSignedInMember(shop, 'bn')).auth;
    png = await sharp({ create: { width: 160, height: 90, channels: 3, background: { r: 200, g: 190, b: 170 } } })
      .png()
      .toBuffer();
  }, 60_000);

  afterAll(() => shop.close());

  it('admin02 creates a banner with hotspots and pictures by index; the slot serves it once it has its PC picture', async () => {
    const created = await as(admin02, 'post', '/api/console/banners').send(bannerBody());
    expect(created.status).toBe(201);
    const banner = created.body.banner as ConsoleBanner;
    expect(banner).toMatchObject({ code: 'MAIN_2', image: null, status: 'running', items: [{ name: '세면대', x: 25.5, y: 60 }] });
    expect((await slides('MAIN_2')).map((s) => s._id)).not.toContain(banner._id);

    const pc = await as(admin02, 'post', `/api/console/banners/${banner._id}/images/0`).attach('image', png, 'pc.png');
    expect(pc.status).toBe(201);
    const withPc = pc.body.banner as ConsoleBanner;
    expect(withPc.image?.url).toMatch(/^\/files\/content\/[\w-]+\.webp$/);
    expect(withPc.ratio).toEqual({ width: 160, height: 90 });
    const file = await shop.http.get(withPc.image!.url);
    expect(file.status).toBe(200);
    expect((await sharp(file.body as Buffer).metadata()).format).toBe('webp');
    const mobile = await as(admin02, 'post', `/api/console/banners/${banner._id}/images/1`).attach('image', png, 'mb.png');
    expect((mobile.body.banner as ConsoleBanner).imageMb?.url).toMatch(/\.webp$/);

    const served = (await slides('MAIN_2')).find((s) => s._id === banner._id);
    expect(served).toMatchObject({ subject: '봄맞이 욕실', items: [{ name: '세면대', desc: '둥근 세라믹 세면대', href: '/shop/products', x: 25.5, y: 60 }] });

    const off = await as(admin02, 'delete', `/api/console/banners/${banner._id}/images/1`);
    expect((off.body.banner as ConsoleBanner).imageMb).toBeNull();
    expect((await as(admin02, 'post', `/api/console/banners/${banner._id}/images/2`).attach('image', png, 'x.png')).status).toBe(400);
    const fake = await as(admin02, 'post', `/api/console/banners/${banner._id}/images/0`).attach('image', Buffer.from('<svg onload="alert(1)"/>'), 'x.png');
    expect(fake.status).toBe(400);
  });

  it('refuses bad input with Korean messages, a reversed period with 422, an unknown banner with 404', async () => {
    const bad = await as(staff, 'post', '/api/console/banners').send(
      bannerBody({ code: 'MAIN_9', items: [{ name: '', x: 120, y: -1, href: 'javascript:alert(1)' }] }),
    );
    expect(bad.status).toBe(400);
    const text = JSON.stringify(bad.body);
    for (const message of [
      '배너 위치를 선택해주세요',
      '핫스팟 위치는 0~100% 사이로 입력해주세요',
      '핫스팟 이름을 입력해주세요',
      '링크는 /로 시작하는 경로나 http(s) 주소로 입력해주세요',
    ])
      expect(text).toContain(message);
    const reversed = await as(staff, 'post', '/api/console/banners').send(bannerBody({ startsAt: at(60_000), endsAt: at(1_000) }));
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe('종료일시는 시작일시 이후로 입력해주세요');
    expect((await as(staff, 'get', '/api/console/banners/nope')).status).toBe(404);
    const popup = await as(staff, 'post', '/api/console/popups').send(popupBody({ content: '', width: 20 }));
    expect(popup.status).toBe(400);
    expect(JSON.stringify(popup.body)).toContain('내용을 입력해주세요');
    expect(JSON.stringify(popup.body)).toContain('크기는 100~2000 픽셀 사이로 입력해주세요');
  });

  it('serves a banner and a popup only within their period, even from the answer cache at a boundary', async () => {
    const startsAt = at(6_000);
    const banner = (await as(staff, 'post', '/api/console/banners').send(bannerBody({ code: 'MAIN_1', index: 9, startsAt }))).body.banner as ConsoleBanner;
    await as(staff, 'post', `/api/console/banners/${banner._id}/images/0`).attach('image', png, 'pc.png');
    const popup = (await as(staff, 'post', '/api/console/popups').send(popupBody({ startsAt }))).body.popup as ConsolePopup;
    const ended = (await as(staff, 'post', '/api/console/popups').send(popupBody({ startsAt: at(-60_000), endsAt: at(-1_000) }))).body.popup as ConsolePopup;
    expect(popup.status).toBe('upcoming');
    expect(ended.status).toBe('ended');

    // Asked twice before the start: the second answer comes from the cache (same ETag), without them.
    const first = await shop.http.get('/api/v1/popups');
    const again = await shop.http.get('/api/v1/popups');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((first.body.popups as Popup[]).map((p) => p._id)).not.toContain(popup._id);
    expect((await slides('MAIN_1')).map((s) => s._id)).not.toContain(banner._id);

    await sleep(Date.parse(startsAt) - Date.now() + 100);
    const after = await popups();
    expect(after.map((p) => p._id)).toContain(popup._id);
    expect(after.map((p) => p._id)).not.toContain(ended._id);
    expect(after.find((p) => p._id === popup._id)).toMatchObject({ content: '첫 줄\n둘째 줄', left: 40, top: 120, width: 400, height: 300 });
    expect((await slides('MAIN_1')).map((s) => s._id)).toContain(banner._id);

    const listed = (await as(staff, 'get', '/api/console/popups?status=ended')).body.popups as ConsolePopup[];
    expect(listed.map((p) => p._id)).toContain(ended._id);
    expect(listed.map((p) => p._id)).not.toContain(popup._id);
  });

  it('orders a slot, refusing a list that is not exactly its banners (409)', async () => {
    const make = async (subject: string) => {
      const b = (await as(staff, 'post', '/api/console/banners').send(bannerBody({ code: 'MAIN_2', subject }))).body.banner as ConsoleBanner;
      await as(staff, 'post', `/api/console/banners/${b._id}/images/0`).attach('image', png, 'pc.png');
      return b._id;
    };
    await make('둘째로 갈 배너');
    const slot = ((await as(staff, 'get', '/api/console/banners?code=MAIN_2').set('limit', '100')).body.banners as ConsoleBanner[]).map((b) => b._id);
    const reversed = [...slot].reverse();
    const ordered = await as(staff, 'put', '/api/console/banners/slots/MAIN_2').send({ ids: reversed });
    expect(ordered.status).toBe(200);
    expect((ordered.body.banners as ConsoleBanner[]).map((b) => b._id)).toEqual(reversed);
    const shown = (await slides('MAIN_2')).map((s) => s._id);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    expect((await as(staff, 'put', '/api/console/banners/slots/MAIN_2').send({ ids: reversed.slice(1) })).status).toBe(409);
  });

  it('edits and deletes a popup and a band banner; the shop follows', async () => {
    const popup = (await as(admin02, 'post', '/api/console/popups').send(popupBody({ subject: '공지' }))).body.popup as ConsolePopup;
    const edited = await as(admin02, 'put', `/api/console/popups/${popup._id}`).send(popupBody({ content: '바뀐 내용', shows: false }));
    expect(edited.status).toBe(200);
    expect((await popups()).map((p) => p._id)).not.toContain(popup._id);
    expect((await as(admin02, 'delete', `/api/console/popups/${popup._id}`)).status).toBe(200);
    expect((await as(admin02, 'get', `/api/console/popups/${popup._id}`)).status).toBe(404);

    const band = (await as(admin02, 'post', '/api/console/band-banners').send({ text: '겨울 특가 진행 중', href: '/shop/sales', index: 5 })).body
      .bandBanner as BandBanner;
    const bands = async () => ((await shop.http.get('/api/v1/band-banners?code=main')).body.bandBanners as BandBanner[]).map((b) => b._id);
    expect(await bands()).toContain(band._id);
    const pic = await as(admin02, 'post', `/api/console/band-banners/${band._id}/images/0`).attach('image', png, 'band.png');
    expect((pic.body.bandBanner as BandBanner).imagePc?.url).toMatch(/\.webp$/);
    expect((await as(admin02, 'delete', `/api/console/band-banners/${band._id}`)).status).toBe(200);
    expect(await bands()).not.toContain(band._id);

    // A band banner has a period too: an ended or upcoming one is not served, a running one is.
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const dated = async (startsAt: string | null, endsAt: string | null) =>
      (await as(admin02, 'post', '/api/console/band-banners').send({ text: '기간 배너', href: '/shop/sales', startsAt, endsAt })).body.bandBanner as BandBanner;
    const ended = await dated(at(-2 * hour), at(-hour));
    const upcoming = await dated(at(hour), null);
    const running = await dated(at(-hour), at(hour));
    expect(running).toMatchObject({ startsAt: expect.any(String), endsAt: expect.any(String) });
    const served = await bands();
    expect(served).toContain(running._id);
    expect(served).not.toContain(ended._id);
    expect(served).not.toContain(upcoming._id);
    const backwards = await as(admin02, 'post', '/api/console/band-banners').send({ text: '거꾸로', startsAt: at(hour), endsAt: at(-hour) });
    expect(backwards.status).toBe(422);
  });

  it('keeps the home link block editable by admin02', async () => {
    expect(((await shop.http.get('/api/v1/main-links')).body.links as { href: string }[]).map((l) => l.href)).toEqual([
      '/ideas/bathroom/overview',
      '/ideas/kitchen/overview',
    ]);
    const links = [{ label: '욕실 플래너', eyebrow: 'Planner', text: '내 욕실 설계', href: '/ideas/bathroom/planner' }];
    expect((await as(admin02, 'put', '/api/console/main/links').send({ links })).status).toBe(200);
    expect((await shop.http.get('/api/v1/main-links')).body.links).toEqual(links);
    expect((await as(admin02, 'put', '/api/console/main/links').send({ links: [{ ...links[0], href: '//evil.example' }] })).status).toBe(400);
  });

  it('refuses the console to visitors (401), members and admin03 (403)', async () => {
    for (const path of ['/api/console/banners', '/api/console/band-banners', '/api/console/popups', '/api/console/main/links']) {
      expect((await shop.http.get(path)).status).toBe(401);
      expect((await as(member, 'get', path)).status).toBe(403);
      const refused = await as(admin03, 'get', path);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('접근 권한이 없습니다');
    }
    expect((await as(admin03, 'post', '/api/console/banners').send(bannerBody())).status).toBe(403);
    expect((await as(admin03, 'post', '/api/console/popups').send(popupBody())).status).toBe(403);
  });
});
