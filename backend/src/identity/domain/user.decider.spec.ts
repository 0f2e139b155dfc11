import type { UserRegistered } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { sessionSurvivesPasswordChange, userDecider, type ChangeUserInfo, type ChangeUserType, type CreateAccount, type WithdrawUser } from './user.decider.js';

const now = '2026-11-22T00:00:00.000Z';
const account = (over: Partial<CreateAccount['data']> = {}): CreateAccount['data'] => ({
  userId: 'u1',
  username: 'sera2026',
  passwordHash: '$argon2id$x',
  name: '김세라',
  email: 'sera@example.kr',
  phone: '01012345678',
  userType: 'PERSON',
  level: 'PERSON',
  scope: [],
  terms: ['service', 'privacy'],
  businessRegistration: null,
  referrer: null,
  ...over,
});
const create = (over: Partial<CreateAccount['data']> = {}): CreateAccount => ({ type: 'CreateAccount', data: account(over), metadata: { userId: null, now } });
const registered = (over: Partial<CreateAccount['data']> = {}): UserRegistered => ({ type: 'UserRegistered', data: { ...account(over), registeredAt: now } });
const spec = deciderSpec(userDecider);

describe('registering a user', () => {
  it('registers a member who agreed to the required terms', () => spec.given([]).when(create()).then([registered()]));
  it('refuses a member who did not agree to every required term', () =>
    spec
      .given([])
      .when(create({ terms: ['service', 'marketing'] }))
      .thenThrows('TERMS_REQUIRED'));
  it('refuses a company member without a 10-digit business registration number', () =>
    spec
      .given([])
      .when(create({ userType: 'COMPANY', level: 'COMPANY', businessRegistration: '123-45' }))
      .thenThrows('BUSINESS_REGISTRATION_REQUIRED'));
  it('registers a company member with one', () =>
    spec
      .given([])
      .when(create({ userType: 'COMPANY', level: 'COMPANY', businessRegistration: '1234567891' }))
      .then([registered({ userType: 'COMPANY', level: 'COMPANY', businessRegistration: '1234567891' })]));
  it('lets staff create operators, who agree to no terms', () =>
    spec
      .given([])
      .when(create({ userType: 'OPERATOR', level: 'ROOT', terms: [] }))
      .then([registered({ userType: 'OPERATOR', level: 'ROOT', terms: [] })]));
  it('refuses to register the same user twice', () => spec.given([registered()]).when(create()).thenThrows('USER_EXISTS'));
});

describe('changing a member', () => {
  const later = '2026-11-23T00:00:00.000Z';
  const info = (data: Partial<ChangeUserInfo['data']>): ChangeUserInfo => ({
    type: 'ChangeUserInfo',
    data: { userId: 'u1', changedBy: null, ...data },
    metadata: { userId: 'u1', now: later },
  });
  const retype = (to: ChangeUserType['data']['to'], businessRegistration: string | null = null): ChangeUserType => ({
    type: 'ChangeUserType',
    data: { userId: 'u1', to, businessRegistration, changedBy: 'staff1' },
    metadata: { userId: 'staff1', now: later },
  });

  it('records the changed fields with the values after, phone as digits, and who changed them', () =>
    spec
      .given([registered()])
      .when(info({ name: '김세라', email: 'new@example.kr', phone: '010-9876-5432', changedBy: 'staff1' }))
      .then([
        {
          type: 'UserInfoChanged',
          data: {
            userId: 'u1',
            name: '김세라',
            email: 'new@example.kr',
            phone: '01098765432',
            fields: ['email', 'phone'],
            changedBy: 'staff1',
            changedAt: later,
          },
        },
      ]));
  it('records nothing when nothing differs', () =>
    spec
      .given([registered()])
      .when(info({ name: ' 김세라 ', phone: '010-1234-5678' }))
      .thenNothingHappened());
  it('refuses a change to an account that does not exist or is an operator', () => {
    spec
      .given([])
      .when(info({ name: '이름' }))
      .thenThrows('MEMBER_NOT_FOUND');
    spec
      .given([registered({ userType: 'OPERATOR', level: 'ROOT', terms: [] })])
      .when(info({ name: '이름' }))
      .thenThrows('MEMBER_NOT_FOUND');
  });
  it('changes a person into a company with its business registration number, and back', () => {
    spec
      .given([registered()])
      .when(retype('COMPANY', '123-45-67891'))
      .then([
        {
          type: 'UserTypeChanged',
          data: { userId: 'u1', from: 'PERSON', to: 'COMPANY', businessRegistration: '1234567891', changedBy: 'staff1', changedAt: later },
        },
      ]);
    spec
      .given([registered({ userType: 'COMPANY', level: 'COMPANY', businessRegistration: '1234567891' })])
      .when(retype('PERSON'))
      .then([
        { type: 'UserTypeChanged', data: { userId: 'u1', from: 'COMPANY', to: 'PERSON', businessRegistration: null, changedBy: 'staff1', changedAt: later } },
      ]);
  });
  it('refuses a company without a 10-digit number, and making a member an operator', () => {
    spec.given([registered()]).when(retype('COMPANY', '12345')).thenThrows('BUSINESS_REGISTRATION_REQUIRED');
    // Ten digits, but the last is not the National Tax Service check digit (it would be 1).
    spec.given([registered()]).when(retype('COMPANY', '123-45-67890')).thenThrows('BUSINESS_REGISTRATION_REQUIRED');
    spec.given([registered()]).when(retype('OPERATOR')).thenThrows('MEMBER_TYPE_INVALID');
  });
  it('records nothing when the type is already the one asked', () => spec.given([registered()]).when(retype('PERSON')).thenNothingHappened());
});

describe('a member changing the password', () => {
  const later = '2026-11-23T00:00:00.000Z';
  const change = (data: Partial<ChangeUserInfo['data']>): ChangeUserInfo => ({
    type: 'ChangeUserInfo',
    data: { userId: 'u1', changedBy: null, ...data },
    metadata: { userId: 'u1', now: later },
  });
  const changed = {
    type: 'PasswordChanged' as const,
    data: { userId: 'u1', passwordHash: '$argon2id$new', keptSessionId: 's-now', changedBy: null, changedAt: later },
  };

  it('records the new hash with the session it was changed in, beside an info change', () =>
    spec
      .given([registered()])
      .when(change({ email: 'new@example.kr', passwordHash: '$argon2id$new', keptSessionId: 's-now' }))
      .then([
        {
          type: 'UserInfoChanged',
          data: { userId: 'u1', name: '김세라', email: 'new@example.kr', phone: '01012345678', fields: ['email'], changedBy: null, changedAt: later },
        },
        changed,
      ]));
  it('ends the sessions started before it, except the one it was changed in', () => {
    const state = [registered(), changed].reduce(userDecider.evolve, userDecider.initialState());
    expect(sessionSurvivesPasswordChange(state, 's-now', '2026-11-22T10:00:00.000Z')).toBe(true);
    expect(sessionSurvivesPasswordChange(state, 's-other', '2026-11-22T10:00:00.000Z')).toBe(false);
    expect(sessionSurvivesPasswordChange(state, 's-later', '2026-11-23T00:05:00.000Z')).toBe(true);
    const untouched = [registered()].reduce(userDecider.evolve, userDecider.initialState());
    expect(sessionSurvivesPasswordChange(untouched, 's-other', '2026-11-22T10:00:00.000Z')).toBe(true);
  });
});

describe('a verified sign-up and a reset of a lost password', () => {
  const identity = { ci: 'v1.sealed-ci', di: 'v1.sealed-di', ciHash: 'hash-of-ci', birthDay: '19900315', certifiedAt: now };
  it('keeps the sealed CI and DI of a member who joined with 본인인증 on the account', () =>
    spec
      .given([])
      .when(create({ identity }))
      .then([registered({ identity })]));
  it('ends every session of the account when the reset keeps none', () => {
    const at = '2026-11-23T00:00:00.000Z';
    const reset: ChangeUserInfo = {
      type: 'ChangeUserInfo',
      data: { userId: 'u1', passwordHash: '$argon2id$reset', keptSessionId: null, changedBy: null },
      metadata: { userId: null, now: at },
    };
    const changed = {
      type: 'PasswordChanged' as const,
      data: { userId: 'u1', passwordHash: '$argon2id$reset', keptSessionId: null, changedBy: null, changedAt: at },
    };
    spec
      .given([registered({ identity })])
      .when(reset)
      .then([changed]);
    const state = [registered({ identity }), changed].reduce(userDecider.evolve, userDecider.initialState());
    expect(sessionSurvivesPasswordChange(state, 's-any', '2026-11-22T23:59:59.000Z')).toBe(false);
    expect(sessionSurvivesPasswordChange(state, 's-new', '2026-11-23T00:00:01.000Z')).toBe(true);
  });
});

describe('a member leaving', () => {
  const later = '2026-11-24T00:00:00.000Z';
  const leave: WithdrawUser = { type: 'WithdrawUser', data: { userId: 'u1', reason: ' 이용 빈도가 낮음 ' }, metadata: { userId: 'u1', now: later } };
  const left = { type: 'UserWithdrew' as const, data: { userId: 'u1', username: 'sera2026', reason: '이용 빈도가 낮음', withdrawnAt: later } };
  it('records the reason and closes the account', () => spec.given([registered()]).when(leave).then([left]));
  it('decides nothing more on a closed account, and ends every session of it', () => {
    spec.given([registered(), left]).when(leave).thenThrows('MEMBER_NOT_FOUND');
    const state = [registered(), left].reduce(userDecider.evolve, userDecider.initialState());
    expect(state.status).toBe('withdrawn');
  });
  it('refuses an operator leaving as a member', () =>
    spec
      .given([registered({ userType: 'OPERATOR', level: 'ROOT', terms: [] })])
      .when(leave)
      .thenThrows('MEMBER_NOT_FOUND'));
});
