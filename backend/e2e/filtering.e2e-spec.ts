import sharp from 'sharp';
import type { Category, ConsoleCategory, ConsoleFiltering, ConsoleFilteringListResponse, HomeDisplayPicksResponse, ProductListResponse } from '@shop/contracts';
import { encodeFacets } from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Filterings and the shop's faceted lists (issue 13: console shop/filtering, "filters from the
 * console's filterings: faceted counts"; spec §7 Console shop filterings CRUD; §6 admin02), the
 * products of a home display block (console main/display/{code}) and a category's uploaded visual
 * (§3 Category visual).
 */
let shop: TestShop;
let staff: string;
let admin02: string;
let member: string;

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  admin02 = `Bearer ${(await signIn(shop, 'admin02', ROOT.password)).access}`;
  member = (await newSignedInMember(shop, 'fl')).auth;
}, 60_000);
afterAll(() => shop.close());

const tag = () => Math.random().toString(36).slice(2, 8);
const addCategory = async (name: string): Promise<ConsoleCategory> => {
  const res = await shop.http
    .post('/api/console/shop/categories')
    .set('Authorization', admin02)
    .send({ code: `fc-${tag()}`, name });
  expect(res.status).toBe(201);
  return res.body.category as ConsoleCategory;
};
const addProduct = async (categoryId: string, name: string, properties: Record<string, string>, price = 120_000): Promise<string> => {
  const res = await shop.http
    .post('/api/console/shop/products')
    .set('Authorization', staff)
    .send({
      code: `fp-${tag()}`,
      name,
      _category: categoryId,
      price,
      stock: 5,
      shows: true,
      sells: true,
      properties: Object.entries(properties).map(([n, value]) => ({ name: n, value })),
    });
  expect(res.status).toBe(201);
  return (res.body.product as { _id: string })._id;
};
const addFiltering = async (body: Record<string, unknown>): Promise<ConsoleFiltering> => {
  const res = await shop.http.post('/api/console/shop/filterings').set('Authorization', admin02).send(body);
  expect(res.status).toBe(201);
  return res.body.filtering as ConsoleFiltering;
};
const listAll = async (query: Record<string, string>): Promise<ProductListResponse> =>
  (
    await shop.http
      .get('/api/v1/shop/products')
      .set({ limit: '50', skip: '0' })
      .query({ facets: '1', ...query })
      .expect(200)
  ).body as ProductListResponse;
/** The list with the demo's price-range facet left out (every product has a price: tested on its own below). */
const list = async (query: Record<string, string>): Promise<ProductListResponse> => {
  const answer = await listAll(query);
  return answer.facets ? { ...answer, facets: answer.facets.filter((f) => f.code !== 'price') } : answer;
};
const counts = (answer: ProductListResponse, code: string) =>
  Object.fromEntries((answer.facets ?? []).find((f) => f.code === code)?.values.map((v) => [v.value, v.count]) ?? []);

describe('filterings: the facets of the shop lists', () => {
  // Property names of this suite's own, so the demo catalogue's facets (색상, 설치방식, 소재) stay out of these lists.
  const run = tag();
  const COLOR = `색상${run}`;
  const MOUNT = `설치${run}`;
  let category: ConsoleCategory;
  let color: ConsoleFiltering;
  let mount: ConsoleFiltering;

  beforeAll(async () => {
    category = await addCategory('필터 테스트 세면대');
    await addProduct(category._id, `필터 세면대 가 ${run}`, { [COLOR]: '화이트', [MOUNT]: '벽걸이' });
    await addProduct(category._id, `필터 세면대 나 ${run}`, { [COLOR]: '화이트', [MOUNT]: '탁상형' });
    await addProduct(category._id, `필터 세면대 다 ${run}`, { [COLOR]: '블랙', [MOUNT]: '벽걸이' });
    await addProduct(category._id, `필터 세면대 라 ${run}`, { [COLOR]: '화이트' });
  }, 60_000);

  it('shows no facet of its properties until staff create one, then the facet with its counts (the cached answer changes)', async () => {
    const before = await list({ category: category.code });
    expect(before.summary.totalCount).toBe(4);
    expect(before.facets).toEqual([]);

    color = await addFiltering({ code: `color-${run}`, name: '색상', property: COLOR });
    mount = await addFiltering({ code: `mount-${run}`, name: '설치 방식', property: `${MOUNT} `, values: ['탁상형', '벽걸이', '스탠드'] });
    expect(color).toMatchObject({ name: '색상', property: COLOR, values: [], enabled: true, productCount: 4 });
    expect(mount).toMatchObject({ property: MOUNT, values: ['탁상형', '벽걸이', '스탠드'], index: color.index + 1, productCount: 3 });

    const after = await list({ category: category.code });
    expect(after.facets!.map((f) => f.name)).toEqual(['색상', '설치 방식']);
    expect(after.facets![0]!.values).toEqual([
      { value: '화이트', count: 3, selected: false },
      { value: '블랙', count: 1, selected: false },
    ]);
    // Staff's value order; a value no product has (스탠드) is left out.
    expect(after.facets![1]!.values.map((v) => [v.value, v.count])).toEqual([
      ['탁상형', 1],
      ['벽걸이', 2],
    ]);
  });

  it('narrows by a picked value, and each other value counts what picking it as well would list', async () => {
    const white = await list({ category: category.code, filters: encodeFacets({ [color.code]: ['화이트'] }) });
    expect(white.summary.totalCount).toBe(3);
    expect(white.products.every((p) => p.name.includes(run))).toBe(true);
    // Its own facet is counted without its own pick; the other facet within the white ones.
    expect(counts(white, color.code)).toEqual({ 화이트: 3, 블랙: 1 });
    expect(counts(white, mount.code)).toEqual({ 탁상형: 1, 벽걸이: 1 });
    expect(white.facets![0]!.values.find((v) => v.value === '화이트')!.selected).toBe(true);

    for (const [value, count] of Object.entries(counts(white, mount.code))) {
      const both = await list({ category: category.code, filters: encodeFacets({ [color.code]: ['화이트'], [mount.code]: [value] }) });
      expect(both.summary.totalCount).toBe(count);
    }
    // Two values of one facet: either one.
    const either = await list({ category: category.code, filters: encodeFacets({ [color.code]: ['화이트', '블랙'] }) });
    expect(either.summary.totalCount).toBe(4);
  });

  it('counts within a search too, and ignores picks of codes that name no enabled filtering', async () => {
    const found = await list({ searchValue: `필터 세면대 다 ${run}` });
    expect(found.summary.totalCount).toBe(1);
    expect(counts(found, color.code)).toEqual({ 블랙: 1 });
    const stale = await list({ category: category.code, filters: `nosuch:x|${color.code}:블랙` });
    expect(stale.summary.totalCount).toBe(1);
  });

  it('lets staff disable, reorder, edit and delete filterings; a disabled one neither shows nor narrows', async () => {
    await shop.http.put(`/api/console/shop/filterings/${mount.code}`).set('Authorization', admin02).send({ enabled: false }).expect(200);
    const off = await list({ category: category.code, filters: encodeFacets({ [mount.code]: ['탁상형'] }) });
    expect(off.summary.totalCount).toBe(4);
    expect(off.facets!.map((f) => f.code)).toEqual([color.code]);

    await shop.http.put(`/api/console/shop/filterings/${mount.code}`).set('Authorization', admin02).send({ enabled: true, name: '설치' }).expect(200);
    const reordered = await shop.http
      .put('/api/console/shop/filterings/order')
      .set('Authorization', admin02)
      .send({ codes: [mount.code, color.code] });
    expect(reordered.status).toBe(200);
    const codes = (reordered.body as ConsoleFilteringListResponse).filterings.map((f) => f.code);
    expect(codes.indexOf(mount.code)).toBeLessThan(codes.indexOf(color.code));
    expect((await list({ category: category.code })).facets!.map((f) => f.name)).toEqual(['설치', '색상']);

    await shop.http.delete(`/api/console/shop/filterings/${mount.code}`).set('Authorization', admin02).expect(200);
    await shop.http.delete(`/api/console/shop/filterings/${mount.code}`).set('Authorization', admin02).expect(404);
    expect((await list({ category: category.code })).facets!.map((f) => f.code)).toEqual([color.code]);
  });

  it('refuses a code in use, a bad code or property, and members and visitors', async () => {
    const again = await shop.http.post('/api/console/shop/filterings').set('Authorization', admin02).send({ code: color.code, name: 'x', property: 'y' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('FILTERING_EXISTS');
    await shop.http.post('/api/console/shop/filterings').set('Authorization', admin02).send({ code: '한글', name: 'x', property: 'y' }).expect(400);
    await shop.http
      .post('/api/console/shop/filterings')
      .set('Authorization', admin02)
      .send({ code: `ok-${tag()}`, name: 'x', property: '' })
      .expect(400);
    await shop.http.get('/api/console/shop/filterings').set('Authorization', member).expect(403);
    await shop.http.get('/api/console/shop/filterings').expect(401);
  });

  it('has a price-range facet from the sale prices, its ranges low to high, that narrows like any other and follows a price change', async () => {
    const priced = await addCategory('가격대 테스트');
    await addProduct(priced._id, `가격 세면대 가 ${run}`, {}, 80_000);
    await addProduct(priced._id, `가격 세면대 나 ${run}`, {}, 120_000);
    await addProduct(priced._id, `가격 세면대 다 ${run}`, {}, 280_000);
    const costly = await addProduct(priced._id, `가격 세면대 라 ${run}`, {}, 650_000);
    const all = await listAll({ category: priced.code });
    expect(all.facets!.find((f) => f.code === 'price')).toMatchObject({ name: '가격' });
    expect(counts(all, 'price')).toEqual({ '10만원 미만': 1, '10만~30만원': 2, '50만~100만원': 1 });
    expect(all.facets!.find((f) => f.code === 'price')!.values.map((v) => v.value)).toEqual(['10만원 미만', '10만~30만원', '50만~100만원']);

    const mid = await listAll({ category: priced.code, filters: encodeFacets({ price: ['10만~30만원'] }) });
    expect(mid.products.map((p) => p.salePrice).sort()).toEqual([120_000, 280_000]);
    const two = await listAll({ category: priced.code, filters: encodeFacets({ price: ['10만원 미만', '50만~100만원'] }) });
    expect(two.summary.totalCount).toBe(2);

    await shop.http.put(`/api/console/shop/products/${costly}`).set('Authorization', staff).send({ price: 1_200_000 }).expect(200);
    expect(counts(await listAll({ category: priced.code }), 'price')).toEqual({ '10만원 미만': 1, '10만~30만원': 2, '100만원 이상': 1 });
  });

  it('lists the property names the products use for staff to pick from', async () => {
    const res = await shop.http.get('/api/console/shop/filterings').set('Authorization', admin02).expect(200);
    const properties = (res.body as ConsoleFilteringListResponse).properties;
    expect(properties).toContainEqual({ name: COLOR, productCount: 4 });
    expect(properties).toContainEqual({ name: MOUNT, productCount: 3 });
  });
});

describe('the products of a home display block (console main/display/{code})', () => {
  it('starts from the products flagged with the code, then shows staff picks in their order on the home list', async () => {
    const start = await shop.http.get('/api/console/main/displays/popular').set('Authorization', admin02).expect(200);
    expect((start.body as HomeDisplayPicksResponse).picked).toBe(false);
    const category = await addCategory('메인 진열 테스트');
    const first = await addProduct(category._id, `메인 진열 가 ${tag()}`, {});
    const second = await addProduct(category._id, `메인 진열 나 ${tag()}`, {});

    const saved = await shop.http
      .put('/api/console/main/displays/popular')
      .set('Authorization', admin02)
      .send({ productIds: [second, first, second] });
    expect(saved.status).toBe(200);
    expect(saved.body as HomeDisplayPicksResponse).toMatchObject({ code: 'popular', picked: true });
    expect((saved.body as HomeDisplayPicksResponse).products.map((p) => p._id)).toEqual([second, first]);
    const home = await shop.http.get('/api/v1/shop/products').set({ limit: '8', skip: '0' }).query({ group: 'popular' }).expect(200);
    expect((home.body as ProductListResponse).products.map((p) => p._id)).toEqual([second, first]);
    // The one display-group mechanism: the console's shop/display shows the same group.
    const group = await shop.http.get('/api/console/shop/displays/popular').set('Authorization', admin02).expect(200);
    expect(group.body.display.productIds).toEqual([second, first]);
  });

  it('refuses a code that is no display code and a product that does not exist', async () => {
    await shop.http.get('/api/console/main/displays/nosuch').set('Authorization', admin02).expect(404);
    await shop.http
      .put('/api/console/main/displays/highlights')
      .set('Authorization', admin02)
      .send({ productIds: ['no-such-product'] })
      .expect(404);
    await shop.http.put('/api/console/main/displays/highlights').set('Authorization', member).send({ productIds: [] }).expect(403);
  });
});

describe('a category visual', () => {
  it('is uploaded as WebP with its size, and the category shows it with width and height', async () => {
    const png = await sharp({ create: { width: 48, height: 24, channels: 3, background: '#c8b8a0' } })
      .png()
      .toBuffer();
    const upload = await shop.http.post('/api/console/shop/categories/image').set('Authorization', admin02).attach('image', png, 'visual.png');
    expect(upload.status).toBe(201);
    expect(upload.body.image).toMatchObject({ url: expect.stringMatching(/^\/files\/categories\/.+\.webp$/), width: 48, height: 24 });
    const stored = await shop.http.get(upload.body.image.url as string).expect(200);
    expect(stored.headers['content-type']).toContain('image/webp');

    const category = await addCategory('비주얼 테스트');
    await shop.http.put(`/api/console/shop/categories/${category._id}`).set('Authorization', admin02).send({ visual: upload.body.image }).expect(200);
    const shown = (await shop.http.get(`/api/v1/shop/categories/${category.code}`).expect(200)).body.category as Category;
    expect(shown.visual).toEqual(upload.body.image);

    const text = await shop.http.post('/api/console/shop/categories/image').set('Authorization', admin02).attach('image', Buffer.from('<svg/>'), 'x.svg');
    expect(text.status).toBe(400);
    await shop.http.put(`/api/console/shop/categories/${category._id}`).set('Authorization', admin02).send({ visual: null }).expect(200);
    expect(((await shop.http.get(`/api/v1/shop/categories/${category.code}`).expect(200)).body.category as Category).visual).toBeNull();

    // Given when the category is added, too.
    const created = await shop.http
      .post('/api/console/shop/categories')
      .set('Authorization', admin02)
      .send({ code: `fv-${tag()}`, name: '비주얼과 함께', visual: upload.body.image });
    expect(created.status).toBe(201);
    expect(((await shop.http.get(`/api/v1/shop/categories/${created.body.category.code}`).expect(200)).body.category as Category).visual).toEqual(
      upload.body.image,
    );
    const bad = await shop.http
      .post('/api/console/shop/categories')
      .set('Authorization', admin02)
      .send({ code: `fv-${tag()}`, name: '잘못된 비주얼', visual: 'x' });
    expect(bad.status).toBe(400);
  });
});
