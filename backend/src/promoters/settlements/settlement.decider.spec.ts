import type { SettlementEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { settlementDecider, type SettlementCommand } from './settlement.decider.js';

const spec = deciderSpec(settlementDecider);
// 2026-11-01 00:30 in Seoul is still 2026-10-31 in UTC.
const firstOfNovemberKst = '2026-10-31T15:30:00.000Z';
const lastOfOctoberKst = '2026-10-31T14:59:59.000Z';
const totals = { accrued: 30_000, reversed: 0, adjusted: 0, withdrawn: 20_000, incomeTax: 600, localTax: 60, charge: 500, netPaid: 18_840 };
const approve = (now: string, seenAsOf: number | null = 42): SettlementCommand => ({
  type: 'ApproveSettlement',
  data: { promoterId: 'p1', month: '2026-10', approvedBy: 'finance', approvedByName: '김재무 (finance)', memo: '검토 완료', totals, asOf: 42, seenAsOf },
  metadata: { userId: 'finance', now },
});
const markPaid = (now: string): SettlementCommand => ({
  type: 'MarkSettlementPaid',
  data: { promoterId: 'p1', month: '2026-10', paidBy: 'finance', paidByName: '김재무 (finance)', memo: null },
  metadata: { userId: 'finance', now },
});
const approved: SettlementEvent = {
  type: 'SettlementApproved',
  data: {
    settlementId: 'p1:2026-10',
    promoterId: 'p1',
    month: '2026-10',
    approvedBy: 'finance',
    approvedByName: '김재무 (finance)',
    memo: '검토 완료',
    totals,
    approvedAt: firstOfNovemberKst,
  },
};

describe('approving a monthly settlement (console user-settlements)', () => {
  it('approves once the month has ended in Seoul, with the author, their memo, the time and the figures frozen', () =>
    spec.given([]).when(approve(firstOfNovemberKst)).then([approved]));
  it('refuses a month that has not ended in Seoul, even when it has in UTC terms of another zone', () =>
    spec.given([]).when(approve(lastOfOctoberKst)).thenThrows('SETTLEMENT_MONTH_OPEN'));
  it('refuses figures that moved since finance looked at them (a later line than the last one seen)', () =>
    spec.given([]).when(approve(firstOfNovemberKst, 40)).thenThrows('SETTLEMENT_FIGURES_CHANGED'));
  it('approves the figures as they stand when the client did not say what it saw', () =>
    spec.given([]).when(approve(firstOfNovemberKst, null)).then([approved]));
  it('approves a settlement once', () => spec.given([approved]).when(approve('2026-11-02T00:00:00.000Z')).thenThrows('SETTLEMENT_ALREADY_APPROVED'));
});

describe('marking a settlement paid', () => {
  it('refuses a settlement not approved yet', () => spec.given([]).when(markPaid(firstOfNovemberKst)).thenThrows('SETTLEMENT_NOT_APPROVED'));
  it('marks an approved settlement paid once, with the author and time', () => {
    const paid: SettlementEvent = {
      type: 'SettlementMarkedPaid',
      data: {
        settlementId: 'p1:2026-10',
        promoterId: 'p1',
        month: '2026-10',
        paidBy: 'finance',
        paidByName: '김재무 (finance)',
        memo: null,
        paidAt: '2026-11-05T01:00:00.000Z',
      },
    };
    spec.given([approved]).when(markPaid('2026-11-05T01:00:00.000Z')).then([paid]);
    spec.given([approved, paid]).when(markPaid('2026-11-06T01:00:00.000Z')).thenThrows('SETTLEMENT_ALREADY_PAID');
  });
});
