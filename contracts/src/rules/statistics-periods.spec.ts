import { percentChange, periodDays, periodMonths, presetPeriod, previousPeriod, shiftMonths } from './statistics-periods.js';
import { formatStatisticsCell, periodTable, productsTable } from './statistics-tables.js';

describe('statistics periods', () => {
  const today = '2026-11-27';

  it('names each preset as of today', () => {
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('last7', today)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetPeriod('last30', today)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(presetPeriod('last12Months', today)).toEqual({ from: '2025-12-01', to: '2026-11-27' });
    expect(presetPeriod('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('lastMonth', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('compares with the period of the same length just before', () => {
    // 최근 7일 and any other day range: the same number of days before.
    expect(previousPeriod({ from: '2026-11-21', to: '2026-11-27' })).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(periodDays(previousPeriod({ from: '2026-10-29', to: '2026-11-27' }))).toBe(30);
    expect(previousPeriod({ from: '2026-10-29', to: '2026-11-27' })).toEqual({ from: '2026-09-29', to: '2026-10-28' });
    // 이번 달 so far → the same days of last month; 지난 달 → the whole month before it.
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-27' })).toEqual({ from: '2026-10-01', to: '2026-10-27' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-30' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    // 최근 12개월 → the 12 months before.
    expect(previousPeriod({ from: '2025-12-01', to: '2026-11-27' })).toEqual({ from: '2024-12-01', to: '2025-11-27' });
  });

  it('counts days and months of a period', () => {
    expect(periodDays({ from: '2025-12-30', to: '2026-01-02' })).toBe(4);
    expect(periodDays({ from: '2026-01-02', to: '2026-01-01' })).toBe(0);
    expect(periodMonths({ from: '2025-12-01', to: '2026-11-27' })).toEqual({ from: '2025-12', to: '2026-11' });
    expect(shiftMonths('2024-02-29', 12)).toBe('2023-02-28');
    expect(shiftMonths('2026-01-31', -1)).toBe('2026-02-28');
  });

  it('gives the change in percent, or none when there was nothing before', () => {
    expect(percentChange(150_000, 100_000)).toBe(50);
    expect(percentChange(50_000, 100_000)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(100, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});

describe('statistics tables', () => {
  const zero = { placedCount: 0, placedAmount: 0, salesCount: 0, salesAmount: 0 };
  const f = (salesAmount: number) => ({ placedCount: 1, placedAmount: salesAmount, salesCount: 1, salesAmount });

  it('puts each day beside the day at the same place of the previous period, then the totals', () => {
    const table = periodTable({
      kind: 'daily',
      current: {
        from: '2026-11-26',
        to: '2026-11-27',
        days: [
          { date: '2026-11-26', ...f(30_000) },
          { date: '2026-11-27', ...zero },
        ],
        total: f(30_000),
      },
      previous: {
        from: '2026-11-24',
        to: '2026-11-25',
        days: [
          { date: '2026-11-24', ...f(20_000) },
          { date: '2026-11-25', ...zero },
        ],
        total: f(20_000),
      },
    });
    expect(table.columns.map((c) => c.header)).toEqual(['일자', '주문 수', '주문 금액', '매출 건수', '매출액', '이전 기간 매출액', '증감률']);
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['2026-11-26', 1, 30_000, 1, 30_000, 20_000, 50],
      ['2026-11-27', 0, 0, 0, 0, 0, null],
      ['합계', 1, 30_000, 1, 30_000, 20_000, 50],
    ]);
  });

  it('compares a product with what it sold before, and none when it sold nothing then', () => {
    const p = (productId: string, salesAmount: number) => ({ rank: 1, productId, code: productId, name: productId, amount: 1, salesAmount, orderCount: 1 });
    const table = productsTable(
      { from: 'a', to: 'b', products: [p('x', 90_000), { ...p('y', 10_000), rank: 2 }] },
      { from: 'c', to: 'd', products: [p('x', 60_000)] },
    );
    expect(table.rows.map((r) => r.cells.slice(5))).toEqual([
      [90_000, 60_000, 50],
      [10_000, null, null],
    ]);
  });

  it('formats figures with thousand separators and 원', () => {
    expect(formatStatisticsCell('money', 1_234_500)).toBe('1,234,500원');
    expect(formatStatisticsCell('count', 1200)).toBe('1,200');
    expect(formatStatisticsCell('percent', 12.5)).toBe('+12.5%');
    expect(formatStatisticsCell('percent', -3)).toBe('-3.0%');
    expect(formatStatisticsCell('percent', null)).toBe('-');
  });
});
