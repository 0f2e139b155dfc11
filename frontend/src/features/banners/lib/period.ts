import { formatDateTime } from '@shop/contracts';

/** Seoul's offset from UTC in ms (no daylight saving). */
const SEOUL_MS = 9 * 3_600_000;

/** An ISO instant as a datetime-local input's value in Seoul time ("2026-12-01T09:00"), or "" for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + SEOUL_MS).toISOString().slice(0, 16);
}

/** A datetime-local input's value, read as Seoul time, as an ISO instant; null for an empty input. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(`${value}:00+09:00`).toISOString() : null;
}

/** "2026-12-01 09:00 ~ 2026-12-31 00:00", "상시" when open on both ends. */
export function periodText(p: { startsAt?: string | null; endsAt?: string | null }): string {
  if (!p.startsAt && !p.endsAt) return '상시';
  return `${p.startsAt ? formatDateTime(p.startsAt) : ''} ~ ${p.endsAt ? formatDateTime(p.endsAt) : ''}`;
}

/** The form's first check of a period: the server's message when the end is not after the start. */
export function periodProblem(start: string, end: string): string | null {
  return start && end && end <= start ? '종료일시는 시작일시 이후로 입력해주세요' : null;
}
