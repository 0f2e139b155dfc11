import { Injectable } from '@nestjs/common';
import { ME_VERIFICATION_TTL_MS, type ChangeMyInfoDto, type MeVerifyResponse, type MeWithdrawResponse, type WithdrawDto } from '@shop/contracts';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords.js';
import { TokenService, type Principal } from '../../../platform/auth/tokens.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { userDecider, userStream, type ChangeUserInfo, type WithdrawUser } from '../../domain/user.decider.js';
import { MemberNotFoundError, PasswordMismatchError, VerificationRequiredError } from '../../identity.errors.js';

/**
 * The member's own account (spec §7 Me: POST me/verify, PUT me/info; /mypage/myinfo): the
 * password is typed again before the info may be changed, and a new password ends every other
 * session (the account's PasswordChanged).
 */
@Injectable()
export class MyAccount {
  constructor(
    private readonly runner: CommandRunner,
    private readonly tokens: TokenService,
  ) {}

  /**
   * Checks `password` against the account's; answers a proof good for ME_VERIFICATION_TTL_MS in
   * this session. Throws PasswordMismatchError (400) or MemberNotFoundError (404).
   */
  async verify(user: Principal, password: string, nowMs: number): Promise<MeVerifyResponse> {
    const { state } = await this.runner.load(userStream(user._user), userDecider);
    if (state.status !== 'active') throw new MemberNotFoundError();
    if (!(await verifyPassword(state.user.passwordHash, password))) throw new PasswordMismatchError();
    return {
      verification: await this.tokens.signVerification(user, ME_VERIFICATION_TTL_MS, nowMs),
      expiresAt: new Date(nowMs + ME_VERIFICATION_TTL_MS).toISOString(),
    };
  }

  /**
   * Changes the member's name, e-mail, phone and (when not empty) password, given a live proof
   * of {@link verify}; answers the log position (0 when nothing changed). Throws
   * VerificationRequiredError (403) and the user decider's refusals.
   */
  async change(user: Principal, dto: ChangeMyInfoDto, metadata: CommandMetadata): Promise<number> {
    if (!(await this.tokens.checkVerification(dto.verification, user))) throw new VerificationRequiredError();
    const passwordHash = dto.password ? await hashPassword(dto.password) : undefined;
    const command: ChangeUserInfo = {
      type: 'ChangeUserInfo',
      data: {
        userId: user._user,
        name: dto.name,
        email: dto.email,
        phone: dto.phone,
        ...(passwordHash ? { passwordHash, keptSessionId: user.sessionId } : {}),
        changedBy: null,
      },
      metadata,
    };
    return (await this.runner.handle(userStream(user._user), userDecider, command)).position;
  }

  /**
   * The member leaves the shop, given a live proof of {@link verify}: the account is closed (no
   * sign-in, every session ends) and its personal details anonymised; orders stay as the law asks.
   * Throws VerificationRequiredError (403).
   */
  async withdraw(user: Principal, dto: WithdrawDto, metadata: CommandMetadata): Promise<MeWithdrawResponse> {
    if (!(await this.tokens.checkVerification(dto.verification, user))) throw new VerificationRequiredError();
    const command: WithdrawUser = { type: 'WithdrawUser', data: { userId: user._user, reason: dto.reason }, metadata };
    const { position } = await this.runner.handle(userStream(user._user), userDecider, command);
    return { withdrawnAt: metadata.now, position };
  }
}
