import type { ProductCard, ProductDetail } from '@shop/contracts';
import { ADDRESSES, ROOT, eventually, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Product bundles (spec §3 Product type "product bundle", bundleds: "A bundle's price and stock
 * follow its parts"). Staff make three parts and a bundle of them in the console; the bundle's
 * stock is what its parts allow, and orders of it take the parts' units, never its own.
 */
let shop: TestShop;
let staff: string;
let categoryId: string;

const code = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 9)}`;

async function createProduct(body: Record<string, unknown>): Promise<string> {
  const created = await shop.http
    .post('/api/console/shop/products')
    .set('Authorization', staff)
    .send({ code: code('bd'), _category: categoryId, shows: true, sells: true, ...body });
  expect(created.status).toBe(201);
  return created.body.product._id;
}

const part = (productId: string, amount?: number, variation: string | null = null) => ({
  _product: productId,
  _option: variation,
  _supply: null,
  custom: null,
  enabled: true,
  deleted: false,
  mandatory: false,
  ...(amount ? { amount } : {}),
});

/** A bundle of a basin (1 per set), a faucet (2 per set) and a toilet (1 per set) with the given stocks. */
async function bathroomSet(stocks: { basin: number; faucet: number; toilet: number }, price = 0) {
  const basin = await createProduct({ name: '벽걸이 세면대', price: 200_000, stock: stocks.basin });
  const faucet = await createProduct({ name: '세면 수전', price: 50_000, discount: { unit: 'won', amount: 5_000 }, stock: stocks.faucet });
  const toilet = await createProduct({ name: '원피스 양변기', price: 300_000, stock: stocks.toilet });
  const bundle = await createProduct({ name: '욕실 세트', type: 'bundle', price, stock: 0, bundleds: [part(basin), part(faucet, 2), part(toilet)] });
  return { basin, faucet, toilet, bundle };
}

const detail = async (productId: string, position = 0): Promise<ProductDetail> =>
  (await shop.http.get(`/api/v1/shop/products/${productId}`).set('x-min-position', String(position)).expect(200)).body.product;

const order = (auth: string, product: string, amount = 1) =>
  shop.http
    .post('/api/v1/shop/orders')
    .set('Authorization', auth)
    .send({ ...ADDRESSES, items: [{ product, option: {}, amount }] });

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  const [first] = (await shop.http.get('/api/v1/shop/products').set('limit', '1')).body.products as ProductCard[];
  categoryId = first!.category!._id;
}, 60_000);
afterAll(() => shop.close());

describe('product bundles', () => {
  it('shows a bundle with the stock its scarcest part allows, the price of its parts and its parts', async () => {
    const set = await bathroomSet({ basin: 10, faucet: 9, toilet: 7 });
    const product = await detail(set.bundle);
    expect(product.stock).toBe(4); // 9 faucets make 4 sets of 2
    expect(product.price).toBe(200_000 + 2 * 50_000 + 300_000);
    expect(product.salePrice).toBe(200_000 + 2 * 45_000 + 300_000);
    expect(product.parts?.map((p) => [p.productId, p.name, p.amount, p.soldOut])).toEqual([
      [set.basin, '벽걸이 세면대', 1, false],
      [set.faucet, '세면 수전', 2, false],
      [set.toilet, '원피스 양변기', 1, false],
    ]);
  });

  it('sells at its own price when staff set one', async () => {
    const set = await bathroomSet({ basin: 1, faucet: 2, toilet: 1 }, 500_000);
    const product = await detail(set.bundle);
    expect([product.price, product.salePrice, product.stock]).toEqual([500_000, 500_000, 1]);
  });

  it('takes the parts’ units when a bundle is ordered, prices the line from the parts, and gives them back when the order is cancelled', async () => {
    const set = await bathroomSet({ basin: 10, faucet: 9, toilet: 7 });
    const buyer = await newSignedInMember(shop, 'bo');
    const placed = await order(buyer.auth, set.bundle, 2);
    expect(placed.status).toBe(201);
    expect(placed.body.order.productsPrice ?? placed.body.order.lines?.[0]?.totalPrice).toBe(2 * 590_000);
    const after = await Promise.all([set.basin, set.faucet, set.toilet, set.bundle].map((id) => detail(id, placed.body.position)));
    expect(after.map((p) => p.stock)).toEqual([8, 5, 5, 2]);
    const cancel = await shop.http.put(`/api/console/shop/orders/${placed.body.order._id}`).set('Authorization', staff).send({ orderStatus: 'ORDER_CANCELED' });
    expect(cancel.status).toBe(200);
    const back = await Promise.all([set.basin, set.faucet, set.toilet, set.bundle].map((id) => detail(id, cancel.body.position)));
    expect(back.map((p) => p.stock)).toEqual([10, 9, 7, 4]);
  }, 60_000);

  it('is sold out when a part sells out, and refuses the order with the parts untouched', async () => {
    const set = await bathroomSet({ basin: 5, faucet: 10, toilet: 1 });
    const first = await newSignedInMember(shop, 'bs');
    const toilet = await order(first.auth, set.toilet, 1);
    expect(toilet.status).toBe(201);
    const bundle = await detail(set.bundle, toilet.body.position);
    expect(bundle.stock).toBe(0);
    expect(bundle.parts?.find((p) => p.productId === set.toilet)?.soldOut).toBe(true);
    const refused = await order(first.auth, set.bundle, 1);
    expect([refused.status, refused.body.code]).toEqual([409, 'INSUFFICIENT_STOCK']);
    expect(refused.body.message).toBe('재고가 부족합니다: 욕실 세트');
    expect((await detail(set.basin)).stock).toBe(5);
    expect((await detail(set.faucet)).stock).toBe(10);
  }, 60_000);

  it('never oversells: of 20 concurrent orders for a bundle whose scarce part has 5 units exactly 5 are placed', async () => {
    const set = await bathroomSet({ basin: 50, faucet: 100, toilet: 5 });
    const members = await Promise.all(Array.from({ length: 20 }, () => newSignedInMember(shop, 'bc')));
    const results = await Promise.all(members.map((m) => order(m.auth, set.bundle, 1)));
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.body.code).toBe('INSUFFICIENT_STOCK');
    const position = Math.max(...placed.map((r) => r.body.position));
    // Refused orders gave back what they had reserved of the other parts. A give-back is appended
    // after the refusal, so it may come after the last placed order's position in the log.
    await eventually(
      async () => (await Promise.all([set.basin, set.faucet, set.toilet, set.bundle].map((id) => detail(id, position)))).map((p) => p.stock),
      [45, 90, 0, 0],
    );
  }, 120_000);
});

describe('bundle parts with option combinations', () => {
  const WHITE = { 색상: '화이트' };
  const GREY = { 색상: '그레이' };
  /** A basin with two colour combinations (white 3 units, grey 50) and a plain faucet with 100. */
  async function colouredParts() {
    const basin = await createProduct({
      name: '조합 세면대, 벽걸이',
      price: 200_000,
      options: [
        {
          name: '색상',
          values: [
            { name: '화이트', amount: 0 },
            { name: '그레이', amount: 10_000 },
          ],
        },
      ],
      variations: [
        { code: 'BW', list: WHITE, spec: '', enabled: true, stock: 3 },
        { code: 'BG', list: GREY, spec: '', enabled: true, stock: 50 },
      ],
    });
    const faucet = await createProduct({ name: '세면 수전', price: 50_000, stock: 100 });
    return { basin, faucet };
  }
  const variationStock = async (productId: string, position: number) =>
    Object.fromEntries((await detail(productId, position)).variations!.map((v) => [v.code, v.stock]));

  it('refuses a part without the combination its product needs, or one naming a combination its product lacks (400)', async () => {
    const { basin, faucet } = await colouredParts();
    const bundle = (bundleds: unknown[]) =>
      shop.http
        .post('/api/console/shop/products')
        .set('Authorization', staff)
        .send({ code: code('bd'), name: '조합 세트', _category: categoryId, type: 'bundle', price: 0, stock: 0, bundleds });
    const missing = await bundle([part(basin), part(faucet)]);
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([
      400,
      'BUNDLE_PART_VARIATION',
      '옵션 조합이 있는 구성 상품은 조합을 선택해주세요: 조합 세면대',
    ]);
    const unknown = await bundle([part(basin, 1, 'NOPE'), part(faucet)]);
    expect([unknown.status, unknown.body.message]).toEqual([400, '구성 상품에 없는 옵션 조합입니다: 조합 세면대']);
    const needless = await bundle([part(basin, 1, 'BW'), part(faucet, 1, 'BW')]);
    expect([needless.status, needless.body.message]).toEqual([400, '옵션 조합이 없는 구성 상품에는 조합을 지정할 수 없습니다: 세면 수전']);
    // A bundle saved right is refused the same when staff later take the combination off its part.
    const saved = await bundle([part(basin, 1, 'BW'), part(faucet)]);
    expect(saved.status).toBe(201);
    const changed = await shop.http
      .put(`/api/console/shop/products/${saved.body.product._id}`)
      .set('Authorization', staff)
      .send({ bundleds: [part(basin), part(faucet)] });
    expect([changed.status, changed.body.code]).toEqual([400, 'BUNDLE_PART_VARIATION']);
  });

  it('lists the part with its option text and stocks the bundle from that combination, priced with its surcharge', async () => {
    const { basin, faucet } = await colouredParts();
    const bundle = await createProduct({ name: '조합 세트', type: 'bundle', price: 0, stock: 0, bundleds: [part(basin, 1, 'BG'), part(faucet, 2)] });
    const product = await detail(bundle);
    expect(product.stock).toBe(50); // 50 grey basins, 100 faucets at 2 a set: 50 sets
    expect(product.salePrice).toBe(210_000 + 2 * 50_000);
    expect(product.parts?.map((p) => [p.name, p.optionText ?? null, p.amount, p.salePrice])).toEqual([
      ['조합 세면대, 벽걸이', '그레이', 1, 210_000],
      ['세면 수전', null, 2, 50_000],
    ]);
  });

  it('never oversells the part’s combination: of 12 concurrent orders for a bundle of the 3-unit white basin exactly 3 are placed', async () => {
    const { basin, faucet } = await colouredParts();
    const bundle = await createProduct({ name: '화이트 세트', type: 'bundle', price: 0, stock: 0, bundleds: [part(basin, 1, 'BW'), part(faucet)] });
    expect((await detail(bundle)).stock).toBe(3);
    const members = await Promise.all(Array.from({ length: 12 }, () => newSignedInMember(shop, 'bv')));
    const results = await Promise.all(members.map((m) => order(m.auth, bundle, 1)));
    const placed = results.filter((r) => r.status === 201);
    expect(placed).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 201)) expect([r.status, r.body.code]).toEqual([409, 'INSUFFICIENT_STOCK']);
    const position = Math.max(...placed.map((r) => r.body.position));
    // Only the white combination gave units; the grey one and the refused orders' faucets are untouched.
    expect(await variationStock(basin, position)).toEqual({ BW: 0, BG: 50 });
    expect((await detail(faucet, position)).stock).toBe(97);
    expect((await detail(bundle, position)).stock).toBe(0);
    // A cancelled order gives its unit back to the white combination.
    const cancel = await shop.http
      .put(`/api/console/shop/orders/${placed[0]!.body.order._id}`)
      .set('Authorization', staff)
      .send({ orderStatus: 'ORDER_CANCELED' });
    expect(cancel.status).toBe(200);
    expect(await variationStock(basin, cancel.body.position)).toEqual({ BW: 1, BG: 50 });
    expect((await detail(bundle, cancel.body.position)).stock).toBe(1);
  }, 120_000);
});
