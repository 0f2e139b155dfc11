import { formatDate, type Exhibition } from '@shop/contracts';

/** "2026-12-01 ~ 2026-12-31" in Asia/Seoul dates (the end shown as the last day of the period). */
export function periodText(e: Pick<Exhibition, 'startsAt' | 'endsAt'>): string {
  return `${formatDate(e.startsAt)} ~ ${formatDate(new Date(Date.parse(e.endsAt) - 1))}`;
}

/** The instant a form's start date (yyyy-mm-dd, Seoul) begins. */
export const startOfSeoulDay = (day: string) => `${day}T00:00:00+09:00`;

/** The instant after a form's end date (yyyy-mm-dd, Seoul): the period includes the whole end day. */
export function afterSeoulDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+09:00`) + 86_400_000).toISOString();
}
