import type { ProductCard, ProductDetail } from '@shop/contracts';
import { ADDRESSES, ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Stock per option combination (issue 13: "option stock never oversells per combination"; spec §3
 * Product variation: code, list, spec, enabled). Staff make a product with combinations and their
 * units in the console; orders take units per combination, decided on the product's stream.
 */
let shop: TestShop;
let staff: string;
let productId: string;

const WHITE_600 = { 색상: '화이트', 크기: '600' };
const WHITE_800 = { 색상: '화이트', 크기: '800' };
const GREY_600 = { 색상: '그레이', 크기: '600' };

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  const [first] = (await shop.http.get('/api/v1/shop/products').set('limit', '1')).body.products as ProductCard[];
  const created = await shop.http
    .post('/api/console/shop/products')
    .set('Authorization', staff)
    .send({
      code: `var-${Math.random().toString(36).slice(2, 9)}`,
      name: '옵션 조합 세면대, 벽걸이',
      _category: first!.category!._id,
      price: 200_000,
      shows: true,
      sells: true,
      options: [
        {
          name: '색상',
          values: [
            { name: '화이트', hexa: '#ffffff', amount: 0 },
            { name: '그레이', hexa: '#8a8a8a', amount: 10_000 },
          ],
        },
        {
          name: '크기',
          values: [
            { name: '600', amount: 0 },
            { name: '800', amount: 30_000 },
          ],
        },
      ],
      variations: [
        { code: 'V-WH-600', list: WHITE_600, spec: '600 x 450 mm', enabled: true, stock: 3 },
        { code: 'V-WH-800', list: WHITE_800, spec: '800 x 450 mm', enabled: true, stock: 5 },
        { code: 'V-GR-600', list: GREY_600, spec: '600 x 450 mm', enabled: false, stock: 7 },
      ],
    });
  expect(created.status).toBe(201);
  productId = created.body.product._id;
  expect(created.body.product).toMatchObject({ stock: 8, variationStock: { 'V-WH-600': 3, 'V-WH-800': 5, 'V-GR-600': 7 } });
}, 60_000);
afterAll(() => shop.close());

const detail = async (position = 0): Promise<ProductDetail> =>
  (await shop.http.get(`/api/v1/shop/products/${productId}`).set('x-min-position', String(position)).expect(200)).body.product;
const variationStates = (p: ProductDetail) => Object.fromEntries((p.variations ?? []).map((v) => [v.code, [v.stock, v.soldOut]]));

describe('stock per option combination', () => {
  it('shows the enabled combinations on the product page with their stock state, the product total their sum', async () => {
    const product = await detail();
    expect(product.stock).toBe(8);
    expect(product.variations).toEqual([
      { code: 'V-WH-600', list: WHITE_600, spec: '600 x 450 mm', stock: 3, soldOut: false },
      { code: 'V-WH-800', list: WHITE_800, spec: '800 x 450 mm', stock: 5, soldOut: false },
    ]);
  });

  it('never oversells per combination: of 20 concurrent orders of the 3-unit combination exactly 3 are placed, the other combination keeps its 5', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => newSignedInMember(shop, 'vr')));
    const results = await Promise.all(
      members.map((m) =>
        shop.http
          .post('/api/v1/shop/orders')
          .set('Authorization', m.auth)
          .send({ ...ADDRESSES, items: [{ product: productId, option: WHITE_600, amount: 1 }] }),
      ),
    );
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.body.code).toBe('INSUFFICIENT_STOCK');
      expect(r.body.message).toBe('재고가 부족합니다: 옵션 조합 세면대 (화이트 / 600)');
    }
    const product = await detail(Math.max(...placed.map((r) => r.body.position)));
    expect(variationStates(product)).toEqual({ 'V-WH-600': [0, true], 'V-WH-800': [5, false] });
    expect(product.stock).toBe(5);
  }, 90_000);

  it('takes several combinations of the product in one order and gives each its units back when the order is cancelled', async () => {
    const buyer = await newSignedInMember(shop, 'vb');
    const placed = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', buyer.auth)
      .send({
        ...ADDRESSES,
        items: [
          { product: productId, option: WHITE_800, amount: 2 },
          { product: productId, option: { ...WHITE_800 }, amount: 1 },
        ],
      });
    expect(placed.status).toBe(201);
    expect(variationStates(await detail(placed.body.position))).toEqual({ 'V-WH-600': [0, true], 'V-WH-800': [2, false] });
    const cancel = await shop.http.put(`/api/console/shop/orders/${placed.body.order._id}`).set('Authorization', staff).send({ orderStatus: 'ORDER_CANCELED' });
    expect(cancel.status).toBe(200);
    expect(variationStates(await detail(cancel.body.position))).toEqual({ 'V-WH-600': [0, true], 'V-WH-800': [5, false] });
  }, 60_000);

  it('refuses to put a switched-off or sold-out combination in the cart, and takes an available one', async () => {
    const member = await newSignedInMember(shop, 'vc');
    const add = (option: Record<string, string>) =>
      shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product: productId, option, amount: 1 });
    const off = await add(GREY_600);
    expect([off.status, off.body.code, off.body.message]).toEqual([422, 'VARIATION_UNAVAILABLE', '선택할 수 없는 옵션 조합입니다: 그레이 / 600']);
    const soldOut = await add(WHITE_600);
    expect([soldOut.status, soldOut.body.code, soldOut.body.message]).toEqual([409, 'SOLD_OUT', '품절된 상품입니다: 옵션 조합 세면대 (화이트 / 600)']);
    expect((await add(WHITE_800)).status).toBe(201);
  });

  it('lets staff set the units of a combination, and switching one on counts its units in the total', async () => {
    const rows = [
      { code: 'V-WH-600', list: WHITE_600, spec: '600 x 450 mm', enabled: true, stock: 4 },
      { code: 'V-WH-800', list: WHITE_800, spec: '800 x 450 mm', enabled: true },
      { code: 'V-GR-600', list: GREY_600, spec: '600 x 450 mm', enabled: true },
    ];
    const saved = await shop.http.put(`/api/console/shop/products/${productId}`).set('Authorization', staff).send({ variations: rows });
    expect(saved.status).toBe(200);
    expect(saved.body.product).toMatchObject({ stock: 16, variationStock: { 'V-WH-600': 4, 'V-WH-800': 5, 'V-GR-600': 7 } });
    expect(variationStates(await detail(saved.body.position))).toEqual({ 'V-WH-600': [4, false], 'V-WH-800': [5, false], 'V-GR-600': [7, false] });
    const bad = await shop.http
      .put(`/api/console/shop/products/${productId}`)
      .set('Authorization', staff)
      .send({ variations: [...rows, { code: 'V-PK-600', list: { 색상: '핑크', 크기: '600' }, spec: '', enabled: true }] });
    expect([bad.status, bad.body.code, bad.body.message]).toEqual([422, 'PRODUCT_INVALID', '옵션 조합은 상품의 옵션 값으로만 만들 수 있습니다']);
  });
});

describe('the demo products sold per combination', () => {
  it('show their enabled combinations with colour swatches, and an order of one takes its units only', async () => {
    const bySlug = async (code: string, position = 0): Promise<ProductDetail> =>
      (await shop.http.get(`/api/v1/shop/products/${code}`).set('x-min-position', String(position)).expect(200)).body.product;
    const seat = await bySlug('vc-bs-slim');
    expect(seat.options.find((o) => o.name === '색상')!.values.map((v) => v.hexa)).toEqual(['#f5f5f0', '#8a8d8f']);
    // The switched-off 롱 / 매트 그레이 is not listed and its units do not count.
    expect(variationStates(seat)).toEqual({ 'VC-BS-RG-WH': [18, false], 'VC-BS-RG-GR': [6, false], 'VC-BS-LG-WH': [11, false] });
    expect(seat.stock).toBe(35);
    expect(variationStates(await bySlug('cl-bf-100-fin'))).toEqual({ 'CL-BF100-CR': [24, false], 'CL-BF100-BK': [0, true], 'CL-BF100-GD': [7, false] });

    const buyer = await newSignedInMember(shop, 'vd');
    const order = (product: string, option: Record<string, string>) =>
      shop.http
        .post('/api/v1/shop/orders')
        .set('Authorization', buyer.auth)
        .send({ ...ADDRESSES, items: [{ product, option, amount: 1 }] });
    const placed = await order(seat._id, { 크기: '레귤러', 색상: '매트 그레이' });
    expect(placed.status).toBe(201);
    // 459,000원 + 매트 그레이 15,000원.
    expect(placed.body.order.lines[0].salePrice).toBe(474_000);
    const after = await bySlug('vc-bs-slim', placed.body.position);
    expect(variationStates(after)).toEqual({ 'VC-BS-RG-WH': [18, false], 'VC-BS-RG-GR': [5, false], 'VC-BS-LG-WH': [11, false] });
    expect(after.stock).toBe(34);
    expect((await order(seat._id, { 크기: '롱', 색상: '매트 그레이' })).body.code).toBe('VARIATION_UNAVAILABLE');
    const faucet = await bySlug('cl-bf-100-fin');
    expect((await order(faucet._id, { 마감: '무광 블랙' })).status).toBe(409);
  }, 60_000);
});
