import { addMonths, seoulMonthOf, seoulMonthStart, type PromoterBonus, type PromoterMonthBonus } from '@shop/contracts';

/** How many months the promoter dashboard's chart shows, ending with the current one. */
export const DASHBOARD_MONTHS = 12;

/** The `count` Asia/Seoul months (`yyyy-mm`) ending with the month of `now` (ISO), oldest first, and the instant the first starts and the instant after the last ends. */
export function lastSeoulMonths(now: string, count = DASHBOARD_MONTHS): { months: string[]; from: string; to: string } {
  const current = seoulMonthOf(now);
  const months = Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
  return { months, from: seoulMonthStart(months[0]!), to: seoulMonthStart(addMonths(current, 1)) };
}

/** Whether a bonus history line counts as accrued (earned) bonus: every kind but a withdrawal and its failure's return. */
export const isAccrual = (line: Pick<PromoterBonus, 'type'>): boolean => line.type !== 'WITHDRAWAL';

/**
 * The net bonus accrued in each of `months` (Asia/Seoul `yyyy-mm`, in the order given) from the
 * promoter's history lines: accruals, their reversals and staff adjustments and debits summed
 * by the Seoul month of their time, withdrawals left out; 0 for a month with none. Lines outside
 * the months are ignored.
 */
export function bonusesByMonth(lines: Pick<PromoterBonus, 'type' | 'amount' | 'at'>[], months: string[]): PromoterMonthBonus[] {
  const sums = new Map(months.map((m) => [m, 0]));
  for (const line of lines) {
    if (!isAccrual(line)) continue;
    const month = seoulMonthOf(line.at);
    const sum = sums.get(month);
    if (sum !== undefined) sums.set(month, sum + line.amount);
  }
  return months.map((month) => ({ month, amount: sums.get(month)! }));
}
