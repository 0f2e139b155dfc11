import type { PromoterApprovalRequested, PromoterEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { promoterDecider, type RequestPromoterApproval } from './promoter.decider.js';

const now = '2026-11-27T01:00:00.000Z';
const later = '2026-11-28T01:00:00.000Z';
const request: RequestPromoterApproval['data'] = {
  userId: 'u1',
  username: 'seoyeon',
  name: '김서연',
  type: 'PERSON',
  phone: '01012345678',
  terms: ['promoter', 'privacy-rrn'],
  ciHash: 'ci-hash',
  certificationId: 'c1',
  bank: { code: '004', accountHolder: '김서연', sealedAccountNumber: 'v1.a.b.c', maskedAccountNumber: '123-****-**89' },
  sealedResidentNumber: 'v1.d.e.f',
  maskedResidentNumber: '900101-1******',
};
const apply = (data: Partial<RequestPromoterApproval['data']> = {}, at = now): RequestPromoterApproval => ({
  type: 'RequestPromoterApproval',
  data: { ...request, ...data },
  metadata: { userId: 'u1', now: at },
});
const requested = (at = now): PromoterApprovalRequested => ({ type: 'PromoterApprovalRequested', data: { ...request, requestedAt: at } });
const approved: PromoterEvent = { type: 'PromoterApproved', data: { userId: 'u1', code: 'K7M3PQ2', reason: null, decidedBy: 'staff', approvedAt: later } };
const rejected: PromoterEvent = { type: 'PromoterRejected', data: { userId: 'u1', reason: '서류 미비', decidedBy: 'staff', rejectedAt: later } };
const staff = { userId: 'staff', now: later };
const promoter = deciderSpec(promoterDecider);

describe('promoter approval request (spec §3, §4 AWAITING → APPROVED | REJECTED)', () => {
  it('records a request as awaiting staff', () => promoter.given([]).when(apply()).then([requested()]));

  it('refuses a second request while one awaits staff', () => promoter.given([requested()]).when(apply()).thenThrows('PROMOTER_REQUEST_OPEN'));

  it('refuses a request from a promoter already approved', () => promoter.given([requested(), approved]).when(apply()).thenThrows('ALREADY_PROMOTER'));

  it('takes a new request after a rejection', () =>
    promoter
      .given([requested(), rejected])
      .when(apply({}, later))
      .then([requested(later)]));

  it('refuses a request that does not agree to every promoter term', () =>
    promoter
      .given([])
      .when(apply({ terms: ['promoter'] }))
      .thenThrows('PROMOTER_TERMS_REQUIRED'));

  it('approves an awaiting request with its promoter code', () =>
    promoter
      .given([requested()])
      .when({ type: 'ApprovePromoter', data: { userId: 'u1', code: 'K7M3PQ2', reason: null, decidedBy: 'staff' }, metadata: staff })
      .then([approved]));

  it('rejects an awaiting request with the reason', () =>
    promoter
      .given([requested()])
      .when({ type: 'RejectPromoter', data: { userId: 'u1', reason: ' 서류 미비 ', decidedBy: 'staff' }, metadata: staff })
      .then([rejected]));

  it('decides only a request that awaits staff', () => {
    const approve = { type: 'ApprovePromoter' as const, data: { userId: 'u1', code: 'X', reason: null, decidedBy: 'staff' }, metadata: staff };
    promoter.given([]).when(approve).thenThrows('PROMOTER_REQUEST_NOT_FOUND');
    promoter.given([requested(), approved]).when(approve).thenThrows('PROMOTER_REQUEST_NOT_AWAITING');
    promoter
      .given([requested(), rejected])
      .when({ type: 'RejectPromoter', data: { userId: 'u1', reason: '중복', decidedBy: 'staff' }, metadata: staff })
      .thenThrows('PROMOTER_REQUEST_NOT_AWAITING');
  });

  it('records resealed secrets once, and nothing when they are already current', () => {
    const reseal = { userId: 'u1', sealedResidentNumber: 'k2.x.y.z', sealedAccountNumber: 'k2.q.r.s', keyId: 'k2' };
    promoter
      .given([requested(), approved])
      .when({ type: 'ResealPromoterSecrets', data: reseal, metadata: staff })
      .then([{ type: 'PromoterSecretsResealed', data: { ...reseal, resealedAt: later } }]);
    promoter
      .given([requested(), approved, { type: 'PromoterSecretsResealed', data: { ...reseal, resealedAt: later } }])
      .when({ type: 'ResealPromoterSecrets', data: reseal, metadata: staff })
      .thenNothingHappened();
  });
});
