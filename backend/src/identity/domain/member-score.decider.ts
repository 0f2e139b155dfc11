import type { MemberScoreEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { ScoreNegativeError } from '../identity.errors.js';

/** Staff add to (delta > 0) or subtract from (delta < 0) a member's score, with a reason (console user-scores). */
export type AdjustScore = Command<'AdjustScore', { userId: string; delta: number; reason: string }>;

export interface MemberScoreState {
  score: number;
}

/** The stream of a member's score. */
export const memberScoreStream = (userId: string): string => `member-score-${userId}`;

/**
 * A member's accumulated score (spec §9 level criterion "accumulated score"): each change by
 * staff with a reason; the score never goes below 0.
 */
export const memberScoreDecider: Decider<AdjustScore, MemberScoreEvent, MemberScoreState> = {
  initialState: () => ({ score: 0 }),
  evolve: (state, event) => (event.type === 'ScoreAdjusted' ? { score: event.data.score } : state),
  decide(command, state) {
    const { userId, delta, reason } = command.data;
    const score = state.score + delta;
    if (score < 0) throw new ScoreNegativeError();
    return [{ type: 'ScoreAdjusted', data: { userId, delta, score, reason, adjustedBy: command.metadata.userId, adjustedAt: command.metadata.now } }];
  },
};
