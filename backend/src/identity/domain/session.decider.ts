import type { SessionEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { SessionExistsError, SessionInvalidError } from '../identity.errors.js';

/** Opens a session for a signed-in user, keeping only the hash of its refresh token's secret. */
export type StartSession = Command<'StartSession', { sessionId: string; userId: string; tokenHash: string; expiresAt: string }>;
/** Rotates the refresh token: `presentedHash` must be the latest one. */
export type RefreshSession = Command<'RefreshSession', { sessionId: string; presentedHash: string; nextHash: string; expiresAt: string }>;
/** Ends the session (logout or revocation). */
export type EndSession = Command<'EndSession', { sessionId: string }>;
export type SessionCommand = StartSession | RefreshSession | EndSession;

export type SessionState =
  { status: 'absent' } | { status: 'open'; userId: string; tokenHash: string; expiresAt: string; startedAt: string } | { status: 'ended'; userId: string };

/** A session lasts at most this long from sign-in, however often it is refreshed (ms). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The earlier of two ISO-8601 UTC instants. */
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * A sign-in session (stream `session-{sessionId}`). The refresh token rotates on each use:
 * only the latest one is accepted; presenting an earlier one ends the session (a rotated token
 * in someone else's hands is theft: OWASP's refresh token rotation advice). An ended or
 * expired session refreshes no more, and no refresh reaches past SESSION_MAX_AGE_MS from
 * sign-in.
 */
export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { status: 'open', userId: event.data.userId, tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt, startedAt: event.data.startedAt };
      case 'SessionRefreshed':
        return state.status === 'open' ? { ...state, tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } : state;
      case 'SessionEnded':
        return state.status === 'open' ? { status: 'ended', userId: state.userId } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now } = command.metadata;
    switch (command.type) {
      case 'StartSession':
        if (state.status !== 'absent') throw new SessionExistsError();
        return [{ type: 'SessionStarted', data: { ...command.data, startedAt: now } }];
      case 'RefreshSession': {
        const { sessionId, presentedHash, nextHash, expiresAt } = command.data;
        if (state.status !== 'open' || state.expiresAt <= now) throw new SessionInvalidError();
        if (state.tokenHash !== presentedHash) return [{ type: 'SessionEnded', data: { sessionId, endedAt: now, reason: 'REFRESH_TOKEN_REUSED' } }];
        const cap = new Date(Date.parse(state.startedAt) + SESSION_MAX_AGE_MS).toISOString();
        return [{ type: 'SessionRefreshed', data: { sessionId, tokenHash: nextHash, expiresAt: earlier(expiresAt, cap), refreshedAt: now } }];
      }
      case 'EndSession':
        if (state.status !== 'open') return [];
        return [{ type: 'SessionEnded', data: { sessionId: command.data.sessionId, endedAt: now, reason: 'SIGNED_OUT' } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
