/**
 * Answers of the promoters' monthly settlements (spec §2 console user-settlements, §7 promoter
 * GET settlements, console settlements). Money in 원 (integers); times ISO instants; months
 * Asia/Seoul `YYYY-MM`. Types only.
 */

/** OPEN until finance approves the ended month, then APPROVED, then PAID. */
export type SettlementStatus = 'OPEN' | 'APPROVED' | 'PAID';

/** The bonus event a settlement line comes from. */
export type SettlementLineType = 'BonusAccrued' | 'BonusReversed' | 'BonusAdjusted' | 'BonusWithdrawn' | 'BonusWithdrawalPaid' | 'BonusWithdrawalFailed';

/** One bonus event counted in a settlement: its id and log position make the figure traceable. */
export interface SettlementLine {
  eventId: string;
  position: number;
  type: SettlementLineType;
  /** 원 as the event has it: accrued/reversed/withdrawn gross amount positive, an adjustment signed, a paid transfer's net. */
  amount: number;
  at: string;
  /** The withdrawal a withdrawal, transfer or failure line belongs to; null otherwise. */
  withdrawalId: string | null;
  /** Withheld 원 of a withdrawal line (0 otherwise). */
  incomeTax: number;
  localTax: number;
  charge: number;
  /** Paid to the account for a withdrawal line (its net); 0 otherwise. */
  net: number;
  /** The bank's transaction id of a paid transfer, the failure's reason or the bonus's reason. */
  note: string | null;
}

/** A settlement's figures (원). A failed withdrawal counts in none of the withdrawal figures. */
export interface SettlementTotals {
  accrued: number;
  reversed: number;
  /** Signed sum of staff adjustments (관리자 지급 +, 차감 −). */
  adjusted: number;
  /** Gross amount of the month's withdrawals that did not fail. */
  withdrawn: number;
  incomeTax: number;
  localTax: number;
  charge: number;
  /** What those withdrawals pay into the account: withdrawn − incomeTax − localTax − charge. */
  netPaid: number;
}

/** A promoter's settlement of one month as listed. */
export interface SettlementSummary {
  /** `{promoterId}:{YYYY-MM}`. */
  _id: string;
  promoterId: string;
  month: string;
  /** The promoter's verified name and username (console only; null when unknown). */
  name: string | null;
  username: string | null;
  totals: SettlementTotals;
  status: SettlementStatus;
  /** Staff user id and `name (username)` of the approval and of the payment. */
  approvedBy: string | null;
  approvedByName: string | null;
  approvedAt: string | null;
  paidBy: string | null;
  paidByName: string | null;
  paidAt: string | null;
  /** Finance's memos on the approval and the payment. */
  approvedMemo: string | null;
  paidMemo: string | null;
  /** The figures as approved (frozen at approval); null while OPEN or for approvals from before they were kept. They differ from `totals` only when a late event changed the month after approval. */
  approvedTotals: SettlementTotals | null;
}

/** A settlement with the lines that make its figures. */
export interface SettlementDetail extends SettlementSummary {
  lines: SettlementLine[];
}

/** Answer of GET /api/v1/promoter/settlements: the promoter's own, newest month first (headers limit/skip). */
export interface PromoterSettlementListResponse {
  settlements: SettlementSummary[];
  summary: { totalCount: number };
}

/** Answer of GET /api/console/settlements: one month's settlements, a page of them, and the month's sums. */
export interface ConsoleSettlementListResponse {
  month: string;
  settlements: SettlementSummary[];
  /** The month's totals over every settlement matching the search (all pages). */
  totals: SettlementTotals;
  summary: { totalCount: number; page: number; pageSize: number };
}

/** Answer of GET /api/console/settlements/{id} and of approve/paid. */
export interface ConsoleSettlementResponse {
  settlement: SettlementDetail;
}

/** A promoter's withholding of one month for the tax filing (원천징수이행상황신고). */
export interface WithholdingRow {
  promoterId: string;
  name: string | null;
  /** `900101-1******`: never in clear. */
  maskedResidentNumber: string | null;
  /** Gross amount paid (the withdrawals that did not fail). */
  grossPaid: number;
  incomeTax: number;
  localTax: number;
  /** incomeTax + localTax. */
  total: number;
}

/** Answer of GET /api/console/settlements/withholding. */
export interface WithholdingReportResponse {
  month: string;
  rows: WithholdingRow[];
  totals: { grossPaid: number; incomeTax: number; localTax: number; total: number };
}
