import type { WithdrawalRecord } from '../../bonuses/bonus-ledger.decider.js';
import { NO_TRANSFER_TEXT, reconciliationOf } from './withdrawal-reconciliation.js';

const pending: WithdrawalRecord = {
  withdrawn: {
    promoterId: 'p1',
    withdrawalId: 'w1',
    certificationId: 'c1',
    amount: 100_000,
    remain: 0,
    withholding: { incomeTax: 3_000, localTax: 300 },
    charge: 500,
    net: 96_200,
    bank: { code: '090', accountHolder: '박서연', maskedAccountNumber: '3333-01-****777' },
    bankTranId: 'M202600001U0000000A1',
    withdrawnAt: '2026-11-27T03:00:00.000Z',
  },
  status: 'REQUESTED',
  bankTranId: null,
  reason: null,
  settledAt: null,
};
const settledAfterMs = 20_000;

describe('reading the bank’s answer for a PENDING bonus withdrawal', () => {
  it('records it paid under the bank’s transaction id when the bank took the deposit', () => {
    expect(reconciliationOf(pending, { status: 'PAID', bankTranId: 'M202600001U0000000A1' }, '2026-11-27T03:00:05.000Z', settledAfterMs)).toEqual({
      outcome: 'PAID',
      bankTranId: 'M202600001U0000000A1',
    });
  });

  it('puts the amount back with the refusal’s reason when the bank refused it', () => {
    expect(
      reconciliationOf(pending, { status: 'REFUSED', reason: 'holder', message: '수취인성명 불일치' }, '2026-11-27T03:00:05.000Z', settledAfterMs),
    ).toEqual({
      outcome: 'FAILED',
      reason: '예금주가 일치하지 않습니다',
    });
  });

  it('waits while a transfer the bank has not seen may still be on its way', () => {
    expect(reconciliationOf(pending, { status: 'NOT_FOUND' }, '2026-11-27T03:00:19.999Z', settledAfterMs)).toEqual({ outcome: 'WAIT' });
  });

  it('puts the amount back once a transfer the bank has not seen can no longer arrive', () => {
    expect(reconciliationOf(pending, { status: 'NOT_FOUND' }, '2026-11-27T03:00:20.000Z', settledAfterMs)).toEqual({
      outcome: 'FAILED',
      reason: NO_TRANSFER_TEXT,
    });
  });
});
