/**
 * Business days in Asia/Seoul (ARCHITECTURE §5). Korea keeps UTC+9 all year (no daylight
 * saving since 1988), so a fixed offset is exact. Days are `yyyy-mm-dd` strings, months
 * `yyyy-mm`; both compare correctly as strings. Pure: the current time comes in as an argument.
 */

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Asia/Seoul calendar place of an instant. */
export interface SeoulDate {
  /** `yyyy-mm-dd`. */
  day: string;
  /** `yyyy-mm`. */
  month: string;
  /** 0 = 일요일 … 6 = 토요일. */
  dayOfWeek: number;
}

/**
 * The Seoul day, month and day of week of an ISO-8601 instant.
 * @throws Error when `iso` is not a date.
 */
export function seoulDate(iso: string): SeoulDate {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`not a date: ${iso}`);
  const local = new Date(ms + SEOUL_OFFSET_MS);
  const day = local.toISOString().slice(0, 10);
  return { day, month: day.slice(0, 7), dayOfWeek: local.getUTCDay() };
}

/** Whether `value` is a real calendar day written `yyyy-mm-dd` (2026-02-30 is not). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY_PATTERN.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The day `n` days after `day` (before it for a negative `n`). `day` must satisfy {@link isDay}. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included, in order (empty when `from` is after `to`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The 12 months of `year`, `yyyy-01` to `yyyy-12`. */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${String(year).padStart(4, '0')}-${String(i + 1).padStart(2, '0')}`);
}

/** Whether `value` is a month written `yyyy-mm` (01 to 12, year from 1970). */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= '1970-01';
}

/** Every month from `from` to `to` (`yyyy-mm`, both included), in order (empty when `from` is after `to`). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  for (let month = from; month <= to; month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`) {
    months.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}

/** Outcome of reading a query period: the period, or why it is refused. */
export type PeriodResult = { ok: true; from: string; to: string } | { ok: false };

/**
 * Reads an optional `from`/`to` pair of a statistics query. Missing `to` is `today`; missing
 * `from` is `defaultDays` days ending at `to`. Refused when a given end is not a day, when
 * `from` is after `to`, or when the period is longer than `maxDays` (if given).
 */
export function readPeriod(from: string | undefined, to: string | undefined, today: string, defaultDays: number, maxDays?: number): PeriodResult {
  const end = to === undefined || to === '' ? today : to;
  if (!isDay(end)) return { ok: false };
  const start = from === undefined || from === '' ? addDays(end, -(defaultDays - 1)) : from;
  if (!isDay(start) || start > end) return { ok: false };
  if (maxDays !== undefined && addDays(start, maxDays - 1) < end) return { ok: false };
  return { ok: true, from: start, to: end };
}
