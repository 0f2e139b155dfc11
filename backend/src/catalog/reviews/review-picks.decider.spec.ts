import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { reviewPicksDecider, type PickReviews } from './review-picks.decider.js';

const now = '2026-11-27T00:00:00.000Z';
const pick = (reviewIds: string[], known = ['r1', 'r2', 'r3']): PickReviews => ({
  type: 'PickReviews',
  data: { code: 'best', reviewIds, known },
  metadata: { userId: 'staff', now },
});
const spec = deciderSpec(reviewPicksDecider);

describe('picked reviews of a home display', () => {
  it('keeps the order given, each review once', () => {
    spec
      .given([])
      .when(pick(['r2', 'r1', 'r2']))
      .then([{ type: 'ReviewsPicked', data: { code: 'best', reviewIds: ['r2', 'r1'], pickedAt: now } }]);
  });

  it('refuses a review that does not exist, and records nothing for the same list', () => {
    spec
      .given([])
      .when(pick(['r1', 'nope']))
      .thenThrows('REVIEW_NOT_FOUND');
    spec
      .given([{ type: 'ReviewsPicked', data: { code: 'best', reviewIds: ['r1'], pickedAt: now } }])
      .when(pick(['r1']))
      .thenNothingHappened();
  });
});
