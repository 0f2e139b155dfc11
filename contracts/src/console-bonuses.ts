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
