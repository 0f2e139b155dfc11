import { monthHasEnded, settlementIdOf, type SettlementEvent, type SettlementTotals } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  SettlementAlreadyApprovedError,
  SettlementAlreadyPaidError,
  SettlementFiguresChangedError,
  SettlementMonthOpenError,
  SettlementNotApprovedError,
} from '../promoters.errors.js';

/**
 * Finance approves the promoter's settlement of `month` (`YYYY-MM`, Asia/Seoul); `approvedBy` the
 * staff member. `totals` and `asOf` are the figures as they stand and the position of their last
 * line; `seenAsOf` the last line finance saw (null when the client did not say).
 */
export type ApproveSettlement = Command<
  'ApproveSettlement',
  {
    promoterId: string;
    month: string;
    approvedBy: string;
    approvedByName: string | null;
    memo: string | null;
    totals: SettlementTotals;
    asOf: number;
    seenAsOf: number | null;
  }
>;
/** Finance records the approved settlement as paid; `paidBy` the staff member. */
export type MarkSettlementPaid = Command<
  'MarkSettlementPaid',
  { promoterId: string; month: string; paidBy: string; paidByName: string | null; memo: string | null }
>;
export type SettlementCommand = ApproveSettlement | MarkSettlementPaid;

/** A settlement's approval state as its stream has it. */
export interface SettlementState {
  approved: boolean;
  paid: boolean;
}

/** The stream of a promoter's settlement of `month`: `promoter-settlement-{promoterId}-{YYYYMM}`. */
export const settlementStream = (promoterId: string, month: string) => `promoter-settlement-${promoterId}-${month.replace('-', '')}`;

/**
 * A promoter's monthly settlement (spec §2 console user-settlements): approved once, and only
 * when its month has ended in Asia/Seoul (409 SETTLEMENT_MONTH_OPEN before, 409
 * SETTLEMENT_ALREADY_APPROVED twice); marked paid once, only after approval (409
 * SETTLEMENT_NOT_APPROVED, SETTLEMENT_ALREADY_PAID). The figures themselves are the bonus
 * ledger's events, read by the settlements consumer; approval freezes the figures finance saw
 * into its event, and is refused (409 SETTLEMENT_FIGURES_CHANGED) when they moved since.
 */
export const settlementDecider: Decider<SettlementCommand, SettlementEvent, SettlementState> = {
  initialState: () => ({ approved: false, paid: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'SettlementApproved':
        return { ...state, approved: true };
      case 'SettlementMarkedPaid':
        return { ...state, paid: true };
    }
  },
  decide(command, state) {
    const now = command.metadata.now;
    const { promoterId, month } = command.data;
    const settlementId = settlementIdOf(promoterId, month);
    switch (command.type) {
      case 'ApproveSettlement':
        if (state.approved) throw new SettlementAlreadyApprovedError();
        if (!monthHasEnded(month, now)) throw new SettlementMonthOpenError();
        if (command.data.seenAsOf !== null && command.data.seenAsOf !== command.data.asOf) throw new SettlementFiguresChangedError();
        return [
          {
            type: 'SettlementApproved',
            data: {
              settlementId,
              promoterId,
              month,
              approvedBy: command.data.approvedBy,
              approvedByName: command.data.approvedByName,
              memo: command.data.memo,
              totals: command.data.totals,
              approvedAt: now,
            },
          },
        ];
      case 'MarkSettlementPaid':
        if (!state.approved) throw new SettlementNotApprovedError();
        if (state.paid) throw new SettlementAlreadyPaidError();
        return [
          {
            type: 'SettlementMarkedPaid',
            data: { settlementId, promoterId, month, paidBy: command.data.paidBy, paidByName: command.data.paidByName, memo: command.data.memo, paidAt: now },
          },
        ];
    }
  },
};
