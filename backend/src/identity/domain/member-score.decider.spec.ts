import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { memberScoreDecider } from './member-score.decider.js';

const now = '2026-11-27T00:00:00.000Z';
const metadata = { userId: null, now };
const accrued = (points: number, score: number) => ({
  type: 'ScoreAdjusted' as const,
  data: { userId: 'p1', delta: points, score, reason: '추천회원 구매확정', adjustedBy: null, adjustedAt: now, accrualId: 'sales:l1' },
});

/** A promoter's score from their promotees' confirmed purchases (issue "Scores accrue the same way and feed levels"). */
describe("a promoter's score from a promotee's purchase", () => {
  const spec = deciderSpec(memberScoreDecider);
  const accrue = (points: number) => ({
    type: 'AccrueScore' as const,
    data: { userId: 'p1', accrualId: 'sales:l1', points, reason: '추천회원 구매확정' },
    metadata,
  });
  const reverse = { type: 'ReverseScore' as const, data: { userId: 'p1', accrualId: 'sales:l1', reason: '추천회원 구매 환불' }, metadata };

  it('adds the points to the score', () =>
    spec
      .given([{ type: 'ScoreAdjusted', data: { userId: 'p1', delta: 10, score: 10, reason: '이벤트', adjustedBy: 'staff', adjustedAt: now } }])
      .when(accrue(25))
      .then([accrued(25, 35)]));
  it('adds them once however often the purchase is confirmed', () =>
    spec
      .given([accrued(25, 25)])
      .when(accrue(25))
      .then([]));
  it('adds nothing for a line under 1,000원 (0 points)', () => spec.given([]).when(accrue(0)).then([]));
  it('takes the points back on a refund, once', () =>
    spec
      .given([accrued(25, 25)])
      .when(reverse)
      .then([
        {
          type: 'ScoreAdjusted',
          data: { userId: 'p1', delta: -25, score: 0, reason: '추천회원 구매 환불', adjustedBy: null, adjustedAt: now, accrualId: 'sales:l1', reversal: true },
        },
      ]));
  it('takes back nothing twice, nor what was never credited', () => {
    const reversed = { type: 'ScoreAdjusted' as const, data: { ...accrued(-25, 0).data, reversal: true } };
    spec
      .given([accrued(25, 25), reversed])
      .when(reverse)
      .then([]);
    spec.given([]).when(reverse).then([]);
  });
  it('never takes the score below 0 (staff lowered it meanwhile)', () =>
    spec
      .given([accrued(25, 25), { type: 'ScoreAdjusted', data: { userId: 'p1', delta: -20, score: 5, reason: '정정', adjustedBy: 'staff', adjustedAt: now } }])
      .when(reverse)
      .then([
        {
          type: 'ScoreAdjusted',
          data: { userId: 'p1', delta: -5, score: 0, reason: '추천회원 구매 환불', adjustedBy: null, adjustedAt: now, accrualId: 'sales:l1', reversal: true },
        },
      ]));
});
