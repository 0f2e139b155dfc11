import type { UserRegistered } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { userDecider, type CreateAccount } from './user.decider.js';

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
      .when(create({ userType: 'COMPANY', level: 'COMPANY', businessRegistration: '1234567890' }))
      .then([registered({ userType: 'COMPANY', level: 'COMPANY', businessRegistration: '1234567890' })]));
  it('lets staff create operators, who agree to no terms', () =>
    spec
      .given([])
      .when(create({ userType: 'OPERATOR', level: 'ROOT', terms: [] }))
      .then([registered({ userType: 'OPERATOR', level: 'ROOT', terms: [] })]));
  it('refuses to register the same user twice', () => spec.given([registered()]).when(create()).thenThrows('USER_EXISTS'));
});
