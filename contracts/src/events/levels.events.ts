import type { LevelCriterion, LevelDiscountRule, LevelScope } from '../levels.js';

/**
 * Events of member levels: a level's definition (stream `level-{code}`), a member's level
 * (stream `member-level-{userId}`) and a member's score (stream `member-score-{userId}`).
 */

/** The fields of a level definition (spec §3 Member level). */
export interface LevelFields {
  name: string;
  index: number;
  scope: LevelScope;
  isActive: boolean;
  isWelcome: boolean;
  criteria: LevelCriterion[];
  discounts: LevelDiscountRule[];
  points: number;
  coupons: string[];
}
export interface LevelCreated {
  type: 'LevelCreated';
  data: { code: string; fields: LevelFields; createdAt: string };
}
export interface LevelUpdated {
  type: 'LevelUpdated';
  data: { code: string; fields: LevelFields; updatedAt: string };
}
export interface LevelDeleted {
  type: 'LevelDeleted';
  data: { code: string; deletedAt: string };
}
export type LevelEvent = LevelCreated | LevelUpdated | LevelDeleted;

/** A member got a level for the first time (the welcome level on sign-up, or the first evaluation). `coupons`: the level's coupons to grant. */
export interface LevelAssigned {
  type: 'LevelAssigned';
  data: { userId: string; to: string; toName: string; reason: string; coupons: string[]; assignedBy: string | null; assignedAt: string };
}
/** A member moved from one level to another, with the reason (evaluation or staff). `coupons`: the new level's coupons to grant. */
export interface LevelChanged {
  type: 'LevelChanged';
  data: {
    userId: string;
    from: string;
    to: string;
    toName: string;
    reason: string;
    coupons: string[];
    changedBy: string | null;
    changedAt: string;
  };
}
export type MemberLevelEvent = LevelAssigned | LevelChanged;

/**
 * A member's score changed by `delta` to `score`, with a reason: by staff (console user-scores),
 * or for a promotee's confirmed purchase line (`accrualId`, `adjustedBy` null) and its refund
 * (the same `accrualId` with `reversal` true).
 */
export interface ScoreAdjusted {
  type: 'ScoreAdjusted';
  data: {
    userId: string;
    delta: number;
    score: number;
    reason: string;
    adjustedBy: string | null;
    adjustedAt: string;
    /** What earned the points once (`sales:{purchaseLineId}`); absent on staff changes. */
    accrualId?: string;
    /** True when the change takes back the points of `accrualId`. */
    reversal?: boolean;
  };
}
export type MemberScoreEvent = ScoreAdjusted;
