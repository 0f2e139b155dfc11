import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { digitsOnly, type Scope, type UserType } from '@shop/contracts';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { UniqueValues } from '../../platform/event-sourcing/unique-values.js';
import { DomainError, type CommandMeta } from '../../platform/event-sourcing/decider.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { REFRESH_TOKEN_TTL_MS, TokenService } from '../../platform/auth/tokens.js';
import { userDecider } from '../domain/user.decider.js';
import { sessionDecider } from '../domain/session.decider.js';
import { registrationRefusal } from '../domain/registration.js';

export interface RegisterUserInput {
  username: string;
  password: string;
  name: string;
  email: string;
  phone: string;
  type: UserType;
  level: string;
  scope: Scope[];
  terms: string[];
  businessRegistration?: string | null;
  referrer?: string | null;
}

/** Creates an account: claims the username (409 USERNAME_TAKEN), hashes the password with argon2id. */
export class RegisterUser extends Command<{ userId: string; position: number }> {
  constructor(
    readonly userId: string,
    readonly input: RegisterUserInput,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
  ) {}

  async execute({ userId, input, meta }: RegisterUser): Promise<{ userId: string; position: number }> {
    // Checked before the username is claimed, so a refused sign-up does not keep the name.
    const refusal = registrationRefusal({ userType: input.type, terms: input.terms, businessRegistration: input.businessRegistration ?? null });
    if (refusal) throw refusal;
    const passwordHash = await hashPassword(input.password);
    await this.unique.reserve('username', input.username, userId, meta, { code: 'USERNAME_TAKEN', message: '이미 사용 중인 아이디입니다' });
    const r = await this.runner.handle(
      `user-${userId}`,
      userDecider,
      {
        type: 'RegisterUser',
        data: {
          userId,
          username: input.username,
          passwordHash,
          name: input.name.trim(),
          email: input.email.trim(),
          phone: digitsOnly(input.phone),
          userType: input.type,
          level: input.level,
          scope: input.scope,
          terms: input.terms,
          businessRegistration: input.businessRegistration ? digitsOnly(input.businessRegistration) : null,
          referrer: input.referrer ?? null,
          registeredAt: meta.now,
        },
      },
      meta,
    );
    return { userId, position: r.position };
  }
}

const BAD_CREDENTIALS = () => new DomainError('BAD_CREDENTIALS', '아이디 또는 비밀번호를 확인해주세요', 401);
/** Verified against when the username is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

/** Signs in with username and password; opens a session and returns its refresh token. 401 on bad credentials. */
export class SignIn extends Command<{ refreshToken: string; position: number }> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly now: Date,
  ) {
    super();
  }
}

@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
    private readonly tokens: TokenService,
  ) {}

  async execute({ username, password, now }: SignIn): Promise<{ refreshToken: string; position: number }> {
    const userId = await this.unique.ownerOf('username', username);
    const { state } = userId ? await this.runner.load(`user-${userId}`, userDecider) : { state: userDecider.initialState() };
    if (state.status !== 'active') {
      await verifyPassword(await (dummyHash ??= hashPassword('not-a-password-1!')), password);
      throw BAD_CREDENTIALS();
    }
    if (!(await verifyPassword(state.user.passwordHash, password))) throw BAD_CREDENTIALS();
    const sessionId = randomUUID();
    const { token, hash } = this.tokens.newRefreshToken(sessionId);
    const at = now.toISOString();
    const r = await this.runner.handle(
      `session-${sessionId}`,
      sessionDecider,
      { type: 'StartSession', sessionId, userId: state.user.userId, tokenHash: hash, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(), now: at },
      { userId: state.user.userId, now: at },
    );
    return { refreshToken: token, position: r.position };
  }
}

/** Exchanges a refresh token for an access token and a rotated refresh token. 401 when invalid, rotated away, ended or expired. */
export class RefreshAccessToken extends Command<{ accessToken: string; refreshToken: string; expiresIn: number }> {
  constructor(
    readonly refreshToken: string,
    readonly now: Date,
  ) {
    super();
  }
}

@CommandHandler(RefreshAccessToken)
export class RefreshAccessTokenHandler implements ICommandHandler<RefreshAccessToken> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly tokens: TokenService,
  ) {}

  async execute({ refreshToken, now }: RefreshAccessToken) {
    const parsed = this.tokens.parseRefreshToken(refreshToken);
    if (!parsed) throw new DomainError('SESSION_INVALID', '로그인 정보가 만료되었습니다. 다시 로그인해주세요.', 401);
    const next = this.tokens.newRefreshToken(parsed.sessionId);
    const at = now.toISOString();
    const result = await this.runner.handle(
      `session-${parsed.sessionId}`,
      sessionDecider,
      { type: 'RefreshSession', sessionId: parsed.sessionId, presentedHash: parsed.hash, nextHash: next.hash, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(), now: at },
      { userId: null, now: at },
    );
    if (result.state.status !== 'open') throw new DomainError('SESSION_INVALID', '로그인 정보가 만료되었습니다. 다시 로그인해주세요.', 401);
    const { state: user } = await this.runner.load(`user-${result.state.userId}`, userDecider);
    if (user.status !== 'active') throw new DomainError('SESSION_INVALID', '로그인 정보가 만료되었습니다. 다시 로그인해주세요.', 401);
    const accessToken = await this.tokens.signAccess({ _user: user.user.userId, userType: user.user.userType, scope: user.user.scope, sessionId: parsed.sessionId }, now.getTime());
    return { accessToken, refreshToken: next.token, expiresIn: 15 * 60 };
  }
}

/** Ends the session of a refresh token (logout). Unknown or ended sessions are ignored. */
export class EndSession extends Command<void> {
  constructor(
    readonly refreshToken: string,
    readonly now: Date,
  ) {
    super();
  }
}

@CommandHandler(EndSession)
export class EndSessionHandler implements ICommandHandler<EndSession> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly tokens: TokenService,
  ) {}

  async execute({ refreshToken, now }: EndSession): Promise<void> {
    const parsed = this.tokens.parseRefreshToken(refreshToken);
    if (!parsed) return;
    const { state } = await this.runner.load(`session-${parsed.sessionId}`, sessionDecider);
    if (state.status !== 'open' || state.tokenHash !== parsed.hash) return;
    const at = now.toISOString();
    await this.runner.handle(`session-${parsed.sessionId}`, sessionDecider, { type: 'EndSession', sessionId: parsed.sessionId, now: at }, { userId: state.userId, now: at });
  }
}

export const IDENTITY_COMMAND_HANDLERS = [RegisterUserHandler, SignInHandler, RefreshAccessTokenHandler, EndSessionHandler];
