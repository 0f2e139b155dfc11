import type { MeInfo } from './api.js';

/** The member's own account (spec §7 Me: GET and PUT me/info, POST me/verify). */

/** POST /api/v1/me/verify: proof that the member typed the password again, for `PUT me/info` until `expiresAt`. */
export interface MeVerifyResponse {
  verification: string;
  expiresAt: string;
}

/** PUT /api/v1/me/info: the member's info as changed, and the log position. */
export interface MeInfoWrittenResponse {
  user: MeInfo;
  position: number;
}

/** How long a password check of `me/verify` lets the member change their info (ms). */
export const ME_VERIFICATION_TTL_MS = 10 * 60 * 1000;
