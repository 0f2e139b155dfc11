import { MAX_PICKED_REVIEWS, type ReviewPickEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { ReviewNotFoundError } from '../catalog.errors.js';

/**
 * Staff pick the reviews a home display shows (console main/review/{code}). `known` lists which
 * of the ids name an existing review (read by the handler): an unknown one is refused.
 */
export type PickReviews = Command<'PickReviews', { code: string; reviewIds: string[]; known: string[] }>;

/** The picked review ids of one display code, in order. */
export interface ReviewPicksState {
  reviewIds: string[];
}

/** The stream of one display code's picked reviews. */
export const reviewPicksStream = (code: string): string => `review-picks-${code}`;

/**
 * The reviews of one home display (spec §2 console main/review/{code}, §9 display code "best
 * review"): at most 20, each once, in the order given. Throws ReviewNotFoundError (404) for an
 * id naming no review. Picking the same list again records nothing.
 */
export const reviewPicksDecider: Decider<PickReviews, ReviewPickEvent, ReviewPicksState> = {
  initialState: () => ({ reviewIds: [] }),
  evolve: (_state, event) => ({ reviewIds: event.data.reviewIds }),
  decide(command, state) {
    const reviewIds = [...new Set(command.data.reviewIds)].slice(0, MAX_PICKED_REVIEWS);
    if (reviewIds.some((id) => !command.data.known.includes(id))) throw new ReviewNotFoundError();
    if (JSON.stringify(reviewIds) === JSON.stringify(state.reviewIds)) return [];
    return [{ type: 'ReviewsPicked', data: { code: command.data.code, reviewIds, pickedAt: command.metadata.now } }];
  },
};
