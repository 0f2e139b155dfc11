import type { TermAgreement } from '../dashboard.js';
import type { Scope, UserType } from '../enums.js';

/** A member or operator account was created. `passwordHash` is an argon2id PHC string. */
export interface UserRegistered {
  type: 'UserRegistered';
  data: {
    userId: string;
    username: string;
    passwordHash: string;
    name: string;
    email: string;
    /** Digits only. */
    phone: string;
    userType: UserType;
    level: string;
    scope: Scope[];
    terms: string[];
    /** Which version of each agreed term was in effect, and when it was agreed; absent on sign-ups before terms had versions. */
    agreements?: TermAgreement[];
    businessRegistration: string | null;
    /** The id of the COMPANY member's business registration certificate (사업자등록증) uploaded at sign-up, kept for staff only. */
    businessCertificate?: string;
    referrer: string | null;
    /** The promoter whose code the member joined with (spec §3 User sign-up promoterCode): the member is their promotee. */
    promoter?: { userId: string; code: string } | null;
    /** The member's bank account: the number sealed (context `member-bank:{userId}:accountNumber`), shown masked. */
    bank?: { code: string; accountHolder: string; sealedAccountNumber: string; maskedAccountNumber: string } | null;
    /**
     * The person behind the account when it joined with 휴대폰 본인인증: CI and DI sealed
     * (AES-256-GCM, context `member-identity:{userId}:ci|di`), never shown in any answer;
     * `ciHash` names the reservation `member-ci-{ciHash}` (one person, one account).
     */
    identity?: { ci: string; di: string; ciHash: string; birthDay: string; certifiedAt: string };
    /** The provider of a social sign-up (/login/sns-validate): the account's password is a random one nobody knows until the member sets one. */
    joinedWith?: 'kakao' | 'naver';
    registeredAt: string;
  };
}
/**
 * The member's name, e-mail or phone changed: the values after the change, the fields that
 * changed, and who changed them (`changedBy` a staff user id, null: the member).
 */
export interface UserInfoChanged {
  type: 'UserInfoChanged';
  data: {
    userId: string;
    name: string;
    email: string;
    /** Digits only. */
    phone: string;
    fields: ('name' | 'email' | 'phone')[];
    changedBy: string | null;
    changedAt: string;
  };
}
/** Staff changed the member's type (spec §7 PUT users/{id}/type); a COMPANY member carries its business registration number. */
export interface UserTypeChanged {
  type: 'UserTypeChanged';
  data: {
    userId: string;
    from: UserType;
    to: UserType;
    businessRegistration: string | null;
    changedBy: string;
    changedAt: string;
  };
}
/**
 * The account's password changed (its argon2id hash). Every session started before it ends,
 * except `keptSessionId`, the one it was changed in (null: none is kept).
 */
export interface PasswordChanged {
  type: 'PasswordChanged';
  data: { userId: string; passwordHash: string; keptSessionId: string | null; changedBy: string | null; changedAt: string };
}
/**
 * The member left the shop (POST me/withdraw) with a reason. The account's personal details are
 * anonymised in the read models; orders and payments stay as the law asks (전자상거래법 §6: five
 * years); the username stays taken.
 */
export interface UserWithdrew {
  type: 'UserWithdrew';
  data: { userId: string; username: string; reason: string; withdrawnAt: string };
}
/**
 * The member's account at Kakao or Naver was linked to this account (/login/sns-validate): from
 * now on signing in there signs the member in here. `providerUserId` is the provider's member
 * number (Kakao `id`, Naver `response.id`), held by one account only (reservation
 * `social-{provider}-{providerUserId}`).
 */
export interface SocialAccountLinked {
  type: 'SocialAccountLinked';
  data: { userId: string; provider: 'kakao' | 'naver'; providerUserId: string; linkedAt: string };
}
/**
 * The member unlinked their Kakao or Naver account (/mypage/myinfo): signing in there no longer
 * signs them in here, and the provider account may be linked or joined again
 * (reservation `social-{provider}-{providerUserId}` released).
 */
export interface SocialAccountUnlinked {
  type: 'SocialAccountUnlinked';
  data: { userId: string; provider: 'kakao' | 'naver'; providerUserId: string; unlinkedAt: string };
}
export type UserEvent = UserRegistered | UserInfoChanged | UserTypeChanged | PasswordChanged | UserWithdrew | SocialAccountLinked | SocialAccountUnlinked;

/** A sign-in opened a session; only the hash of the refresh token's secret is kept. */
export interface SessionStarted {
  type: 'SessionStarted';
  data: { sessionId: string; userId: string; tokenHash: string; expiresAt: string; startedAt: string };
}
/** The refresh token was used and rotated. */
export interface SessionRefreshed {
  type: 'SessionRefreshed';
  data: { sessionId: string; tokenHash: string; expiresAt: string; refreshedAt: string };
}
/**
 * The member signed out, or the session was revoked: `reason` REFRESH_TOKEN_REUSED when a
 * rotated-away refresh token was presented again (taken as theft, so the session ends for
 * whoever holds it). Absent on sessions ended before reasons were recorded.
 */
export interface SessionEnded {
  type: 'SessionEnded';
  data: { sessionId: string; endedAt: string; reason?: 'SIGNED_OUT' | 'REFRESH_TOKEN_REUSED' };
}
export type SessionEvent = SessionStarted | SessionRefreshed | SessionEnded;
