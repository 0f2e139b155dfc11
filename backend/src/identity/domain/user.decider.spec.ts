import type { UserRegistered } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { userDecider } from './user.decider.js';

const data = (over: Partial<UserRegistered['data']> = {}): UserRegistered['data'] => ({
  userId: 'u1', username: 'sera2026', passwordHash: '$argon2id$x', name: '김세라', email: 'sera@example.kr', phone: '01012345678',
  userType: 'PERSON', level: 'PERSON', scope: [], terms: ['service', 'privacy'], businessRegistration: null, referrer: null, registeredAt: '2026-11-22T00:00:00.000Z',
  ...over,
});
const spec = deciderSpec(userDecider);

describe('registering a user', () => {
  it('registers a member who agreed to the required terms', () => spec.given([]).when({ type: 'RegisterUser', data: data() }).then([{ type: 'UserRegistered', data: data() }]));
  it('refuses a member who did not agree to every required term', () =>
    spec.given([]).when({ type: 'RegisterUser', data: data({ terms: ['service', 'marketing'] }) }).thenThrows('TERMS_REQUIRED'));
  it('refuses a company member without a 10-digit business registration number', () =>
    spec.given([]).when({ type: 'RegisterUser', data: data({ userType: 'COMPANY', level: 'COMPANY', businessRegistration: '123-45' }) }).thenThrows('BUSINESS_REGISTRATION_REQUIRED'));
  it('registers a company member with one', () =>
    spec.given([]).when({ type: 'RegisterUser', data: data({ userType: 'COMPANY', level: 'COMPANY', businessRegistration: '1234567890' }) }).then([{ type: 'UserRegistered', data: data({ userType: 'COMPANY', level: 'COMPANY', businessRegistration: '1234567890' }) }]));
  it('lets staff create operators, who agree to no terms', () =>
    spec.given([]).when({ type: 'RegisterUser', data: data({ userType: 'OPERATOR', level: 'ROOT', terms: [] }) }).then([{ type: 'UserRegistered', data: data({ userType: 'OPERATOR', level: 'ROOT', terms: [] }) }]));
  it('refuses to register the same user twice', () => spec.given([{ type: 'UserRegistered', data: data() }]).when({ type: 'RegisterUser', data: data() }).thenThrows('USER_EXISTS'));
});
