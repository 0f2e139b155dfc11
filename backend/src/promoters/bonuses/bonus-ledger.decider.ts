import { netPayoutOf, type BonusAccrued, type BonusEvent, type BonusWithdrawn } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { BonusAmountInvalidError, BonusBelowMinimumError, BonusInsufficientError, BonusWithdrawalNotFoundError } from '../promoters.errors.js';

/** Credits a goods, grade or sales bonus once per `accrualId` (a redelivered fact credits nothing more). */
export type AccrueBonus = Command<'AccrueBonus', Omit<BonusAccrued['data'], 'accruedAt'>>;
/** Takes back the bonus of `accrualId` (what earned it was undone); nothing when there is none or it was taken back already. */
export type ReverseBonus = Command<'ReverseBonus', { promoterId: string; accrualId: string; reason: string }>;
/** Staff grant (amount > 0) or take away (amount < 0) bonus with a reason, once per `adjustmentId`; a debit never beyond the balance. */
export type AdjustBonus = Command<'AdjustBonus', { promoterId: string; adjustmentId: string; amount: number; reason: string; adjustedBy: string }>;
/**
 * Withdraws `amount` 원 to the promoter's verified account once per `withdrawalId`: at least
 * `minimum`, at most the balance; the withholding and the transfer fee `charge` are worked out here.
 */
export type WithdrawBonus = Command<
  'WithdrawBonus',
  {
    promoterId: string;
    withdrawalId: string;
    certificationId: string;
    amount: number;
    minimum: number;
    charge: number;
    bank: { code: string; accountHolder: string; maskedAccountNumber: string };
    /** The open banking id the transfer will be sent under. */
    bankTranId?: string;
  }
>;
/** The bank took the withdrawal's transfer (§4 step 4, deposit result): records its transaction id; once. */
export type RecordBonusWithdrawalPaid = Command<'RecordBonusWithdrawalPaid', { promoterId: string; withdrawalId: string; bankTranId: string }>;
/** The bank refused the withdrawal's transfer: nothing was paid, so its amount goes back into the balance; once. */
export type FailBonusWithdrawal = Command<'FailBonusWithdrawal', { promoterId: string; withdrawalId: string; reason: string }>;
export type BonusCommand = AccrueBonus | ReverseBonus | AdjustBonus | WithdrawBonus | RecordBonusWithdrawalPaid | FailBonusWithdrawal;

/** A withdrawal as the ledger knows it: what was withdrawn and how its transfer ended (REQUESTED until the bank's answer is recorded). */
export interface WithdrawalRecord {
  withdrawn: BonusWithdrawn['data'];
  status: 'REQUESTED' | 'PAID' | 'FAILED';
  bankTranId: string | null;
  reason: string | null;
  /** When the bank's answer was recorded. */
  settledAt: string | null;
}

/** The promoter's bonus ledger as its stream has it. */
export interface BonusLedgerState {
  /** 원 that may be withdrawn; below 0 when a bonus was reversed after it was paid out (set against later bonuses). */
  balance: number;
  /** Each accrual's amount, and whether it was reversed. */
  accruals: Record<string, { amount: number; reversed: boolean }>;
  /** Adjustment and withdrawal ids already applied. */
  applied: string[];
  /** Each withdrawal by its id. */
  withdrawals: Record<string, WithdrawalRecord>;
}

/** The stream of a promoter's bonuses. */
export const bonusLedgerStream = (promoterId: string) => `promoter-bonus-${promoterId}`;

const positiveWon = (amount: number) => Number.isInteger(amount) && amount > 0;

/**
 * The promoter's bonus ledger (spec §9 bonus types, §3 Bonus withdrawal): accruals credited once
 * each, reversals of what was undone, staff adjustments, and withdrawals that never take more than
 * the balance. All of a promoter's bonuses are one stream, so two withdrawals racing for the same
 * balance are ordered by the stream's revision: the second sees the first and is refused when the
 * balance no longer covers it (no double spend).
 */
export const bonusLedgerDecider: Decider<BonusCommand, BonusEvent, BonusLedgerState> = {
  initialState: () => ({ balance: 0, accruals: {}, applied: [], withdrawals: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'BonusAccrued':
        return {
          ...state,
          balance: state.balance + event.data.amount,
          accruals: { ...state.accruals, [event.data.accrualId]: { amount: event.data.amount, reversed: false } },
        };
      case 'BonusReversed':
        return {
          ...state,
          balance: state.balance - event.data.amount,
          accruals: { ...state.accruals, [event.data.accrualId]: { amount: event.data.amount, reversed: true } },
        };
      case 'BonusAdjusted':
        return { ...state, balance: state.balance + event.data.amount, applied: [...state.applied, event.data.adjustmentId] };
      case 'BonusWithdrawn':
        return {
          ...state,
          balance: state.balance - event.data.amount,
          applied: [...state.applied, event.data.withdrawalId],
          withdrawals: {
            ...state.withdrawals,
            [event.data.withdrawalId]: { withdrawn: event.data, status: 'REQUESTED', bankTranId: null, reason: null, settledAt: null },
          },
        };
      case 'BonusWithdrawalPaid':
        return settle(state, event.data.withdrawalId, { status: 'PAID', bankTranId: event.data.bankTranId, settledAt: event.data.paidAt });
      case 'BonusWithdrawalFailed':
        return {
          ...settle(state, event.data.withdrawalId, { status: 'FAILED', reason: event.data.reason, settledAt: event.data.failedAt }),
          balance: state.balance + event.data.amount,
        };
    }
  },
  decide(command, state) {
    const now = command.metadata.now;
    switch (command.type) {
      case 'AccrueBonus': {
        if (!positiveWon(command.data.amount)) throw new BonusAmountInvalidError();
        if (state.accruals[command.data.accrualId]) return [];
        return [{ type: 'BonusAccrued', data: { ...command.data, accruedAt: now } }];
      }
      case 'ReverseBonus': {
        const { promoterId, accrualId, reason } = command.data;
        const accrual = state.accruals[accrualId];
        if (!accrual || accrual.reversed) return [];
        return [{ type: 'BonusReversed', data: { promoterId, accrualId, amount: accrual.amount, reason, reversedAt: now } }];
      }
      case 'AdjustBonus': {
        const { promoterId, adjustmentId, amount, reason, adjustedBy } = command.data;
        if (!Number.isInteger(amount) || amount === 0) throw new BonusAmountInvalidError();
        if (state.applied.includes(adjustmentId)) return [];
        if (amount < 0 && -amount > state.balance) throw new BonusInsufficientError(state.balance);
        const bonusType = amount > 0 ? 'ADMIN_EDIT' : 'DEBIT';
        return [{ type: 'BonusAdjusted', data: { promoterId, adjustmentId, bonusType, amount, reason: reason.trim(), adjustedBy, adjustedAt: now } }];
      }
      case 'WithdrawBonus': {
        const { promoterId, withdrawalId, certificationId, amount, minimum, charge, bank, bankTranId } = command.data;
        if (state.applied.includes(withdrawalId)) return [];
        if (!positiveWon(amount)) throw new BonusAmountInvalidError();
        if (amount < minimum) throw new BonusBelowMinimumError(minimum);
        if (amount > state.balance) throw new BonusInsufficientError(Math.max(0, state.balance));
        const { withholding, net } = netPayoutOf(amount, charge);
        if (net <= 0) throw new BonusBelowMinimumError(minimum);
        return [
          {
            type: 'BonusWithdrawn',
            data: {
              promoterId,
              withdrawalId,
              certificationId,
              amount,
              remain: state.balance - amount,
              withholding,
              charge,
              net,
              bank,
              ...(bankTranId ? { bankTranId } : {}),
              withdrawnAt: now,
            },
          },
        ];
      }
      case 'RecordBonusWithdrawalPaid': {
        const { promoterId, withdrawalId, bankTranId } = command.data;
        const withdrawal = requested(state, withdrawalId);
        if (!withdrawal) return [];
        return [{ type: 'BonusWithdrawalPaid', data: { promoterId, withdrawalId, net: withdrawal.withdrawn.net, bankTranId, paidAt: now } }];
      }
      case 'FailBonusWithdrawal': {
        const { promoterId, withdrawalId, reason } = command.data;
        const withdrawal = requested(state, withdrawalId);
        if (!withdrawal) return [];
        return [{ type: 'BonusWithdrawalFailed', data: { promoterId, withdrawalId, amount: withdrawal.withdrawn.amount, reason, failedAt: now } }];
      }
    }
  },
};

function settle(state: BonusLedgerState, withdrawalId: string, outcome: Partial<WithdrawalRecord>): BonusLedgerState {
  const record = state.withdrawals[withdrawalId];
  return record ? { ...state, withdrawals: { ...state.withdrawals, [withdrawalId]: { ...record, ...outcome } } } : state;
}

/** The withdrawal still waiting for the bank's answer; null when it was answered already (a repeat records nothing). Throws for an unknown id. */
function requested(state: BonusLedgerState, withdrawalId: string): WithdrawalRecord | null {
  const record = state.withdrawals[withdrawalId];
  if (!record) throw new BonusWithdrawalNotFoundError();
  return record.status === 'REQUESTED' ? record : null;
}
