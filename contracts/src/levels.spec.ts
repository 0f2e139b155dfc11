import { levelDiscountOf, levelFor, type MemberLevel } from './levels.js';
import type { PricingLine } from './pricing.js';

const line = (lineId: string, salePrice: number, amount: number): PricingLine => ({
  lineId,
  productId: `p-${lineId}`,
  categoryIds: [],
  brandId: null,
  exhibitionIds: [],
  displayCodes: [],
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
  salePrice,
  amount,
  totalPrice: salePrice * amount,
});
const level = (over: Partial<MemberLevel> = {}): MemberLevel => ({
  _id: 'SILVER',
  code: 'SILVER',
  name: '실버',
  index: 1,
  scope: 'ALL',
  isActive: true,
  isWelcome: false,
  criteria: [],
  discounts: [{ type: 'productPrice', unit: 'percent', value: 3, isActive: true }],
  points: 1,
  coupons: [],
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('level discount (spec §9: percent by default, rounds up per line)', () => {
  it('rounds a percent discount up on each line', () => {
    const d = levelDiscountOf(level(), [line('a', 10_010, 1), line('b', 33_300, 1)]);
    // 3% of 10,010 is 300.3 → 301; 3% of 33,300 is exactly 999.
    expect(d).toEqual({
      levelCode: 'SILVER',
      levelName: '실버',
      lines: [
        { lineId: 'a', discount: 301 },
        { lineId: 'b', discount: 999 },
      ],
      total: 1_300,
    });
  });
  it('takes a won discount per unit and never more than the line', () => {
    const d = levelDiscountOf(level({ discounts: [{ type: 'productPrice', unit: 'won', value: 1_000, isActive: true }] }), [
      line('a', 5_000, 3),
      line('b', 500, 2),
    ]);
    expect(d.lines).toEqual([
      { lineId: 'a', discount: 3_000 },
      { lineId: 'b', discount: 1_000 },
    ]);
  });
  it('ignores inactive discounts and inactive or missing levels', () => {
    expect(levelDiscountOf(level({ discounts: [{ type: 'productPrice', unit: 'percent', value: 5, isActive: false }] }), [line('a', 10_000, 1)]).total).toBe(0);
    expect(levelDiscountOf(level({ isActive: false }), [line('a', 10_000, 1)]).total).toBe(0);
    expect(levelDiscountOf(null, [line('a', 10_000, 1)])).toEqual({ levelCode: '', levelName: '', lines: [{ lineId: 'a', discount: 0 }], total: 0 });
  });
  it('caps a 100% discount at the line total', () =>
    expect(levelDiscountOf(level({ discounts: [{ type: 'productPrice', unit: 'percent', value: 100, isActive: true }] }), [line('a', 9_999, 2)]).total).toBe(
      19_998,
    ));
});

describe('which level a member reaches (spec §9 criteria: accumulated score, monthly confirmed purchase amount)', () => {
  const welcome = level({ code: 'WELCOME', index: 0, isWelcome: true, criteria: [] });
  const silver = level({ code: 'SILVER', index: 1, criteria: [{ type: 'monthlyPurchaseAmount', value: 300_000, isActive: true }] });
  const gold = level({
    code: 'GOLD',
    index: 2,
    criteria: [
      { type: 'monthlyPurchaseAmount', value: 1_000_000, isActive: true },
      { type: 'score', value: 500, isActive: true },
    ],
  });
  const company = level({ code: 'COMPANY', index: 5, scope: 'COMPANY', criteria: [] });
  const levels = [welcome, silver, gold, company];
  it('gives the highest level whose every active criterion is met', () => {
    expect(levelFor(levels, { userType: 'PERSON', score: 0, monthlyPurchaseAmount: 350_000 })?.code).toBe('SILVER');
    expect(levelFor(levels, { userType: 'PERSON', score: 500, monthlyPurchaseAmount: 1_000_000 })?.code).toBe('GOLD');
  });
  it('needs every active criterion, not one', () =>
    expect(levelFor(levels, { userType: 'PERSON', score: 499, monthlyPurchaseAmount: 5_000_000 })?.code).toBe('SILVER'));
  it('ignores an inactive criterion', () => {
    const easyGold = level({
      ...gold,
      criteria: [
        { type: 'score', value: 500, isActive: false },
        { type: 'monthlyPurchaseAmount', value: 1_000_000, isActive: true },
      ],
    });
    expect(levelFor([welcome, silver, easyGold], { userType: 'PERSON', score: 0, monthlyPurchaseAmount: 1_000_000 })?.code).toBe('GOLD');
  });
  it("keeps a level to its scope's members", () => {
    expect(levelFor(levels, { userType: 'COMPANY', score: 0, monthlyPurchaseAmount: 0 })?.code).toBe('COMPANY');
    expect(levelFor(levels, { userType: 'PERSON', score: 0, monthlyPurchaseAmount: 0 })?.code).toBe('WELCOME');
  });
  it('falls back to the welcome level when nothing else is met, and skips inactive levels', () =>
    expect(
      levelFor([level({ ...welcome, criteria: [{ type: 'score', value: 1, isActive: true }] }), level({ ...silver, isActive: false })], {
        userType: 'PERSON',
        score: 0,
        monthlyPurchaseAmount: 900_000,
      })?.code,
    ).toBe('WELCOME'));
});
