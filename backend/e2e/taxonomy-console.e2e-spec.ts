import sharp from 'sharp';
import type {
  Category,
  ConsoleBrand,
  ConsoleCategory,
  ConsoleDisplay,
  DisplayCategoriesResponse,
  DisplayListResponse,
  ProductCard,
  ShopCodesResponse,
} from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * The console's catalogue structure (spec §2 console shop/categories, shop/brands, shop/display;
 * §3 Category, Brand; §6 admin02 and console): what staff change in the tree is what the shop's
 * navigation and category pages show.
 */
let shop: TestShop;
let staff: string;
let admin02: string;
let admin03: string;
let member: string;

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  admin02 = `Bearer ${(await signIn(shop, 'admin02', ROOT.password)).access}`;
  admin03 = `Bearer ${(await signIn(shop, 'admin03', ROOT.password)).access}`;
  member = (await newSignedInMember(shop, 'tx')).auth;
}, 60_000);
afterAll(() => shop.close());

const code = (p: string) => `${p}-${Math.random().toString(36).slice(2, 8)}`;
const addCategory = async (name: string, parentId: string | null = null) => {
  const res = await shop.http
    .post('/api/console/shop/categories')
    .set('Authorization', admin02)
    .send({ code: code('cat'), name, parentId });
  expect(res.status).toBe(201);
  return res.body.category as ConsoleCategory;
};
const update = (id: string, body: Record<string, unknown>) => shop.http.put(`/api/console/shop/categories/${id}`).set('Authorization', staff).send(body);
const tree = async (): Promise<Category[]> => (await shop.http.get('/api/v1/shop/categories').expect(200)).body.categories as Category[];
const findIn = (nodes: Category[], id: string): Category | undefined => {
  for (const n of nodes) {
    if (n._id === id) return n;
    const found = findIn(n.children, id);
    if (found) return found;
  }
  return undefined;
};
const newProduct = async (categoryId: string, brand: string | null = null) => {
  const res = await shop.http
    .post('/api/console/shop/products')
    .set('Authorization', staff)
    .send({
      code: code('tp'),
      name: `분류 테스트 세면대 ${code('n')}`,
      _category: categoryId,
      _brand: brand,
      price: 99_000,
      stock: 3,
      shows: true,
      sells: true,
    });
  expect(res.status).toBe(201);
  return res.body.product as { _id: string };
};
const categoryPage = async (codeOrId: string): Promise<ProductCard[]> =>
  (await shop.http.get('/api/v1/shop/products').query({ category: codeOrId }).expect(200)).body.products as ProductCard[];

describe('the category tree editor', () => {
  it('adds a sub-category, renames it, and the shop navigation and its products show the new name', async () => {
    const root = await addCategory('욕실 테스트');
    const child = await addCategory('세면대 테스트', root._id);
    expect(child).toMatchObject({ _parent: root._id, _parents: [root._id], depth: 2, index: 0, productCount: 0 });
    const product = await newProduct(child._id);

    const renamed = await update(child._id, { name: '탑볼 세면대' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.category.name).toBe('탑볼 세면대');
    expect(findIn(await tree(), child._id)?.name).toBe('탑볼 세면대');
    const cards = await categoryPage(child.code);
    expect(cards.map((c) => [c._id, c.category?.name])).toEqual([[product._id, '탑볼 세면대']]);
    // The search keys follow the new name.
    const found = (await shop.http.get('/api/v1/shop/products').query({ searchValue: '탑볼' }).expect(200)).body.products as ProductCard[];
    expect(found.map((c) => c._id)).toContain(product._id);
  });

  it('moves a category with its sub-tree: depth and ancestors are worked out again, and its products follow to the new parent page', async () => {
    const a = await addCategory('이동 A');
    const b = await addCategory('이동 B');
    const child = await addCategory('이동 자식', a._id);
    const grandchild = await addCategory('이동 손자', child._id);
    const product = await newProduct(grandchild._id);
    expect((await categoryPage(a.code)).map((c) => c._id)).toContain(product._id);

    const moved = await update(child._id, { parentId: b._id });
    expect(moved.status).toBe(200);
    expect(moved.body.category).toMatchObject({ _parent: b._id, _parents: [b._id], depth: 2 });
    const list = (await shop.http.get('/api/console/shop/categories').set('Authorization', staff).expect(200)).body.categories as ConsoleCategory[];
    expect(list.find((c) => c._id === grandchild._id)).toMatchObject({ _parents: [b._id, child._id], depth: 3 });
    expect((await categoryPage(b.code)).map((c) => c._id)).toContain(product._id);
    expect((await categoryPage(a.code)).map((c) => c._id)).not.toContain(product._id);
    expect(findIn(await tree(), b._id)?.children.map((c) => c._id)).toEqual([child._id]);
  });

  it('refuses to move a category under its own sub-category with a Korean message, and changes nothing', async () => {
    const top = await addCategory('순환 상위');
    const below = await addCategory('순환 하위', top._id);
    const res = await update(top._id, { parentId: below._id });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CATEGORY_CYCLE', message: '카테고리를 자기 자신이나 하위 카테고리 아래로 옮길 수 없습니다' });
    expect(findIn(await tree(), top._id)?.children.map((c) => c._id)).toEqual([below._id]);
  });

  it('takes a field sent as null as not sent (found by the fuzzing stage: a null name answered 500)', async () => {
    const category = await addCategory('널 분류');
    const res = await update(category._id, { name: null, shows: null, color: null });
    expect(res.status).toBe(200);
    expect(res.body.category).toMatchObject({ name: '널 분류', shows: true });
  });

  it('reorders siblings and hides a category from the navigation', async () => {
    const parent = await addCategory('순서 부모');
    const [x, y, z] = [await addCategory('가', parent._id), await addCategory('나', parent._id), await addCategory('다', parent._id)];
    const res = await shop.http
      .put('/api/console/shop/categories/order')
      .set('Authorization', staff)
      .send({ parentId: parent._id, ids: [z._id, x._id, y._id] });
    expect(res.status).toBe(200);
    expect(findIn(await tree(), parent._id)?.children.map((c) => c.name)).toEqual(['다', '가', '나']);
    expect((await update(x._id, { shows: false })).status).toBe(200);
    expect(findIn(await tree(), parent._id)?.children.map((c) => c.name)).toEqual(['다', '나']);
  });

  it('deletes a category only when no product uses it, naming how many do', async () => {
    const used = await addCategory('사용 중');
    await newProduct(used._id);
    await newProduct(used._id);
    const refused = await shop.http.delete(`/api/console/shop/categories/${used._id}`).set('Authorization', staff);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CATEGORY_IN_USE', message: '상품 2개가 사용 중인 카테고리는 삭제할 수 없습니다' });
    const unused = await addCategory('미사용');
    expect((await shop.http.delete(`/api/console/shop/categories/${unused._id}`).set('Authorization', staff)).status).toBe(200);
    expect(findIn(await tree(), unused._id)).toBeUndefined();
  });

  it('is refused to members (403) and anonymous visitors (401), and admin03 (403)', async () => {
    for (const [auth, status] of [
      [member, 403],
      [admin03, 403],
      [undefined, 401],
    ] as const) {
      let call = shop.http.post('/api/console/shop/categories').send({ code: code('no'), name: '거절' });
      if (auth) call = call.set('Authorization', auth);
      expect((await call).status).toBe(status);
    }
  });
});

describe('brands and display groups', () => {
  it('creates a brand with an uploaded logo (re-encoded as WebP), renames it on its products, and deletes it only once unused', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = await shop.http.post('/api/console/shop/brands/image').set('Authorization', admin02).attach('image', png, 'logo.png');
    expect(upload.status).toBe(201);
    expect(upload.body.image.url).toMatch(/^\/files\/brands\/.+\.webp$/);
    const c = code('br');
    const created = await shop.http
      .post('/api/console/shop/brands')
      .set('Authorization', admin02)
      .send({ code: c, name: '테스트 브랜드', area: 'bath', image: upload.body.image });
    expect(created.status).toBe(201);
    expect(created.body.brand as ConsoleBrand).toMatchObject({ code: c, shows: true, productCount: 0 });
    const category = await addCategory('브랜드 분류');
    const product = await newProduct(category._id, c);
    await shop.http.put(`/api/console/shop/brands/${c}`).set('Authorization', admin02).send({ name: '새 브랜드명' }).expect(200);
    // A field sent as null changes nothing (found by the fuzzing stage: it was stored as null).
    const nulls = await shop.http.put(`/api/console/shop/brands/${c}`).set('Authorization', admin02).send({ index: null, shows: null, name: null }).expect(200);
    expect(nulls.body.brand).toMatchObject({ name: '새 브랜드명', shows: true, index: expect.any(Number) });
    const detail = (await shop.http.get(`/api/v1/shop/products/${product._id}`).expect(200)).body.product as ProductCard;
    expect(detail.brand).toEqual({ code: c, name: '새 브랜드명' });
    const refused = await shop.http.delete(`/api/console/shop/brands/${c}`).set('Authorization', admin02);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'BRAND_IN_USE', message: '상품 1개가 사용 중인 브랜드는 삭제할 수 없습니다' });
  });

  it('keeps a display group of products in the order staff set, shown publicly by code', async () => {
    const category = await addCategory('진열 분류');
    const [p1, p2] = [await newProduct(category._id), await newProduct(category._id)];
    const c = code('dg');
    const created = await shop.http
      .post('/api/console/shop/displays')
      .set('Authorization', admin02)
      .send({ code: c, name: '이달의 상품', productIds: [p1._id, p2._id] });
    expect(created.status).toBe(201);
    await shop.http
      .put(`/api/console/shop/displays/${c}`)
      .set('Authorization', admin02)
      .send({ productIds: [p2._id, p1._id] })
      .expect(200);
    const shown = (await shop.http.get(`/api/v1/shop/displays/${c}`).expect(200)).body.display as ConsoleDisplay;
    expect(shown.products.map((p) => p._id)).toEqual([p2._id, p1._id]);
    // The shop's group list (the home sections' call) follows the group's order.
    const listed = (await shop.http.get('/api/v1/shop/products').query({ group: c }).set('limit', '1').expect(200)).body;
    expect(listed).toMatchObject({ summary: { totalCount: 2 } });
    expect((listed.products as ProductCard[]).map((p) => p._id)).toEqual([p2._id]);
    // The public list of shown groups, and the top categories of a group's products (the highlights' tabs).
    const groups = (await shop.http.get('/api/v1/shop/displays').expect(200)).body as DisplayListResponse;
    expect(groups.displays).toContainEqual({ code: c, name: '이달의 상품', productCount: 2 });
    const tabs = (await shop.http.get(`/api/v1/shop/displays/${c}/categories`).expect(200)).body as DisplayCategoriesResponse;
    // A category added without a parent is a top category itself.
    expect(tabs.categories).toEqual([expect.objectContaining({ _id: category._id, name: '진열 분류', productCount: 2 })]);
    expect((await shop.http.get('/api/v1/shop/displays/nothing-here/categories').expect(200)).body).toEqual({ categories: [] });
    await shop.http.put(`/api/console/shop/displays/${c}`).set('Authorization', admin02).send({ shows: false }).expect(200);
    expect((await shop.http.get(`/api/v1/shop/displays/${c}`)).status).toBe(404);
    expect(((await shop.http.get('/api/v1/shop/displays').expect(200)).body as DisplayListResponse).displays.map((d) => d.code)).not.toContain(c);
    expect((await shop.http.get('/api/console/shop/displays').set('Authorization', admin03)).status).toBe(403);
  });
});

describe('display and shipping codes', () => {
  it('lists every code with its setting, lets the console change them, and refuses admin02 (codes are console only)', async () => {
    const before = (await shop.http.get('/api/console/shop/codes').set('Authorization', staff).expect(200)).body as ShopCodesResponse;
    expect(before.displayCodes.map((c) => c.value)).toEqual(['main_shows', 'highlights', 'new_arrival', 'best_seller', 'popular', 'best_review']);
    const express = before.shippingCodes.find((c) => c.value === 'express')!;
    const displayCodes = before.displayCodes.map((c) => (c.value === 'new_arrival' ? { ...c, text: '신상 입고', color: '#aa3300' } : c));
    const shippingCodes = before.shippingCodes.map(({ warehouse, ...c }) => ({
      ...c,
      warehouse: warehouse && { postcode: warehouse.postcode, address1: warehouse.address1, address2: warehouse.address2 },
      ...(c.value === 'express' ? { areas__available: ['서울', '경기도'] } : {}),
    }));
    const res = await shop.http.put('/api/console/shop/codes').set('Authorization', staff).send({ displayCodes, shippingCodes });
    expect(res.status).toBe(200);
    const after = res.body as ShopCodesResponse;
    expect(after.displayCodes.find((c) => c.value === 'new_arrival')).toEqual({ value: 'new_arrival', text: '신상 입고', color: '#aa3300', shows: true });
    // The warehouse keeps its map point while its address stays.
    expect(after.shippingCodes.find((c) => c.value === 'express')).toMatchObject({ areas__available: ['서울', '경기도'], warehouse: express.warehouse });
    expect((await shop.http.get('/api/console/shop/codes').set('Authorization', admin02)).status).toBe(403);
    const bad = await shop.http
      .put('/api/console/shop/codes')
      .set('Authorization', staff)
      .send({ displayCodes: [{ value: 'nope', text: 'x', color: 'red', shows: true }] });
    expect(bad.status).toBe(400);
  });
});
