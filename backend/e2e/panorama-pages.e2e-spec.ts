import sharp from 'sharp';
import type { ConsoleContentPageResponse, ContentPageResponse, PageImageResponse, PanoramaBlockView } from '@shop/contracts';
import { ROOT, signIn, startShop, type TestShop } from './harness.js';

/**
 * The 360° panorama block of the brand site (issue 14: /VR-showroom and /3d-interir are "an
 * embedded viewer with a static fallback"): seeded with a 2:1 WebP and hotspots leading to
 * products, uploaded by staff at a viewer's resolution, and refused when incomplete.
 */
describe('panorama blocks of brand-site pages', () => {
  let shop: TestShop;
  let staff: string;
  const panoramaOf = (body: ContentPageResponse) => body.page.blocks.find((b): b is PanoramaBlockView => b.type === 'panorama');

  beforeAll(async () => {
    shop = await startShop();
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  }, 60_000);
  afterAll(() => shop.close());

  it('shows /VR-showroom and /3d-interir with a 2:1 WebP panorama whose hotspots name shown products', async () => {
    for (const path of ['/VR-showroom', '/3d-interir']) {
      const panorama = panoramaOf((await shop.http.get('/api/v1/page').query({ path }).expect(200)).body);
      expect(panorama).toBeDefined();
      expect(panorama!.caption.length).toBeGreaterThan(10);
      const served = await shop.http.get(panorama!.image.url).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 4096, height: 2048 });
      expect(panorama!.hotspots.length).toBeGreaterThanOrEqual(3);
      const shown = new Set(panorama!.products.map((p) => p._id));
      expect(panorama!.hotspots.every((h) => h.productId && shown.has(h.productId))).toBe(true);
    }
  });

  it('keeps an uploaded panorama at 4096 px, drops a hidden product’s card, and refuses a picture that is not 2:1', async () => {
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#ddd6cc' } })
        .png()
        .toBuffer();
    const upload = async (url: string, width: number, height: number) =>
      (
        (
          await shop.http
            .post(url)
            .set('Authorization', staff)
            .attach('image', await png(width, height), 'p.png')
            .expect(201)
        ).body as PageImageResponse
      ).image;
    const panorama = await upload('/api/console/pages/panoramas', 5000, 2500);
    expect(panorama).toMatchObject({ width: 4096, height: 2048 });
    const flat = await upload('/api/console/pages/images', 1200, 800);

    const { page: vr } = (await shop.http.get('/api/v1/page').query({ path: '/VR-showroom' }).expect(200)).body as ContentPageResponse;
    const product = panoramaOf({ page: vr })!.products[0];
    const block = (image: object) => ({
      type: 'panorama',
      caption: '  시험용 360° 욕실  ',
      image,
      hotspots: [{ yaw: 30.5, pitch: -12, label: '세면대', productId: product._id }],
    });
    const body = (image: object) => ({
      title: '360° 시험',
      description: '360° 파노라마 블록을 시험하는 페이지입니다.',
      hero: { title: '둘러보기', image: flat },
      blocks: [block(image)],
    });
    const path = `/ideas/panorama-${Date.now()}`;
    const refused = await shop.http
      .post('/api/console/pages')
      .set('Authorization', staff)
      .send({ path, ...body(flat) });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('360° 블록에 가로:세로 2:1 비율의 파노라마 이미지를 등록해주세요');
    const offSphere = await shop.http
      .post('/api/console/pages')
      .set('Authorization', staff)
      .send({ path, ...body(panorama), blocks: [{ ...block(panorama), hotspots: [{ yaw: 200, pitch: 0, label: '밖' }] }] });
    expect(offSphere.status).toBe(400);
    expect(JSON.stringify(offSphere.body)).toContain('핫스팟의 이름과 위치(가로 -180~180°, 세로 -90~90°)를 확인해주세요');

    const created = await shop.http
      .post('/api/console/pages')
      .set('Authorization', staff)
      .send({ path, ...body(panorama) });
    expect(created.status).toBe(201);
    expect((created.body as ConsoleContentPageResponse).page.blocks[0]).toMatchObject({
      caption: '시험용 360° 욕실',
      hotspots: [{ yaw: 30.5, productId: product._id }],
    });
    expect((created.body as ConsoleContentPageResponse).products.map((p) => p._id)).toEqual([product._id]);
    expect(panoramaOf((await shop.http.get('/api/v1/page').query({ path }).expect(200)).body)!.products.map((p) => p._id)).toEqual([product._id]);

    await shop.http.put(`/api/console/shop/products/${product._id}`).set('Authorization', staff).send({ shows: false }).expect(200);
    expect(panoramaOf((await shop.http.get('/api/v1/page').query({ path }).expect(200)).body)!.products).toEqual([]);
    await shop.http.put(`/api/console/shop/products/${product._id}`).set('Authorization', staff).send({ shows: true }).expect(200);
  });
});
