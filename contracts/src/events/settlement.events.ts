import type { SettlementTotals } from '../settlements.js';
/**
 * Finance approved a promoter's monthly settlement (spec §2 console user-settlements): the month
 * had ended (Asia/Seoul) and its figures were checked. `settlementId` is `{promoterId}:{YYYY-MM}`.
 */
export interface SettlementApproved {
  type: 'SettlementApproved';
  data: {
    settlementId: string;
    promoterId: string;
    month: string;
    /** The staff member's user id, and how the console shows them: `name (username)`. */
    approvedBy: string;
    approvedByName: string | null;
    /** Finance's memo, null without one. */
    memo: string | null;
    /** The figures approved, as finance saw them (absent on approvals from before they were kept). */
    totals?: SettlementTotals;
    approvedAt: string;
  };
}
/** Finance recorded the approved settlement as paid (its withholding filed and transfers reconciled). */
export interface SettlementMarkedPaid {
  type: 'SettlementMarkedPaid';
  data: { settlementId: string; promoterId: string; month: string; paidBy: string; paidByName: string | null; memo: string | null; paidAt: string };
}
export type SettlementEvent = SettlementApproved | SettlementMarkedPaid;
