import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { SESSION_MAX_AGE_MS, sessionDecider, type RefreshSession } from './session.decider.js';

const at = (days: number) => new Date(Date.parse('2026-11-01T00:00:00.000Z') + days * 86_400_000).toISOString();
const started = { type: 'SessionStarted' as const, data: { sessionId: 's1', userId: 'u1', tokenHash: 'h1', expiresAt: at(14), startedAt: at(0) } };
const refreshed = (hash: string, day: number) => ({
  type: 'SessionRefreshed' as const,
  data: { sessionId: 's1', tokenHash: hash, expiresAt: at(day + 14), refreshedAt: at(day) },
});
const refresh = (presentedHash: string, day: number): RefreshSession => ({
  type: 'RefreshSession',
  data: { sessionId: 's1', presentedHash, nextHash: `next-${day}`, expiresAt: at(day + 14) },
  metadata: { userId: null, now: at(day) },
});
const spec = deciderSpec(sessionDecider);

describe('sign-in sessions', () => {
  it('rotates the refresh token and slides its expiry', () =>
    spec
      .given([started])
      .when(refresh('h1', 1))
      .then([{ type: 'SessionRefreshed', data: { sessionId: 's1', tokenHash: 'next-1', expiresAt: at(15), refreshedAt: at(1) } }]));
  it('ends the session when a rotated-away token is presented again (theft)', () =>
    spec
      .given([started, refreshed('h2', 1)])
      .when(refresh('h1', 2))
      .then([{ type: 'SessionEnded', data: { sessionId: 's1', endedAt: at(2), reason: 'REFRESH_TOKEN_REUSED' } }]));
  it('refuses every refresh once the session has ended', () =>
    spec
      .given([started, { type: 'SessionEnded', data: { sessionId: 's1', endedAt: at(1), reason: 'REFRESH_TOKEN_REUSED' } }])
      .when(refresh('h1', 2))
      .thenThrows('SESSION_INVALID'));
  it('refuses an expired session', () => spec.given([started]).when(refresh('h1', 15)).thenThrows('SESSION_INVALID'));
  it('never lets a session outlive its maximum age from sign-in', () => {
    const cap = new Date(Date.parse(at(0)) + SESSION_MAX_AGE_MS).toISOString();
    spec
      .given([started, refreshed('h2', 13), refreshed('h3', 26)])
      .when(refresh('h3', 29))
      .then([{ type: 'SessionRefreshed', data: { sessionId: 's1', tokenHash: 'next-29', expiresAt: cap, refreshedAt: at(29) } }]);
  });
});
