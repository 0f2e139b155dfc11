import type { CartLine, Order, ProductCard } from '@shop/contracts';
import { ADDRESSES, ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Mandatory choice items (issue 13: "a mandatory choice must be picked before adding to the
 * cart"; spec §3 Product choicees with `mandatory`): the cart and the order refuse a product with
 * a mandatory choice when none of its mandatory choices is picked, with a Korean message.
 */
let shop: TestShop;
let member: string;
let productId: string;
let mirrorId: string;
let mirrorPrice: number;

beforeAll(async () => {
  shop = await startShop();
  const staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  member = (await newSignedInMember(shop, 'mc')).auth;
  const [first] = (await shop.http.get('/api/v1/shop/products').set('limit', '1')).body.products as ProductCard[];
  mirrorId = first!._id;
  mirrorPrice = first!.salePrice;
  const item = { _product: mirrorId, _option: null, _supply: null, custom: null, enabled: true, deleted: false, mandatory: true };
  const created = await shop.http
    .post('/api/console/shop/products')
    .set('Authorization', staff)
    .send({
      code: `mc-${Math.random().toString(36).slice(2, 9)}`,
      name: '필수 선택 세면대, 화이트',
      _category: first!.category!._id,
      price: 120_000,
      stock: 10,
      shows: true,
      sells: true,
      choicees: [item, { ...item, _product: null, custom: { name: '수납장', amount: 1, salePrice: 30_000 }, mandatory: false }],
    });
  expect(created.status).toBe(201);
  productId = created.body.product._id;
}, 60_000);
afterAll(() => shop.close());

const addToCart = (body: object) => shop.http.post('/api/v1/me/carts').set('Authorization', member).send(body);
const quote = (body: object) => shop.http.post('/api/v1/shop/orders/quote').set('Authorization', member).send(body);

describe('mandatory choice items', () => {
  it('shows the choice items on the product page with their names and prices, the mandatory one marked', async () => {
    const { product } = (await shop.http.get(`/api/v1/shop/products/${productId}`).expect(200)).body;
    expect(product.choiceItems).toEqual([
      { key: mirrorId, name: expect.any(String), salePrice: expect.any(Number), mandatory: true },
      { key: 'custom:수납장', name: '수납장', salePrice: 30_000, mandatory: false },
    ]);
  });

  it('refuses to add the product to the cart, or to quote it, until one of its mandatory choices is picked', async () => {
    for (const res of [await addToCart({ product: productId, amount: 1 }), await addToCart({ product: productId, choices: ['custom:수납장'], amount: 1 })]) {
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'CHOICE_REQUIRED', message: '필수 선택 세면대의 필수 선택 상품을 골라주세요' });
    }
    const buyNow = await quote({ items: [{ product: productId, amount: 1 }] });
    expect([buyNow.status, buyNow.body.code]).toEqual([422, 'CHOICE_REQUIRED']);
    const unknown = await addToCart({ product: productId, choices: ['no-such-item'], amount: 1 });
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([422, 'CHOICE_INVALID', '선택 상품을 확인해주세요']);
  });

  it('takes the product with a mandatory choice picked, in the cart and in an order quote', async () => {
    const added = await addToCart({ product: productId, choices: [mirrorId], amount: 1 });
    expect(added.status).toBe(201);
    const fromCart = await quote({ carts: [added.body.cart._id] });
    expect(fromCart.status).toBe(200);
    expect(fromCart.body.lines[0]).toMatchObject({ product: productId, amount: 1, salePrice: 120_000 });
    expect((await quote({ items: [{ product: productId, choices: [mirrorId], amount: 1 }] })).status).toBe(200);
  });
});

describe('the prices of picked choice items', () => {
  it('shows the picked items with their prices on the cart line', async () => {
    const added = await addToCart({ product: productId, choices: [mirrorId, 'custom:수납장'], amount: 2 });
    expect(added.status).toBe(201);
    const lines = (await shop.http.get('/api/v1/me/carts').set('Authorization', member).expect(200)).body.carts as CartLine[];
    const line = lines.find((l) => l._id === added.body.cart._id)!;
    expect(line.salePrice).toBe(120_000);
    expect(line.choices).toEqual([
      { key: mirrorId, name: expect.any(String), salePrice: mirrorPrice, mandatory: true },
      { key: 'custom:수납장', name: '수납장', salePrice: 30_000, mandatory: false },
    ]);
  });

  it('prices a custom item on each unit of its line and a picked product as a line of its own, in the quote and the placed order', async () => {
    const items = [{ product: productId, choices: [mirrorId, 'custom:수납장'], amount: 2 }];
    const quoted = await quote({ items });
    expect(quoted.status).toBe(200);
    expect(quoted.body.lines).toEqual([
      expect.objectContaining({ product: productId, amount: 2, salePrice: 150_000, totalPrice: 300_000 }),
      expect.objectContaining({ product: mirrorId, amount: 2, salePrice: mirrorPrice, totalPrice: 2 * mirrorPrice }),
    ]);
    expect(quoted.body.productsPrice).toBe(300_000 + 2 * mirrorPrice);

    const stockOf = async (id: string) => (await shop.http.get(`/api/v1/shop/products/${id}`).expect(200)).body.product.stock as number;
    const [mainBefore, mirrorBefore] = [await stockOf(productId), await stockOf(mirrorId)];
    const placed = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member)
      .send({ ...ADDRESSES, items });
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    expect(order.productsPrice).toBe(quoted.body.productsPrice);
    expect(order.lines.map((l) => [l.product._id, l.amount, l.totalPrice])).toEqual([
      [productId, 2, 300_000],
      [mirrorId, 2, 2 * mirrorPrice],
    ]);
    // Both products' units are reserved: the picked product is sold as any line.
    expect([await stockOf(productId), await stockOf(mirrorId)]).toEqual([mainBefore - 2, mirrorBefore - 2]);
  });
});

describe('a mandatory choice pointing at a product that is gone', () => {
  it('is no longer asked for once staff delete that product, on the product page, in the cart and in the order', async () => {
    const staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    const [, second] = (await shop.http.get('/api/v1/shop/products').set('limit', '2')).body.products as ProductCard[];
    const gone = await shop.http
      .post('/api/console/shop/products')
      .set('Authorization', staff)
      .send({
        code: `gone-${Math.random().toString(36).slice(2, 9)}`,
        name: '단종 거울',
        _category: second!.category!._id,
        price: 50_000,
        stock: 5,
        shows: true,
        sells: true,
      });
    expect(gone.status).toBe(201);
    const goneId = gone.body.product._id as string;
    const item = { _product: goneId, _option: null, _supply: null, custom: null, enabled: true, deleted: false, mandatory: true };
    const created = await shop.http
      .post('/api/console/shop/products')
      .set('Authorization', staff)
      .send({
        code: `mcg-${Math.random().toString(36).slice(2, 9)}`,
        name: '단종 거울 세트',
        _category: second!.category!._id,
        price: 90_000,
        stock: 5,
        shows: true,
        sells: true,
        choicees: [item],
      });
    expect(created.status).toBe(201);
    const setId = created.body.product._id as string;
    expect((await addToCart({ product: setId, amount: 1 })).body.code).toBe('CHOICE_REQUIRED');

    expect((await shop.http.delete(`/api/console/shop/products/${goneId}`).set('Authorization', staff)).status).toBeLessThan(300);
    const { product } = (await shop.http.get(`/api/v1/shop/products/${setId}`).expect(200)).body;
    expect(product.choiceItems).toBeUndefined();
    expect((await addToCart({ product: setId, amount: 1 })).status).toBe(201);
    const quoted = await quote({ items: [{ product: setId, amount: 1 }] });
    expect([quoted.status, quoted.body.productsPrice]).toEqual([200, 90_000]);
  });
});
