import type { GeoPoint, PricingDestination, PricingLine, ShippingOption } from '@shop/contracts';
import { distanceKm, quoteShipping, type IslandRange, type ShippingPlace, type ShippingRule } from './quote-shipping.js';

/**
 * Shipping of an order (spec §3 Shipping option, §9 delivery charge types): one
 * given/when/then per rule. `given` rules, islands and places; `when` an order; `then` its quote.
 */
const at = '2026-11-25T03:00:00.000Z';
const point = (lng: number, lat: number): GeoPoint => ({ type: 'Point', coordinates: [lng, lat] });
const WAREHOUSE = point(127.3712, 37.2493); // 경기도 이천시 마장면
const SEOUL = point(126.978, 37.5665);
const BUSAN = point(129.0756, 35.1796);

let n = 0;
const line = (over: Partial<PricingLine> = {}): PricingLine => {
  n += 1;
  const salePrice = over.salePrice ?? 50_000;
  const amount = over.amount ?? 1;
  return {
    lineId: `l${n}`,
    productId: `p${n}`,
    categoryIds: ['bath', 'bath-sink'],
    brandId: 'colora',
    exhibitionIds: [],
    displayCodes: [],
    shippingCode: 'parcel',
    shippingBundleType: 'bundle',
    salePrice,
    amount,
    totalPrice: salePrice * amount,
    ...over,
  };
};
const option = (over: Partial<ShippingOption> = {}): ShippingOption => ({
  code: 'parcel',
  bundle: { type: 'bundle' },
  charge: { type: 'fixed', fixedAmount: 4_000 },
  island: { isActive: true, charge: { amount__base: 5_000, amount__jeju: 3_000 } },
  service: { isActive: false, charge: { amount: 0 } },
  ...over,
});
const rule = (over: Partial<ShippingRule> = {}): ShippingRule => ({
  _id: 'r-every',
  name: '기본 배송비',
  startsAt: null,
  endsAt: null,
  isActive: true,
  target: { type: 'every', _products: [], _categories: [], _brands: [] },
  options: [option()],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const ISLANDS: IslandRange[] = [
  { name: '제주', postcodeFrom: '63000', postcodeTo: '63644', kind: 'jeju' },
  { name: '울릉도', postcodeFrom: '40200', postcodeTo: '40240', kind: 'island' },
  { name: '가덕도', postcodeFrom: '46768', postcodeTo: '46771', kind: 'exempt' },
  { name: '인천 옹진군', postcodeFrom: '23100', postcodeTo: '23136', kind: 'island' },
  { name: '영흥도(영흥대교)', postcodeFrom: '23125', postcodeTo: '23126', kind: 'exempt' },
];
const to = (postcode: string, address1 = '서울 강남구 학동로 311', geolocation: PricingDestination['geolocation'] = SEOUL): PricingDestination => ({
  postcode,
  address1,
  geolocation,
});
const SEOUL_HOME = to('06050');

function given(rules: ShippingRule[], places: Partial<Record<string, ShippingPlace>> = {}, islands = ISLANDS) {
  return {
    when: (lines: PricingLine[], destination: PricingDestination | null = SEOUL_HOME, when = at) => ({
      quote: () => quoteShipping(lines, destination, rules, places, islands, when),
    }),
  };
}

describe('charge types (spec §9)', () => {
  it('pay on delivery charges 0', () => {
    const q = given([rule({ options: [option({ charge: { type: 'free' } })] })])
      .when([line()])
      .quote();
    expect(q.shippingPrice).toBe(0);
  });

  it('a fixed charge is its amount', () => {
    expect(given([rule()]).when([line()]).quote().shippingPrice).toBe(4_000);
  });

  it('a price range takes the row of the largest price not above the group amount', () => {
    const ranged = rule({
      options: [
        option({
          charge: {
            type: 'pricesRange',
            pricesRange: [
              { price: 0, amount: 3_000 },
              { price: 100_000, amount: 0 },
              { price: 50_000, amount: 1_500 },
            ],
          },
        }),
      ],
    });
    expect(
      given([ranged])
        .when([line({ salePrice: 49_999 })])
        .quote().shippingPrice,
    ).toBe(3_000);
    expect(
      given([ranged])
        .when([line({ salePrice: 50_000 })])
        .quote().shippingPrice,
    ).toBe(1_500);
    expect(
      given([ranged])
        .when([line({ salePrice: 60_000 }), line({ salePrice: 40_000 })])
        .quote().shippingPrice,
    ).toBe(0);
  });

  it('a travel range takes the row of the largest distance not above the haversine distance from the warehouse', () => {
    const travel = rule({
      options: [
        option({
          charge: {
            type: 'travelRange',
            travelRange: [
              { distance: 0, amount: 30_000 },
              { distance: 40, amount: 50_000 },
              { distance: 300, amount: 90_000 },
            ],
          },
        }),
      ],
    });
    const places = { parcel: { geolocation: WAREHOUSE, areas__available: [] } };
    // Seoul city hall is about 49 km from 이천 마장면, Busan about 270 km.
    expect(distanceKm(WAREHOUSE, SEOUL)).toBeGreaterThan(40);
    expect(distanceKm(WAREHOUSE, BUSAN)).toBeLessThan(300);
    expect(given([travel], places).when([line()]).quote().shippingPrice).toBe(50_000);
    expect(
      given([travel], places)
        .when([line()], to('48058', '부산 해운대구 해운대로 1', BUSAN))
        .quote().shippingPrice,
    ).toBe(50_000);
    expect(
      given([travel], places)
        .when([line()], to('17300', '경기 이천시 마장면', WAREHOUSE))
        .quote().shippingPrice,
    ).toBe(30_000);
  });

  it('measures distance with earth radius 6371 km (one degree of latitude is 111.19 km)', () => {
    expect(distanceKm({ type: 'Point', coordinates: [127, 37] }, { type: 'Point', coordinates: [127, 38] })).toBeCloseTo((6371 * Math.PI) / 180, 6);
  });
});

describe('distance without coordinates', () => {
  const travel = rule({ options: [option({ charge: { type: 'travelRange', travelRange: [{ distance: 0, amount: 30_000 }] } })] });

  it('refuses a destination without coordinates with 위치정보를 다시 입력하세요.', () => {
    const places = { parcel: { geolocation: WAREHOUSE, areas__available: [] } };
    expect(() =>
      given([travel], places)
        .when([line()], to('06050', '서울 강남구', null))
        .quote(),
    ).toThrow('위치정보를 다시 입력하세요.');
  });

  it('refuses a warehouse without coordinates with the same message', () => {
    expect(() =>
      given([travel], { parcel: { geolocation: null, areas__available: [] } })
        .when([line()])
        .quote(),
    ).toThrow('위치정보를 다시 입력하세요.');
  });

  it('does not need coordinates for the other charge types', () => {
    expect(
      given([rule()])
        .when([line()], to('06050', '서울 강남구', null))
        .quote().shippingPrice,
    ).toBe(4_000);
  });
});

describe('bundle versus apiece (spec §9)', () => {
  it('a bundle group of one code pays the highest charge among its lines once', () => {
    const cheap = rule({ _id: 'r-cheap', options: [option({ charge: { type: 'fixed', fixedAmount: 3_000 } })] });
    const dear = rule({
      _id: 'r-sink',
      target: { type: 'category', _products: [], _categories: ['sink'], _brands: [] },
      options: [option({ charge: { type: 'fixed', fixedAmount: 7_000 } })],
    });
    const q = given([cheap, dear])
      .when([line(), line({ categoryIds: ['sink'] }), line()])
      .quote();
    expect(q.groups).toHaveLength(1);
    expect(q.groups[0]).toMatchObject({ bundleType: 'bundle', charge: 7_000, shippingId: 'r-sink' });
    expect(q.shippingPrice).toBe(7_000);
  });

  it('apiece lines pay each its own charge, summed', () => {
    const apiece = rule({ options: [option({ bundle: { type: 'apiece' }, charge: { type: 'fixed', fixedAmount: 5_000 } })] });
    const q = given([apiece]).when([line(), line(), line()]).quote();
    expect(q.groups.map((g) => g.charge)).toEqual([5_000, 5_000, 5_000]);
    expect(q.shippingPrice).toBe(15_000);
  });

  it('groups bundled lines by shipping code', () => {
    const two = rule({ options: [option(), option({ code: 'freight', charge: { type: 'fixed', fixedAmount: 30_000 } })] });
    const q = given([two])
      .when([line(), line({ shippingCode: 'freight' }), line()])
      .quote();
    expect(q.groups.map((g) => [g.shippingCode, g.lineIds.length, g.charge])).toEqual([
      ['parcel', 2, 4_000],
      ['freight', 1, 30_000],
    ]);
  });
});

describe('island surcharge by postcode', () => {
  it('charges amount__jeju for a Jeju postcode', () => {
    const q = given([rule()]).when([line()], to('63309', '제주특별자치도 제주시 첨단로 242')).quote();
    expect(q).toMatchObject({ islandPrice: 3_000, island: { kind: 'jeju', name: '제주' } });
  });

  it('charges amount__base for another island', () => {
    const q = given([rule()]).when([line()], to('40230', '경북 울릉군 울릉읍')).quote();
    expect(q).toMatchObject({ islandPrice: 5_000, island: { kind: 'island', name: '울릉도' } });
  });

  it('charges nothing on an exempt, bridge-connected island (연륙도서)', () => {
    const q = given([rule()]).when([line()], to('46770', '부산 강서구 가덕도동')).quote();
    expect(q).toMatchObject({ islandPrice: 0, island: { kind: 'exempt', name: '가덕도' } });
  });

  it('lets the narrower exempt row inside a charged range win', () => {
    expect(given([rule()]).when([line()], to('23125', '인천 옹진군 영흥면')).quote()).toMatchObject({ islandPrice: 0, island: { kind: 'exempt' } });
    expect(given([rule()]).when([line()], to('23110', '인천 옹진군 백령면')).quote()).toMatchObject({ islandPrice: 5_000, island: { kind: 'island' } });
  });

  it('charges nothing on the mainland or when the option has no island surcharge', () => {
    expect(given([rule()]).when([line()]).quote()).toMatchObject({ islandPrice: 0, island: null });
    const off = rule({ options: [option({ island: { isActive: false, charge: { amount__base: 5_000, amount__jeju: 3_000 } } })] });
    expect(given([off]).when([line()], to('63309', '제주특별자치도 제주시')).quote().islandPrice).toBe(0);
  });

  it('charges a bundle once and apiece lines each', () => {
    const apiece = rule({ options: [option({ bundle: { type: 'apiece' } })] });
    expect(given([rule()]).when([line(), line()], to('63309', '제주 제주시')).quote().islandPrice).toBe(3_000);
    expect(given([apiece]).when([line(), line()], to('63309', '제주 제주시')).quote().islandPrice).toBe(6_000);
  });
});

describe('installation (service) charge', () => {
  it('charges service.charge.amount per unit when service.isActive', () => {
    const install = rule({ options: [option({ service: { isActive: true, charge: { amount: 80_000 } } })] });
    const q = given([install])
      .when([line({ amount: 2 }), line()])
      .quote();
    expect(q.servicePrice).toBe(240_000);
    expect(q.shippingPrice).toBe(4_000);
  });
});

describe('areas__available (spec §9)', () => {
  const places = { company: { geolocation: WAREHOUSE, areas__available: ['서울', '경기도'] } };
  const direct = rule({ options: [option({ code: 'company', charge: { type: 'free' } })] });

  it('refuses an address outside the allowed areas, naming the code and the areas', () => {
    expect(() =>
      given([direct], places)
        .when([line({ shippingCode: 'company' })], to('48058', '부산광역시 해운대구'))
        .quote(),
    ).toThrow('업체직배송 상품은 서울, 경기도 지역에만 배송됩니다. 배송지를 확인해주세요.');
  });

  it('accepts an address starting with an allowed area, long or short 시·도 names alike', () => {
    expect(() =>
      given([direct], places)
        .when([line({ shippingCode: 'company' })], to('06050', '서울특별시 강남구 학동로'))
        .quote(),
    ).not.toThrow();
    expect(() =>
      given([direct], places)
        .when([line({ shippingCode: 'company' })], to('16500', '경기 수원시 영통구'))
        .quote(),
    ).not.toThrow();
  });

  it('does not check codes the order does not use', () => {
    expect(() => given([rule()], places).when([line()], to('48058', '부산 해운대구')).quote()).not.toThrow();
  });
});

describe('the most specific rule in its period wins', () => {
  const fixed = (id: string, type: ShippingRule['target']['type'], amount: number, over: Partial<ShippingRule> = {}) =>
    rule({
      _id: id,
      target: { type, _products: ['p-special'], _categories: ['bath'], _brands: ['colora'] },
      options: [option({ charge: { type: 'fixed', fixedAmount: amount } })],
      ...over,
    });
  const all = [
    fixed('every', 'every', 1_000),
    fixed('brand', 'brand', 2_000),
    fixed('cat', 'category', 3_000),
    fixed('catbrand', 'categoryBrand', 4_000),
    fixed('prod', 'products', 5_000),
  ];
  const priceOf = (rules: ShippingRule[], l: PricingLine) => given(rules).when([l]).quote().groups[0]!;

  it('products > category+brand > category > brand > every asset', () => {
    expect(priceOf(all, line({ productId: 'p-special' }))).toMatchObject({ shippingId: 'prod', charge: 5_000 });
    expect(priceOf(all, line())).toMatchObject({ shippingId: 'catbrand', charge: 4_000 });
    expect(priceOf(all, line({ brandId: 'other' }))).toMatchObject({ shippingId: 'cat', charge: 3_000 });
    expect(priceOf(all, line({ categoryIds: ['kitchen'] }))).toMatchObject({ shippingId: 'brand', charge: 2_000 });
    expect(priceOf(all, line({ categoryIds: ['kitchen'], brandId: null }))).toMatchObject({ shippingId: 'every', charge: 1_000 });
  });

  it('between equally specific rules the latest created wins', () => {
    const older = fixed('old', 'category', 3_000, { createdAt: '2026-01-01T00:00:00.000Z' });
    const newer = fixed('new', 'category', 3_500, { createdAt: '2026-06-01T00:00:00.000Z' });
    expect(priceOf([older, newer], line())).toMatchObject({ shippingId: 'new', charge: 3_500 });
  });

  it('skips a rule with no option for the line shipping code', () => {
    const freightOnly = fixed('freight', 'products', 9_000, { options: [option({ code: 'freight' })] });
    expect(priceOf([freightOnly, all[0]!], line({ productId: 'p-special' }))).toMatchObject({ shippingId: 'every' });
  });

  it('skips a rule that is off or outside its period (ends inclusive)', () => {
    const off = fixed('off', 'products', 9_000, { isActive: false });
    const later = fixed('later', 'products', 9_000, { startsAt: '2026-12-01T00:00:00.000Z' });
    const over = fixed('over', 'products', 9_000, { endsAt: '2026-11-25T02:59:59.999Z' });
    const now = fixed('now', 'products', 8_000, { startsAt: '2026-11-01T00:00:00.000Z', endsAt: at });
    const p = line({ productId: 'p-special' });
    expect(priceOf([off, later, over, all[0]!], p)).toMatchObject({ shippingId: 'every' });
    expect(priceOf([off, later, over, now, all[0]!], p)).toMatchObject({ shippingId: 'now', charge: 8_000 });
  });

  it('falls back to the shop default charges when no rule matches', () => {
    const q = given([])
      .when([line({ salePrice: 30_000 }), line({ shippingCode: 'express', shippingBundleType: 'apiece' })])
      .quote();
    expect(q.groups.map((g) => [g.shippingCode, g.shippingId, g.charge])).toEqual([
      ['parcel', null, 3_000],
      ['express', null, 5_000],
    ]);
    expect(given([]).when([line()], to('63309', '제주 제주시')).quote()).toMatchObject({ islandPrice: 0, island: { kind: 'jeju' } });
  });
});

describe('without a destination yet', () => {
  it('charges no island, checks no area and reads a travel range at 0 km', () => {
    const travel = rule({
      options: [
        option({
          charge: {
            type: 'travelRange',
            travelRange: [
              { distance: 0, amount: 30_000 },
              { distance: 10, amount: 60_000 },
            ],
          },
        }),
      ],
    });
    const places = { parcel: { geolocation: null, areas__available: ['서울'] } };
    expect(given([travel], places).when([line()], null).quote()).toMatchObject({ shippingPrice: 30_000, islandPrice: 0, island: null });
  });
});
