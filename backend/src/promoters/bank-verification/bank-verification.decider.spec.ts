import type { BankVerificationEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { bankVerificationDecider, type RequestBankHoldVerification, type VerifyBankHold } from './bank-verification.decider.js';

const member = deciderSpec(bankVerificationDecider);
const T0 = '2026-11-27T03:00:00.000Z';
/** The fake clock: `T0` plus `ms`. */
const at = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const meta = (ms = 0) => ({ userId: 'u1', now: at(ms) });

const account = { bankCode: '090', accountHolder: '박서연', accountNumberEncrypted: 'v1.sealed', accountNumberMasked: '333-****-****78' };
const request = (verificationId = 'v1', ms = 0): RequestBankHoldVerification => ({
  type: 'RequestBankHoldVerification',
  data: { userId: 'u1', verificationId, ...account, senderNameEncrypted: `v1.sender-${verificationId}`, bankTranId: 'M202600001U000000001' },
  metadata: meta(ms),
});
const requested = (verificationId = 'v1', ms = 0, supersedes: string | null = null): BankVerificationEvent => ({
  type: 'BankHoldVerificationRequested',
  data: {
    userId: 'u1',
    verificationId,
    ...account,
    sendAmount: 1,
    senderNameEncrypted: `v1.sender-${verificationId}`,
    bankTranId: 'M202600001U000000001',
    supersedes,
    requestedAt: at(ms),
    expiresAt: at(ms + 5 * 60_000),
  },
});
const verify = (code: string, ms = 60_000, verificationId = 'v1'): VerifyBankHold => ({
  type: 'VerifyBankHold',
  data: { userId: 'u1', verificationId, code, sentCode: '4821' },
  metadata: meta(ms),
});
const failed = (attemptCount: number, ms = 60_000): BankVerificationEvent => ({
  type: 'BankHoldVerificationAttemptFailed',
  data: { userId: 'u1', verificationId: 'v1', attemptCount, failedAt: at(ms) },
});
const verified = (ms = 60_000): BankVerificationEvent => ({
  type: 'BankAccountVerified',
  data: { userId: 'u1', verificationId: 'v1', ...account, verifiedAt: at(ms) },
});

describe('bank hold verification (1원 인증, spec §3, §4)', () => {
  describe('INPUT → VERIFY: a request', () => {
    it('records 1원 sent and a verification open for five minutes', () => member.given([]).when(request()).then([requested()]));
    it('a new request starts over and supersedes the open one', () =>
      member
        .given([requested('v1'), failed(1), failed(2)])
        .when(request('v2', 120_000))
        .then([requested('v2', 120_000, 'v1')]));
    it('a request after a success supersedes nothing open', () =>
      member
        .given([requested('v1'), verified()])
        .when(request('v2', 120_000))
        .then([requested('v2', 120_000, null)]));
  });

  describe('VERIFY → SUCCESS: the code', () => {
    it('the right code verifies the account', () => member.given([requested()]).when(verify('4821')).then([verified()]));
    it('the right code typed with spaces around it is still right', () => member.given([requested()]).when(verify(' 4821 ')).then([verified()]));
    it('a wrong code is counted', () =>
      member
        .given([requested()])
        .when(verify('1111'))
        .then([failed(1)]));
    it('the fifth wrong code is counted', () =>
      member
        .given([requested(), failed(1), failed(2), failed(3), failed(4)])
        .when(verify('1111'))
        .then([failed(5)]));
    it('after five wrong codes even the right one is refused', () =>
      member
        .given([requested(), failed(1), failed(2), failed(3), failed(4), failed(5)])
        .when(verify('4821'))
        .thenThrows('BANK_VERIFICATION_ATTEMPTS_EXCEEDED'));
    it('four wrong codes leave the fifth try to succeed', () =>
      member
        .given([requested(), failed(1), failed(2), failed(3), failed(4)])
        .when(verify('4821'))
        .then([verified()]));
    it('a code at exactly five minutes is still in time', () =>
      member
        .given([requested()])
        .when(verify('4821', 5 * 60_000))
        .then([verified(5 * 60_000)]));
    it('a code after five minutes is refused as outdated', () =>
      member
        .given([requested()])
        .when(verify('4821', 5 * 60_000 + 1))
        .thenThrows('BANK_VERIFICATION_OUTDATED'));
    it('an outdated verification counts no attempt for a wrong code either', () =>
      member
        .given([requested()])
        .when(verify('1111', 6 * 60_000))
        .thenThrows('BANK_VERIFICATION_OUTDATED'));
    it('a verified account cannot be verified again', () =>
      member.given([requested(), verified()]).when(verify('4821')).thenThrows('BANK_VERIFICATION_COMPLETED'));
  });

  describe('which verification', () => {
    it('an id the member never had is not found (another member’s id too)', () =>
      member
        .given([requested()])
        .when(verify('4821', 60_000, 'someone-elses'))
        .thenThrows('BANK_VERIFICATION_NOT_FOUND'));
    it('nothing to verify before any request', () => member.given([]).when(verify('4821')).thenThrows('BANK_VERIFICATION_NOT_FOUND'));
    it('a superseded verification is refused, even with its right code', () =>
      member
        .given([requested('v1'), requested('v2', 60_000, 'v1')])
        .when(verify('4821', 90_000, 'v1'))
        .thenThrows('BANK_VERIFICATION_SUPERSEDED'));
    it('the new request starts its attempts from zero', () =>
      member
        .given([requested('v1'), failed(1), failed(2), failed(3), failed(4), failed(5), requested('v2', 120_000, 'v1')])
        .when({ ...verify('1111', 150_000, 'v2') })
        .then([{ type: 'BankHoldVerificationAttemptFailed', data: { userId: 'u1', verificationId: 'v2', attemptCount: 1, failedAt: at(150_000) } }]));
  });
});
