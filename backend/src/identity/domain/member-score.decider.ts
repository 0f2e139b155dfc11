import type { MemberScoreEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { ScoreNegativeError } from '../identity.errors.js';

/** Staff add to (delta > 0) or subtract from (delta < 0) a member's score, with a reason (console user-scores). */
export type AdjustScore = Command<'AdjustScore', { userId: string; delta: number; reason: string }>;
/**
 * Credits `points` (> 0) to the member's score once per `accrualId` (a promotee's confirmed
 * purchase line, `sales:{lineId}`): a redelivered fact credits nothing more; 0 points do nothing.
 */
export type AccrueScore = Command<'AccrueScore', { userId: string; accrualId: string; points: number; reason: string }>;
/**
 * Takes back the points of `accrualId` (the purchase was refunded), never below a score of 0;
 * nothing when there was no such accrual or it was taken back already.
 */
export type ReverseScore = Command<'ReverseScore', { userId: string; accrualId: string; reason: string }>;
export type MemberScoreCommand = AdjustScore | AccrueScore | ReverseScore;

export interface MemberScoreState {
  score: number;
  /** Points of each accrual, and whether it was taken back. */
  accruals: Record<string, { points: number; reversed: boolean }>;
}

/** The stream of a member's score. */
export const memberScoreStream = (userId: string): string => `member-score-${userId}`;

/**
 * A member's accumulated score (spec §9 level criterion "accumulated score"): each change by
 * staff with a reason, or points for a promotee's confirmed purchase (once per line, taken back
 * on its refund); the score never goes below 0. Every change is a ScoreAdjusted, so the member
 * levels read model (and with it level evaluation) counts them all alike.
 */
export const memberScoreDecider: Decider<MemberScoreCommand, MemberScoreEvent, MemberScoreState> = {
  initialState: () => ({ score: 0, accruals: {} }),
  evolve(state, event) {
    if (event.type !== 'ScoreAdjusted') return state;
    const { score, accrualId, delta, reversal } = event.data;
    if (!accrualId) return { ...state, score };
    const points = reversal ? (state.accruals[accrualId]?.points ?? -delta) : delta;
    return { score, accruals: { ...state.accruals, [accrualId]: { points, reversed: reversal === true } } };
  },
  decide(command, state) {
    const { metadata } = command;
    switch (command.type) {
      case 'AdjustScore': {
        const { userId, delta, reason } = command.data;
        const score = state.score + delta;
        if (score < 0) throw new ScoreNegativeError();
        return [{ type: 'ScoreAdjusted', data: { userId, delta, score, reason, adjustedBy: metadata.userId, adjustedAt: metadata.now } }];
      }
      case 'AccrueScore': {
        const { userId, accrualId, points, reason } = command.data;
        if (!Number.isInteger(points) || points <= 0 || state.accruals[accrualId]) return [];
        const score = state.score + points;
        return [{ type: 'ScoreAdjusted', data: { userId, delta: points, score, reason, adjustedBy: null, adjustedAt: metadata.now, accrualId } }];
      }
      case 'ReverseScore': {
        const { userId, accrualId, reason } = command.data;
        const accrual = state.accruals[accrualId];
        if (!accrual || accrual.reversed) return [];
        const delta = -Math.min(accrual.points, state.score);
        const data = { userId, delta, score: state.score + delta, reason, adjustedBy: null, adjustedAt: metadata.now, accrualId, reversal: true };
        return [{ type: 'ScoreAdjusted', data }];
      }
    }
  },
};
