/**
 * Answers of the console's promoter bonus calls (spec §2 console `user-bonuses`, §7 Users "with
 * nested bonuses"): every promoter's bonus lines, one promoter's balance and lines, a grant or
 * debit, and the sales bonus rates (적립률). Types only; money in 원.
 */
import type { CategoryBonusRate, LevelBonusRate } from './bonuses.js';
import type { PromoterBonus } from './promoters.js';

/** A bonus line with the promoter it belongs to (console user-bonuses). */
export interface ConsoleBonusLine extends PromoterBonus {
  promoterId: string;
  /** The promoter's username and name as their promoter request has them; empty when unknown. */
  username: string;
  name: string;
}

/** GET /api/console/user-bonuses: one page of all promoters' bonus lines, newest first. */
export interface ConsoleBonusListResponse {
  bonuses: ConsoleBonusLine[];
  summary: { totalCount: number };
}

/** GET /api/console/users/{id}/bonuses: the promoter's balance (원) and one page of their lines, newest first. */
export interface ConsoleUserBonusesResponse {
  balance: number;
  bonuses: PromoterBonus[];
  summary: { totalCount: number };
}

/** POST /api/console/users/{id}/bonuses: the balance after the grant or debit, and the log position it was written at. */
export interface ConsoleBonusWrittenResponse {
  adjustmentId: string;
  balance: number;
  position: number;
}

/** GET and PUT /api/console/sales-bonus-rates: the rates in force (percents) and who set them last (null before anyone did). */
export interface SalesBonusRatesResponse {
  defaultPercent: number;
  byLevel: LevelBonusRate[];
  byCategory: CategoryBonusRate[];
  setBy: string | null;
  setAt: string | null;
}

/** How a bonus withdrawal's transfer ended, as staff see it: PENDING while the bank's answer is not known. */
export type BonusWithdrawalStatus = 'PENDING' | 'PAID' | 'FAILED';

/** The statuses of bonus withdrawals with their Korean labels (console user-bonuses, 출금 내역). */
export const BONUS_WITHDRAWAL_STATUS_TEXT: Record<BonusWithdrawalStatus, string> = { PENDING: '확인 필요', PAID: '지급 완료', FAILED: '실패·환원' };

/** A promoter's bonus withdrawal in the console: amounts in 원, the transfer id it was sent under, and how it ended. */
export interface ConsoleBonusWithdrawal {
  withdrawalId: string;
  promoterId: string;
  username: string;
  name: string;
  status: BonusWithdrawalStatus;
  amount: number;
  net: number;
  charge: number;
  withholding: { incomeTax: number; localTax: number };
  bank: { code: string; name: string; accountHolder: string; accountNumberMasked: string };
  /** The open banking `bank_tran_id` it was sent under; null for withdrawals from before it was kept. */
  bankTranId: string | null;
  /** Why it failed (FAILED). */
  reason: string | null;
  withdrawnAt: string;
  settledAt: string | null;
}

/** GET /api/console/bonus-withdrawals: one page of withdrawals, newest first, and how many are PENDING. */
export interface ConsoleBonusWithdrawalListResponse {
  withdrawals: ConsoleBonusWithdrawal[];
  summary: { totalCount: number; pendingCount: number };
}
