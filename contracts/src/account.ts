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

/** Reasons a member may give for leaving (/mypage/leave); 기타 takes the member's own words. */
export const WITHDRAW_REASONS = ['상품 종류가 다양하지 않음', '배송이 느림', '가격 및 혜택 불만', '이용 빈도가 낮음', '개인정보 보호 우려', '기타'] as const;

/** A member who left, as the console lists them (console withdrawn-users): no personal details remain. */
export interface WithdrawnMember {
  _id: string;
  username: string;
  reason: string;
  createdAt: string;
  withdrawnAt: string;
}

/** GET /api/console/withdrawn-users: one page of members who left, newest first. */
export interface WithdrawnMemberListResponse {
  users: WithdrawnMember[];
  summary: { totalCount: number };
}

/** POST /api/v1/me/withdraw: when the member left, and the log position. */
export interface MeWithdrawResponse {
  withdrawnAt: string;
  position: number;
}

/** POST /api/v1/users/business-certificates: the uploaded 사업자등록증's id, sent as the sign-up's `businessCertificate`. */
export interface BusinessCertificateResponse {
  businessCertificate: string;
}

/**
 * Days after leaving before the same person (the CI of their 휴대폰 본인인증) may join again; until
 * then their verified identity stays with the account they closed, so benefits for new members
 * are not taken twice. (The username of a closed account is never reused.)
 */
export const REJOIN_AFTER_WITHDRAWAL_DAYS = 30;
