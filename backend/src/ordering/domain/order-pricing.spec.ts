import type { ProductSnapshot } from '../../catalog/index.js';
import { priceOrder, pricingLinesOf, type OrderItem } from './order-pricing.js';

const toilet: ProductSnapshot = {
  productId: 'p1',
  code: 'tl-01',
  name: '원피스 양변기',
  thumb: { url: '/x.svg' },
  price: 400_000,
  salePrice: 360_000,
  options: [],
  stock: 5,
  sells: true,
  shows: true,
  shippingCode: 'freight',
  shippingBundleType: 'bundle',
  categoryId: 'c-toilets',
  brandId: 'b-1',
  displayCodes: ['best_seller'],
};
const items: OrderItem[] = [{ lineId: 'l1', product: toilet, option: {}, amount: 2 }];

describe('pricing an order with mandatory choice items (spec §3 choicees)', () => {
  const withSeat: ProductSnapshot = {
    ...toilet,
    choices: [
      { key: 'seat-soft', mandatory: true, surcharge: 0 },
      { key: 'custom:설치 키트', mandatory: false, surcharge: 25_000 },
    ],
  };
  it('refuses a line of a product whose mandatory choice is not picked', () => {
    expect(() => priceOrder([{ lineId: 'l1', product: withSeat, option: {}, amount: 1 }])).toThrow(expect.objectContaining({ code: 'CHOICE_REQUIRED' }));
  });
  it('places the line with the picked choice', () => {
    const p = priceOrder([{ lineId: 'l1', product: withSeat, option: {}, choices: ['seat-soft'], amount: 1 }]);
    expect(p.lines[0]).toMatchObject({ choices: ['seat-soft'], totalPrice: 360_000 });
  });
  it('adds a picked custom item’s price to each unit of its line; a picked product is its own line after it', () => {
    const seat: ProductSnapshot = { ...toilet, productId: 'seat-soft', code: 'SEAT', name: '소프트 시트', price: 90_000, salePrice: 80_000, stock: 3 };
    const p = priceOrder([
      { lineId: 'l1', product: withSeat, option: {}, choices: ['seat-soft', 'custom:설치 키트'], amount: 2 },
      { lineId: 'l2', product: seat, option: {}, choiceOf: 'l1', amount: 2 },
    ]);
    expect(p.lines.map((l) => [l.productId, l.salePrice, l.totalPrice, l.choiceOf])).toEqual([
      ['p1', 385_000, 770_000, undefined],
      ['seat-soft', 80_000, 160_000, 'l1'],
    ]);
    expect(p.productsPrice).toBe(930_000);
  });
  it('refuses a picked product with fewer units than its line asks, naming it', () => {
    const seat: ProductSnapshot = { ...toilet, productId: 'seat-soft', name: '소프트 시트', stock: 1 };
    expect(() =>
      priceOrder([
        { lineId: 'l1', product: withSeat, option: {}, choices: ['seat-soft'], amount: 2 },
        { lineId: 'l2', product: seat, option: {}, choiceOf: 'l1', amount: 2 },
      ]),
    ).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_STOCK' }));
  });
});

describe('pricing an order (contracts pricing.ts, spec §9)', () => {
  it('without adjustments: products plus the default shipping of the code, the breakdown saying the same', () => {
    const p = priceOrder(items);
    expect(p.productsPrice).toBe(720_000);
    expect(p.shippingPrice).toBe(0); // freight is free from 500,000원
    expect(p.breakdown).toMatchObject({ productsPrice: 720_000, levelDiscount: 0, couponDiscount: 0, pointsUsed: 0, totalPrice: 720_000 });
    expect(p.totalPrice).toBe(p.breakdown.totalPrice);
    expect(p.lines[0]!.paidPrice).toBeUndefined(); // nothing taken off: the line's total is what was paid
  });

  it('takes the level discount, coupons and points off and adds shipping, island and installation', () => {
    const p = priceOrder(items, null, {
      level: { levelCode: 'GOLD', levelName: '골드', lines: [{ lineId: 'l1', discount: 21_600 }], total: 21_600 },
      shipping: {
        groups: [
          { shippingCode: 'freight', bundleType: 'bundle', lineIds: ['l1'], shippingId: 's1', charge: 30_000, islandCharge: 5_000, serviceCharge: 50_000 },
        ],
        shippingPrice: 30_000,
        islandPrice: 5_000,
        servicePrice: 50_000,
        island: { kind: 'jeju', name: '제주' },
      },
      coupons: [{ userCouponId: 'uc1', couponId: 'c1', name: '10% 할인', base: 'productPrice', lineIds: ['l1'], discount: 50_000 }],
      pointsUsed: 3_000,
    });
    // 720,000 − 21,600 − 50,000 − 3,000 + 30,000 + 5,000 + 50,000
    expect(p.totalPrice).toBe(730_400);
    expect(p.shippingPrice).toBe(85_000);
    expect(p.breakdown).toMatchObject({
      level: { code: 'GOLD', name: '골드' },
      couponDiscount: 50_000,
      island: { kind: 'jeju', name: '제주' },
      totalPrice: 730_400,
    });
    // The one line paid 720,000 − 21,600 − 50,000 − 3,000; the shipping what it cost.
    expect(p.lines[0]!.paidPrice).toBe(645_400);
    expect(p.breakdown.shippingPaid).toBe(85_000);
  });

  it('never comes to less than nothing', () => {
    expect(priceOrder(items, null, { pointsUsed: 1_000_000 }).totalPrice).toBe(0);
  });

  it('hands the other contexts each line with its category, brand and display groups', () => {
    const p = priceOrder(items);
    expect(pricingLinesOf(items, p.lines)).toEqual([
      {
        lineId: 'l1',
        productId: 'p1',
        categoryIds: ['c-toilets'],
        brandId: 'b-1',
        exhibitionIds: [],
        displayCodes: ['best_seller'],
        shippingCode: 'freight',
        shippingBundleType: 'bundle',
        salePrice: 360_000,
        amount: 2,
        totalPrice: 720_000,
      },
    ]);
  });
});
