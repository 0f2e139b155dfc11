import type { UserType } from './enums.js';
import type { PromoterStatus } from './promoters.js';

/**
 * Members in the console (spec §2 console users, users/{_user}; §6 users: console only; §7
 * Users: CRUD plus PUT {id}/type): the list with its search, filters and Excel export, one
 * member's profile, the changes staff make, and the member's history.
 */

/** A member as the console lists it (password hashes are never in a read model). */
export interface ConsoleMember {
  _id: string;
  username: string;
  name: string;
  email: string;
  /** Digits only. */
  phone: string;
  type: UserType;
  /** The member's level (회원등급), or null before one is assigned. */
  grade: { code: string; name: string } | null;
  businessRegistration: string | null;
  /** Whether the COMPANY member sent a business registration certificate (GET users/{id}/business-certificate). */
  hasBusinessCertificate?: boolean;
  createdAt: string;
  /** When staff or the member last changed the account, or null. */
  updatedAt: string | null;
  /** Where the member's promoter request stands (spec §4), null when they never applied. */
  promoterStatus?: PromoterStatus | null;
}

/** Sort orders of the console's member list. */
export const MEMBER_SORTS = { newest: '가입일 최신순', oldest: '가입일 오래된순', name: '이름순', username: '아이디순' } as const;
export type MemberSort = keyof typeof MEMBER_SORTS;

/** The console member list's search (query parameters of GET /api/console/users and its export). */
export interface MemberSearch {
  /** Words in the username, name, e-mail or phone. */
  q?: string;
  type?: 'PERSON' | 'COMPANY';
  /** A level code, e.g. GOLD. */
  grade?: string;
  /** Joined on or after / on or before, yyyy-mm-dd in KST. */
  from?: string;
  to?: string;
  sort?: MemberSort;
  /** Members whose promoter request is in this state (spec §4). */
  promoterStatus?: PromoterStatus;
}

/** GET /api/console/users: one page of members (headers limit/skip) and how many match. */
export interface ConsoleMemberListResponse {
  users: ConsoleMember[];
  summary: { totalCount: number };
}

/** GET /api/console/users/{id} and its writes: the member (and for a write, the log position). */
export interface ConsoleMemberResponse {
  user: ConsoleMember;
  position?: number;
}

/** One change of a member's account, newest first on the member's console page. */
export interface MemberHistoryEntry {
  /** REGISTERED: sign-up; INFO: name, e-mail or phone; TYPE: 회원 유형; PASSWORD: the password; WITHDRAWN: the member left. */
  kind: 'REGISTERED' | 'INFO' | 'TYPE' | 'PASSWORD' | 'WITHDRAWN' | 'SOCIAL';
  /** What changed, in Korean, e.g. "이메일, 연락처 변경" or "개인회원 → 기업회원". */
  summary: string;
  /** Who did it: a staff member, the member, or null for the shop itself. */
  by: { _id: string; username: string; name: string } | null;
  at: string;
}

/** GET /api/console/users/{id}/history. */
export interface MemberHistoryResponse {
  history: MemberHistoryEntry[];
}

/** Headers of the member export, in column order. */
export const MEMBER_EXPORT_HEADERS = ['아이디', '이름', '회원유형', '회원등급', '이메일', '연락처', '사업자등록번호', '가입일시'] as const;
