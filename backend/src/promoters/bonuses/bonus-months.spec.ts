import { bonusesByMonth, lastSeoulMonths } from './bonus-months.js';

describe('the promoter dashboard months (KST)', () => {
  it('are the 12 Seoul months ending with the current one, across a year end', () => {
    // 2026-01-31T15:30Z is already 2026-02-01 00:30 in Seoul.
    const { months, from, to } = lastSeoulMonths('2026-01-31T15:30:00.000Z');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months[11]).toBe('2026-02');
    expect(from).toBe('2025-02-28T15:00:00.000Z');
    expect(to).toBe('2026-02-28T15:00:00.000Z');
  });

  it('sum accruals, reversals and staff changes by Seoul month, leave withdrawals out and show 0 for empty months', () => {
    const months = ['2026-09', '2026-10', '2026-11'];
    const lines = [
      { type: 'SALES' as const, amount: 3_000, at: '2026-10-31T15:10:00.000Z' }, // 2026-11-01 00:10 KST
      { type: 'SALES' as const, amount: 1_500, at: '2026-10-31T14:50:00.000Z' }, // 2026-10-31 23:50 KST
      { type: 'SALES' as const, amount: -1_500, at: '2026-11-05T01:00:00.000Z' },
      { type: 'ADMIN_EDIT' as const, amount: 2_000, at: '2026-11-06T01:00:00.000Z' },
      { type: 'WITHDRAWAL' as const, amount: -4_000, at: '2026-11-07T01:00:00.000Z' },
      { type: 'GOODS' as const, amount: 9_999, at: '2026-01-07T01:00:00.000Z' },
    ];
    expect(bonusesByMonth(lines, months)).toEqual([
      { month: '2026-09', amount: 0 },
      { month: '2026-10', amount: 1_500 },
      { month: '2026-11', amount: 3_500 },
    ]);
  });
});
