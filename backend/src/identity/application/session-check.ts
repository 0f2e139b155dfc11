import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import type { SessionCheck } from '../../platform/auth/auth.guard.js';
import { sessionDecider } from '../domain/session.decider.js';
import { sessionSurvivesPasswordChange, userDecider, userStream } from '../domain/user.decider.js';

/**
 * A session is open until its member logs out or it is revoked, or the account's password is
 * changed in another session: read from the session's and the account's streams (their folded
 * states are cached, so only events after the cached revisions are read).
 * An access token of an ended session is refused, so logging out ends access at once rather
 * than when the 15-minute token expires.
 */
@Injectable()
export class SessionStreamCheck implements SessionCheck {
  constructor(private readonly runner: CommandRunner) {}

  async isOpen(sessionId: string): Promise<boolean> {
    const { state } = await this.runner.load(`session-${sessionId}`, sessionDecider);
    if (state.status !== 'open') return false;
    const { state: user } = await this.runner.load(userStream(state.userId), userDecider);
    return user.status === 'active' && sessionSurvivesPasswordChange(user, sessionId, state.startedAt);
  }
}
