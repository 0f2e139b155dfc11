import type { BonusType, CategoryBonusRate, LevelBonusRate, Withholding } from '../bonuses.js';

/**
 * A bonus was credited to the promoter (spec §9 goods, grade or sales bonus): `accrualId` names
 * what earned it once (e.g. `sales:{purchaseId}` for a promotee's confirmed purchase line), so a
 * redelivered fact credits nothing more.
 */
export interface BonusAccrued {
  type: 'BonusAccrued';
  data: {
    promoterId: string;
    accrualId: string;
    bonusType: Exclude<BonusType, 'ADMIN_EDIT' | 'DEBIT'>;
    amount: number;
    /** The promotee and purchase line a sales bonus came from. */
    promoteeId: string | null;
    purchaseId: string | null;
    reason: string;
    accruedAt: string;
  };
}
/** A bonus was taken back because what earned it was undone (the purchase refunded after 구매확정). */
export interface BonusReversed {
  type: 'BonusReversed';
  data: { promoterId: string; accrualId: string; amount: number; reason: string; reversedAt: string };
}
/** Staff granted (ADMIN_EDIT, amount > 0) or took away (DEBIT, amount < 0) bonus with a reason (console user-bonuses). */
export interface BonusAdjusted {
  type: 'BonusAdjusted';
  data: { promoterId: string; adjustmentId: string; bonusType: 'ADMIN_EDIT' | 'DEBIT'; amount: number; reason: string; adjustedBy: string; adjustedAt: string };
}
/**
 * The promoter withdrew `amount` 원 of the balance (spec §3 Bonus withdrawal, after the four §4
 * steps): the withholding and the transfer fee held back, `net` paid to the verified account,
 * `remain` the balance left.
 */
export interface BonusWithdrawn {
  type: 'BonusWithdrawn';
  data: {
    promoterId: string;
    withdrawalId: string;
    certificationId: string;
    amount: number;
    remain: number;
    withholding: Withholding;
    charge: number;
    net: number;
    bank: { code: string; accountHolder: string; maskedAccountNumber: string };
    /** The open banking `bank_tran_id` the transfer is sent under, chosen before sending so its result can be asked (이체결과조회); absent on withdrawals from before it was kept. */
    bankTranId?: string;
    withdrawnAt: string;
  };
}
/**
 * The bank took the withdrawal's transfer (§4 step "confirm deposit result"): `net` 원 reached
 * the verified account under the bank's transaction id.
 */
export interface BonusWithdrawalPaid {
  type: 'BonusWithdrawalPaid';
  data: { promoterId: string; withdrawalId: string; net: number; bankTranId: string; paidAt: string };
}
/**
 * The bank refused or failed the withdrawal's transfer: nothing was paid, and the withdrawn
 * `amount` 원 is back in the balance.
 */
export interface BonusWithdrawalFailed {
  type: 'BonusWithdrawalFailed';
  data: { promoterId: string; withdrawalId: string; amount: number; reason: string; failedAt: string };
}
export type BonusEvent = BonusAccrued | BonusReversed | BonusAdjusted | BonusWithdrawn | BonusWithdrawalPaid | BonusWithdrawalFailed;

/**
 * Staff set the sales bonus rates (console 적립률; stream `sales-bonus-rates`, the whole table each
 * time): the default percent, and percents per member level and per product category. A line's
 * rate is chosen by `salesBonusPercentFor`.
 */
export interface SalesBonusRatesSet {
  type: 'SalesBonusRatesSet';
  data: { defaultPercent: number; byLevel: LevelBonusRate[]; byCategory: CategoryBonusRate[]; setBy: string; setAt: string };
}
export type SalesBonusRateEvent = SalesBonusRatesSet;
