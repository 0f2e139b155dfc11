import sharp from 'sharp';
import type {
  PlannerResponse,
  ProductResponse,
  ConsoleContentPageResponse,
  ContentPageListResponse,
  ContentPageResponse,
  PageImageResponse,
  ProductsBlockView,
} from '@shop/contracts';
import { ROOT, signIn, startShop, type TestShop } from './harness.js';

/**
 * The brand site's pages (issue 14 "The brand site"; spec §2 Ideas, Company and Info routes):
 * documents of the event store seeded with the demo, served by path with their pictures sized
 * and their products as the shop's cards, listed in the sitemap.
 */
describe('brand site pages', () => {
  let shop: TestShop;
  let staff: string;
  let admin02: string;
  let admin03: string;
  const page = (path: string) => shop.http.get('/api/v1/page').query({ path });

  beforeAll(async () => {
    shop = await startShop();
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    admin02 = `Bearer ${(await signIn(shop, 'admin02', 'Ceramaison!2026')).access}`;
    admin03 = `Bearer ${(await signIn(shop, 'admin03', 'Ceramaison!2026')).access}`;
  }, 60_000);
  afterAll(() => shop.close());

  it('serves a seeded ideas page by its path: title, description, a sized opening picture and its blocks', async () => {
    const { page: planning } = (await page('/ideas/bathroom/planning').expect(200)).body as ContentPageResponse;
    expect(planning).toMatchObject({ path: '/ideas/bathroom/planning', title: '욕실 계획하기' });
    expect(planning.description.length).toBeGreaterThan(30);
    expect(planning.hero.image).toMatchObject({ width: 1920, height: 800 });
    expect(planning.hero.image.url).toMatch(/^\/files\/demo\/pages\/.+\.webp$/);
    expect((await shop.http.get(planning.hero.image.url)).status).toBe(200);
    expect(planning.blocks.map((b) => b.type)).toContain('links');
  });

  it('shows a products block as the cards of shown products, and drops one staff hide', async () => {
    const products = (p: ContentPageResponse) => (p.page.blocks.find((b) => b.type === 'products') as ProductsBlockView).products;
    const before = products((await page('/ideas/bathroom/planning').expect(200)).body);
    expect(before.length).toBeGreaterThan(1);
    expect(before.every((card) => card.name && card.salePrice > 0)).toBe(true);

    const [hidden] = before;
    await shop.http.put(`/api/console/shop/products/${hidden._id}`).set('Authorization', staff).send({ shows: false }).expect(200);
    const after = products((await page('/ideas/bathroom/planning').expect(200)).body);
    expect(after.map((c) => c._id)).toEqual(before.slice(1).map((c) => c._id));
    await shop.http.put(`/api/console/shop/products/${hidden._id}`).set('Authorization', staff).send({ shows: true }).expect(200);
  });

  it('answers 404 with the Korean message for a path that is no page', async () => {
    for (const path of ['/ideas/bathroom/nowhere', '', '../etc/passwd']) {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'CONTENT_PAGE_NOT_FOUND', message: '페이지를 찾을 수 없습니다' });
    }
  });

  it('lists every shown page, and the sitemap names each at its own address', async () => {
    const { pages } = (await shop.http.get('/api/v1/pages').expect(200)).body as ContentPageListResponse;
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/ideas/bathroom/planning', '/company/history/history', '/about']));
    const sitemap = (await shop.http.get('/sitemap.xml').expect(200)).text;
    for (const p of pages) expect(sitemap).toContain(`${p.path}</loc>`);
  });

  describe('the console’s page editor', () => {
    const picture = async () => {
      const png = await sharp({ create: { width: 1200, height: 500, channels: 3, background: { r: 230, g: 222, b: 210 } } })
        .png()
        .toBuffer();
      const res = await shop.http.post('/api/console/pages/images').set('Authorization', admin02).attach('image', png, 'hero.png');
      expect(res.status).toBe(201);
      return (res.body as PageImageResponse).image;
    };
    const body = async (extra: object = {}) => ({
      title: '욕실 조명 이야기',
      description: '거울 앞 조명과 색온도를 고르는 법을 정리했습니다.',
      hero: { title: '빛이 욕실을 바꿉니다', image: await picture() },
      blocks: [
        { type: 'text', title: '거울 앞 조명', paragraphs: ['얼굴에 그림자가 지지 않도록 양옆에서 비추세요.', ' '] },
        { type: 'links', links: [{ label: '욕실 계획하기', href: '/ideas/bathroom/planning' }] },
      ],
      ...extra,
    });

    it('stores an uploaded picture as WebP with its size', async () => {
      const image = await picture();
      expect(image).toMatchObject({ width: 1200, height: 500, alt: '' });
      expect(image.url).toMatch(/^\/files\/pages\/[\w-]+\.webp$/);
      const served = await shop.http.get(image.url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('creates a page the site shows at once, edits it, refuses a taken path, and deletes it to 404', async () => {
      const path = `/ideas/bathroom/test-${Date.now()}`;
      const created = await shop.http
        .post('/api/console/pages')
        .set('Authorization', admin02)
        .send({ path, ...(await body()) });
      expect(created.status).toBe(201);
      const written = (created.body as ConsoleContentPageResponse).page;
      // An empty paragraph is dropped, not stored.
      expect(written.blocks[0]).toEqual({ type: 'text', title: '거울 앞 조명', paragraphs: ['얼굴에 그림자가 지지 않도록 양옆에서 비추세요.'] });
      expect((await page(path).expect(200)).body.page.title).toBe('욕실 조명 이야기');
      expect((await shop.http.get('/api/v1/pages').expect(200)).body.pages.map((p: { path: string }) => p.path)).toContain(path);

      const taken = await shop.http
        .post('/api/console/pages')
        .set('Authorization', staff)
        .send({ path, ...(await body()) });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'CONTENT_PAGE_PATH_TAKEN', message: '이미 사용 중인 페이지 주소입니다' });

      const edited = await shop.http
        .put('/api/console/page')
        .query({ path })
        .set('Authorization', staff)
        .send(await body({ title: '욕실 조명 고르기', shows: false }));
      expect(edited.status).toBe(200);
      expect((edited.body as ConsoleContentPageResponse).page).toMatchObject({ title: '욕실 조명 고르기', shows: false });
      // Hidden: gone from the site and its list, still in the console.
      expect((await page(path)).status).toBe(404);
      const consoleList = (await shop.http.get('/api/console/pages').set('Authorization', admin02).expect(200)).body.pages as {
        path: string;
        shows: boolean;
      }[];
      expect(consoleList.find((p) => p.path === path)).toMatchObject({ shows: false });

      await shop.http.delete('/api/console/page').query({ path }).set('Authorization', admin02).expect(204);
      expect((await shop.http.get('/api/console/page').query({ path }).set('Authorization', admin02)).status).toBe(404);
      // A deleted page's path stays taken: links to it never lead to a different page later.
      expect(
        (
          await shop.http
            .post('/api/console/pages')
            .set('Authorization', admin02)
            .send({ path, ...(await body()) })
        ).status,
      ).toBe(409);
    });

    it('refuses a block without what its kind needs, a script link and a bad path, writing nothing', async () => {
      const path = `/ideas/bathroom/bad-${Date.now()}`;
      const noProducts = await shop.http
        .post('/api/console/pages')
        .set('Authorization', admin02)
        .send({ path, ...(await body({ blocks: [{ type: 'products', title: '상품', productIds: [] }] })) });
      expect(noProducts.status).toBe(422);
      expect(noProducts.body).toMatchObject({ code: 'CONTENT_PAGE_INVALID', message: '상품 블록에 상품을 선택해주세요' });

      const script = await shop.http
        .post('/api/console/pages')
        .set('Authorization', admin02)
        .send({ path, ...(await body({ blocks: [{ type: 'links', links: [{ label: '클릭', href: 'javascript:alert(1)' }] }] })) });
      expect(script.status).toBe(400);
      expect(JSON.stringify(script.body)).toContain('링크는 /로 시작하는 쇼핑몰 주소나 https:// 주소로 입력해주세요');

      // A page sent without its opening (or its picture) is refused, not half-written.
      const { hero: _hero, ...noHero } = await body();
      expect(
        (
          await shop.http
            .post('/api/console/pages')
            .set('Authorization', admin02)
            .send({ path, ...noHero })
        ).status,
      ).toBe(400);
      const edited = await shop.http
        .put('/api/console/page')
        .query({ path: '/about' })
        .set('Authorization', admin02)
        .send({ ...noHero, hero: { title: '소개' } });
      expect(edited.status).toBe(400);
      expect(edited.body.message).toBe('대표 이미지를 등록해주세요');
      expect((await page('/about').expect(200)).body.page.title).toBe('세라메종 소개');

      const badPath = await shop.http
        .post('/api/console/pages')
        .set('Authorization', admin02)
        .send({ path: '/../etc', ...(await body()) });
      expect(badPath.status).toBe(400);
      expect((await page(path)).status).toBe(404);
    });

    it('is refused to admin03 (spec §6: content is admin02’s and the console’s; members in the authorisation matrix)', async () => {
      expect((await shop.http.get('/api/console/pages').set('Authorization', admin03)).status).toBe(403);
      expect(
        (
          await shop.http
            .put('/api/console/page')
            .query({ path: '/about' })
            .set('Authorization', admin03)
            .send(await body())
        ).status,
      ).toBe(403);
      expect((await page('/about').expect(200)).body.page.title).toBe('세라메종 소개');
    });
  });

  describe('the bathroom planner', () => {
    it('lays out a roomy bathroom with a bathtub and suggests products that fit each place, ready for the cart', async () => {
      const res = await shop.http.get('/api/v1/planner').query({ width: 320, depth: 200, bathing: 'bathtub', basins: 1 });
      expect(res.status).toBe(200);
      const { layout, suggestions } = res.body as PlannerResponse;
      expect(layout.fixtures.map((f) => f.kind).sort()).toEqual(['basin', 'bathtub', 'toilet']);
      expect(suggestions.map((s) => s.kind).sort()).toEqual(['basin', 'bathtub', 'toilet']);
      for (const s of suggestions) {
        expect(s.products.length).toBeGreaterThan(0);
        const place = layout.fixtures.find((f) => f.kind === s.kind)!;
        for (const { product: card, options } of s.products) {
          const { product } = (await shop.http.get(`/api/v1/shop/products/${card._id}`).expect(200)).body as ProductResponse;
          expect(product.sells && product.stock > 0).toBe(true);
          // The first value of each option: what the cart gets unless the shopper picks another on the product page.
          expect(options).toEqual(product.options.map((o) => ({ name: o.name, value: o.values[0]!.name })));
          const width = Number(/^(\d+)\s*x/.exec(product.size)?.[1] ?? 0);
          if (s.kind !== 'toilet') expect(width).toBeLessThanOrEqual(place.maxLengthMm);
        }
      }
    });

    it('suggests a product sold per option combination with the first combination that has units, not a sold-out one', async () => {
      const basins = (await shop.http.get('/api/v1/shop/categories/bathroom_sink').expect(200)).body.category as { _id: string };
      const staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
      const name = `플래너 세면대 ${Math.random().toString(36).slice(2, 8)}`;
      const created = await shop.http
        .post('/api/console/shop/products')
        .set('Authorization', staff)
        .send({
          code: `planner-${Math.random().toString(36).slice(2, 9)}`,
          name,
          _category: basins._id,
          price: 150_000,
          size: '500 x 400 x 150 mm',
          shows: true,
          sells: true,
          options: [
            {
              name: '색상',
              values: [
                { name: '화이트', amount: 0 },
                { name: '블랙', amount: 0 },
              ],
            },
          ],
          variations: [
            { code: 'PL-WH', list: { 색상: '화이트' }, spec: '', enabled: true, stock: 0 },
            { code: 'PL-BK', list: { 색상: '블랙' }, spec: '', enabled: true, stock: 3 },
          ],
        });
      expect(created.status).toBe(201);
      const { suggestions } = (await shop.http.get('/api/v1/planner').query({ width: 320, depth: 200, bathing: 'bathtub', basins: 1 }).expect(200))
        .body as PlannerResponse;
      const suggested = suggestions.find((s) => s.kind === 'basin')!.products.find((p) => p.product.name === name);
      expect(suggested?.options).toEqual([{ name: '색상', value: '블랙' }]);
    });

    it('plans a shower where a bathtub does not fit, and refuses a size outside 120–500 cm with the Korean message', async () => {
      const small = (await shop.http.get('/api/v1/planner').query({ width: 160, depth: 220, bathing: 'bathtub', basins: 1 }).expect(200))
        .body as PlannerResponse;
      expect(small.layout.fixtures.map((f) => f.kind)).toContain('shower');
      expect(small.layout.notes[0]).toBe('욕조를 두기엔 공간이 좁아 샤워 공간으로 계획했습니다.');
      const bad = await shop.http.get('/api/v1/planner').query({ width: 90, depth: 220, bathing: 'bathtub', basins: 1 });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('욕실 크기는 가로·세로 120~500cm로 입력해주세요');
    });
  });
});
