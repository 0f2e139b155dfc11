import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { Throttle, type Rate } from '../../../platform/throttle/throttle.js';
import { TooManyAttemptsError } from '../../../platform/throttle/throttle.errors.js';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords.js';
import { TokenService } from '../../../platform/auth/tokens.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import { BadCredentialsError } from '../../identity.errors.js';
import { userDecider } from '../../domain/user.decider.js';
import { openSession } from '../open-session.js';

/** Signs in with username and password from `clientAddress`, opening session `sessionId`. */
export type SignIn = Command<'SignIn', { username: string; password: string; sessionId: string; clientAddress: string }>;

/** Failures in a window after which each further try waits, and how long per failure (ms, at most 2 s). */
const SLOW_AFTER_FAILURES = 3;
const SLOW_STEP_MS = 250;

/** Verified against when the username is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

/**
 * Reads the account the username points at (`username-{name}`, `user-{id}`), verifies the
 * password and opens a session (`session-{id}`) whose refresh token it answers (spec §7 Auth).
 * 401 BadCredentialsError for an unknown username or a wrong password alike. Failures are
 * counted per username and per client address (config `limits`): from the 4th failure in a
 * window each try waits longer, and at the limit sign-in is refused with 429
 * TooManyAttemptsError until the window ends, even with the right password.
 */
@Injectable()
export class SignInHandler implements UseCaseHandler<SignIn, { refreshToken: string; position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
    private readonly tokens: TokenService,
    private readonly throttle: Throttle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ data, metadata }: SignIn): Promise<{ refreshToken: string; position: number }> {
    const now = new Date(metadata.now);
    const { signInWindowMs: windowMs, signInFailuresPerAccount, signInFailuresPerAddress } = this.config.limits;
    const counted: [Rate, string][] = [
      [{ name: 'sign-in-account', limit: signInFailuresPerAccount, windowMs }, data.username],
      [{ name: 'sign-in-address', limit: signInFailuresPerAddress, windowMs }, data.clientAddress],
    ];
    const states = await Promise.all(counted.map(([rate, key]) => this.throttle.peek(rate, key, now)));
    states.forEach((state, i) => {
      if (state.count >= counted[i]![0].limit) throw new TooManyAttemptsError('로그인 시도가', state.resetsAt);
    });
    const failures = states[0]!.count;
    if (failures >= SLOW_AFTER_FAILURES) await sleep(Math.min((failures - SLOW_AFTER_FAILURES + 1) * SLOW_STEP_MS, 2_000));
    const fail = async (): Promise<never> => {
      await Promise.all(counted.map(([rate, key]) => this.throttle.hit(rate, key, now)));
      throw new BadCredentialsError();
    };

    const userId = await this.unique.ownerOf('username', data.username);
    const { state } = userId ? await this.runner.load(`user-${userId}`, userDecider) : { state: userDecider.initialState() };
    if (state.status !== 'active') {
      await verifyPassword(await (dummyHash ??= hashPassword('not-a-password-1!')), data.password);
      return fail();
    }
    if (!(await verifyPassword(state.user.passwordHash, data.password))) return fail();
    return openSession(this.runner, this.tokens, state.user.userId, data.sessionId, metadata);
  }
}
