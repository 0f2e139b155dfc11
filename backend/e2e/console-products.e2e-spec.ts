import ExcelJS from 'exceljs';
import sharp from 'sharp';
import type { Response } from 'supertest';
import type { ConsoleProductListResponse, ConsoleProductResponse, ProductCard, ProductDetail } from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * The console product editor (spec §3 Product; §7 Console shop products CRUD plus images POST,
 * Editor photo; §6 products: admin02 and console): what staff write is what shoppers see.
 */
let shop: TestShop;
let staff: string;
let member: string;
let categoryId: string;

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  member = (await newSignedInMember(shop, 'cpm')).auth;
  const first = (await shop.http.get('/api/v1/shop/products').set('limit', '1')).body.products[0] as ProductCard;
  categoryId = first.category!._id;
}, 60_000);
afterAll(() => shop.close());

const code = () => `cp-${Math.random().toString(36).slice(2, 10)}`;
const body = (c: string, extra: Record<string, unknown> = {}) => ({
  code: c,
  name: `콘솔 세면대 ${c}, 화이트`,
  _category: categoryId,
  price: 150_000,
  stock: 7,
  shows: true,
  sells: true,
  content: '<p>설명<script>alert(1)</script></p>',
  ...extra,
});
const create = async (c: string, extra: Record<string, unknown> = {}) => {
  const res = await shop.http.post('/api/console/shop/products').set('Authorization', staff).send(body(c, extra));
  expect(res.status).toBe(201);
  return res.body.product as ConsoleProductResponse['product'];
};
const publicList = async (q: string): Promise<ProductCard[]> =>
  (await shop.http.get('/api/v1/shop/products').query({ searchValue: q }).expect(200)).body.products as ProductCard[];
const publicOne = (id: string) => shop.http.get(`/api/v1/shop/products/${id}`);
const binary = (res: Response, done: (err: Error | null, body: unknown) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the console product editor', () => {
  it('answers a repeated search parameter by its first value, not with a server error', async () => {
    for (const path of [
      '/api/console/shop/products?q=%EC%84%B8%EB%A9%B4%EB%8C%80&q=x',
      '/api/console/shop/products/export?q=a&q=b&sort=name&sort=x',
      '/api/console/shop/reviews?search=a&search=b&product=p&product=q',
    ]) {
      const res = await shop.http.get(path).set('Authorization', staff);
      expect([path, res.status]).toEqual([path, 200]);
    }
    const repeated = await shop.http.get('/api/v1/shop/products?searchValue=%EC%84%B8%EB%A9%B4%EB%8C%80&searchValue=x&brand=a&brand=b');
    expect(repeated.status).toBe(200);
  });

  it('creates a product that shoppers then find in the list and on its page, with its content sanitised', async () => {
    const c = code();
    const related = await create(code());
    const product = await create(c, {
      youtubeCode: 'dQw4w9WgXcQ',
      link: { url: 'https://example.com/a', name: '설치 안내', enabled: true, isOuter: true },
      relateds: [{ _product: related._id, _option: null, _supply: null, custom: null, enabled: true, deleted: false, mandatory: false }],
    });
    expect(product).toMatchObject({ code: c, stock: 7, price: 150_000, shows: true });
    expect(product.content).not.toContain('<script');
    // The read model's search keys are the shop's own business, not part of the console's answer.
    expect(Object.keys(product)).not.toEqual(expect.arrayContaining(['searchText']));
    expect(Object.keys((await shop.http.get(`/api/console/shop/products/${product._id}`).set('Authorization', staff)).body.product)).not.toContain(
      'searchInitials',
    );
    expect((await publicList(c)).map((p) => p.code)).toEqual([c]);
    const detail = (await publicOne(product._id).expect(200)).body.product as ProductDetail;
    expect(detail).toMatchObject({ youtubeCode: 'dQw4w9WgXcQ', link: { url: 'https://example.com/a', name: '설치 안내', isOuter: true } });
    expect(detail.relatedProducts?.map((p) => p._id)).toEqual([related._id]);
    const staffView = (await shop.http.get(`/api/console/shop/products/${product._id}`).set('Authorization', staff).expect(200)).body as ConsoleProductResponse;
    expect(staffView.itemNames).toEqual({ [related._id]: related.name });
  });

  it('refuses a code another product holds (409) and a product related to itself (422)', async () => {
    const c = code();
    const product = await create(c);
    const again = await shop.http.post('/api/console/shop/products').set('Authorization', staff).send(body(c));
    expect(again.status).toBe(409);
    const self = { _product: product._id, _option: null, _supply: null, custom: null, enabled: true, deleted: false, mandatory: false };
    const res = await shop.http
      .put(`/api/console/shop/products/${product._id}`)
      .set('Authorization', staff)
      .send({ relateds: [self] });
    expect(res.status).toBe(422);
    const percent = await shop.http
      .put(`/api/console/shop/products/${product._id}`)
      .set('Authorization', staff)
      .send({ discount: { unit: 'percent', amount: 120 } });
    expect(percent.status).toBe(422);
  });

  it('changes only the fields sent, shows the change to shoppers and keeps the history with who made it', async () => {
    const product = await create(code());
    const res = await shop.http
      .put(`/api/console/shop/products/${product._id}`)
      .set('Authorization', staff)
      .send({ price: 120_000, discount: { unit: 'percent', amount: 10 }, stock: 3 });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ price: 120_000, salePrice: 108_000, stock: 3, name: product.name });
    expect((await publicOne(product._id).expect(200)).body.product).toMatchObject({ price: 120_000, salePrice: 108_000, stock: 3 });
    const one = (await shop.http.get(`/api/console/shop/products/${product._id}`).set('Authorization', staff).expect(200)).body as ConsoleProductResponse;
    expect(one.history.map((h) => h.type)).toEqual(['StockAdjusted', 'ProductUpdated', 'ProductCreated']);
    expect(one.history[1]!.summary).toBe('가격, 할인 변경');
    expect(one.history[1]!.by?.username).toBe(ROOT.username);
  });

  it('a discount outside its dates does not apply', async () => {
    const expiration = { enabled: true, startDate: '2001-01-01', endDate: '2001-12-31' };
    const product = await create(code(), { discount: { unit: 'won', amount: 10_000, expiration } });
    expect((await publicOne(product._id).expect(200)).body.product.salePrice).toBe(150_000);
  });

  it('hides several products at once (gone from the shop list), lists and exports them for staff', async () => {
    const [a, b] = [await create(code()), await create(code())];
    const hidden = await shop.http
      .put('/api/console/shop/products/bulk')
      .set('Authorization', staff)
      .send({ ids: [a._id, b._id], action: 'hide' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.changed).toBe(2);
    expect(await publicList(a.code)).toEqual([]);
    const listed = await shop.http.get('/api/console/shop/products').query({ q: a.code, shows: 'false' }).set('Authorization', staff).expect(200);
    expect((listed.body as ConsoleProductListResponse).products.map((p) => p.code)).toEqual([a.code]);
    expect(listed.body.summary.totalCount).toBe(1);
    const file = await shop.http.get('/api/console/shop/products/export').query({ q: 'cp-' }).set('Authorization', staff).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/products_\d{8}_\d{6}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as ArrayBuffer);
    const codes = workbook.worksheets[0]!.getColumn(1).values.slice(2);
    expect(codes).toEqual(expect.arrayContaining([a.code, b.code]));
  });

  it('finds a product by one of its tags, typed with or without #, as the console pickers search (hidden ones too)', async () => {
    const tag = `태그${Math.random().toString(36).slice(2, 8)}`;
    const tagged = await create(code(), { hashtags: ['욕실', tag], shows: false });
    await create(code(), { hashtags: ['주방'] });
    const search = async (q: string) =>
      (
        (await shop.http.get('/api/console/shop/products').query({ q }).set('Authorization', staff).expect(200)).body as ConsoleProductListResponse
      ).products.map((p) => p.code);
    expect(await search(tag)).toEqual([tagged.code]);
    expect(await search(`#${tag.toUpperCase()}`)).toEqual([tagged.code]);
    expect(await search(tag.slice(0, -1))).toEqual([tagged.code]);
    expect(await search(`${tag}x`)).toEqual([]);
  });

  it('deletes a product softly: gone from the shop and the console list, its code still taken', async () => {
    const product = await create(code());
    await shop.http.delete(`/api/console/shop/products/${product._id}`).set('Authorization', staff).expect(200);
    await publicOne(product._id).expect(404);
    await shop.http.get(`/api/console/shop/products/${product._id}`).set('Authorization', staff).expect(404);
    expect((await shop.http.post('/api/console/shop/products').set('Authorization', staff).send(body(product.code))).status).toBe(409);
  });

  it('stores uploaded pictures as WebP with thumbnails, and refuses a file that is no picture (400)', async () => {
    const png = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    const up = await shop.http.post('/api/console/shop/products/images').set('Authorization', staff).attach('image', png, 'a.png');
    expect(up.status).toBe(201);
    const image = up.body.images[0];
    expect(image.url).toMatch(/^\/files\/products\/.+\.webp$/);
    expect(image.sizes.map((s: { width: number }) => s.width)).toEqual([320, 640, 1024]);
    const served = await shop.http.get(image.sizes[0].url);
    expect(served.status).toBe(200);
    const text = await shop.http.post('/api/console/shop/products/images').set('Authorization', staff).attach('image', Buffer.from('not a picture'), 'a.png');
    expect(text.status).toBe(400);
    const photo = await shop.http.post('/api/v1/editor/photo').set('Authorization', staff).attach('image', png, 'a.png');
    expect(photo.status).toBe(201);
    expect(photo.body.url).toMatch(/^\/files\/editor\/.+\.webp$/);
  });

  it('refuses every console product call to a member (403) and to a visitor (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ['get', '/api/console/shop/products'],
      ['post', '/api/console/shop/products'],
      ['get', '/api/console/shop/products/export'],
      ['put', '/api/console/shop/products/bulk'],
      ['post', '/api/console/shop/products/images'],
      ['get', `/api/console/shop/products/${id}`],
      ['put', `/api/console/shop/products/${id}`],
      ['delete', `/api/console/shop/products/${id}`],
      ['post', '/api/v1/editor/photo'],
    ] as const;
    for (const [method, url] of calls) {
      expect([method, url, (await shop.http[method](url).set('Authorization', member)).status]).toEqual([method, url, 403]);
      expect([method, url, (await shop.http[method](url)).status]).toEqual([method, url, 401]);
    }
  });
});
