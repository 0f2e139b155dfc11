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

/** Staff added to or subtracted from a member's score (console user-scores), with a reason. */
export interface ScoreAdjusted {
  type: 'ScoreAdjusted';
  data: { userId: string; delta: number; score: number; reason: string; adjustedBy: string | null; adjustedAt: string };
}
export type MemberScoreEvent = ScoreAdjusted;
