import { newSignedInMember, startShop, type TestShop } from './harness.js';

type Member = Awaited<ReturnType<typeof newSignedInMember>>;

/**
 * The member's own lists over HTTP (spec §7 Me): the wishlist (me/likes), recently viewed
 * products (me/watches) and saved delivery addresses (me/destinations, exactly one default).
 */
describe('member lists', () => {
  let shop: TestShop;
  let member: Member;
  let productIds: string[];

  beforeAll(async () => {
    shop = await startShop();
    member = await newSignedInMember(shop, 'l');
    const products = (await shop.http.get('/api/v1/shop/products').set('limit', '5')).body.products as { _id: string }[];
    productIds = products.map((p) => p._id);
    expect(productIds.length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  afterAll(() => shop.close());

  const as = (m: Member) => ({
    get: (url: string) => shop.http.get(url).set('Authorization', m.auth),
    post: (url: string, body: object) => shop.http.post(url).set('Authorization', m.auth).send(body),
    put: (url: string, body: object) => shop.http.put(url).set('Authorization', m.auth).send(body),
    delete: (url: string) => shop.http.delete(url).set('Authorization', m.auth),
  });

  it('refuses the lists without a token', async () => {
    for (const url of ['/api/v1/me/likes', '/api/v1/me/watches', '/api/v1/me/destinations']) expect((await shop.http.get(url)).status).toBe(401);
  });

  describe('me/likes', () => {
    it('likes a product once, lists the likes newest first in pages, and unlikes', async () => {
      const me = as(member);
      const [a, b] = productIds as [string, string];
      const first = await me.post('/api/v1/me/likes', { product: a });
      expect(first.status).toBe(201);
      expect(first.body.like.product._id).toBe(a);
      const again = await me.post('/api/v1/me/likes', { product: a });
      expect(again.body.like._id).toBe(first.body.like._id);
      await me.post('/api/v1/me/likes', { product: b });

      const page1 = await me.get('/api/v1/me/likes').set('limit', '1');
      expect(page1.body.summary.totalCount).toBe(2);
      expect(page1.body.likes.map((l: { product: { _id: string } }) => l.product._id)).toEqual([b]);
      const page2 = await me.get('/api/v1/me/likes').set('limit', '1').set('skip', '1');
      expect(page2.body.likes.map((l: { product: { _id: string } }) => l.product._id)).toEqual([a]);

      expect((await me.delete(`/api/v1/me/likes/${first.body.like._id}`)).status).toBe(200);
      const after = await me.get('/api/v1/me/likes');
      expect(after.body.likes.map((l: { product: { _id: string } }) => l.product._id)).toEqual([b]);
      const gone = await me.delete(`/api/v1/me/likes/${first.body.like._id}`);
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe('LIKE_NOT_FOUND');
    });

    it('refuses an unknown product and a bad body with Korean messages', async () => {
      const me = as(member);
      const unknown = await me.post('/api/v1/me/likes', { product: 'no-such-product' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('PRODUCT_NOT_FOUND');
      const bad = await me.post('/api/v1/me/likes', {});
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('상품을 선택해주세요');
    });
  });

  describe('me/watches', () => {
    it('records views newest first, merges the browser list without moving later views back, removes one and clears', async () => {
      const m = await newSignedInMember(shop, 'w');
      const me = as(m);
      const [a, b, c] = productIds as [string, string, string];
      expect((await me.post('/api/v1/me/watches', { product: a })).status).toBe(201);
      const recorded = await me.post('/api/v1/me/watches', { product: b });
      expect(recorded.body.watches.map((w: { _id: string }) => w._id)).toEqual([b, a]);

      const merged = await me.put('/api/v1/me/watches', {
        watches: [
          { product: c, viewedAt: '2026-01-01T00:00:00.000Z' },
          { product: a, viewedAt: '2025-01-01T00:00:00.000Z' },
          { product: 'no-such-product', viewedAt: '2026-01-01T00:00:00.000Z' },
        ],
      });
      expect(merged.status).toBe(200);
      expect(merged.body.watches.map((w: { _id: string }) => w._id)).toEqual([b, a, c]);

      const removed = await me.delete(`/api/v1/me/watches/${a}`);
      expect(removed.body.watches.map((w: { _id: string }) => w._id)).toEqual([b, c]);
      expect((await me.delete(`/api/v1/me/watches/${a}`)).body.code).toBe('WATCH_NOT_FOUND');
      const cleared = await me.delete('/api/v1/me/watches');
      expect(cleared.body.watches).toEqual([]);
      expect((await me.get('/api/v1/me/watches')).body.watches).toEqual([]);
    });

    it('refuses a badly shaped browser list', async () => {
      const bad = await as(member).put('/api/v1/me/watches', { watches: [{ product: productIds[0], viewedAt: 'yesterday' }] });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('me/destinations', () => {
    const home = {
      title: '집',
      name: '이하늘',
      phone: '010-9876-5432',
      postcode: '06016',
      address1: '서울특별시 강남구 학동로 311',
      address2: '3층',
      geolocation: { type: 'Point', coordinates: [127.0339, 37.5172] },
    };

    it('keeps exactly one default: the first, then the one asked for, then the newest left when the default goes', async () => {
      const m = await newSignedInMember(shop, 'd');
      const me = as(m);
      const first = await me.post('/api/v1/me/destinations', home);
      expect(first.status).toBe(201);
      expect(first.body.destination).toMatchObject({ title: '집', phone: '01098765432', isDefault: true });
      const office = await me.post('/api/v1/me/destinations', { ...home, title: '회사', address2: '5층' });
      expect(office.body.destination.isDefault).toBe(false);
      const third = await me.post('/api/v1/me/destinations', { ...home, title: '부모님 댁' });

      const set = await me.put(`/api/v1/me/destinations/${office.body.destination._id}`, { ...home, title: '회사', address2: '5층', isDefault: true });
      expect(set.status).toBe(200);
      expect(set.body.destinations.filter((d: { isDefault: boolean }) => d.isDefault).map((d: { title: string }) => d.title)).toEqual(['회사']);
      expect(set.body.destinations[0].title).toBe('회사');

      const removed = await me.delete(`/api/v1/me/destinations/${office.body.destination._id}`);
      expect(removed.status).toBe(200);
      const list = (await me.get('/api/v1/me/destinations')).body.destinations as { _id: string; isDefault: boolean }[];
      expect(list.map((d) => d._id)).toEqual([third.body.destination._id, first.body.destination._id]);
      expect(list.map((d) => d.isDefault)).toEqual([true, false]);
    });

    it('refuses bad input with Korean messages and a 21st address', async () => {
      const m = await newSignedInMember(shop, 'f');
      const me = as(m);
      const bad = await me.post('/api/v1/me/destinations', { ...home, title: ' ', postcode: '123' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual(
        expect.arrayContaining(['배송지명을 입력해주세요 (20자 이내)', '우편번호를 입력해주세요']),
      );
      for (let i = 0; i < 20; i += 1) expect((await me.post('/api/v1/me/destinations', { ...home, title: `주소${i}` })).status).toBe(201);
      const full = await me.post('/api/v1/me/destinations', home);
      expect(full.status).toBe(422);
      expect(full.body.message).toBe('배송지는 최대 20개까지 등록할 수 있습니다');
      expect((await me.get('/api/v1/me/destinations')).body.destinations).toHaveLength(20);
    }, 60_000);
  });
});
