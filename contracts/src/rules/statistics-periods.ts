/**
 * Periods of the console statistics page (spec §2 console statistics, §7 Statistics): the range
 * presets, the previous period each is compared with, and the change between two figures. Days
 * are `yyyy-mm-dd` (Asia/Seoul business days), months `yyyy-mm`; both compare as strings. Pure:
 * today comes in as an argument.
 */

/** A period of days, both ends included. */
export interface StatisticsPeriod {
  from: string;
  to: string;
}

/** The range presets of the statistics page, with their Korean labels. */
export const STATISTICS_PRESETS = {
  thisMonth: '이번 달',
  lastMonth: '지난 달',
  last7: '최근 7일',
  last30: '최근 30일',
  last12Months: '최근 12개월',
  custom: '직접 입력',
} as const;
export type StatisticsPreset = keyof typeof STATISTICS_PRESETS;

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today's business day (`yyyy-mm-dd`) in Asia/Seoul (UTC+9 all year) at instant `now`. */
export function seoulToday(now: Date): string {
  return dayOf(now.getTime() + 9 * 3_600_000);
}

/** The day `n` days after `day` (before it when `n` is negative). */
export function shiftDays(day: string, n: number): string {
  return dayOf(utc(day) + n * DAY_MS);
}

/** How many days the period holds, both ends included (0 when `from` is after `to`). */
export function periodDays({ from, to }: StatisticsPeriod): number {
  return Math.max(0, Math.round((utc(to) - utc(from)) / DAY_MS) + 1);
}

/** The last day of month `yyyy-mm`. */
function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day `n` months before (negative: after) `day`, its day of month kept or cut to the month's last day (03-31 → 02-28). */
export function shiftMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const dd = Math.min(d, lastDayOf(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

/** The period a preset names as of `today` ('custom' gives the last 30 days, the page's default). */
export function presetPeriod(preset: StatisticsPreset, today: string): StatisticsPeriod {
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const from = shiftMonths(monthStart, 1);
      return { from, to: shiftDays(monthStart, -1) };
    }
    case 'last7':
      return { from: shiftDays(today, -6), to: today };
    case 'last12Months':
      return { from: shiftMonths(monthStart, 11), to: today };
    case 'last30':
    case 'custom':
      return { from: shiftDays(today, -29), to: today };
  }
}

/** Whether the period starts on the first of a month (then it is compared month for month). */
const startsMonth = (p: StatisticsPeriod) => p.from.endsWith('-01');

/** Months the period touches, `from`'s to `to`'s (1 for a period within one month). */
function monthSpan({ from, to }: StatisticsPeriod): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/**
 * The period a period is compared with: of the same length, just before it. A period starting on
 * the first of a month is moved back by the months it spans, its last day kept or cut to the
 * month's end (이번 달 1–27일 → 지난 달 1–27일, 지난 달 → 그 전 달, 최근 12개월 → the 12 months
 * before); any other is moved back by its number of days (최근 7일 → the 7 days before).
 */
export function previousPeriod(period: StatisticsPeriod): StatisticsPeriod {
  if (startsMonth(period)) {
    const months = monthSpan(period);
    const from = shiftMonths(period.from, months);
    const wholeMonth = shiftDays(period.to, 1).endsWith('-01');
    const to = wholeMonth ? shiftDays(shiftMonths(shiftDays(period.to, 1), months), -1) : shiftMonths(period.to, months);
    return { from, to };
  }
  const days = periodDays(period);
  return { from: shiftDays(period.from, -days), to: shiftDays(period.from, -1) };
}

/** The months (`yyyy-mm`) the period touches, for the monthly figures. */
export function periodMonths({ from, to }: StatisticsPeriod): { from: string; to: string } {
  return { from: from.slice(0, 7), to: to.slice(0, 7) };
}

/**
 * The change from `previous` to `current` in percent, rounded to one decimal (12.5 for +12.5 %);
 * null when there was nothing before to compare with (previous 0).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
