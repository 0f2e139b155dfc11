import { Injectable } from '@nestjs/common';
import { TokenService } from '../../../platform/auth/tokens.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { sessionDecider } from '../../domain/session.decider.js';

/** Logout: ends the session of a refresh token. */
export type SignOut = Command<'SignOut', { refreshToken: string }>;

/**
 * Ends the session the refresh token belongs to, when the token is its current one. Unknown,
 * stale or already ended sessions are ignored (logging out twice is not an error).
 */
@Injectable()
export class SignOutHandler implements UseCaseHandler<SignOut, void> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly tokens: TokenService,
  ) {}

  async execute({ data, metadata }: SignOut): Promise<void> {
    const parsed = this.tokens.parseRefreshToken(data.refreshToken);
    if (!parsed) return;
    const stream = `session-${parsed.sessionId}`;
    const { state } = await this.runner.load(stream, sessionDecider);
    if (state.status !== 'open' || state.tokenHash !== parsed.hash) return;
    await this.runner.handle(stream, sessionDecider, {
      type: 'EndSession',
      data: { sessionId: parsed.sessionId },
      metadata: { ...metadata, userId: state.userId },
    });
  }
}
