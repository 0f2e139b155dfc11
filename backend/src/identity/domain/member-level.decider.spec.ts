import type { LevelEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { levelDecider } from './level.decider.js';
import { memberLevelDecider } from './member-level.decider.js';
import { memberScoreDecider } from './member-score.decider.js';

const now = '2026-11-22T00:00:00.000Z';
const metadata = { userId: 'staff', now };

describe("a member's level", () => {
  const spec = deciderSpec(memberLevelDecider);
  const assign = (code: string, reason = '신규 가입') => ({
    type: 'AssignLevel' as const,
    data: { userId: 'u1', code, name: code === 'GOLD' ? '골드' : '일반', reason, coupons: [] },
    metadata,
  });
  it('assigns the first level with its reason', () =>
    spec
      .given([])
      .when(assign('WELCOME'))
      .then([
        {
          type: 'LevelAssigned',
          data: { userId: 'u1', to: 'WELCOME', toName: '일반', reason: '신규 가입', coupons: [], assignedBy: 'staff', assignedAt: now },
        },
      ]));
  it('records a move with from, to and the reason', () =>
    spec
      .given([
        { type: 'LevelAssigned', data: { userId: 'u1', to: 'WELCOME', toName: '일반', reason: '신규 가입', coupons: [], assignedBy: null, assignedAt: now } },
      ])
      .when(assign('GOLD', '누적 점수 500점'))
      .then([
        {
          type: 'LevelChanged',
          data: { userId: 'u1', from: 'WELCOME', to: 'GOLD', toName: '골드', reason: '누적 점수 500점', coupons: [], changedBy: 'staff', changedAt: now },
        },
      ]));
  it('changes nothing when the member is already at the level', () =>
    spec
      .given([{ type: 'LevelAssigned', data: { userId: 'u1', to: 'GOLD', toName: '골드', reason: '평가', coupons: [], assignedBy: null, assignedAt: now } }])
      .when(assign('GOLD'))
      .thenNothingHappened());
});

describe("a member's score", () => {
  const spec = deciderSpec(memberScoreDecider);
  it('adds with a reason and keeps the total', () =>
    spec
      .given([{ type: 'ScoreAdjusted', data: { userId: 'u1', delta: 100, score: 100, reason: '리뷰', adjustedBy: 'staff', adjustedAt: now } }])
      .when({ type: 'AdjustScore', data: { userId: 'u1', delta: -40, reason: '정정' }, metadata })
      .then([{ type: 'ScoreAdjusted', data: { userId: 'u1', delta: -40, score: 60, reason: '정정', adjustedBy: 'staff', adjustedAt: now } }]));
  it('refuses to go below zero', () =>
    spec
      .given([])
      .when({ type: 'AdjustScore', data: { userId: 'u1', delta: -1, reason: '정정' }, metadata })
      .thenThrows('SCORE_NEGATIVE'));
});

describe('level definitions', () => {
  const spec = deciderSpec(levelDecider);
  const fields = { name: '골드', index: 2, scope: 'ALL' as const, isActive: true, isWelcome: false, criteria: [], discounts: [], points: 2, coupons: [] };
  const created: LevelEvent = { type: 'LevelCreated', data: { code: 'GOLD', fields, createdAt: now } };
  it('creates a level under a new code', () =>
    spec
      .given([])
      .when({ type: 'CreateLevel', data: { code: 'GOLD', fields }, metadata })
      .then([created]));
  it('refuses a code in use', () =>
    spec
      .given([created])
      .when({ type: 'CreateLevel', data: { code: 'GOLD', fields }, metadata })
      .thenThrows('LEVEL_EXISTS'));
  it('changes some fields and keeps the rest', () =>
    spec
      .given([created])
      .when({ type: 'UpdateLevel', data: { code: 'GOLD', fields: { points: 3 } }, metadata })
      .then([{ type: 'LevelUpdated', data: { code: 'GOLD', fields: { ...fields, points: 3 }, updatedAt: now } }]));
  it('refuses to change a deleted level', () =>
    spec
      .given([created, { type: 'LevelDeleted', data: { code: 'GOLD', deletedAt: now } }])
      .when({ type: 'UpdateLevel', data: { code: 'GOLD', fields: { points: 3 } }, metadata })
      .thenThrows('LEVEL_NOT_FOUND'));
});
