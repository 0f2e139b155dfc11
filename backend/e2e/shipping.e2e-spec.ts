import type { Island, IslandChange, PricingLine, SaveShippingDto, Shipping } from '@shop/contracts';
import { ShippingFacts } from '../src/shipping/index.js';
import { GENEROUS_LIMITS, ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Shipping rules and the islands table (spec §3 Shipping, §7 shop/shippings, shop/islands,
 * GET shippings, GET islands, §9 delivery charge types): staff edit them, the public reads
 * them, and ShippingFacts.quote prices an order's shipping from them and the seeded setting.
 */
let shop: TestShop;
let staff: string;
let admin02: string;
let admin03: string;
let member: string;

beforeAll(async () => {
  shop = await startShop(undefined, GENEROUS_LIMITS);
  staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  admin02 = `Bearer ${(await signIn(shop, 'admin02', ROOT.password)).access}`;
  admin03 = `Bearer ${(await signIn(shop, 'admin03', ROOT.password)).access}`;
  member = (await newSignedInMember(shop, 'sh')).auth;
}, 60_000);
afterAll(() => shop.close());

const SHIPPINGS = '/api/console/shop/shippings';
const ISLANDS = '/api/console/shop/islands';
const option = (over: Partial<SaveShippingDto['options'][number]> = {}): SaveShippingDto['options'][number] => ({
  code: 'parcel',
  bundle: { type: 'bundle' },
  charge: {
    type: 'pricesRange',
    pricesRange: [
      { price: 0, amount: 2_500 },
      { price: 70_000, amount: 0 },
    ],
  },
  island: { isActive: true, charge: { amount__base: 6_000, amount__jeju: 4_000 } },
  service: { isActive: false, charge: { amount: 0 } },
  ...over,
});
const body = (over: Partial<SaveShippingDto> = {}): SaveShippingDto => ({
  name: '세면대 특별 배송비',
  isActive: true,
  target: { type: 'products', _products: ['p-basin'] },
  options: [option()],
  ...over,
});
let n = 0;
const line = (over: Partial<PricingLine> = {}): PricingLine => {
  n += 1;
  return {
    lineId: `l${n}`,
    productId: `p${n}`,
    categoryIds: [],
    brandId: null,
    exhibitionIds: [],
    displayCodes: [],
    shippingCode: 'parcel',
    shippingBundleType: 'bundle',
    salePrice: 50_000,
    amount: 1,
    totalPrice: 50_000,
    ...over,
  };
};
const now = () => new Date().toISOString();

describe('console shipping rules', () => {
  it('creates, lists, changes and deletes a rule with its options', async () => {
    const created = await shop.http.post(SHIPPINGS).set('Authorization', admin02).send(body()).expect(201);
    const rule = created.body.shipping as Shipping;
    expect(rule).toMatchObject({
      name: '세면대 특별 배송비',
      target: { type: 'products', _products: ['p-basin'], _categories: [] },
      options: [{ code: 'parcel' }],
    });
    const listed = await shop.http.get(SHIPPINGS).query({ searchValue: '세면대 특별', targetType: 'products' }).set('Authorization', staff).expect(200);
    expect(listed.body.shippings.map((s: Shipping) => s._id)).toEqual([rule._id]);
    expect(listed.body.summary.totalCount).toBe(1);

    const changed = await shop.http
      .put(`${SHIPPINGS}/${rule._id}`)
      .set('Authorization', staff)
      .send(body({ name: '세면대 특별 배송비 (개편)', options: [option({ charge: { type: 'fixed', fixedAmount: 4_500 } })] }))
      .expect(200);
    expect(changed.body.shipping).toMatchObject({ name: '세면대 특별 배송비 (개편)', options: [{ charge: { type: 'fixed', fixedAmount: 4_500 } }] });
    expect(changed.body.shipping.options[0].charge.pricesRange).toBeUndefined();

    await shop.http.delete(`${SHIPPINGS}/${rule._id}`).set('Authorization', staff).expect(200);
    expect((await shop.http.get(`${SHIPPINGS}/${rule._id}`).set('Authorization', staff)).status).toBe(404);
  });

  it('lists the seeded default rule and the bathtub installation rule', async () => {
    const { body: page } = await shop.http.get(SHIPPINGS).set('Authorization', staff).expect(200);
    const names = page.shippings.map((s: Shipping) => s.name);
    expect(names).toEqual(expect.arrayContaining(['기본 배송비', '욕조 설치 배송']));
  });

  it('refuses bad input with 400 and the Korean message, nothing written', async () => {
    const before = (await shop.http.get(SHIPPINGS).set('Authorization', staff)).body.summary.totalCount;
    const cases: [unknown, string][] = [
      [body({ name: 'x' }), '배송비 정책명은 2자 이상 60자 이하로 입력해주세요'],
      [body({ options: [] }), '배송 옵션을 1개 이상 10개 이하로 입력해주세요'],
      [body({ options: [option({ charge: { type: 'pricesRange' } })] }), '구간은 1개 이상 20개 이하로 입력해주세요'],
      [body({ options: [option({ charge: { type: 'fixed', fixedAmount: -1 } })] }), '금액은 0원 이상 10,000,000원 이하의 정수로 입력해주세요'],
      [body({ startsAt: '내일' }), '적용 기간은 올바른 날짜로 입력해주세요'],
    ];
    for (const [sent, message] of cases) {
      const res = await shop.http
        .post(SHIPPINGS)
        .set('Authorization', staff)
        .send(sent as object);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const backwards = await shop.http
      .post(SHIPPINGS)
      .set('Authorization', staff)
      .send(body({ startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-11-01T00:00:00.000Z' }));
    expect([backwards.status, backwards.body.message]).toEqual([422, '적용 종료일은 시작일보다 뒤여야 합니다']);
    expect((await shop.http.get(SHIPPINGS).set('Authorization', staff)).body.summary.totalCount).toBe(before);
  });

  it('refuses admin03 and members (403) and visitors (401)', async () => {
    expect((await shop.http.get(SHIPPINGS).set('Authorization', admin03)).status).toBe(403);
    expect((await shop.http.post(SHIPPINGS).set('Authorization', member).send(body())).status).toBe(403);
    expect((await shop.http.post(ISLANDS).set('Authorization', admin03).send({})).status).toBe(403);
    expect((await shop.http.get(SHIPPINGS)).status).toBe(401);
  });
});

describe('console islands table', () => {
  it('holds the seeded public ranges: Jeju, Ulleung, Ongjin, and bridged islands exempt', async () => {
    const { body: list } = await shop.http.get(ISLANDS).set('Authorization', admin02).expect(200);
    const at = (from: string) => list.islands.find((i: Island) => i.postcodeFrom === from);
    expect(at('63000')).toMatchObject({ postcodeTo: '63644', kind: 'jeju' });
    expect(at('40200')).toMatchObject({ postcodeTo: '40240', kind: 'island' });
    expect(at('23100')).toMatchObject({ postcodeTo: '23116', kind: 'island' });
    expect(at('46768')).toMatchObject({ kind: 'exempt' });
  });

  it('adds, changes and removes a row, keeping each change in the history', async () => {
    const row = { name: '시험 도서', postcodeFrom: '99990', postcodeTo: '99999', kind: 'island', note: '검증용' };
    const added = (await shop.http.post(ISLANDS).set('Authorization', staff).send(row).expect(201)).body.island as Island;
    expect(added).toMatchObject(row);
    const twice = await shop.http.post(ISLANDS).set('Authorization', staff).send(row);
    expect([twice.status, twice.body.message]).toEqual([409, '같은 우편번호 구간이 이미 등록되어 있습니다']);
    await shop.http
      .put(`${ISLANDS}/${added._id}`)
      .set('Authorization', staff)
      .send({ ...row, kind: 'exempt', note: '연륙교 개통' })
      .expect(200);
    await shop.http.delete(`${ISLANDS}/${added._id}`).set('Authorization', staff).expect(200);
    const { body: history } = await shop.http.get(`${ISLANDS}/history`).set('Authorization', staff).set('limit', '3').expect(200);
    expect(history.changes.map((c: IslandChange) => [c.action, c.row.kind, c.islandId])).toEqual([
      ['removed', 'exempt', added._id],
      ['changed', 'exempt', added._id],
      ['added', 'island', added._id],
    ]);
    expect(history.changes[0].by).not.toBeNull();
  });

  it('refuses a bad row with 400 or 422 and the Korean message', async () => {
    const bad = await shop.http.post(ISLANDS).set('Authorization', staff).send({ name: '제주', postcodeFrom: '6300', postcodeTo: '63644', kind: 'jeju' });
    expect([bad.status, bad.body.message]).toEqual([400, '우편번호는 5자리 숫자로 입력해주세요']);
    const backwards = await shop.http
      .post(ISLANDS)
      .set('Authorization', staff)
      .send({ name: '제주', postcodeFrom: '63644', postcodeTo: '63000', kind: 'jeju' });
    expect([backwards.status, backwards.body.message]).toEqual([422, '끝 우편번호는 시작 우편번호보다 작을 수 없습니다']);
  });
});

describe('public GET shippings and islands', () => {
  it('answers the rules in force, by targetType, all at once with mode: item', async () => {
    const off = (
      await shop.http
        .post(SHIPPINGS)
        .set('Authorization', staff)
        .send(body({ name: '꺼진 정책', isActive: false }))
        .expect(201)
    ).body.shipping;
    const all = await shop.http.get('/api/v1/shippings').set('mode', 'item').expect(200);
    const names = all.body.shippings.map((s: Shipping) => s.name);
    expect(names).toContain('기본 배송비');
    expect(names).not.toContain('욕조 설치 배송'); // seeded off
    expect(names).not.toContain(off.name);
    const every = await shop.http.get('/api/v1/shippings').query({ targetType: 'every' }).set('mode', 'item').expect(200);
    expect(every.body.shippings.every((s: Shipping) => s.target.type === 'every')).toBe(true);
    const paged = await shop.http.get('/api/v1/shippings').set('limit', '1').expect(200);
    expect(paged.body.shippings).toHaveLength(1);
  });

  it('answers the islands table by postcode', async () => {
    const { body: res } = await shop.http.get('/api/v1/islands').expect(200);
    const froms = res.islands.map((i: Island) => i.postcodeFrom);
    expect(froms).toEqual([...froms].sort());
    expect(res.islands.find((i: Island) => i.postcodeFrom === '63000')).toMatchObject({ kind: 'jeju' });
  });
});

describe('ShippingFacts.quote against the seeded rules, islands and setting', () => {
  const facts = () => shop.app.get(ShippingFacts);
  const to = (postcode: string, address1: string, coordinates: [number, number] | null = null) => ({
    postcode,
    address1,
    geolocation: coordinates ? { type: 'Point' as const, coordinates } : null,
  });

  it('charges the default parcel fare and the Jeju surcharge to a Jeju postcode', async () => {
    const jeju = to('63309', '제주특별자치도 제주시 첨단로 242');
    const q = await facts().quote([line(), line({ salePrice: 20_000, totalPrice: 20_000 })], jeju, now());
    expect(q).toMatchObject({ shippingPrice: 3_000, islandPrice: 3_000, servicePrice: 0, island: { kind: 'jeju' } });
    expect(q.groups).toHaveLength(1);
    // 100,000원 and more of parcel goods ship free; the Jeju surcharge stays.
    expect(await facts().quote([line(), line()], jeju, now())).toMatchObject({ shippingPrice: 0, islandPrice: 3_000 });
    expect(await facts().quote([line()], to('06016', '서울특별시 강남구 학동로 311'), now())).toMatchObject({
      shippingPrice: 3_000,
      islandPrice: 0,
      island: null,
    });
  });

  it('charges the island amount to Ulleung and nothing extra to bridged 가덕도', async () => {
    const freight = line({ shippingCode: 'freight', salePrice: 200_000, totalPrice: 200_000 });
    expect(await facts().quote([freight], to('40230', '경북 울릉군 울릉읍 도동길'), now())).toMatchObject({ shippingPrice: 30_000, islandPrice: 50_000 });
    expect(await facts().quote([freight], to('46770', '부산 강서구 가덕해안로'), now())).toMatchObject({
      shippingPrice: 30_000,
      islandPrice: 0,
      island: { kind: 'exempt' },
    });
  });

  it('refuses a company delivery outside the capital area (areas__available) with a Korean message', async () => {
    await expect(facts().quote([line({ shippingCode: 'company' })], to('48058', '부산 해운대구 해운대로 1'), now())).rejects.toMatchObject({
      status: 422,
      code: 'SHIPPING_AREA_UNAVAILABLE',
      message: '업체직배송 상품은 서울, 경기, 인천 지역에만 배송됩니다. 배송지를 확인해주세요.',
    });
    expect((await facts().quote([line({ shippingCode: 'company' })], to('06016', '서울특별시 강남구 학동로 311'), now())).shippingPrice).toBe(0);
  });

  it('reads a travel range from the seeded warehouse, and needs the destination coordinates', async () => {
    const travel = body({
      name: '직배송 거리별',
      target: { type: 'products', _products: ['p-far'] },
      options: [
        option({
          code: 'company_special',
          bundle: { type: 'apiece' },
          charge: {
            type: 'travelRange',
            travelRange: [
              { distance: 0, amount: 40_000 },
              { distance: 30, amount: 70_000 },
            ],
          },
        }),
      ],
    });
    await shop.http.post(SHIPPINGS).set('Authorization', staff).send(travel).expect(201);
    const far = line({ productId: 'p-far', shippingCode: 'company_special' });
    const q = await facts().quote([far], to('06016', '서울특별시 강남구 학동로 311', [127.0286, 37.5172]), now());
    expect(q.shippingPrice).toBe(70_000);
    await expect(facts().quote([far], to('06016', '서울특별시 강남구 학동로 311'), now())).rejects.toMatchObject({
      status: 422,
      message: '위치정보를 다시 입력하세요.',
    });
  });
});
