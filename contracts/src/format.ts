/**
 * Display formats of ARCHITECTURE §5 and spec §9: 원 with thousands separators, dates as
 * yyyy-mm-dd and hh:mm:ss in Asia/Seoul, phone numbers 3-4-4.
 */

/**
 * 1234567 -> "1,234,567" (the integer part, commas every three digits, as ko-KR writes them).
 * Not Intl: building the first ko-KR number format loads the locale's data, ≈ 15 ms of a
 * page's start on a desktop CPU, four times that on a phone's.
 */
export function groupThousands(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  return (n <= -1 ? '-' : '') + digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 12345 -> "12,345원". Money is an integer number of 원. */
export function formatPrice(won: number): string {
  return `${groupThousands(won)}원`;
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000; // Asia/Seoul has no daylight saving time.
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The UTC instant (ISO) at which the Asia/Seoul day `day` (yyyy-mm-dd) starts, or null for a malformed or impossible day. */
export function seoulDayStart(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return new Date(ms - SEOUL_OFFSET_MS).toISOString();
}

/** ISO-8601 or Date -> its Asia/Seoul month, "yyyy-mm". */
export function seoulMonthOf(value: string | Date): string {
  return formatDate(value).slice(0, 7);
}

/** The month `n` months after `month` ("yyyy-mm"; before it for a negative `n`). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** The UTC instant (ISO) at which the Asia/Seoul month `month` ("yyyy-mm") starts. */
export function seoulMonthStart(month: string): string {
  return seoulDayStart(`${month}-01`)!;
}

/** ISO-8601 or Date -> "yyyy-mm-dd" in Asia/Seoul. */
export function formatDate(value: string | Date): string {
  const d = new Date(new Date(value).getTime() + SEOUL_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** ISO-8601 or Date -> "hh:mm:ss" in Asia/Seoul. */
export function formatTime(value: string | Date): string {
  const d = new Date(new Date(value).getTime() + SEOUL_OFFSET_MS);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** ISO-8601 or Date -> "yyyy-mm-dd hh:mm:ss" in Asia/Seoul. */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** "01012345678" -> "010-1234-5678"; 10 digits -> 3-3-4 (02 numbers 2-4-4 / 2-3-4). */
export function formatPhone(value: string): string {
  const d = value.replace(/\D/g, '');
  if (d.startsWith('02')) {
    return d.length === 10 ? `${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6)}` : `${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}`;
  }
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return d;
}

/** Spec §2 product card: the name shows only the part before the first comma. */
export function cardName(name: string): string {
  return name.split(',')[0]!.trim();
}

/** Spec §9: Excel export file names end with a YYYYMMDD_HHmmss stamp (Asia/Seoul) and .xlsx. */
export function excelFileName(base: string, at: Date): string {
  const d = new Date(at.getTime() + SEOUL_OFFSET_MS);
  const stamp = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}_${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  return `${base}_${stamp}.xlsx`;
}
