import { jest } from '@jest/globals';
import { Scope, UserType } from '@shop/contracts';
import type { AppConfig } from '../config/app-config.js';
import { ACCESS_TOKEN_TTL_S, TokenService } from './tokens.js';

const config = { tokenSecret: 'a-test-secret-of-enough-length-0123456789' } as AppConfig;
const principal = { _user: 'user-1', userType: UserType.PERSON, scope: [], sessionId: 'session-1' };

describe('access tokens', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the principal of a valid token, again and again, each caller with its own copy', async () => {
    const tokens = new TokenService(config);
    const token = await tokens.signAccess(principal);
    const first = await tokens.verifyAccess(token);
    expect(first).toEqual(principal);
    first!.scope.push(Scope.CONSOLE);
    expect(await tokens.verifyAccess(token)).toEqual(principal);
  });

  it('refuses a token signed with another secret or changed, even after the genuine one was verified', async () => {
    const tokens = new TokenService(config);
    const token = await tokens.signAccess(principal);
    await tokens.verifyAccess(token);
    const forged = await new TokenService({ tokenSecret: 'another-secret-of-enough-length-987654321' } as AppConfig).signAccess(principal);
    expect(await tokens.verifyAccess(forged)).toBeNull();
    // The genuine signature on a payload that grants the console.
    const elevated = await new TokenService({ tokenSecret: 'another-secret-of-enough-length-987654321' } as AppConfig).signAccess({
      ...principal,
      scope: [Scope.CONSOLE],
    });
    const [header, payload] = elevated.split('.');
    expect(await tokens.verifyAccess(`${header}.${payload}.${token.split('.')[2]}`)).toBeNull();
  });

  it('stops answering a token verified before once its 15 minutes are over', async () => {
    const tokens = new TokenService(config);
    const signedAt = Date.now();
    const token = await tokens.signAccess(principal, signedAt);
    expect(await tokens.verifyAccess(token)).toEqual(principal);
    // Only the clock is faked; the WebCrypto calls keep their real timers.
    jest.useFakeTimers({ now: signedAt + (ACCESS_TOKEN_TTL_S - 5) * 1000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout'] });
    expect(await tokens.verifyAccess(token)).toEqual(principal);
    jest.setSystemTime(signedAt + (ACCESS_TOKEN_TTL_S + 1) * 1000);
    expect(await tokens.verifyAccess(token)).toBeNull();
  });
});
