import { Injectable } from '@nestjs/common';
import type { BonusWithdrawalFailed, BonusWithdrawalPaid, BonusWithdrawalStatus, BonusWithdrawn } from '@shop/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { applyOnce, type Projection } from '../../../platform/projections/projection.js';
import type { IndexSpec, ReadStore } from '../../../platform/read-store/read-store.port.js';

/** Read-model collection of the promoters' bonus withdrawals. */
export const BONUS_WITHDRAWAL_MODELS = { withdrawals: 'bonusWithdrawals' } as const;

/** A withdrawal and how its transfer ended (`_id` the withdrawal id); amounts in 원. */
export interface BonusWithdrawalDoc {
  _id: string;
  promoterId: string;
  status: BonusWithdrawalStatus;
  amount: number;
  net: number;
  charge: number;
  withholding: { incomeTax: number; localTax: number };
  bank: { code: string; accountHolder: string; maskedAccountNumber: string };
  bankTranId: string | null;
  reason: string | null;
  withdrawnAt: string;
  settledAt: string | null;
}

type WithdrawalEvent = BonusWithdrawn | BonusWithdrawalPaid | BonusWithdrawalFailed;

/**
 * The bonus withdrawals with their status (console user-bonuses, 출금 내역): PENDING from
 * BonusWithdrawn until the bank's answer is recorded (BonusWithdrawalPaid or
 * BonusWithdrawalFailed), so staff see the ones to check with the bank.
 */
@Injectable()
export class BonusWithdrawalsProjection implements Projection {
  readonly name = 'promoter-bonus-withdrawals';
  readonly version = 1;
  readonly handles = ['BonusWithdrawn', 'BonusWithdrawalPaid', 'BonusWithdrawalFailed'];
  readonly collections = Object.values(BONUS_WITHDRAWAL_MODELS);
  readonly indexes: Record<string, IndexSpec[]> = {
    [BONUS_WITHDRAWAL_MODELS.withdrawals]: [{ key: { withdrawnAt: -1 } }, { key: { status: 1, withdrawnAt: -1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = stored as unknown as WithdrawalEvent;
    const id = event.data.withdrawalId;
    await applyOnce<BonusWithdrawalDoc>(store, BONUS_WITHDRAWAL_MODELS.withdrawals, id, stored, (doc) => {
      switch (event.type) {
        case 'BonusWithdrawn': {
          const d = event.data;
          return {
            _id: id,
            promoterId: d.promoterId,
            status: 'PENDING',
            amount: d.amount,
            net: d.net,
            charge: d.charge,
            withholding: d.withholding,
            bank: d.bank,
            bankTranId: d.bankTranId ?? null,
            reason: null,
            withdrawnAt: d.withdrawnAt,
            settledAt: null,
          };
        }
        case 'BonusWithdrawalPaid':
          return doc ? { ...doc, status: 'PAID', bankTranId: event.data.bankTranId, settledAt: event.data.paidAt } : null;
        case 'BonusWithdrawalFailed':
          return doc ? { ...doc, status: 'FAILED', reason: event.data.reason, settledAt: event.data.failedAt } : null;
      }
    });
  }
}
