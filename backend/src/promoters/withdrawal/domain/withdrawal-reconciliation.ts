import type { RefusalReason, TransferResult } from '../../../platform/banking/open-banking/open-banking.client.js';
import type { WithdrawalRecord } from '../../bonuses/bonus-ledger.decider.js';

/** What a bank refusal means to the promoter (the reason kept on BonusWithdrawalFailed). */
export const REFUSAL_TEXT: Record<RefusalReason, string> = {
  account: '입금할 수 없는 계좌입니다',
  holder: '예금주가 일치하지 않습니다',
  other: '은행에서 이체를 거절했습니다',
};

/** The reason kept when the bank has no record of the transfer: it never left, so the amount goes back. */
export const NO_TRANSFER_TEXT = '은행에 이체 기록이 없어 환원했습니다';

/** What to record of a PENDING withdrawal after asking the bank: paid, failed (amount back), or nothing yet. */
export type Reconciliation = { outcome: 'PAID'; bankTranId: string } | { outcome: 'FAILED'; reason: string } | { outcome: 'WAIT' };

/**
 * Reads the bank's 이체결과조회 answer for a withdrawal still waiting for its transfer's answer
 * (issue 12, PENDING withdrawals): a deposit the bank took is PAID; one it refused is FAILED with
 * the refusal's text; one it has no record of is FAILED only once `settledAfterMs` ms have passed
 * since the withdrawal (before that the request may still be on its way, so nothing is put back).
 * `now` is an ISO instant.
 */
export function reconciliationOf(record: WithdrawalRecord, result: TransferResult, now: string, settledAfterMs: number): Reconciliation {
  switch (result.status) {
    case 'PAID':
      return { outcome: 'PAID', bankTranId: result.bankTranId };
    case 'REFUSED':
      return { outcome: 'FAILED', reason: REFUSAL_TEXT[result.reason] };
    case 'NOT_FOUND':
      return Date.parse(now) - Date.parse(record.withdrawn.withdrawnAt) >= settledAfterMs
        ? { outcome: 'FAILED', reason: NO_TRANSFER_TEXT }
        : { outcome: 'WAIT' };
  }
}
