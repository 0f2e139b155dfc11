/**
 * Points (적립금), spec §3 User point; issue 10 "Points". Every amount is an integer of 원.
 * A member's points are a ledger of grants (stream `points-{userId}`): spending takes the
 * soonest-expiring grant first and never takes more than the balance.
 */

import { groupThousands } from './format.js';

/** One grant of points to a member, as spec §3 User point names its fields. */
export interface UserPoint {
  /** The grant's id. */
  _id: string;
  _user: string;
  /** The point policy it was granted under (shop/points), or null. */
  _point: string | null;
  name: string;
  /** Why it was granted (staff's reason, 구매확정 of an order…). */
  reason: string;
  /** The order it was earned on, or null. */
  orderId: string | null;
  amount: number;
  amount_left: number;
  amount_used: number;
  isUsed: boolean;
  isExpired: boolean;
  isExcluded: boolean;
  isDisabled: boolean;
  /** ISO UTC; null: never expires. */
  expiresAt: string | null;
  createdAt: string;
  usedAt: string | null;
}

/** What a ledger entry did: 적립 (grant), 사용 (spend), 사용취소 (restore), 차감 (debit or claw-back), 소멸 (expiry). */
export const PointEntryKind = {
  GRANT: 'GRANT',
  SPEND: 'SPEND',
  RESTORE: 'RESTORE',
  DEBIT: 'DEBIT',
  EXPIRE: 'EXPIRE',
} as const;
export type PointEntryKind = (typeof PointEntryKind)[keyof typeof PointEntryKind];

/** Korean label of each entry kind, as the member's history and the console show it. */
export const POINT_ENTRY_KIND_TEXT: Record<PointEntryKind, string> = {
  GRANT: '적립',
  SPEND: '사용',
  RESTORE: '사용취소',
  DEBIT: '차감',
  EXPIRE: '소멸',
};

/** One line of a member's points history. */
export interface PointHistoryEntry {
  _id: string;
  _user: string;
  kind: PointEntryKind;
  /** Signed: positive for 적립 and 사용취소, negative for 사용, 차감 and 소멸. */
  amount: number;
  /** The balance right after this entry. */
  balance: number;
  /** What it was: the grant's name, the order, staff's reason. */
  description: string;
  orderId: string | null;
  /** For a grant: when it expires (ISO UTC), else null. */
  expiresAt: string | null;
  at: string;
}

/** GET /api/v1/me/points: the caller's balance and history, newest first (headers limit/skip). */
export interface MyPointsResponse {
  balance: number;
  /** Points that expire within 30 days of now. */
  expiringSoon: number;
  history: PointHistoryEntry[];
  summary: { totalCount: number };
}

/** A point policy (console shop/points): a named way of granting points. */
export interface PointPolicy {
  _id: string;
  name: string;
  /** A fixed amount in 원, or null when the policy grants by rate. */
  amount: number | null;
  /** A rate in percent (0–100) of the amount it is granted on, or null. */
  rate: number | null;
  /** Days a grant stays usable; null: never expires. */
  validityDays: number | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/console/shop/points. */
export interface PointPolicyListResponse {
  points: PointPolicy[];
  summary: { totalCount: number };
}

/** GET /api/console/shop/points/{id}. */
export interface PointPolicyResponse {
  point: PointPolicy;
}

/** A write to a point policy: the policy as it now is (null once deleted) and the log position. */
export interface PointPolicyWrittenResponse {
  point: PointPolicy | null;
  position: number;
}

/** One member's points as the console lists them. */
export interface MemberPoints {
  _user: string;
  username: string;
  name: string;
  balance: number;
  /** Everything ever granted. */
  granted: number;
  used: number;
  expired: number;
  updatedAt: string;
}

/** GET /api/console/user-points. */
export interface MemberPointsListResponse {
  users: MemberPoints[];
  summary: { totalCount: number };
}

/** GET /api/console/user-points/{userId}: one member's grants and history. */
export interface MemberPointsDetailResponse {
  user: MemberPoints;
  grants: UserPoint[];
  history: PointHistoryEntry[];
  summary: { totalCount: number };
}

/** POST /api/console/user-points: the member's balance after the grant or debit, and the log position. */
export interface MemberPointsWrittenResponse {
  _user: string;
  balance: number;
  position: number;
}

/**
 * How points may be used on an order (shop setting `points`): the smallest amount usable at
 * once, the unit amounts must be a multiple of, and how long a purchase grant lasts.
 */
export interface PointSettings {
  /** 원; e.g. 1,000: less cannot be used. */
  minimumUsable: number;
  /** 원; e.g. 100: amounts are multiples of it. */
  unit: number;
  /** Days a grant earned on 구매확정 stays usable. */
  validityDays: number;
}

/** The settings when the shop sets none. */
export const DEFAULT_POINT_SETTINGS: PointSettings = { minimumUsable: 1_000, unit: 100, validityDays: 365 };

/** Korean messages of the points rules and DTOs. */
export const POINT_MESSAGES = {
  INVALID_AMOUNT: '사용할 적립금을 0원 이상의 정수로 입력해주세요',
  INSUFFICIENT: '보유 적립금이 부족합니다',
  EXCEEDS_PAYMENT: '결제할 금액보다 많은 적립금을 사용할 수 없습니다',
  POLICY_NAME: '적립금 정책명은 2자 이상 40자 이하로 입력해주세요',
  POLICY_AMOUNT: '적립 금액은 1원 이상 10,000,000원 이하로 입력해주세요',
  POLICY_RATE: '적립률은 0 이상 100 이하로 입력해주세요',
  POLICY_AMOUNT_OR_RATE: '적립 금액 또는 적립률 중 하나를 입력해주세요',
  VALIDITY_DAYS: '유효기간은 1일 이상 3,650일 이하로 입력해주세요',
  POLICY_NOT_FOUND: '적립금 정책을 찾을 수 없습니다',
  POLICY_INACTIVE: '사용하지 않는 적립금 정책입니다',
  USERNAME: '회원 아이디를 입력해주세요',
  USER_NOT_FOUND: '해당 아이디의 회원이 없습니다',
  ADJUST_KIND: '적립 또는 차감을 선택해주세요',
  ADJUST_AMOUNT: '금액은 1원 이상 10,000,000원 이하로 입력해주세요',
  REASON: '사유를 2자 이상 200자 이하로 입력해주세요',
  ALREADY_SPENT: '이 주문에는 이미 다른 금액의 적립금이 사용되었습니다',
} as const;

/** The smallest amount usable at once (setting), as a message. */
export const pointsMinimumMessage = (minimum: number) => `적립금은 ${groupThousands(minimum)}원 이상부터 사용할 수 있습니다`;
/** The unit amounts are multiples of (setting), as a message. */
export const pointsUnitMessage = (unit: number) => `적립금은 ${groupThousands(unit)}원 단위로 사용할 수 있습니다`;

/** Why points cannot be used as asked: a code of the API's catalogue and its Korean message. */
export interface PointsRefusal {
  code: 'POINTS_INVALID_AMOUNT' | 'POINTS_BELOW_MINIMUM' | 'POINTS_UNIT' | 'POINTS_INSUFFICIENT' | 'POINTS_EXCEED_PAYMENT';
  message: string;
}

/**
 * Whether `requested` 원 of points may be used on an order (issue 10 "points applied on the order
 * page (minimum and unit from the settings)"): a whole number from 0; 0 uses none; otherwise at
 * least `settings.minimumUsable`, a multiple of `settings.unit`, at most `balance` and at most
 * `remainingToPay` (what is left to pay after the level discount and coupons, spec §9 step 5).
 * Returns the refusal, or null when it may be used. Checked in that order, so the member reads
 * the first thing to fix. The server and the order page use the same rule.
 */
export function pointsRefusal(
  requested: number,
  balance: number,
  settings: Pick<PointSettings, 'minimumUsable' | 'unit'>,
  remainingToPay: number,
): PointsRefusal | null {
  if (!Number.isInteger(requested) || requested < 0) return { code: 'POINTS_INVALID_AMOUNT', message: POINT_MESSAGES.INVALID_AMOUNT };
  if (requested === 0) return null;
  if (requested < settings.minimumUsable) return { code: 'POINTS_BELOW_MINIMUM', message: pointsMinimumMessage(settings.minimumUsable) };
  if (settings.unit > 1 && requested % settings.unit !== 0) return { code: 'POINTS_UNIT', message: pointsUnitMessage(settings.unit) };
  if (requested > balance) return { code: 'POINTS_INSUFFICIENT', message: POINT_MESSAGES.INSUFFICIENT };
  if (requested > remainingToPay) return { code: 'POINTS_EXCEED_PAYMENT', message: POINT_MESSAGES.EXCEEDS_PAYMENT };
  return null;
}

/** Points earned on a confirmed amount at a level's rate (percent): rounded down to the 원. */
export function pointsEarnedOn(amount: number, ratePercent: number): number {
  if (!(amount > 0) || !(ratePercent > 0)) return 0;
  return Math.floor((amount * ratePercent) / 100 + 1e-9);
}
