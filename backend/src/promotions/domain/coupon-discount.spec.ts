import type { CouponUsage, PricingLine } from '@shop/contracts';
import { applyCoupons, couponAmount, suggestCoupons, type CouponBasis, type CouponSnapshot } from './coupon-discount.js';

const AT = '2026-11-25T03:00:00.000Z';

const line = (lineId: string, totalPrice: number, more: Partial<PricingLine> = {}): PricingLine => ({
  lineId,
  productId: `p-${lineId}`,
  categoryIds: ['bath'],
  brandId: null,
  exhibitionIds: [],
  displayCodes: [],
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
  salePrice: totalPrice,
  amount: 1,
  totalPrice,
  ...more,
});

const usage = (more: Partial<CouponUsage['target']> = {}, rest: Partial<CouponUsage> = {}): CouponUsage => ({
  type: 'order',
  target: { type: 'all', price: 'productPrice', _products: [], _categories: [], _exhibitions: [], displayCodes: [], ...more },
  limit: { target: { price__min: null, price__max: null } },
  startsAt: null,
  endsAt: null,
  isActive: true,
  combinable: true,
  ...rest,
});

let n = 0;
const coupon = (more: Partial<CouponSnapshot> = {}): CouponSnapshot => ({
  userCouponId: `uc${++n}`,
  couponId: 'c',
  name: '테스트 쿠폰',
  unit: 'won',
  value: 1_000,
  limit: null,
  usage: usage(),
  productId: null,
  shippingCode: null,
  ...more,
});

const basis = (lines: PricingLine[], more: Partial<CouponBasis> = {}): CouponBasis => ({
  lines,
  shippingPrice: 3_000,
  islandPrice: 0,
  servicePrice: 0,
  ...more,
});
const discounts = (chosen: CouponSnapshot[], b: CouponBasis) => applyCoupons(chosen, b, AT).map((a) => a.discount);

describe('coupon amount (spec §9)', () => {
  it('rounds a percent amount up to the 원', () => {
    expect(couponAmount({ unit: 'percent', value: 10, limit: null }, 12_345)).toBe(1_235);
  });

  it('caps a percent amount by the coupon limit', () => {
    expect(discounts([coupon({ unit: 'percent', value: 10, limit: 10_000 })], basis([line('a', 250_000)]))).toEqual([10_000]);
  });

  it('never takes more than the remaining amount of its target', () => {
    expect(discounts([coupon({ value: 50_000 })], basis([line('a', 30_000)]))).toEqual([30_000]);
  });
});

describe('applyCoupons (spec §9 order of application)', () => {
  it('applies product-price coupons first, then delivery fare, then total order amount, each on what is left', () => {
    const total = coupon({ unit: 'percent', value: 10, usage: usage({ price: 'totalOrderAmount' }) });
    const fare = coupon({ value: 5_000, usage: usage({ price: 'deliveryFare' }) });
    const product = coupon({ value: 10_000 });
    const applied = applyCoupons([total, fare, product], basis([line('a', 100_000)]), AT);
    expect(applied.map((a) => [a.base, a.discount])).toEqual([
      ['productPrice', 10_000],
      ['deliveryFare', 3_000],
      ['totalOrderAmount', 9_000], // 10% of 90,000 left of the line (the fare is all taken)
    ]);
  });

  it('takes a second product coupon only from what the first left of its lines', () => {
    expect(discounts([coupon({ value: 20_000 }), coupon({ unit: 'percent', value: 50 })], basis([line('a', 30_000)]))).toEqual([20_000, 5_000]);
  });

  it('discounts only the lines of its targets: products, exhibitions, display codes, categories', () => {
    const lines = [line('a', 10_000), line('b', 20_000, { exhibitionIds: ['ex'], displayCodes: ['best_seller'], categoryIds: ['kitchen'] })];
    const pct = (t: Partial<CouponUsage['target']>) => applyCoupons([coupon({ unit: 'percent', value: 10, usage: usage(t) })], basis(lines), AT)[0]!;
    expect(pct({ type: 'products', _products: ['p-a'] })).toMatchObject({ discount: 1_000, lineIds: ['a'] });
    expect(pct({ type: 'exhibits', _exhibitions: ['ex'] })).toMatchObject({ discount: 2_000, lineIds: ['b'] });
    expect(pct({ type: 'displays', displayCodes: ['best_seller'] })).toMatchObject({ discount: 2_000, lineIds: ['b'] });
    expect(pct({ type: 'category', _categories: ['kitchen'] })).toMatchObject({ discount: 2_000, lineIds: ['b'] });
  });

  it('discounts only the product the member chose for it', () => {
    const applied = applyCoupons([coupon({ unit: 'percent', value: 10, productId: 'p-b' })], basis([line('a', 10_000), line('b', 20_000)]), AT);
    expect(applied[0]).toMatchObject({ discount: 2_000, lineIds: ['b'] });
  });

  it('discounts only the fare of the shipping group the member chose, never the island surcharge', () => {
    const b = basis([line('a', 10_000)], {
      shippingPrice: 8_000,
      islandPrice: 3_000,
      shipping: [
        { shippingCode: 'parcel', bundleType: 'bundle', lineIds: ['a'], shippingId: null, charge: 3_000, islandCharge: 3_000, serviceCharge: 0 },
        { shippingCode: 'freight', bundleType: 'bundle', lineIds: [], shippingId: null, charge: 5_000, islandCharge: 0, serviceCharge: 0 },
      ],
    });
    expect(discounts([coupon({ value: 100_000, usage: usage({ price: 'deliveryFare' }), shippingCode: 'freight' })], b)).toEqual([5_000]);
    expect(discounts([coupon({ value: 100_000, usage: usage({ price: 'deliveryFare' }) })], b)).toEqual([8_000]);
  });

  it('takes installation and on-site service coupons from the service charge', () => {
    const b = basis([line('a', 10_000)], { servicePrice: 30_000 });
    expect(
      discounts(
        [coupon({ value: 20_000, usage: usage({ price: 'installationPrice' }) }), coupon({ value: 20_000, usage: usage({ price: 'onsiteServiceFee' }) })],
        b,
      ),
    ).toEqual([20_000, 10_000]);
  });

  it('refuses a coupon when the target amount is under price__min or over price__max, with the amount in Korean', () => {
    const min = coupon({ value: 5_000, usage: usage({}, { limit: { target: { price__min: 50_000, price__max: null } } }) });
    expect(() => applyCoupons([min], basis([line('a', 49_999)]), AT)).toThrow('50,000원 이상 구매 시 사용할 수 있는 쿠폰입니다');
    expect(discounts([min], basis([line('a', 50_000)]))).toEqual([5_000]);
    const max = coupon({ value: 5_000, usage: usage({}, { limit: { target: { price__min: null, price__max: 100_000 } } }) });
    expect(() => applyCoupons([max], basis([line('a', 100_001)]), AT)).toThrow('100,000원 이하 구매 시');
  });

  it('refuses a coupon outside its usage period or switched off', () => {
    expect(() => applyCoupons([coupon({ usage: usage({}, { endsAt: '2026-11-25T02:59:59.000Z' }) })], basis([line('a', 10_000)]), AT)).toThrow(
      expect.objectContaining({ code: 'USER_COUPON_EXPIRED' }),
    );
    expect(() => applyCoupons([coupon({ usage: usage({}, { startsAt: '2026-11-26T00:00:00.000Z' }) })], basis([line('a', 10_000)]), AT)).toThrow(
      expect.objectContaining({ code: 'COUPON_NOT_USABLE' }),
    );
    expect(() => applyCoupons([coupon({ usage: usage({}, { isActive: false }) })], basis([line('a', 10_000)]), AT)).toThrow(
      expect.objectContaining({ code: 'COUPON_NOT_USABLE', status: 422 }),
    );
  });

  it('refuses a non-combinable coupon with another coupon (409, in Korean)', () => {
    const solo = coupon({ name: '단독 쿠폰', usage: usage({}, { combinable: false }) });
    expect(() => applyCoupons([solo, coupon()], basis([line('a', 10_000)]), AT)).toThrow(
      expect.objectContaining({ code: 'COUPON_NOT_COMBINABLE', status: 409, message: '다른 쿠폰과 함께 사용할 수 없는 쿠폰입니다: 단독 쿠폰' }),
    );
    expect(discounts([solo], basis([line('a', 10_000)]))).toEqual([1_000]);
  });

  it('refuses a coupon none of whose target products is ordered', () => {
    expect(() => applyCoupons([coupon({ usage: usage({ type: 'products', _products: ['other'] }) })], basis([line('a', 10_000)]), AT)).toThrow(
      expect.objectContaining({ code: 'COUPON_NO_TARGET' }),
    );
  });
});

describe('suggestCoupons', () => {
  it('suggests the allowed combination with the largest total discount', () => {
    const solo = coupon({ value: 12_000, usage: usage({}, { combinable: false }) });
    const a = coupon({ value: 5_000 });
    const fare = coupon({ value: 3_000, usage: usage({ price: 'deliveryFare' }) });
    const pct = coupon({ unit: 'percent', value: 10, usage: usage({ price: 'totalOrderAmount' }) });
    const outOfReach = coupon({ value: 50_000, usage: usage({}, { limit: { target: { price__min: 500_000, price__max: null } } }) });
    const s = suggestCoupons([solo, a, fare, pct, outOfReach], basis([line('x', 100_000)]), AT);
    // a + fare + 10% of the 95,000 left = 5,000 + 3,000 + 9,500 = 17,500 > 12,000 alone
    expect(s).toMatchObject({ discount: 17_500, userCouponIds: [a.userCouponId, fare.userCouponId, pct.userCouponId] });
  });

  it('suggests a non-combinable coupon alone when it is worth more than any combination', () => {
    const solo = coupon({ value: 30_000, usage: usage({}, { combinable: false }) });
    const s = suggestCoupons([solo, coupon({ value: 5_000 }), coupon({ value: 5_000 })], basis([line('x', 100_000)]), AT);
    expect(s).toMatchObject({ discount: 30_000, userCouponIds: [solo.userCouponId] });
  });

  it('suggests nothing when no coupon can be used', () => {
    expect(suggestCoupons([coupon({ usage: usage({}, { isActive: false }) })], basis([line('x', 10_000)]), AT)).toEqual({
      userCouponIds: [],
      coupons: [],
      discount: 0,
    });
  });
});

describe('shop-wide usage limit (spec §3 usage.limit.shop)', () => {
  it('refuses a coupon with no use left, or whose discount passes the discount left, and takes one that fits', () => {
    const order = basis([line('x', 100_000)]);
    expect(() => applyCoupons([coupon({ shopUsageLeft: { count: 0, price: null } })], order, AT)).toThrow(
      expect.objectContaining({ code: 'COUPON_USAGE_EXHAUSTED', message: '준비된 사용 수량이 모두 소진된 쿠폰입니다: 테스트 쿠폰' }),
    );
    expect(() => applyCoupons([coupon({ value: 5_000, shopUsageLeft: { count: null, price: 4_999 } })], order, AT)).toThrow(
      expect.objectContaining({ code: 'COUPON_USAGE_EXHAUSTED', message: '쿠폰의 전체 할인 한도가 부족하여 사용할 수 없습니다: 테스트 쿠폰' }),
    );
    expect(discounts([coupon({ value: 5_000, shopUsageLeft: { count: 1, price: 5_000 } })], order)).toEqual([5_000]);
  });

  it('shares what is left between two of the member’s coupons of one coupon on one order', () => {
    const order = basis([line('x', 100_000)]);
    const twice = () => coupon({ couponId: 'c-limited', value: 1_000, shopUsageLeft: { count: 1, price: null } });
    expect(() => applyCoupons([twice(), twice()], order, AT)).toThrow(expect.objectContaining({ code: 'COUPON_USAGE_EXHAUSTED' }));
  });

  it('leaves an exhausted coupon out of the suggestion', () => {
    const exhausted = coupon({ value: 9_000, shopUsageLeft: { count: 0, price: null } });
    const open = coupon({ couponId: 'c-open', value: 2_000 });
    expect(suggestCoupons([exhausted, open], basis([line('x', 100_000)]), AT)).toMatchObject({ userCouponIds: [open.userCouponId], discount: 2_000 });
  });
});
