import { Injectable } from '@nestjs/common';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords.js';
import { REFRESH_TOKEN_TTL_MS, TokenService } from '../../../platform/auth/tokens.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import { BadCredentialsError } from '../../identity.errors.js';
import { sessionDecider } from '../../domain/session.decider.js';
import { userDecider } from '../../domain/user.decider.js';

/** Signs in with username and password, opening session `sessionId`. */
export type SignIn = Command<'SignIn', { username: string; password: string; sessionId: string }>;

/** Verified against when the username is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

/**
 * Reads the account the username points at (`username-{name}`, `user-{id}`), verifies the
 * password and opens a session (`session-{id}`) whose refresh token it answers (spec §7 Auth).
 * 401 BadCredentialsError for an unknown username or a wrong password alike.
 */
@Injectable()
export class SignInHandler implements UseCaseHandler<SignIn, { refreshToken: string; position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
    private readonly tokens: TokenService,
  ) {}

  async execute({ data, metadata }: SignIn): Promise<{ refreshToken: string; position: number }> {
    const userId = await this.unique.ownerOf('username', data.username);
    const { state } = userId ? await this.runner.load(`user-${userId}`, userDecider) : { state: userDecider.initialState() };
    if (state.status !== 'active') {
      await verifyPassword(await (dummyHash ??= hashPassword('not-a-password-1!')), data.password);
      throw new BadCredentialsError();
    }
    if (!(await verifyPassword(state.user.passwordHash, data.password))) throw new BadCredentialsError();
    const { token, hash } = this.tokens.newRefreshToken(data.sessionId);
    const expiresAt = new Date(Date.parse(metadata.now) + REFRESH_TOKEN_TTL_MS).toISOString();
    const r = await this.runner.handle(`session-${data.sessionId}`, sessionDecider, {
      type: 'StartSession',
      data: { sessionId: data.sessionId, userId: state.user.userId, tokenHash: hash, expiresAt },
      metadata: { ...metadata, userId: state.user.userId },
    });
    return { refreshToken: token, position: r.position };
  }
}
