import { isWithinPeriod, nextPeriodBoundary, periodStatusAt } from './content.js';

const T = Date.parse('2026-12-01T00:00:00.000Z');
const iso = (ms: number) => new Date(T + ms).toISOString();

describe('banner and popup periods (spec §3 Banner startsAt, endsAt)', () => {
  it('shows from the start (included) to the end (excluded); an open side never limits', () => {
    const period = { startsAt: iso(0), endsAt: iso(1_000) };
    expect(periodStatusAt(period, T - 1)).toBe('upcoming');
    expect(isWithinPeriod(period, T)).toBe(true);
    expect(isWithinPeriod(period, T + 999)).toBe(true);
    expect(periodStatusAt(period, T + 1_000)).toBe('ended');
    expect(isWithinPeriod({ startsAt: null, endsAt: null }, T)).toBe(true);
    expect(isWithinPeriod({}, T)).toBe(true);
  });

  it('finds the next start or end after now, so a cached answer can be dropped then', () => {
    const periods = [{ startsAt: iso(-5_000), endsAt: iso(9_000) }, { startsAt: iso(4_000) }, { endsAt: iso(-1) }, {}];
    expect(nextPeriodBoundary(periods, T)).toBe(T + 4_000);
    expect(nextPeriodBoundary(periods, T + 4_000)).toBe(T + 9_000);
    expect(nextPeriodBoundary(periods, T + 9_000)).toBeNull();
  });
});
