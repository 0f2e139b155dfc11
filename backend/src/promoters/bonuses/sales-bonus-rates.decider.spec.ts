import { salesBonusOf, salesBonusPercentFor, type SalesBonusRatesSet } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { salesBonusRatesDecider } from './sales-bonus-rates.decider.js';

const now = '2026-11-27T00:00:00.000Z';
const metadata = { userId: 'staff', now };
const table = { defaultPercent: 2, byLevel: [{ levelCode: 'GOLD', percent: 4 }], byCategory: [{ categoryId: 'c-bath', percent: 5.5 }] };

describe('sales bonus rates set in the console (적립률)', () => {
  const spec = deciderSpec(salesBonusRatesDecider);
  it('records the whole table with who set it', () =>
    spec
      .given([])
      .when({ type: 'SetSalesBonusRates', data: { ...table, setBy: 'staff' }, metadata })
      .then([{ type: 'SalesBonusRatesSet', data: { ...table, setBy: 'staff', setAt: now } }]));
  it('refuses a percent over 100, below 0 or with two decimals', () => {
    for (const defaultPercent of [100.5, -1, 2.25])
      spec
        .given([])
        .when({ type: 'SetSalesBonusRates', data: { ...table, defaultPercent, setBy: 'staff' }, metadata })
        .thenThrows('SALES_BONUS_RATE_INVALID');
  });
  it('refuses the same category twice', () =>
    spec
      .given([])
      .when({
        type: 'SetSalesBonusRates',
        data: { ...table, byCategory: [...table.byCategory, { categoryId: 'c-bath', percent: 1 }], setBy: 'staff' },
        metadata,
      })
      .thenThrows('SALES_BONUS_RATE_INVALID'));
});

describe("which rate a promotee's confirmed line earns", () => {
  const rates: SalesBonusRatesSet['data'] = { ...table, setBy: 'staff', setAt: now };
  it('is 3% while the console never set rates', () => {
    expect(salesBonusPercentFor(null, { categoryPath: ['c-bath'], levelCode: 'GOLD' })).toBe(3);
  });
  it("is the line's category rate first, also when set on a parent category", () => {
    expect(salesBonusPercentFor(rates, { categoryPath: ['c-bath'], levelCode: 'GOLD' })).toBe(5.5);
    expect(salesBonusPercentFor(rates, { categoryPath: ['c-bath', 'c-bath-tap'], levelCode: 'GOLD' })).toBe(5.5);
  });
  it("the nearest category wins over its parent's", () => {
    const nested = { ...rates, byCategory: [...rates.byCategory, { categoryId: 'c-bath-tap', percent: 1 }] };
    expect(salesBonusPercentFor(nested, { categoryPath: ['c-bath', 'c-bath-tap'], levelCode: null })).toBe(1);
  });
  it("is the promoter's level rate when the category has none", () => {
    expect(salesBonusPercentFor(rates, { categoryPath: ['c-kitchen'], levelCode: 'GOLD' })).toBe(4);
  });
  it('is the default otherwise, 0 included', () => {
    expect(salesBonusPercentFor(rates, { categoryPath: ['c-kitchen'], levelCode: 'WELCOME' })).toBe(2);
    expect(salesBonusPercentFor({ ...rates, defaultPercent: 0 }, { categoryPath: [], levelCode: null })).toBe(0);
  });
  it('works one decimal without float error, rounded down to 원', () => {
    expect(salesBonusOf(10_000, 2.5)).toBe(250);
    expect(salesBonusOf(12_345, 5.5)).toBe(678); // 678.975
    expect(salesBonusOf(29_900, 3)).toBe(897);
  });
});
