/** Seoul's offset from UTC in ms (no daylight saving). */
const SEOUL_MS = 9 * 3_600_000;

/** An ISO instant as a datetime-local input's value in Seoul time ("2026-12-01T09:00"), or "" for none. */
export function toSeoulInput(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + SEOUL_MS).toISOString().slice(0, 16);
}

/** A datetime-local input's value, read as Seoul time, as an ISO instant; null for an empty input. */
export function fromSeoulInput(value: string): string | null {
  return value ? new Date(`${value}:00+09:00`).toISOString() : null;
}
