import { DAY_PATTERN, STATISTICS_LIMITS, STATISTICS_PRESETS, periodDays, presetPeriod, type StatisticsPeriod, type StatisticsPreset } from '@shop/contracts';

/** The statistics page's URL search: a range preset, or `custom` with its days (yyyy-mm-dd, Asia/Seoul). */
export interface StatisticsSearch {
  preset?: StatisticsPreset;
  from?: string;
  to?: string;
}

const day = (v: unknown) => (typeof v === 'string' && DAY_PATTERN.test(v) ? v : undefined);

/** Validates the statistics page's search parameters; anything malformed is dropped (the default is 최근 30일). */
export function validateStatisticsSearch(s: Record<string, unknown>): StatisticsSearch {
  const preset = typeof s.preset === 'string' && Object.hasOwn(STATISTICS_PRESETS, s.preset) ? (s.preset as StatisticsPreset) : undefined;
  if (preset !== 'custom') return { preset: preset === 'last30' ? undefined : preset };
  return { preset, from: day(s.from), to: day(s.to) };
}

/** The period a search asks for as of `today`, or null for a custom range that is not a period of 1 to 366 days. */
export function periodOf(search: StatisticsSearch, today: string): StatisticsPeriod | null {
  const preset = search.preset ?? 'last30';
  if (preset !== 'custom') return presetPeriod(preset, today);
  if (!search.from || !search.to) return null;
  const period = { from: search.from, to: search.to };
  const days = periodDays(period);
  return days >= 1 && days <= STATISTICS_LIMITS.maxDailyDays ? period : null;
}
