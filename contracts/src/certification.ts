/**
 * Identity verification (KCP 휴대폰 본인인증, spec §2 /common/kcp/cert/*, §7 POST users/certify)
 * and account recovery (spec §2 /login/find-id, /login/find-password, §7 POST users/recovery).
 */

/** How long a certification may be used after KCP's answer (ms): sign-up, finding the ID or a password reset must follow within it. */
export const CERTIFICATION_TTL_MS = 30 * 60 * 1000;

/** How long a password-reset link sent by e-mail works (ms). */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/** What the certification popup posts to its opener (`window.postMessage`, same origin only). */
export interface CertificationMessage {
  type: 'kcp-cert';
  /** The certification id to send with sign-up or recovery. */
  certification: string;
  /** The verified name, as KCP gave it (shown read-only on the join form). */
  name: string;
  /** The verified mobile number, digits only. */
  phone: string;
}

/** GET /api/v1/users/certify/request: the form the request page posts to KCP's window (or the simulator's). */
export interface CertificationRequestResponse {
  /** Where the form goes (KCP's cert_view or the local simulator). */
  action: string;
  /** Hidden fields of the form: site_cd, ordr_idxx, req_tx, cert_method, Ret_URL, … */
  fields: Record<string, string>;
}

/**
 * POST /api/v1/users/certify: the certification id and who was verified. The CI and DI never
 * leave the server; the name and phone are the person's own (they just proved them).
 */
export interface CertificationResponse {
  certification: string;
  name: string;
  /** Digits only. */
  phone: string;
  /** Name with the middle masked (홍*동), for pages that only confirm. */
  maskedName: string;
  /** 010-****-5678. */
  maskedPhone: string;
  expiresAt: string;
}

/** One account found by POST users/recovery (find-id): the ID masked, and when it joined. */
export interface FoundAccount {
  /** The username with its end masked (ab**12 → ab***, see maskUsername). */
  username: string;
  createdAt: string;
}

/** POST users/recovery with action `find-id`: the accounts found (empty when none). */
export interface FindIdResponse {
  accounts: FoundAccount[];
}

/**
 * POST users/recovery with action `send-reset-link`: always the same answer, whether or not an
 * account with that ID and e-mail exists (nothing is revealed).
 */
export interface ResetLinkSentResponse {
  sent: true;
  message: string;
}

/** POST users/recovery with action `reset-password`: the password is changed and every session of the account ended. */
export interface PasswordResetResponse {
  reset: true;
}

/** Masks the middle of a name: 홍길동 → 홍*동, 김철 → 김*, 남궁민수 → 남**수. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** Masks a mobile number as 010-****-5678 (digits only or formatted in). */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length < 10) return '*'.repeat(d.length);
  return `${d.slice(0, 3)}-${'*'.repeat(d.length - 7)}-${d.slice(-4)}`;
}

/** Masks the end of a username, keeping about half (at least 2 characters hidden): ceramaison → cera******… */
export function maskUsername(username: string): string {
  const keep = Math.max(2, Math.floor(username.length / 2));
  const hidden = Math.max(2, username.length - keep);
  return `${username.slice(0, username.length - hidden)}${'*'.repeat(hidden)}`;
}
