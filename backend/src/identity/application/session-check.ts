import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import type { SessionCheck } from '../../platform/auth/auth.guard.js';
import { sessionDecider } from '../domain/session.decider.js';

/**
 * A session is open until its member logs out or it is revoked: read from the session's
 * stream (the folded state is cached, so only events after the cached revision are read).
 * An access token of an ended session is refused, so logging out ends access at once rather
 * than when the 15-minute token expires.
 */
@Injectable()
export class SessionStreamCheck implements SessionCheck {
  constructor(private readonly runner: CommandRunner) {}

  async isOpen(sessionId: string): Promise<boolean> {
    const { state } = await this.runner.load(`session-${sessionId}`, sessionDecider);
    return state.status === 'open';
  }
}
