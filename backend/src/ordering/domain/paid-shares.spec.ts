import type { PriceBreakdown } from '@shop/contracts';
import { paidShares, prorate } from './paid-shares.js';

const none: Omit<PriceBreakdown, 'shippingPaid'> = {
  productsPrice: 0,
  level: null,
  levelDiscount: 0,
  coupons: [],
  couponDiscount: 0,
  pointsUsed: 0,
  shipping: [],
  shippingPrice: 0,
  islandPrice: 0,
  servicePrice: 0,
  island: null,
  totalPrice: 0,
};
const coupon = (base: PriceBreakdown['coupons'][number]['base'], discount: number, lineIds: string[] = []) => ({
  userCouponId: `uc-${base}`,
  couponId: 'c',
  name: base,
  base,
  lineIds,
  discount,
});

describe('what each line was paid (refunds give back the price paid, 전자상거래법 §18)', () => {
  it('splits in proportion and in whole 원, the leftover won to the largest, always adding up', () => {
    expect(prorate(10_000, [30_000, 10_000])).toEqual([7_500, 2_500]);
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(7, [0, 0])).toEqual([4, 3]);
    expect(prorate(0, [5, 5])).toEqual([0, 0]);
  });

  it('takes each line’s own level discount, a product coupon from its lines only, and order-wide coupons and points from all lines', () => {
    const lines = [
      { lineId: 'a', totalPrice: 300_000 },
      { lineId: 'b', totalPrice: 100_000 },
    ];
    const b = {
      ...none,
      productsPrice: 400_000,
      levelDiscount: 12_000,
      coupons: [coupon('productPrice', 29_100, ['a']), coupon('totalOrderAmount', 10_000), coupon('deliveryFare', 3_000)],
      couponDiscount: 42_100,
      pointsUsed: 5_000,
      shippingPrice: 3_000,
      totalPrice: 400_000 - 12_000 - 42_100 - 5_000 + 3_000,
    };
    const paid = paidShares(
      lines,
      b,
      new Map([
        ['a', 9_000],
        ['b', 3_000],
      ]),
    );
    // a: 300,000 − 9,000 − 29,100 = 261,900; b: 97,000. Order-wide 15,000 split 261,900 : 97,000.
    expect(paid.lines.get('a')! + paid.lines.get('b')! + paid.shipping).toBe(b.totalPrice);
    expect(paid.shipping).toBe(0);
    const [couponA, couponB] = prorate(10_000, [261_900, 97_000]);
    const [pointsA, pointsB] = prorate(5_000, [261_900 - couponA!, 97_000 - couponB!]);
    expect(paid.lines.get('b')).toBe(97_000 - couponB! - pointsB!);
    expect(paid.points).toEqual(
      new Map([
        ['a', pointsA],
        ['b', pointsB],
      ]),
    );
  });

  it('takes from the shipping what order-wide discounts leave over once the lines are paid nothing', () => {
    const paid = paidShares(
      [{ lineId: 'a', totalPrice: 10_000 }],
      { ...none, productsPrice: 10_000, pointsUsed: 12_000, shippingPrice: 3_000, totalPrice: 1_000 },
      new Map(),
    );
    expect(paid.lines.get('a')).toBe(0);
    expect(paid.points.get('a')).toBe(10_000); // the line took what it could; the rest came off the shipping
    expect(paid.shipping).toBe(1_000);
  });
});
