import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { pointPolicyDecider } from './point-policy.decider.js';

const now = '2026-11-22T00:00:00.000Z';
const metadata = { userId: 'staff', now };
const fields = { name: '회원가입 적립', amount: 3_000, rate: null, validityDays: 365, isActive: true };
const created = { type: 'PointPolicyCreated' as const, data: { pointId: 'p1', fields, createdAt: now } };
const spec = deciderSpec(pointPolicyDecider);

describe('point policies', () => {
  it('creates a policy with a fixed amount', () =>
    spec
      .given([])
      .when({ type: 'CreatePointPolicy', data: { pointId: 'p1', fields }, metadata })
      .then([created]));
  it('refuses a policy with neither an amount nor a rate', () =>
    spec
      .given([])
      .when({ type: 'CreatePointPolicy', data: { pointId: 'p1', fields: { ...fields, amount: null } }, metadata })
      .thenThrows('POINT_AMOUNT_REQUIRED'));
  it('changes a field and keeps the rest', () =>
    spec
      .given([created])
      .when({ type: 'UpdatePointPolicy', data: { pointId: 'p1', fields: { isActive: false } }, metadata })
      .then([{ type: 'PointPolicyUpdated', data: { pointId: 'p1', fields: { ...fields, isActive: false }, updatedAt: now } }]));
  it('refuses to change a deleted policy', () =>
    spec
      .given([created, { type: 'PointPolicyDeleted', data: { pointId: 'p1', deletedAt: now } }])
      .when({ type: 'UpdatePointPolicy', data: { pointId: 'p1', fields: { name: '새 이름' } }, metadata })
      .thenThrows('POINT_POLICY_NOT_FOUND'));
  it('refuses a second policy with the same id', () =>
    spec
      .given([created])
      .when({ type: 'CreatePointPolicy', data: { pointId: 'p1', fields }, metadata })
      .thenThrows('POINT_POLICY_EXISTS'));
});
