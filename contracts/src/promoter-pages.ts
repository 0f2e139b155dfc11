/**
 * Answers of the promoter area's pages (spec §2 promoter dashboard, promotee-purchases,
 * promoter-purchases, scores; §7 Promoter GET purchases). Types only: the rules they follow
 * (KST months, the purchase status filter) live in promoters.ts and format.ts. Money in 원.
 */
import type { ImageRef } from './api.js';
import type { PurchaseStatus } from './enums.js';

/** One KST month's accrued bonuses on the dashboard chart. */
export interface PromoterMonthBonus {
  /** `yyyy-mm` (Asia/Seoul). */
  month: string;
  /** Net bonus booked in the month, withdrawals left out (accruals, reversals, staff adjustments and debits), in 원; 0 for a month with none. */
  amount: number;
}

/** GET /api/v1/promoter/dashboard: the approved promoter's figures at a glance, each linking to its page. */
export interface PromoterDashboardResponse {
  /** `yyyy-mm`, the current Asia/Seoul month the "this month" figures are of. */
  month: string;
  /** The withdrawable bonus balance in 원 (/promoter/bonuses). */
  balance: number;
  /** Bonuses accrued this month, net of reversals and staff changes, withdrawals left out, in 원 (/promoter/bonuses). */
  accruedThisMonth: number;
  /** Members who joined with the promoter's code (/promoter/promotees). */
  promotees: number;
  /** The promotees' purchase lines placed this month and paid (unpaid and cancelled ones left out): how many and what they were paid, in 원 (/promoter/promotee-purchases). */
  promoteePurchasesThisMonth: { count: number; paid: number };
  /** The last 12 months, oldest first, ending with this month. */
  monthlyBonuses: PromoterMonthBonus[];
}

/** One purchase line (one product of an order) as the promoter's purchase pages show it. */
export interface PromoterPurchaseLine {
  _id: string;
  /** When the order was placed (ISO). */
  orderedAt: string;
  /** The buyer with name and username masked (김*수, ab***); the promoter themself on their own purchases. */
  buyer: { maskedName: string; maskedUsername: string };
  product: { _id: string; name: string; thumb: ImageRef | null };
  option: Record<string, string>;
  amount: number;
  /** What the buyer paid for the line after coupon and point shares, in 원. */
  paid: number;
  purchaseStatus: PurchaseStatus | null;
  /** The status as the shop shows it (spec §4 status text). */
  statusText: string;
  /** The sales bonus booked for this line, net of its reversal, in 원; null when none was accrued (never on the promoter's own purchases). */
  salesBonus: number | null;
}

/** GET /api/v1/promoter/purchases: a page (headers limit/skip), newest first, and the total under the filter. */
export interface PromoterPurchaseListResponse {
  /** Whose lines: the promotees' (default) or the promoter's own (`of=self`). */
  of: 'promotees' | 'self';
  purchases: PromoterPurchaseLine[];
  summary: { totalCount: number };
}

/** One change of the promoter's score (staff's adjustment with its reason). */
export interface PromoterScoreLine {
  _id: string;
  /** Signed points added or taken. */
  delta: number;
  /** The score after the change. */
  score: number;
  reason: string;
  at: string;
}

/** GET /api/v1/promoter/scores: the promoter's accumulated score (spec §9) and a page of its history, newest first. */
export interface PromoterScoreListResponse {
  score: number;
  scores: PromoterScoreLine[];
  summary: { totalCount: number };
}
