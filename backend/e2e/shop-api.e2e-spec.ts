import { randomUUID } from 'node:crypto';
import { CompactEncrypt, importJWK } from 'jose';
import { MESSAGES, type CredentialKeyResponse, type ProductCard } from '@shop/contracts';
import type { ReserveStock } from '../src/catalog/index.js';
import { ProjectionRunner } from '../src/platform/projections/projection-runner.js';
import { Commands } from '../src/platform/event-sourcing/commands.js';
import type { CommandResult } from '../src/platform/event-sourcing/command-runner.js';
import { ReservationSweeper } from '../src/ordering/index.js';
import { ADDRESSES, ROOT, createTestProduct, newMember, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

let shop: TestShop;
let operator: { access: string };

beforeAll(async () => {
  shop = await startShop();
  operator = await signIn(shop, ROOT.username, ROOT.password);
}, 60_000);
afterAll(() => shop.close());

/** Creates a product with the given stock (and price, won) through the command bus, as staff would; returns its id. */
const productWithStock = async (stock: number, price = 120_000) => (await createTestProduct(shop, { stock, price })).productId;

describe('health', () => {
  it('reports each engine and how far the read models lag behind the log', async () => {
    const res = await shop.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      eventStore: { engine: process.env.E2E_EVENT_STORE_URL ? 'postgresql' : 'pglite', ok: true },
      readStore: { engine: process.env.E2E_READ_STORE_URL ? 'mongodb' : 'in-memory (mingo)', ok: true },
      bus: { engine: process.env.E2E_BUS_URL ? 'kafka' : 'in-process' },
    });
    expect(res.body.eventStore.headPosition).toBeGreaterThan(0);
  });
});

describe('catalogue', () => {
  it('lists the demo catalogue page by page with the limit and skip headers', async () => {
    const first = await shop.http.get('/api/v1/shop/products').set('limit', '10').set('skip', '0');
    const second = await shop.http.get('/api/v1/shop/products').set('limit', '10').set('skip', '10');
    expect(first.status).toBe(200);
    expect(first.body.summary.totalCount).toBeGreaterThanOrEqual(60);
    expect(first.body.products).toHaveLength(10);
    const ids = new Set(first.body.products.map((p: ProductCard) => p._id));
    expect(second.body.products.some((p: ProductCard) => ids.has(p._id))).toBe(false);
  });

  it('filters by a top category including its sub-categories', async () => {
    const tree = (await shop.http.get('/api/v1/shop/categories?depth=1')).body.categories;
    const bath = tree.find((c: { code: string }) => c.code === 'Bath_and_Wellness');
    const childCodes = new Set(bath.children.map((c: { code: string }) => c.code));
    for (const code of ['bathroom_sink', 'bathroom_furniture_and_mirrors', 'free_standing_bathtub', 'toilets_and_wcs']) expect(childCodes.has(code)).toBe(true);
    const res = await shop.http.get('/api/v1/shop/products?category=Bath_and_Wellness').set('limit', '100');
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products) expect(childCodes.has(p.category.code)).toBe(true);
    const kitchen = await shop.http.get('/api/v1/shop/products?category=ceramic_sinks').set('limit', '100');
    expect(kitchen.body.products.every((p: ProductCard) => p.category?.code === 'ceramic_sinks')).toBe(true);
  });

  it('sorts by price ascending and descending on the sale price', async () => {
    const asc = (await shop.http.get('/api/v1/shop/products?sort=priceAsc').set('limit', '100')).body.products.map((p: ProductCard) => p.salePrice);
    const desc = (await shop.http.get('/api/v1/shop/products?sort=priceDesc').set('limit', '100')).body.products.map((p: ProductCard) => p.salePrice);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('gives the 12 main-shows products for the home basin slider and finds products by search', async () => {
    const basins = await shop.http.get('/api/v1/shop/products?group=main_shows').set('limit', '12');
    expect(basins.body.products).toHaveLength(12);
    const name = basins.body.products[0].name.split(',')[0].split(' ')[0];
    const found = await shop.http.get(`/api/v1/shop/products?searchValue=${encodeURIComponent(name)}`);
    expect(found.body.summary.totalCount).toBeGreaterThan(0);
  });

  it('searches Korean-aware: spacing-insensitive, by initial consonants, with suggestions for a typo', async () => {
    const search = async (q: string) => (await shop.http.get(`/api/v1/shop/products?searchValue=${encodeURIComponent(q)}`).set('limit', '100')).body;
    const names = (body: { products: ProductCard[] }) => body.products.map((p) => p.name);
    const basins = await search('세면대');
    const named = (await shop.http.get('/api/v1/shop/products').set('limit', '100')).body.products
      .map((p: ProductCard) => p.name)
      .filter((n: string) => n.includes('세면대'));
    expect(named.length).toBeGreaterThan(5);
    expect(names(basins)).toEqual(expect.arrayContaining(named));
    // The same products however the words are spaced, and by their 초성.
    expect(names(await search('세 면 대')).sort()).toEqual(names(basins).sort());
    const initials = await search('ㅅㅁㄷ');
    expect(names(initials)).toEqual(expect.arrayContaining(names(basins)));
    expect(names(await search('탁상용세면대'))).toContain('안타오 원형 탁상용 세면대 400, 화이트 알파인');
    expect(basins.suggestions).toBeUndefined();
    // 세먼대 (one vowel off) finds nothing, and offers the term it missed instead.
    const typo = await search('세먼대');
    expect(typo.summary.totalCount).toBe(0);
    expect(typo.suggestions[0]).toBe('세면대');
    expect((await search('냉장고')).suggestions).toEqual([]);
  });

  it('answers an unknown product with 404 and a Korean message', async () => {
    const res = await shop.http.get('/api/v1/shop/products/no-such-product');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('상품을 찾을 수 없습니다');
  });
});

describe('sign-up and sign-in', () => {
  it('refuses a bad sign-up with the spec §5 message of each field', async () => {
    const res = await shop.http.post('/api/v1/users').send({ ...newMember(), username: 'Kim', password: 'abcdefgh1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('아이디를 영문 소문자 및 숫자로만 작성해주세요');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'username', message: '아이디를 영문 소문자 및 숫자로만 작성해주세요' },
        { field: 'password', message: '비밀번호에 특수문자를 넣어주세요' },
      ]),
    );
    const short = await shop.http.post('/api/v1/users').send({ ...newMember(), phone: '010-123' });
    expect(short.body.message).toBe('연락처를 입력해주세요');
  });

  it('refuses a username that is taken, and a sign-up without the required terms', async () => {
    const body = newMember();
    expect((await shop.http.post('/api/v1/users').send(body)).status).toBe(201);
    const again = await shop.http.post('/api/v1/users').send({ ...body, email: 'other@example.kr' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'USERNAME_TAKEN', message: '이미 사용 중인 아이디입니다' });
    const noTermsBody = { ...newMember(), _terms: ['service'] };
    const noTerms = await shop.http.post('/api/v1/users').send(noTermsBody);
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.message).toBe('필수 약관에 동의해주세요');
    // A refused sign-up does not keep the username.
    expect((await shop.http.post('/api/v1/users').send({ ...noTermsBody, _terms: ['service', 'privacy'] })).status).toBe(201);
    const company = await shop.http.post('/api/v1/users').send({ ...newMember(), type: 'COMPANY', businessRegistration: '123-45' });
    expect(company.status).toBe(400);
    expect(company.body.message).toBe('올바른 사업자등록번호 10자리를 입력해주세요');
  });

  it('refuses a wrong password, rotates refresh tokens, and ends the session on logout', async () => {
    const member = await newSignedInMember(shop);
    const wrong = await shop.http.get('/api/auth/refreshToken').set('Authorization', `Basic ${Buffer.from(`${member.username}:Wrong123!`).toString('base64')}`);
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('아이디 또는 비밀번호를 확인해주세요');

    const rotated = await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${member.refresh}`);
    expect(rotated.status).toBe(200);
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${rotated.body.accessToken}`)).status).toBe(200);
    expect((await shop.http.delete('/api/auth/refreshToken').set('Authorization', `Bearer ${rotated.body.refreshToken}`)).status).toBe(204);
    expect((await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${rotated.body.refreshToken}`)).status).toBe(401);
    // Logging out ends access at once, not when the access token expires.
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${rotated.body.accessToken}`)).status).toBe(401);
  });

  it('signs in with credentials sealed to the credential key, and refuses a sealed wrong password or another key', async () => {
    const member = newMember('sealed');
    expect((await shop.http.post('/api/v1/users').send(member)).status).toBe(201);
    const handed = (await shop.http.get('/api/auth/credentialKey').expect(200)).body as CredentialKeyResponse;
    expect(handed.key).not.toHaveProperty('d');
    const sealed = async (password: string, kid = handed.kid) =>
      `Basic ${Buffer.from(
        await new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ username: member.username, password, iat: Date.now() })))
          .setProtectedHeader({ alg: handed.alg, enc: handed.enc, kid })
          .encrypt(await importJWK(handed.key, handed.alg)),
      ).toString('base64')}`;
    const signedIn = await shop.http.get('/api/auth/refreshToken').set('Authorization', await sealed(member.password));
    expect(signedIn.status).toBe(200);
    expect((await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${signedIn.body.refreshToken}`)).status).toBe(200);
    for (const refused of [await sealed('Wrong123!'), await sealed(member.password, 'c1')]) {
      const answer = await shop.http.get('/api/auth/refreshToken').set('Authorization', refused);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('아이디 또는 비밀번호를 확인해주세요');
    }
  });

  it('takes a replayed refresh token as theft: the session ends for whoever holds it', async () => {
    const member = await newSignedInMember(shop);
    const rotated = await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${member.refresh}`);
    expect(rotated.status).toBe(200);
    const replayed = await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${member.refresh}`);
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe('SESSION_INVALID');
    // The newest token and its access token die with the session.
    expect((await shop.http.get('/api/auth/accessToken').set('Authorization', `Bearer ${rotated.body.refreshToken}`)).status).toBe(401);
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${rotated.body.accessToken}`)).status).toBe(401);
  });

  it('refuses access tokens without issuer and audience, or signed another way', async () => {
    const member = await newSignedInMember(shop);
    const [header, payload] = member.access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${none}`)).status).toBe(401);
    const { iss: _i, aud: _a, ...bare } = claims;
    const stripped = `${header}.${Buffer.from(JSON.stringify(bare)).toString('base64url')}.${member.access.split('.')[2]}`;
    expect((await shop.http.get('/api/v1/me/info').set('Authorization', `Bearer ${stripped}`)).status).toBe(401);
    expect(claims).toMatchObject({ iss: 'ceramaison', aud: 'ceramaison-shop' });
    expect(typeof claims.exp).toBe('number');
    expect(typeof claims.iat).toBe('number');
  });

  it('shows members their own info and asks anonymous callers to log in', async () => {
    const member = await newSignedInMember(shop);
    const me = await shop.http.get('/api/v1/me/info').set('Authorization', member.auth);
    expect(me.body.user).toMatchObject({ username: member.username, phone: '01012345678', type: 'PERSON', scope: [] });
    const anonymous = await shop.http.get('/api/v1/me/info');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(MESSAGES.GUARD_LOGIN);
  });
});

describe('cart', () => {
  it('adds, merges, changes and removes lines, priced from the catalogue', async () => {
    const member = await newSignedInMember(shop);
    const product = await productWithStock(50, 150_000);
    const add = await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product, amount: 2 });
    expect(add.status).toBe(201);
    expect(add.headers['x-position']).toBeDefined();
    expect(add.body.cart).toMatchObject({ amount: 2, salePrice: 150_000 });
    const merged = await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product, amount: 1 });
    expect(merged.body.cart._id).toBe(add.body.cart._id);
    expect(merged.body.cart.amount).toBe(3);
    const changed = await shop.http.put(`/api/v1/me/carts/${add.body.cart._id}`).set('Authorization', member.auth).send({ amount: 5 });
    expect(changed.body.cart.amount).toBe(5);
    const badAmount = await shop.http.put(`/api/v1/me/carts/${add.body.cart._id}`).set('Authorization', member.auth).send({ amount: 0 });
    expect(badAmount.status).toBe(400);
    expect((await shop.http.delete(`/api/v1/me/carts/${add.body.cart._id}`).set('Authorization', member.auth)).status).toBe(200);
    const list = await shop.http
      .get('/api/v1/me/carts')
      .set('Authorization', member.auth)
      .set('x-min-position', String(changed.body.position + 1));
    expect(list.body.carts).toEqual([]);
  });

  it('requires an option value for products with options', async () => {
    const member = await newSignedInMember(shop);
    const list = (await shop.http.get('/api/v1/shop/products').set('limit', '100')).body.products as ProductCard[];
    for (const card of list) {
      const { product } = (await shop.http.get(`/api/v1/shop/products/${card._id}`)).body;
      if (product.options.length && product.sells && product.stock > 0) {
        const res = await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product: product._id, amount: 1 });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(`${product.options[0].name}을(를) 선택해주세요`);
        return;
      }
    }
    throw new Error('the demo catalogue has no product with options');
  });

  it("never lets a member see or change another member's cart line", async () => {
    const owner = await newSignedInMember(shop);
    const other = await newSignedInMember(shop);
    const product = await productWithStock(10);
    const line = (await shop.http.post('/api/v1/me/carts').set('Authorization', owner.auth).send({ product, amount: 1 })).body.cart;
    expect((await shop.http.put(`/api/v1/me/carts/${line._id}`).set('Authorization', other.auth).send({ amount: 3 })).status).toBe(404);
    expect((await shop.http.delete(`/api/v1/me/carts/${line._id}`).set('Authorization', other.auth)).status).toBe(404);
    expect((await shop.http.get('/api/v1/me/carts').set('Authorization', other.auth)).body.carts).toEqual([]);
    expect((await shop.http.get('/api/v1/me/carts').set('Authorization', owner.auth)).body.carts[0].amount).toBe(1);
  });
});

describe('bank-transfer order, end to end', () => {
  it('places an order from the cart, and staff confirm the payment: 미결제 → 결제완료', async () => {
    const member = await newSignedInMember(shop);
    const cheap = await productWithStock(10, 30_000);
    const dear = await productWithStock(10, 150_000);
    const a = (await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product: cheap, amount: 2 })).body.cart;
    const b = (await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product: dear, amount: 1 })).body.cart;

    const placed = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, carts: [a._id, b._id] });
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    // 2 × 30,000 + 150,000 = 210,000원, parcel shipping is free from 100,000원.
    expect(order).toMatchObject({
      orderStatus: 'ORDER_NONPAYMENT',
      statusText: '미결제',
      productsPrice: 210_000,
      shippingPrice: 0,
      totalPrice: 210_000,
      paymentMethod: 'bank',
    });
    expect(order.bankAccountLine).toContain('우리은행');
    expect(order.receiver.phone).toBe('01098765432');
    expect((await shop.http.get('/api/v1/me/carts').set('Authorization', member.auth)).body.carts).toEqual([]);
    expect((await shop.http.get(`/api/v1/shop/products/${cheap}`)).body.product.stock).toBe(8);

    const waiting = await shop.http.get('/api/v1/me/orders?tab=nonpayment').set('Authorization', member.auth);
    expect(waiting.body.orders.map((o: { _id: string }) => o._id)).toEqual([order._id]);

    const view = await shop.http.get('/api/console/shop/purchases?view=nonpayment').set('Authorization', `Bearer ${operator.access}`).set('limit', '100');
    expect(view.body.purchases.filter((p: { _order: string }) => p._order === order._id)).toHaveLength(2);

    const confirm = await shop.http
      .put(`/api/console/shop/orders/${order._id}`)
      .set('Authorization', `Bearer ${operator.access}`)
      .send({ orderStatus: 'ORDER_PAYMENT' });
    expect(confirm.status).toBe(200);
    expect(confirm.body.order).toMatchObject({ orderStatus: 'ORDER_PAYMENT', statusText: '결제완료' });

    const mine = await shop.http.get(`/api/v1/me/orders/${order._id}`).set('Authorization', member.auth);
    expect(mine.body.order.statusText).toBe('결제완료');
    expect(mine.body.order.lines.every((l: { statusText: string }) => l.statusText === '결제완료')).toBe(true);
    expect((await shop.http.get('/api/v1/me/orders?tab=payment').set('Authorization', member.auth)).body.summary.totalCount).toBe(1);
    expect((await shop.http.get('/api/v1/me/orders?tab=nonpayment').set('Authorization', member.auth)).body.summary.totalCount).toBe(0);

    const detail = await shop.http.get(`/api/console/shop/orders/${order._id}`).set('Authorization', `Bearer ${operator.access}`);
    expect(detail.body.history.map((h: { type: string; label: string; by: { username: string } | null }) => [h.label, h.by?.username])).toEqual([
      ['주문 접수', member.username],
      ['입금 확인', 'root'],
    ]);
  });

  it('refuses an order or a quote naming the same cart line twice, and reserves nothing', async () => {
    const member = await newSignedInMember(shop);
    const product = await productWithStock(10, 30_000);
    const line = (await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product, amount: 2 })).body.cart;

    const twice = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, carts: [line._id, line._id] });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ code: 'DUPLICATE_CART_LINE', message: '같은 장바구니 상품을 두 번 주문할 수 없습니다' });
    const quote = await shop.http
      .post('/api/v1/shop/orders/quote')
      .set('Authorization', member.auth)
      .send({ carts: [line._id, line._id] });
    expect(quote.status).toBe(400);
    expect(quote.body.code).toBe('DUPLICATE_CART_LINE');

    expect((await shop.http.get(`/api/v1/shop/products/${product}`)).body.product.stock).toBe(10);
    expect((await shop.http.get('/api/v1/me/orders').set('Authorization', member.auth)).body.summary.totalCount).toBe(0);
    expect((await shop.http.get('/api/v1/me/carts').set('Authorization', member.auth)).body.carts.map((c: { _id: string }) => c._id)).toEqual([line._id]);
    // Named once, the line is ordered as usual.
    const once = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, carts: [line._id] });
    expect(once.status).toBe(201);
    expect((await shop.http.get(`/api/v1/shop/products/${product}`)).body.product.stock).toBe(8);
  });

  it('quotes an order exactly as it will be placed, shipping included, without reserving stock', async () => {
    const member = await newSignedInMember(shop);
    const product = await productWithStock(3, 45_000);
    const quote = await shop.http
      .post('/api/v1/shop/orders/quote')
      .set('Authorization', member.auth)
      .send({ items: [{ product, amount: 2 }] });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ productsPrice: 90_000, shippingPrice: 3_000, totalPrice: 93_000 });
    expect((await shop.http.get(`/api/v1/shop/products/${product}`)).body.product.stock).toBe(3);
    const placed = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, items: [{ product, amount: 2 }] });
    expect(placed.body.order).toMatchObject({ productsPrice: 90_000, shippingPrice: 3_000, totalPrice: 93_000 });
  });

  it('orders a product directly (buy now) and charges parcel shipping under 100,000원', async () => {
    const member = await newSignedInMember(shop);
    const product = await productWithStock(3, 45_000);
    const res = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, items: [{ product, amount: 1 }] });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ productsPrice: 45_000, shippingPrice: 3_000, totalPrice: 48_000 });
  });

  it('refuses an invalid status change and an order with a bad receiver', async () => {
    const member = await newSignedInMember(shop);
    const product = await productWithStock(3);
    const order = (
      await shop.http
        .post('/api/v1/shop/orders')
        .set('Authorization', member.auth)
        .send({ ...ADDRESSES, items: [{ product, amount: 1 }] })
    ).body.order;
    const jump = await shop.http
      .put(`/api/console/shop/orders/${order._id}`)
      .set('Authorization', `Bearer ${operator.access}`)
      .send({ orderStatus: 'DELIVERY_COMPLETE' });
    expect(jump.status).toBe(409);
    expect(jump.body.code).toBe('INVALID_TRANSITION');
    const bad = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, receiver: { ...ADDRESSES.receiver, name: '김' }, items: [{ product, amount: 1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('이름을 입력해주세요');
    expect((await shop.http.get(`/api/v1/shop/products/${product}`)).body.product.stock).toBe(2);
  });

  it('gives back the stock of a canceled order', async () => {
    const member = await newSignedInMember(shop);
    const product = await productWithStock(4);
    const order = (
      await shop.http
        .post('/api/v1/shop/orders')
        .set('Authorization', member.auth)
        .send({ ...ADDRESSES, items: [{ product, amount: 3 }] })
    ).body.order;
    expect((await shop.http.get(`/api/v1/shop/products/${product}`)).body.product.stock).toBe(1);
    const cancel = await shop.http
      .put(`/api/console/shop/orders/${order._id}`)
      .set('Authorization', `Bearer ${operator.access}`)
      .send({ orderStatus: 'ORDER_CANCELED' });
    expect(cancel.body.order.statusText).toBe('주문취소');
    expect((await shop.http.get(`/api/v1/shop/products/${product}`).set('x-min-position', String(cancel.body.position))).body.product.stock).toBe(4);
  });
});

describe('abandoned reservations', () => {
  it('gives back stock reserved for an order that was never placed, and keeps what placed orders reserved', async () => {
    const product = await productWithStock(5);
    const member = await newSignedInMember(shop);
    const placed = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, items: [{ product, amount: 1 }] });
    expect(placed.status).toBe(201);
    // A process that died between reserving and placing leaves this behind:
    const reserve: ReserveStock = {
      type: 'ReserveStock',
      data: { productId: product, orderId: randomUUID(), amount: 2 },
      metadata: { userId: null, now: new Date().toISOString() },
    };
    const abandoned = await shop.app.get(Commands).send<CommandResult>(reserve);
    await shop.app.get(ProjectionRunner).waitFor(abandoned.position, 10_000);
    expect((await shop.http.get(`/api/v1/shop/products/${product}`)).body.product.stock).toBe(2);

    const sweeper = shop.app.get(ReservationSweeper);
    expect(await sweeper.sweep(new Date())).toBe(0);
    expect(await sweeper.sweep(new Date(Date.now() + 60_000))).toBe(1);
    const after = await shop.http.get(`/api/v1/shop/products/${product}`).set('x-min-position', String(abandoned.position + 1));
    expect(after.body.product.stock).toBe(4);
    expect(await sweeper.sweep(new Date(Date.now() + 60_000))).toBe(0);
  });
});

describe('no oversell', () => {
  it('gives exactly 5 orders for 20 concurrent orders on the last 5 units', async () => {
    const product = await productWithStock(5);
    const members = await Promise.all(Array.from({ length: 20 }, () => newSignedInMember(shop, 'c')));
    const results = await Promise.all(
      members.map((m) =>
        shop.http
          .post('/api/v1/shop/orders')
          .set('Authorization', m.auth)
          .send({ ...ADDRESSES, items: [{ product, amount: 1 }] }),
      ),
    );
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.body.code).toBe('INSUFFICIENT_STOCK');
    const maxPosition = Math.max(...placed.map((r) => r.body.position));
    expect((await shop.http.get(`/api/v1/shop/products/${product}`).set('x-min-position', String(maxPosition))).body.product.stock).toBe(0);
  }, 60_000);
});

describe('permissions', () => {
  it("answers 404 for another member's order", async () => {
    const owner = await newSignedInMember(shop);
    const other = await newSignedInMember(shop);
    const product = await productWithStock(2);
    const order = (
      await shop.http
        .post('/api/v1/shop/orders')
        .set('Authorization', owner.auth)
        .send({ ...ADDRESSES, items: [{ product, amount: 1 }] })
    ).body.order;
    expect((await shop.http.get(`/api/v1/me/orders/${order._id}`).set('Authorization', other.auth)).status).toBe(404);
    expect((await shop.http.get('/api/v1/me/orders').set('Authorization', other.auth)).body.summary.totalCount).toBe(0);
  });

  it('gives a member 403 on every console route', async () => {
    const member = await newSignedInMember(shop);
    const calls = [
      shop.http.get('/api/console/shop/purchases?view=all'),
      shop.http.get(`/api/console/shop/orders/${randomUUID()}`),
      shop.http.put(`/api/console/shop/orders/${randomUUID()}`).send({ orderStatus: 'ORDER_PAYMENT' }),
    ];
    for (const call of calls) {
      const res = await call.set('Authorization', member.auth);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('접근 권한이 없습니다');
    }
  });
});
