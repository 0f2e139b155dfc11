import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  PASSWORD_RESET_TTL_MS,
  UserType,
  maskUsername,
  type FindIdResponse,
  type FoundAccount,
  type PasswordResetResponse,
  type ResetLinkSentResponse,
} from '@shop/contracts';
import { hashPassword } from '../../../platform/auth/passwords.js';
import { PurposeTokens } from '../../../platform/auth/purpose-tokens.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import { MAILER, type Mailer } from '../../../platform/mail/mail.port.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { userDecider, userStream, type ChangeUserInfo, type UserState } from '../../domain/user.decider.js';
import { RecoveryNotMatchedError, ResetTokenInvalidError } from '../../identity.errors.js';
import { USERS, type UserDoc } from '../../projections/users.projection.js';
import { Certifications, type VerifiedPerson } from '../certification/certifications.js';
import { MEMBER_CI } from '../register-user/register-user.handler.js';

/** Purpose of the password-reset tokens (their audience). */
const RESET_PURPOSE = 'password-reset';
/** The one answer of a reset-link request, whether or not the ID and e-mail belong together. */
export const RESET_LINK_MESSAGE = '입력하신 아이디와 이메일이 회원 정보와 일치하면 비밀번호 재설정 링크를 보내드렸습니다. 메일함을 확인해주세요.';

/** A fingerprint of the password a reset token replaces: once it has changed, the token is spent. */
const passwordFingerprint = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);

type ActiveUser = Extract<UserState, { status: 'active' }>['user'];

/**
 * Finding a lost ID and resetting a lost password (spec §2 /login/find-id, /login/find-password;
 * §7 POST users/recovery). IDs are only ever answered masked; a reset-link request answers the
 * same whether or not the account exists; a new password ends every session of the account.
 */
@Injectable()
export class AccountRecovery {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
    private readonly certifications: Certifications,
    private readonly tokens: PurposeTokens,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The members' accounts of a verified person (the account holding their CI, and accounts that
   * joined without verification under the same name and phone), or of a name and e-mail; masked.
   * Throws CertificationInvalidError (422) for an unusable certification.
   */
  async findId(by: { certification: string } | { name: string; email: string }, now: string): Promise<FindIdResponse> {
    const users = this.store.collection<UserDoc>(USERS);
    let docs: UserDoc[];
    if ('certification' in by) {
      const person = await this.certifications.open(by.certification, now);
      const owner = await this.unique.ownerOf(MEMBER_CI, person.ciHash);
      const [held, same] = await Promise.all([owner ? users.find({ _id: owner }) : [], users.find({ name: person.name, phone: person.phone }, { limit: 20 })]);
      docs = [...held, ...same.filter((d) => d._id !== owner)];
    } else {
      const email = by.email.trim().toLowerCase();
      docs = (await users.find({ name: by.name.trim() }, { limit: 200 })).filter((d) => d.email.toLowerCase() === email);
    }
    const accounts: FoundAccount[] = docs
      .filter((d) => !d.withdrawnAt && d.type !== UserType.OPERATOR)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((d) => ({ username: maskUsername(d.username), createdAt: d.createdAt }));
    return { accounts };
  }

  /**
   * E-mails a single-use reset link (PASSWORD_RESET_TTL_MS) when `username` is a member's whose
   * e-mail is `email`; answers the same in every case, so the answer tells nothing.
   */
  async sendResetLink(username: string, email: string, nowMs: number): Promise<ResetLinkSentResponse> {
    const user = await this.memberByUsername(username);
    if (user && user.email.trim().toLowerCase() === email.trim().toLowerCase()) {
      const token = await this.tokens.sign(RESET_PURPOSE, user.userId, { pw: passwordFingerprint(user.passwordHash) }, PASSWORD_RESET_TTL_MS, nowMs);
      const link = `${this.config.publicUrl}/login/find-password?token=${encodeURIComponent(token)}`;
      await this.mailer.send({
        to: user.email,
        subject: '[세라메종] 비밀번호 재설정 안내',
        text: `${user.name}님, 아래 링크에서 30분 안에 새 비밀번호를 설정해주세요.\n${link}\n\n요청하지 않으셨다면 이 메일을 무시해주세요. 비밀번호는 바뀌지 않습니다.`,
        html: `<p>${escape(user.name)}님, 아래 버튼을 눌러 30분 안에 새 비밀번호를 설정해주세요.</p><p><a href="${escape(link)}">비밀번호 재설정</a></p><p>요청하지 않으셨다면 이 메일을 무시해주세요. 비밀번호는 바뀌지 않습니다.</p>`,
      });
    }
    return { sent: true, message: RESET_LINK_MESSAGE };
  }

  /**
   * Sets a new password with the e-mailed token (valid, unexpired, and the password it was made
   * for still in force: each token works once) and ends every session of the account.
   * Throws ResetTokenInvalidError (400).
   */
  async resetWithToken(token: string, password: string, metadata: CommandMetadata): Promise<PasswordResetResponse> {
    const verified = await this.tokens.verify(RESET_PURPOSE, token);
    if (!verified) throw new ResetTokenInvalidError();
    const { state } = await this.runner.load(userStream(verified.subject), userDecider);
    if (state.status !== 'active' || state.user.userType === UserType.OPERATOR) throw new ResetTokenInvalidError();
    if (verified.claims.pw !== passwordFingerprint(state.user.passwordHash)) throw new ResetTokenInvalidError();
    await this.changePassword(state.user.userId, password, metadata);
    return { reset: true };
  }

  /**
   * Sets a new password for `username` right away, given a 본인인증 of the account's person (its
   * CI; for an account that joined without one, its name and phone), and ends every session of
   * the account; the certification is spent. Throws CertificationInvalidError (422) or
   * RecoveryNotMatchedError (422).
   */
  async resetWithCertification(certification: string, username: string, password: string, metadata: CommandMetadata): Promise<PasswordResetResponse> {
    const person = await this.certifications.open(certification, metadata.now);
    const user = await this.memberByUsername(username);
    if (!user || !isPersonOf(user, person)) throw new RecoveryNotMatchedError();
    await this.certifications.spend(certification, 'RESET_PASSWORD', user.userId, metadata);
    await this.changePassword(user.userId, password, metadata);
    return { reset: true };
  }

  private async memberByUsername(username: string): Promise<ActiveUser | null> {
    const userId = await this.unique.ownerOf('username', username);
    if (!userId) return null;
    const { state } = await this.runner.load(userStream(userId), userDecider);
    return state.status === 'active' && state.user.userType !== UserType.OPERATOR ? state.user : null;
  }

  private async changePassword(userId: string, password: string, metadata: CommandMetadata): Promise<void> {
    const command: ChangeUserInfo = {
      type: 'ChangeUserInfo',
      data: { userId, passwordHash: await hashPassword(password), keptSessionId: null, changedBy: null },
      metadata: { ...metadata, userId: null },
    };
    await this.runner.handle(userStream(userId), userDecider, command);
  }
}

/** Whether the verified person is the account's: its CI when it joined verified, else its name and phone. */
function isPersonOf(user: ActiveUser, person: VerifiedPerson): boolean {
  if (user.identity) return user.identity.ciHash === person.ciHash;
  return user.name === person.name && user.phone === person.phone;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
