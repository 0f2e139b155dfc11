import type { IdentityCertified } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { certificationDecider, type RecordCertification, type UseCertification } from './certification.decider.js';

const at = (minutes: number) => new Date(Date.parse('2026-11-27T00:00:00.000Z') + minutes * 60_000).toISOString();
const person = {
  certificationId: 'c1',
  name: '김세라',
  phone: '01012345678',
  birthDay: '19900315',
  sexCode: '02',
  ci: 'v1.sealed-ci',
  di: 'v1.sealed-di',
  ciHash: 'hash-of-ci',
  expiresAt: at(30),
};
const certified: IdentityCertified = { type: 'IdentityCertified', data: { ...person, certifiedAt: at(0) } };
const record: RecordCertification = { type: 'RecordCertification', data: person, metadata: { userId: null, now: at(0) } };
const use = (minute: number, purpose: 'SIGN_UP' | 'RESET_PASSWORD' = 'SIGN_UP'): UseCertification => ({
  type: 'UseCertification',
  data: { certificationId: 'c1', purpose, userId: 'u1' },
  metadata: { userId: null, now: at(minute) },
});
const spec = deciderSpec(certificationDecider);

describe('휴대폰 본인인증 (certification)', () => {
  it('records what KCP verified, sealed CI and DI included', () => spec.given([]).when(record).then([certified]));
  it('is recorded once only', () => spec.given([certified]).when(record).thenThrows('CERTIFICATION_INVALID'));
  it('is spent on a sign-up within its lifetime', () =>
    spec
      .given([certified])
      .when(use(10))
      .then([{ type: 'CertificationUsed', data: { certificationId: 'c1', purpose: 'SIGN_UP', userId: 'u1', usedAt: at(10) } }]));
  it('cannot be spent twice (one verification, one account or one reset)', () =>
    spec
      .given([certified, { type: 'CertificationUsed', data: { certificationId: 'c1', purpose: 'SIGN_UP', userId: 'u1', usedAt: at(5) } }])
      .when(use(6, 'RESET_PASSWORD'))
      .thenThrows('CERTIFICATION_INVALID'));
  it('is refused once expired', () => spec.given([certified]).when(use(30)).thenThrows('CERTIFICATION_INVALID'));
  it('is refused when it was never recorded', () => spec.given([]).when(use(1)).thenThrows('CERTIFICATION_INVALID'));
});
