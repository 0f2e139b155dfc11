import { Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_MS, TokenService } from '../../../platform/auth/tokens.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { SessionInvalidError } from '../../identity.errors.js';
import { sessionDecider } from '../../domain/session.decider.js';
import { sessionSurvivesPasswordChange, userDecider } from '../../domain/user.decider.js';

/** Exchanges a refresh token for an access token and a rotated refresh token. */
export type RefreshAccessToken = Command<'RefreshAccessToken', { refreshToken: string }>;

/** What a refresh answers (spec §7 Auth GET accessToken). */
export interface AccessGrant {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token is valid. */
  expiresIn: number;
}

/**
 * Rotates the session's refresh token (`session-{id}`) and signs an access token carrying the
 * account's current type and scope (`user-{id}`). 401 SessionInvalidError when the token is
 * malformed, rotated away, ended or expired, or the account is gone.
 */
@Injectable()
export class RefreshAccessTokenHandler implements UseCaseHandler<RefreshAccessToken, AccessGrant> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly tokens: TokenService,
  ) {}

  async execute({ data, metadata }: RefreshAccessToken): Promise<AccessGrant> {
    const parsed = this.tokens.parseRefreshToken(data.refreshToken);
    if (!parsed) throw new SessionInvalidError();
    const next = this.tokens.newRefreshToken(parsed.sessionId);
    const expiresAt = new Date(Date.parse(metadata.now) + REFRESH_TOKEN_TTL_MS).toISOString();
    const result = await this.runner.handle(`session-${parsed.sessionId}`, sessionDecider, {
      type: 'RefreshSession',
      data: { sessionId: parsed.sessionId, presentedHash: parsed.hash, nextHash: next.hash, expiresAt },
      metadata,
    });
    if (result.state.status !== 'open') throw new SessionInvalidError();
    const { state: user } = await this.runner.load(`user-${result.state.userId}`, userDecider);
    if (user.status !== 'active') throw new SessionInvalidError();
    // A password changed since this sign-in ends the session (unless it was changed in it).
    if (!sessionSurvivesPasswordChange(user, parsed.sessionId, result.state.startedAt)) throw new SessionInvalidError();
    const accessToken = await this.tokens.signAccess(
      { _user: user.user.userId, userType: user.user.userType, scope: user.user.scope, sessionId: parsed.sessionId },
      Date.parse(metadata.now),
    );
    return { accessToken, refreshToken: next.token, expiresIn: ACCESS_TOKEN_TTL_S };
  }
}
