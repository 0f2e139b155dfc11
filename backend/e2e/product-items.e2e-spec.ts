import { PRODUCT_MESSAGES, type ProductCard, type ProductDetail } from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * The product editor's item sections over HTTP (issue 13; spec §3 Product): supplies ("부자재",
 * each with _product, _option, _supply, custom name/amount/salePrice, enabled, deleted,
 * mandatory) offered on the product page with their prices and, when mandatory, required in the
 * cart like mandatory choices; optionsConf (enabled, sort) deciding which option pickers the
 * product page shows and in what order; a bundle part's units (`amount`, a whole number from 1).
 */
let shop: TestShop;
let staff: string;
let member: string;
let first: ProductCard;

const code = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 9)}`;
const item = (patch: object) => ({ _product: null, _option: null, _supply: null, custom: null, enabled: true, deleted: false, mandatory: false, ...patch });

async function createProduct(body: Record<string, unknown>): Promise<string> {
  const created = await shop.http
    .post('/api/console/shop/products')
    .set('Authorization', staff)
    .send({ code: code('pi'), _category: first.category!._id, price: 100_000, stock: 10, shows: true, sells: true, ...body });
  expect(created.status).toBe(201);
  return created.body.product._id;
}
const update = (id: string, body: object) => shop.http.put(`/api/console/shop/products/${id}`).set('Authorization', staff).send(body);
const detail = async (id: string, position = 0): Promise<ProductDetail> =>
  (await shop.http.get(`/api/v1/shop/products/${id}`).set('x-min-position', String(position)).expect(200)).body.product;
const addToCart = (body: object) => shop.http.post('/api/v1/me/carts').set('Authorization', member).send(body);
const quote = (body: object) => shop.http.post('/api/v1/shop/orders/quote').set('Authorization', member).send(body);

beforeAll(async () => {
  shop = await startShop();
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  member = (await newSignedInMember(shop, 'pi')).auth;
  first = ((await shop.http.get('/api/v1/shop/products').set('limit', '1')).body.products as ProductCard[])[0]!;
}, 60_000);
afterAll(() => shop.close());

describe('supplies', () => {
  it('offers the enabled supplies with their prices, asks for a mandatory one and prices the picked one on each unit', async () => {
    const id = await createProduct({
      name: '부자재 세면대',
      supplies: [
        item({ custom: { name: '배수 트랩', amount: 1, salePrice: 12_000 }, mandatory: true }),
        item({ custom: { name: '고정 볼트', amount: 1, salePrice: 3_000 }, mandatory: true }),
        item({ custom: { name: '꺼둔 부자재', amount: 1, salePrice: 1_000 }, enabled: false }),
        item({ custom: { name: '뺀 부자재', amount: 1, salePrice: 1_000 }, deleted: true }),
      ],
    });
    const product = await detail(id);
    expect(product.choiceItems).toEqual([
      { key: 'supply:custom:배수 트랩', name: '배수 트랩', salePrice: 12_000, mandatory: true, supply: true },
      { key: 'supply:custom:고정 볼트', name: '고정 볼트', salePrice: 3_000, mandatory: true, supply: true },
    ]);

    const refused = await addToCart({ product: id, amount: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'CHOICE_REQUIRED', message: '부자재 세면대의 필수 부자재를 골라주세요' });
    expect((await addToCart({ product: id, choices: ['supply:custom:꺼둔 부자재'], amount: 1 })).body.code).toBe('CHOICE_INVALID');

    const quoted = await quote({ items: [{ product: id, choices: ['supply:custom:배수 트랩'], amount: 3 }] });
    expect(quoted.status).toBe(200);
    expect(quoted.body.lines).toEqual([expect.objectContaining({ product: id, amount: 3, salePrice: 112_000, totalPrice: 336_000 })]);
    expect((await addToCart({ product: id, choices: ['supply:custom:고정 볼트'], amount: 1 })).status).toBe(201);
  });

  it('stops offering a supply staff switch off or remove', async () => {
    const id = await createProduct({ name: '부자재 변경 세면대', supplies: [item({ custom: { name: '배수 트랩', amount: 1, salePrice: 12_000 } })] });
    const off = await update(id, { supplies: [item({ custom: { name: '배수 트랩', amount: 1, salePrice: 12_000 }, enabled: false })] });
    expect(off.status).toBe(200);
    expect((await detail(id, off.body.position)).choiceItems).toBeUndefined();
    const again = await update(id, {
      supplies: [item({ custom: { name: '배수 트랩', amount: 1, salePrice: 15_000 } }), item({ _product: first._id, deleted: true })],
    });
    expect((await detail(id, again.body.position)).choiceItems).toEqual([
      { key: 'supply:custom:배수 트랩', name: '배수 트랩', salePrice: 15_000, mandatory: false, supply: true },
    ]);
  });
});

describe('optionsConf', () => {
  const options = [
    {
      name: '색상',
      values: [
        { name: '화이트', amount: 20_000 },
        { name: '그레이', amount: 0 },
        { name: '블랙', amount: 10_000 },
      ],
    },
  ];

  it('orders the option values as staff chose and, switched off, shows no option and orders none', async () => {
    const id = await createProduct({ name: '옵션 설정 세면대', options, optionsConf: { enabled: true, sort: 'amount' } });
    expect((await detail(id)).options[0]!.values.map((v) => v.name)).toEqual(['그레이', '블랙', '화이트']);
    expect((await addToCart({ product: id, amount: 1 })).body.code).toBe('OPTION_REQUIRED');

    const off = await update(id, { optionsConf: { enabled: false, sort: 'amount' } });
    expect(off.status).toBe(200);
    expect((await detail(id, off.body.position)).options).toEqual([]);
    const quoted = await quote({ items: [{ product: id, amount: 1 }] });
    expect([quoted.status, quoted.body.productsPrice]).toEqual([200, 100_000]);
  });

  it('refuses an unknown sort, and switching off the options of a product with option combinations', async () => {
    const id = await createProduct({ name: '옵션 조합 세면대', options });
    const bad = await update(id, { optionsConf: { enabled: true, sort: 'price' } });
    expect([bad.status, JSON.stringify(bad.body)]).toEqual([400, expect.stringContaining(PRODUCT_MESSAGES.OPTION_SORT)]);
    const combos = await update(id, { variations: [{ code: 'W', list: { 색상: '화이트' }, spec: '', enabled: true, stock: 2 }] });
    expect(combos.status).toBe(200);
    const off = await update(id, { optionsConf: { enabled: false, sort: 'index' } });
    expect([off.status, off.body.message]).toEqual([422, '옵션 조합이 있는 상품은 옵션 사용을 끌 수 없습니다']);
  });
});

describe('bundle parts', () => {
  it('refuses a part of fewer than one unit with the Korean message, and follows a changed 수량 in the stock', async () => {
    const basin = await createProduct({ name: '세트용 세면대', stock: 7 });
    const faucet = await createProduct({ name: '세트용 수전', stock: 5 });
    const part = (productId: string, amount: number) => item({ _product: productId, amount });
    const bad = await shop.http
      .post('/api/console/shop/products')
      .set('Authorization', staff)
      .send({ code: code('pi'), name: '잘못된 세트', _category: first.category!._id, price: 0, type: 'bundle', bundleds: [part(basin, 0)] });
    expect([bad.status, JSON.stringify(bad.body)]).toEqual([400, expect.stringContaining(PRODUCT_MESSAGES.PART_AMOUNT)]);

    const bundle = await createProduct({ name: '세면 세트', type: 'bundle', price: 0, stock: 0, bundleds: [part(basin, 1), part(faucet, 1)] });
    expect((await detail(bundle)).stock).toBe(5);
    const changed = await update(bundle, { bundleds: [part(basin, 2), part(faucet, 1)] });
    expect(changed.status).toBe(200);
    expect(changed.body.product.stock).toBe(3); // 7 basins make 3 sets of 2
    expect((await detail(bundle, changed.body.position)).parts?.map((p) => p.amount)).toEqual([2, 1]);
  });
});
