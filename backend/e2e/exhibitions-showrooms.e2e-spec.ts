import sharp from 'sharp';
import type { Exhibition, ExhibitionDetail, Showroom } from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * Exhibitions (기획전) and showrooms (쇼룸), spec §2 shop pages, §6 access (admin02 and console),
 * §7 Shop GET and Console CRUD: staff write them in the console, the shop shows only the shown
 * ones, exhibitions by their period (running, then upcoming; ended apart).
 */
describe('exhibitions and showrooms', () => {
  let shop: TestShop;
  let staff: string;
  let admin03: string;
  let member: string;
  let productIds: string[];

  const asStaff = (method: 'get' | 'post' | 'put' | 'delete', path: string, auth = staff) => shop.http[method](path).set('Authorization', auth);
  const exhibitionBody = (over: object = {}) => ({
    title: '가을 세면대 기획전',
    summary: '따뜻한 색의 세면대',
    content: '<p>세면대 특가</p><img src=x onerror="alert(1)">',
    startsAt: at(-1),
    endsAt: at(10),
    shows: true,
    _products: productIds,
    ...over,
  });
  const showroomBody = (over: object = {}) => ({
    code: `test-${Math.random().toString(36).slice(2, 8)}`,
    name: '테스트 쇼룸',
    postcode: '06054',
    address1: '서울 강남구 도산대로 1',
    address2: '2층',
    lat: 37.52,
    lng: 127.03,
    phone: '02-000-0000',
    hours: '평일 10:00 - 19:00',
    description: '소개',
    shows: true,
    ...over,
  });
  const shopList = async (query = '') => (await shop.http.get(`/api/v1/shop/exhibitions${query}`).set('limit', '100')).body.exhibitions as Exhibition[];

  beforeAll(async () => {
    shop = await startShop();
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    admin03 = `Bearer ${(await signIn(shop, 'admin03', 'Ceramaison!2026')).access}`;
    member = (await newSignedInMember(shop, 'ex')).auth;
    productIds = ((await shop.http.get('/api/v1/shop/products').set('limit', '3')).body.products as { _id: string }[]).map((p) => p._id);
  }, 60_000);

  afterAll(() => shop.close());

  it('the demo seed opens exhibitions and four showrooms', async () => {
    const list = await shopList();
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((e) => e.status !== 'ended')).toBe(true);
    const showrooms = (await shop.http.get('/api/v1/shop/showrooms')).body.showrooms as Showroom[];
    expect(showrooms.map((s) => s.code)).toEqual(expect.arrayContaining(['gangnam', 'seongsu', 'pangyo', 'busan-centum']));
  });

  it('staff create an exhibition; the shop lists it and shows its products in order, the content sanitised', async () => {
    const res = await asStaff('post', '/api/console/shop/exhibitions').send(exhibitionBody({ _products: [...productIds].reverse() }));
    expect(res.status).toBe(201);
    const created = res.body.exhibition as ExhibitionDetail;
    expect(created).toMatchObject({ title: '가을 세면대 기획전', status: 'running' });
    expect(created.content).not.toContain('onerror');
    expect((await shopList()).map((e) => e._id)).toContain(created._id);
    const detail = await shop.http.get(`/api/v1/shop/exhibitions/${created._id}`);
    expect(detail.status).toBe(200);
    expect((detail.body.exhibition as ExhibitionDetail).products.map((p) => p._id)).toEqual([...productIds].reverse());
  });

  it('lists running exhibitions before upcoming ones, ended ones only under status=ended', async () => {
    const upcoming = (await asStaff('post', '/api/console/shop/exhibitions').send(exhibitionBody({ title: '다가올 기획전', startsAt: at(5), endsAt: at(9) })))
      .body.exhibition as Exhibition;
    const ended = (await asStaff('post', '/api/console/shop/exhibitions').send(exhibitionBody({ title: '지난 기획전', startsAt: at(-9), endsAt: at(-2) }))).body
      .exhibition as Exhibition;
    expect(upcoming.status).toBe('upcoming');
    expect(ended.status).toBe('ended');
    const current = await shopList();
    expect(current.map((e) => e._id)).not.toContain(ended._id);
    const statuses = current.map((e) => e.status);
    expect(statuses.lastIndexOf('running')).toBeLessThan(statuses.indexOf('upcoming'));
    expect((await shopList('?status=ended')).map((e) => e._id)).toContain(ended._id);
    const consoleEnded = (await asStaff('get', '/api/console/shop/exhibitions?status=ended').set('limit', '100')).body.exhibitions as Exhibition[];
    expect(consoleEnded.map((e) => e._id)).toEqual([ended._id]);
  });

  it('a hidden exhibition or showroom is not public (404), but staff still read it', async () => {
    const hidden = (await asStaff('post', '/api/console/shop/exhibitions').send(exhibitionBody({ title: '숨긴 기획전', shows: false }))).body
      .exhibition as Exhibition;
    expect((await shopList()).map((e) => e._id)).not.toContain(hidden._id);
    expect((await shop.http.get(`/api/v1/shop/exhibitions/${hidden._id}`)).status).toBe(404);
    expect((await asStaff('get', `/api/console/shop/exhibitions/${hidden._id}`)).status).toBe(200);
    const body = showroomBody({ shows: false });
    expect((await asStaff('post', '/api/console/shop/showrooms').send(body)).status).toBe(201);
    expect((await shop.http.get(`/api/v1/shop/showrooms/${body.code}`)).status).toBe(404);
    expect(((await shop.http.get('/api/v1/shop/showrooms')).body.showrooms as Showroom[]).map((s) => s.code)).not.toContain(body.code);
  });

  it('answers 404 for an unknown exhibition or showroom, and after a delete', async () => {
    expect((await shop.http.get('/api/v1/shop/exhibitions/no-such-id')).body).toMatchObject({
      code: 'EXHIBITION_NOT_FOUND',
      message: '기획전을 찾을 수 없습니다',
    });
    expect((await shop.http.get('/api/v1/shop/showrooms/no-such-code')).body).toMatchObject({ code: 'SHOWROOM_NOT_FOUND', message: '쇼룸을 찾을 수 없습니다' });
    const body = showroomBody();
    await asStaff('post', '/api/console/shop/showrooms').send(body);
    expect((await shop.http.get(`/api/v1/shop/showrooms/${body.code}`)).status).toBe(200);
    expect((await asStaff('delete', `/api/console/shop/showrooms/${body.code}`)).status).toBe(200);
    expect((await shop.http.get(`/api/v1/shop/showrooms/${body.code}`)).status).toBe(404);
    expect((await asStaff('put', `/api/console/shop/showrooms/${body.code}`).send(body)).status).toBe(404);
  });

  it('refuses bad forms with Korean messages: short title, bad period, code taken, outside pictures', async () => {
    const bad = await asStaff('post', '/api/console/shop/exhibitions').send(exhibitionBody({ title: '가', startsAt: 'tomorrow' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('기획전 제목을 2자 이상 입력해주세요');
    expect(JSON.stringify(bad.body)).toContain('시작일을 입력해주세요');
    const period = await asStaff('post', '/api/console/shop/exhibitions').send(exhibitionBody({ startsAt: at(3), endsAt: at(1) }));
    expect(period.status).toBe(422);
    expect(period.body.message).toBe('종료일은 시작일 이후로 입력해주세요');
    const banner = await asStaff('post', '/api/console/shop/exhibitions').send(exhibitionBody({ banner: 'https://example.com/a.png' }));
    expect(banner.status).toBe(400);
    const room = await asStaff('post', '/api/console/shop/showrooms').send(showroomBody({ code: 'Bad Code', lat: 100, name: '' }));
    expect(room.status).toBe(400);
    for (const message of [
      '쇼룸 코드는 영문 소문자, 숫자, -로 2~40자 입력해주세요',
      '위도를 -90 ~ 90 사이로 입력해주세요',
      '쇼룸 이름을 2자 이상 입력해주세요',
    ])
      expect(JSON.stringify(room.body)).toContain(message);
    const taken = await asStaff('post', '/api/console/shop/showrooms').send(showroomBody({ code: 'gangnam' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('이미 사용 중인 쇼룸 코드입니다');
  });

  it('stores an uploaded banner as WebP by content and refuses what is no picture', async () => {
    const png = await sharp({ create: { width: 60, height: 30, channels: 3, background: { r: 220, g: 200, b: 180 } } })
      .png()
      .toBuffer();
    const res = await asStaff('post', '/api/console/shop/exhibitions/images').attach('image', png, 'banner.png');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/files\/showcases\/[\w-]+\.webp$/);
    const created = await asStaff('post', '/api/console/shop/exhibitions').send(exhibitionBody({ banner: res.body.url }));
    expect((created.body.exhibition as Exhibition).banner).toEqual({ url: res.body.url });
    const fake = await asStaff('post', '/api/console/shop/showrooms/images').attach('image', Buffer.from('<svg onload="alert(1)"/>'), 'x.png');
    expect(fake.status).toBe(400);
  });

  it('the sitemap lists the exhibitions and showrooms pages with each shown one, never a hidden one', async () => {
    const hidden = (await asStaff('post', '/api/console/shop/exhibitions').send(exhibitionBody({ title: '사이트맵에 없는 기획전', shows: false }))).body
      .exhibition as Exhibition;
    const text = (await shop.http.get('/sitemap.xml')).text;
    const shown = await shopList();
    for (const path of ['/shop/exhibitions', `/shop/exhibitions/${shown[0]!._id}`, '/shop/showrooms', '/shop/showrooms/gangnam'])
      expect(text).toContain(`${path}</loc>`);
    expect(text).not.toContain(hidden._id);
  });

  it('refuses the console to visitors (401), members and admin03 (403)', async () => {
    for (const path of ['/api/console/shop/exhibitions', '/api/console/shop/showrooms']) {
      expect((await shop.http.get(path)).status).toBe(401);
      expect((await asStaff('get', path, member)).status).toBe(403);
      expect((await asStaff('get', path, admin03)).status).toBe(403);
      expect((await asStaff('post', path, admin03).send({})).status).toBe(403);
    }
    const admin02 = `Bearer ${(await signIn(shop, 'admin02', 'Ceramaison!2026')).access}`;
    expect((await asStaff('get', '/api/console/shop/showrooms', admin02)).status).toBe(200);
  });
});
