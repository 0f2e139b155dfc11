import type { PasswordChanged, SocialAccountLinked, SocialAccountUnlinked, UserRegistered, UserWithdrew } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { userDecider, type AttachSocialAccount, type DetachSocialAccount } from './user.decider.js';

const now = '2026-11-27T00:00:00.000Z';
const registered = (userType: 'PERSON' | 'OPERATOR' = 'PERSON'): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    username: 'sera2026',
    passwordHash: '$argon2id$x',
    name: '김세라',
    email: 'sera@example.kr',
    phone: '01012345678',
    userType,
    level: userType,
    scope: [],
    terms: ['service', 'privacy'],
    businessRegistration: null,
    referrer: null,
    registeredAt: now,
  },
});
const attach = (provider: 'kakao' | 'naver', providerUserId: string): AttachSocialAccount => ({
  type: 'AttachSocialAccount',
  data: { userId: 'u1', provider, providerUserId },
  metadata: { userId: null, now },
});
const linked = (provider: 'kakao' | 'naver', providerUserId: string): SocialAccountLinked => ({
  type: 'SocialAccountLinked',
  data: { userId: 'u1', provider, providerUserId, linkedAt: now },
});
const withdrew: UserWithdrew = { type: 'UserWithdrew', data: { userId: 'u1', username: 'sera2026', reason: '기타', withdrawnAt: now } };
const spec = deciderSpec(userDecider);

describe('linking a Kakao or Naver account (/login/sns-validate)', () => {
  it('links the provider account to the member', () =>
    spec
      .given([registered()])
      .when(attach('kakao', '3100000001'))
      .then([linked('kakao', '3100000001')]));
  it('links one account of each provider', () =>
    spec
      .given([registered(), linked('kakao', '3100000001')])
      .when(attach('naver', 'nid-1'))
      .then([linked('naver', 'nid-1')]));
  it('changes nothing when the same account is linked again', () =>
    spec
      .given([registered(), linked('kakao', '3100000001')])
      .when(attach('kakao', '3100000001'))
      .then([]));
  it('refuses a second account of the same provider', () =>
    spec
      .given([registered(), linked('kakao', '3100000001')])
      .when(attach('kakao', '3100000002'))
      .thenThrows('SOCIAL_ALREADY_LINKED'));
  it('refuses a member who withdrew', () => spec.given([registered(), withdrew]).when(attach('kakao', '3100000001')).thenThrows('SOCIAL_MEMBER_WITHDRAWN'));
  it('refuses staff accounts and accounts that do not exist', () => {
    spec
      .given([registered('OPERATOR')])
      .when(attach('naver', 'nid-1'))
      .thenThrows('MEMBER_NOT_FOUND');
    spec.given([]).when(attach('naver', 'nid-1')).thenThrows('MEMBER_NOT_FOUND');
  });
});

const joinedWithKakao: UserRegistered = { ...registered(), data: { ...registered().data, joinedWith: 'kakao' } };
const detach = (provider: 'kakao' | 'naver'): DetachSocialAccount => ({
  type: 'DetachSocialAccount',
  data: { userId: 'u1', provider },
  metadata: { userId: null, now },
});
const unlinked = (provider: 'kakao' | 'naver', providerUserId: string): SocialAccountUnlinked => ({
  type: 'SocialAccountUnlinked',
  data: { userId: 'u1', provider, providerUserId, unlinkedAt: now },
});
const passwordSet: PasswordChanged = {
  type: 'PasswordChanged',
  data: { userId: 'u1', passwordHash: '$argon2id$y', keptSessionId: null, changedBy: null, changedAt: now },
};

describe('unlinking a Kakao or Naver account (/mypage/myinfo)', () => {
  it('unlinks a linked account of a member with a password', () =>
    spec
      .given([registered(), linked('kakao', '3100000001')])
      .when(detach('kakao'))
      .then([unlinked('kakao', '3100000001')]));
  it('refuses a provider that is not linked', () =>
    spec
      .given([registered(), linked('kakao', '3100000001')])
      .when(detach('naver'))
      .thenThrows('SOCIAL_NOT_LINKED'));
  it('refuses a provider unlinked already', () =>
    spec
      .given([registered(), linked('kakao', '3100000001'), unlinked('kakao', '3100000001')])
      .when(detach('kakao'))
      .thenThrows('SOCIAL_NOT_LINKED'));
  it('refuses the last way in of a member who joined with the provider and set no password', () =>
    spec
      .given([joinedWithKakao, linked('kakao', '3100000001')])
      .when(detach('kakao'))
      .thenThrows('SOCIAL_LAST_SIGN_IN'));
  it('lets that member unlink one provider while another stays linked', () =>
    spec
      .given([joinedWithKakao, linked('kakao', '3100000001'), linked('naver', 'nid-1')])
      .when(detach('kakao'))
      .then([unlinked('kakao', '3100000001')]));
  it('lets that member unlink once they set a password', () =>
    spec
      .given([joinedWithKakao, linked('kakao', '3100000001'), passwordSet])
      .when(detach('kakao'))
      .then([unlinked('kakao', '3100000001')]));
  it('links the provider again after unlinking', () =>
    spec
      .given([registered(), linked('kakao', '3100000001'), unlinked('kakao', '3100000001')])
      .when(attach('kakao', '3100000009'))
      .then([linked('kakao', '3100000009')]));
});
