import type { SessionEvent } from '@shop/contracts';
import { DomainError, type Decider } from '../../platform/event-sourcing/decider.js';

export type SessionCommand =
  | { type: 'StartSession'; sessionId: string; userId: string; tokenHash: string; expiresAt: string; now: string }
  | { type: 'RefreshSession'; sessionId: string; presentedHash: string; nextHash: string; expiresAt: string; now: string }
  | { type: 'EndSession'; sessionId: string; now: string };

export type SessionState =
  | { status: 'absent' }
  | { status: 'open'; userId: string; tokenHash: string; expiresAt: string }
  | { status: 'ended'; userId: string };

const INVALID = () => new DomainError('SESSION_INVALID', '로그인 정보가 만료되었습니다. 다시 로그인해주세요.', 401);

/**
 * A sign-in session (stream `session-{sessionId}`). The refresh token rotates on each use:
 * only the latest one is accepted, and an ended or expired session refreshes no more.
 */
export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { status: 'open', userId: event.data.userId, tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt };
      case 'SessionRefreshed':
        return state.status === 'open' ? { ...state, tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } : state;
      case 'SessionEnded':
        return state.status === 'open' ? { status: 'ended', userId: state.userId } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'StartSession':
        if (state.status !== 'absent') throw new DomainError('SESSION_EXISTS', '이미 시작된 세션입니다', 409);
        return [{ type: 'SessionStarted', data: { sessionId: command.sessionId, userId: command.userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt, startedAt: command.now } }];
      case 'RefreshSession':
        if (state.status !== 'open' || state.tokenHash !== command.presentedHash || state.expiresAt <= command.now) throw INVALID();
        return [{ type: 'SessionRefreshed', data: { sessionId: command.sessionId, tokenHash: command.nextHash, expiresAt: command.expiresAt, refreshedAt: command.now } }];
      case 'EndSession':
        if (state.status !== 'open') return [];
        return [{ type: 'SessionEnded', data: { sessionId: command.sessionId, endedAt: command.now } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
