import type { BonusEvent, SettlementLine, SettlementTotals } from '@shop/contracts';

/** The time a bonus event happened (its own field: accruedAt, reversedAt, …). */
export function bonusEventTime(event: BonusEvent): string {
  switch (event.type) {
    case 'BonusAccrued':
      return event.data.accruedAt;
    case 'BonusReversed':
      return event.data.reversedAt;
    case 'BonusAdjusted':
      return event.data.adjustedAt;
    case 'BonusWithdrawn':
      return event.data.withdrawnAt;
    case 'BonusWithdrawalPaid':
      return event.data.paidAt;
    case 'BonusWithdrawalFailed':
      return event.data.failedAt;
  }
}

/** The settlement line of a bonus event stored under `eventId` at log `position` (amounts in 원 as the event has them). */
export function settlementLineOf(eventId: string, position: number, event: BonusEvent): SettlementLine {
  const base = { eventId, position, type: event.type, at: bonusEventTime(event), withdrawalId: null, incomeTax: 0, localTax: 0, charge: 0, net: 0 };
  switch (event.type) {
    case 'BonusAccrued':
      return { ...base, amount: event.data.amount, note: event.data.reason };
    case 'BonusReversed':
      return { ...base, amount: event.data.amount, note: event.data.reason };
    case 'BonusAdjusted':
      return { ...base, amount: event.data.amount, note: event.data.reason };
    case 'BonusWithdrawn': {
      const d = event.data;
      return { ...base, amount: d.amount, withdrawalId: d.withdrawalId, ...d.withholding, charge: d.charge, net: d.net, note: null };
    }
    case 'BonusWithdrawalPaid':
      return { ...base, amount: event.data.net, withdrawalId: event.data.withdrawalId, note: event.data.bankTranId };
    case 'BonusWithdrawalFailed':
      return { ...base, amount: event.data.amount, withdrawalId: event.data.withdrawalId, note: event.data.reason };
  }
}

/** All-zero figures. */
export const noTotals = (): SettlementTotals => ({ accrued: 0, reversed: 0, adjusted: 0, withdrawn: 0, incomeTax: 0, localTax: 0, charge: 0, netPaid: 0 });

/**
 * A settlement's figures (원) from its lines, whatever order they came in: accruals, reversals,
 * the signed adjustments, and the withdrawals with their withholding, fee and net, leaving out
 * every withdrawal that has a failure line (the transfer did not happen; the amount went back to
 * the balance). A pure function of the set of lines, so replaying or redelivering changes nothing.
 */
export function settlementTotals(lines: readonly SettlementLine[]): SettlementTotals {
  const failed = new Set(lines.filter((l) => l.type === 'BonusWithdrawalFailed').map((l) => l.withdrawalId));
  const totals = noTotals();
  for (const line of lines) {
    switch (line.type) {
      case 'BonusAccrued':
        totals.accrued += line.amount;
        break;
      case 'BonusReversed':
        totals.reversed += line.amount;
        break;
      case 'BonusAdjusted':
        totals.adjusted += line.amount;
        break;
      case 'BonusWithdrawn':
        if (failed.has(line.withdrawalId)) break;
        totals.withdrawn += line.amount;
        totals.incomeTax += line.incomeTax;
        totals.localTax += line.localTax;
        totals.charge += line.charge;
        totals.netPaid += line.net;
        break;
      default:
        break;
    }
  }
  return totals;
}

/** The sum of several settlements' figures. */
export function sumTotals(all: readonly SettlementTotals[]): SettlementTotals {
  const sum = noTotals();
  for (const t of all) for (const key of Object.keys(sum) as (keyof SettlementTotals)[]) sum[key] += t[key];
  return sum;
}
