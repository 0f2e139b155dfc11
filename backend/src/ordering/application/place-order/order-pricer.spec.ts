import { describe, expect, it } from '@jest/globals';
import type { CouponUsage, MemberLevel, ShippingQuote } from '@shop/contracts';
import type { ProductSnapshot } from '../../../catalog/index.js';
import { PointsNotUsableError, type CouponSnapshot } from '../../../promotions/index.js';
import { priceOrder, pricingLinesOf, type OrderItem } from '../../domain/order-pricing.js';
import { mostPointsUsable, sequencePricing, type PricingFacts } from './order-pricer.js';

const AT = '2026-11-25T03:00:00.000Z';
const basin: ProductSnapshot = {
  productId: 'p1',
  code: 'bs-01',
  name: '탁상형 세면대',
  thumb: { url: '/x.svg' },
  price: 100_000,
  salePrice: 100_000,
  options: [],
  stock: 9,
  sells: true,
  shows: true,
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
  categoryId: 'c-basins',
};
const items: OrderItem[] = [{ lineId: 'l1', product: basin, option: {}, amount: 2 }];
const lines = pricingLinesOf(items, priceOrder(items).lines);

const level = (percent: number): MemberLevel => ({
  _id: 'gold',
  code: 'gold',
  name: '골드',
  index: 2,
  scope: 'ALL',
  isActive: true,
  isWelcome: false,
  criteria: [],
  discounts: [{ type: 'productPrice', unit: 'percent', value: percent, isActive: true }],
  points: 1,
  coupons: [],
  createdAt: '',
  updatedAt: '',
});
/** Parcel fare 3,000원 with the Jeju surcharge 5,000원. */
const jeju: ShippingQuote = {
  groups: [{ shippingCode: 'parcel', bundleType: 'bundle', lineIds: ['l1'], shippingId: 's1', charge: 3_000, islandCharge: 5_000, serviceCharge: 0 }],
  shippingPrice: 3_000,
  islandPrice: 5_000,
  servicePrice: 0,
  island: { kind: 'jeju', name: '제주' },
};
const usage = (price: CouponUsage['target']['price']): CouponUsage => ({
  type: 'order',
  target: { type: 'all', price, _products: [], _categories: [], _exhibitions: [], displayCodes: [] },
  limit: { target: { price__min: null, price__max: null } },
  startsAt: null,
  endsAt: null,
  isActive: true,
  combinable: true,
});
const coupon = (id: string, unit: 'won' | 'percent', value: number, price: CouponUsage['target']['price']): CouponSnapshot => ({
  userCouponId: id,
  couponId: `c-${id}`,
  name: `쿠폰 ${id}`,
  unit,
  value,
  limit: null,
  usage: usage(price),
  productId: null,
  shippingCode: null,
});
const facts = (more: Partial<PricingFacts> = {}): PricingFacts => ({
  level: null,
  shipping: jeju,
  coupons: [],
  points: { requested: 0, balance: 0, settings: { minimumUsable: 1_000, unit: 100 } },
  ...more,
});

describe('pricing an order in the contract order (contracts pricing.ts)', () => {
  it('takes a product-price percent coupon off the lines after the level discount, not off the sale price', () => {
    const { pricing } = sequencePricing(items, 'u1', lines, facts({ level: level(10), coupons: [coupon('a', 'percent', 10, 'productPrice')] }), AT);
    expect(pricing.breakdown).toMatchObject({ productsPrice: 200_000, levelDiscount: 20_000, couponDiscount: 18_000 });
    expect(pricing.totalPrice).toBe(200_000 - 20_000 - 18_000 + 3_000 + 5_000);
  });

  it('keeps the shipping quote as given (on sale-price lines) and lets a delivery-fare coupon take the fare but never the island surcharge', () => {
    const { pricing } = sequencePricing(items, 'u1', lines, facts({ level: level(50), coupons: [coupon('f', 'won', 10_000, 'deliveryFare')] }), AT);
    expect(pricing.breakdown).toMatchObject({ shippingPrice: 3_000, islandPrice: 5_000, couponDiscount: 3_000 });
    expect(pricing.totalPrice).toBe(100_000 + 5_000);
  });

  it('uses points on what is left after the coupons, up to all of it', () => {
    const left = 200_000 - 10_000 + 3_000 + 5_000;
    const all = sequencePricing(
      items,
      'u1',
      lines,
      facts({
        coupons: [coupon('a', 'won', 10_000, 'totalOrderAmount')],
        points: { requested: left, balance: 500_000, settings: { minimumUsable: 0, unit: 1 } },
      }),
      AT,
    );
    expect(all.beforePoints).toBe(left);
    expect(all.pricing.totalPrice).toBe(0);
    expect(all.pricing.lines[0]!.paidPrice).toBe(0);
  });

  it('refuses more points than is left to pay, with the Korean message, before anything', () => {
    const more = () =>
      sequencePricing(items, 'u1', lines, facts({ points: { requested: 300_000, balance: 500_000, settings: { minimumUsable: 0, unit: 1 } } }), AT);
    expect(more).toThrow(PointsNotUsableError);
    expect(more).toThrow(/결제/);
  });

  it('an inactive level discounts nothing and is not shown', () => {
    const { pricing } = sequencePricing(items, 'u1', lines, facts({ level: { ...level(10), isActive: false } }), AT);
    expect(pricing.breakdown).toMatchObject({ level: null, levelDiscount: 0, totalPrice: 208_000 });
  });
});

describe('the most points an order may use (the order page)', () => {
  const settings = { minimumUsable: 1_000, unit: 100 };
  it('is the balance or what is left to pay, whichever is less, down to the unit', () => {
    expect(mostPointsUsable(12_345, settings, 50_000)).toBe(12_300);
    expect(mostPointsUsable(12_345, settings, 7_050)).toBe(7_000);
  });
  it('is nothing below the minimum', () => {
    expect(mostPointsUsable(950, settings, 50_000)).toBe(0);
  });
});
