import type { LevelDiscount, PricingLine } from './pricing.js';
import { groupThousands } from './format.js';

/**
 * Member levels (회원등급), spec §3 Member level, §6, §9 "Level criteria: accumulated score,
 * monthly confirmed purchase amount" and "default level discount unit percent … rounds up in
 * carts". Amounts are integers of 원.
 */

/** What a level's criterion measures (spec §9). */
export const LevelCriterionType = {
  /** The member's accumulated score (console user-scores). */
  SCORE: 'score',
  /** The member's confirmed purchase amount (구매확정) in the month before the evaluation, Asia/Seoul. */
  MONTHLY_PURCHASE_AMOUNT: 'monthlyPurchaseAmount',
} as const;
export type LevelCriterionType = (typeof LevelCriterionType)[keyof typeof LevelCriterionType];

/** Korean label of each criterion type. */
export const LEVEL_CRITERION_TEXT: Record<LevelCriterionType, string> = {
  score: '누적 점수',
  monthlyPurchaseAmount: '월 구매확정 금액',
};

/** A criterion of a level: the member reaches it with at least `value` (점 or 원). */
export interface LevelCriterion {
  type: LevelCriterionType;
  value: number;
  isActive: boolean;
}

/** What a level's discount is taken from: the products' sale price. */
export type LevelDiscountType = 'productPrice';
/** Percent (the default, spec §9) or 원 per unit. */
export type LevelDiscountUnit = 'percent' | 'won';

/** A discount of a level. A percent `value` is 0–100; a won `value` is taken off each unit. */
export interface LevelDiscountRule {
  type: LevelDiscountType;
  unit: LevelDiscountUnit;
  value: number;
  isActive: boolean;
}

/** Which members a level is for: everyone, individual (PERSON) or company (COMPANY) members. */
export type LevelScope = 'ALL' | 'PERSON' | 'COMPANY';

/** Korean label of each scope. */
export const LEVEL_SCOPE_TEXT: Record<LevelScope, string> = { ALL: '전체 회원', PERSON: '개인회원', COMPANY: '기업회원' };

/** A member level (spec §3 Member level). */
export interface MemberLevel {
  /** The level's code, also its id. */
  _id: string;
  code: string;
  name: string;
  /** Order of the levels: a higher index is a higher level. */
  index: number;
  scope: LevelScope;
  isActive: boolean;
  /** The level a member gets on sign-up and when no other level's criteria are met. */
  isWelcome: boolean;
  criteria: LevelCriterion[];
  discounts: LevelDiscountRule[];
  /** Points earned on 구매확정, percent of the confirmed amount. */
  points: number;
  /** Coupon ids granted on reaching the level. */
  coupons: string[];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/console/levels. */
export interface LevelListResponse {
  levels: MemberLevel[];
  summary: { totalCount: number };
}

/** GET /api/console/levels/{code}. */
export interface LevelResponse {
  level: MemberLevel;
}

/** A write to a level: the level as it now is (null once deleted) and the log position. */
export interface LevelWrittenResponse {
  level: MemberLevel | null;
  position: number;
}

/** A member's level, score and last month's confirmed purchases, as the console lists them. */
export interface MemberLevelRow {
  _user: string;
  username: string;
  name: string;
  userType: string;
  /** The level's code; null: none assigned yet (the welcome level applies). */
  levelCode: string | null;
  levelName: string | null;
  score: number;
  /** Why the member is at this level (the last LevelAssigned/LevelChanged). */
  reason: string | null;
  levelChangedAt: string | null;
}

/** GET /api/console/user-level/{code} and GET /api/console/user-scores. */
export interface MemberLevelListResponse {
  users: MemberLevelRow[];
  summary: { totalCount: number };
}

/** One change of a member's level or score, newest first in a member's history. */
export interface MemberLevelHistoryEntry {
  _id: string;
  _user: string;
  /** LEVEL: the member was put at a level; SCORE: staff changed the score. */
  kind: 'LEVEL' | 'SCORE';
  /** For LEVEL: the level before (null at the first assignment) and after. */
  from: string | null;
  to: string | null;
  toName: string | null;
  /** For SCORE: the change and the score after. */
  delta: number | null;
  score: number | null;
  reason: string;
  /** Who did it (a staff user id), or null for the shop itself (sign-up, the monthly evaluation). */
  by: string | null;
  at: string;
}

/** GET /api/console/users/{id}/grades and /scores: the member's level, the level's definition and the history of changes. */
export interface MemberGradeResponse {
  user: MemberLevelRow;
  level: MemberLevel | null;
  history: MemberLevelHistoryEntry[];
  summary: { totalCount: number };
}

/** PUT /api/console/users/{id}/grades and POST …/scores: the member as they now are. */
export interface MemberGradeWrittenResponse {
  user: MemberLevelRow | null;
  position: number;
}

/** One member moved by an evaluation. */
export interface LevelChange {
  _user: string;
  username: string;
  from: string | null;
  to: string;
  reason: string;
}

/** POST /api/console/levels/evaluate: how many members were evaluated and who moved. */
export interface LevelEvaluationResponse {
  evaluated: number;
  changed: number;
  changes: LevelChange[];
  position: number;
}

/** POST /api/console/user-scores: the member's score after the change. */
export interface MemberScoreWrittenResponse {
  _user: string;
  score: number;
  position: number;
}

/** Korean messages of the level rules and DTOs. */
export const LEVEL_MESSAGES = {
  CODE: '등급 코드는 영문 대문자, 숫자, _ 로 2자 이상 20자 이하로 입력해주세요',
  NAME: '등급명은 1자 이상 20자 이하로 입력해주세요',
  INDEX: '등급 순서는 0 이상 100 이하의 정수로 입력해주세요',
  SCOPE: '적용 대상을 선택해주세요',
  CRITERION_TYPE: '등급 기준을 선택해주세요',
  CRITERION_VALUE: '등급 기준 값은 0 이상의 정수로 입력해주세요',
  DISCOUNT_UNIT: '할인 단위는 percent 또는 won 이어야 합니다',
  DISCOUNT_VALUE: '할인율은 0 이상 100 이하로 입력해주세요',
  DISCOUNT_WON: '할인 금액은 0원 이상의 정수로 입력해주세요',
  POINTS: '적립률은 0 이상 100 이하로 입력해주세요',
  COUPONS: '쿠폰 목록이 올바르지 않습니다',
  FLAG: '사용 여부를 선택해주세요',
  LEVEL_EXISTS: '이미 있는 등급 코드입니다',
  LEVEL_NOT_FOUND: '회원등급을 찾을 수 없습니다',
  SCORE_DELTA: '점수는 -1,000,000 이상 1,000,000 이하의 0이 아닌 정수로 입력해주세요',
  SCORE_NEGATIVE: '점수는 0점 미만이 될 수 없습니다',
  REASON: '사유를 2자 이상 200자 이하로 입력해주세요',
  USERNAME: '회원 아이디를 입력해주세요',
  USER_NOT_FOUND: '해당 아이디의 회원이 없습니다',
} as const;

/**
 * The member level's discount on each line (issue 10 pricing step 2; spec §9 "default level
 * discount unit percent", "level percent discount rounds up in carts"). Every active discount of
 * an active level applies to each line: a percent one takes `ceil(totalPrice × value / 100)`, a
 * won one `value × amount`; a line never gets more than its `totalPrice`. Returns the per-line
 * discounts (0 included) and their total, in 원. A missing or inactive level discounts nothing.
 */
export function levelDiscountOf(level: Pick<MemberLevel, 'code' | 'name' | 'isActive' | 'discounts'> | null, lines: PricingLine[]): LevelDiscount {
  const rules = level?.isActive ? level.discounts.filter((d) => d.isActive && d.value > 0) : [];
  const perLine = lines.map((line) => {
    let discount = 0;
    for (const rule of rules) {
      if (rule.unit === 'won') discount += Math.round(rule.value) * line.amount;
      // Integer percent arithmetic first, so 3% of 33,300 is 999 and not 999.0000000000001 → 1,000.
      else discount += Math.ceil(Math.round(line.totalPrice * rule.value * 1_000) / 100_000);
    }
    return { lineId: line.lineId, discount: Math.min(Math.max(0, discount), line.totalPrice) };
  });
  return { levelCode: level?.code ?? '', levelName: level?.name ?? '', lines: perLine, total: perLine.reduce((s, l) => s + l.discount, 0) };
}

/** What an evaluation knows of a member. */
export interface LevelCandidate {
  userType: string;
  score: number;
  /** 원 confirmed (구매확정) in the month before the evaluation. */
  monthlyPurchaseAmount: number;
}

/** Whether `level` is for members of `userType` and every active criterion of it is met. */
export function meetsLevel(level: Pick<MemberLevel, 'scope' | 'criteria'>, member: LevelCandidate): boolean {
  if (level.scope !== 'ALL' && level.scope !== member.userType) return false;
  return level.criteria.every((c) => !c.isActive || (c.type === 'score' ? member.score : member.monthlyPurchaseAmount) >= c.value);
}

/**
 * The level a member should be at (issue 10 "levels are evaluated … from confirmed purchases and
 * scores"): among the active levels whose scope and active criteria the member meets, the one of
 * the highest index; a level without active criteria is met by everyone of its scope. When none
 * is met, the active welcome level of the lowest index; null when there is none either.
 */
export function levelFor<L extends Pick<MemberLevel, 'code' | 'index' | 'scope' | 'criteria' | 'isActive' | 'isWelcome'>>(
  levels: L[],
  member: LevelCandidate,
): L | null {
  const active = levels.filter((l) => l.isActive);
  const met = active.filter((l) => meetsLevel(l, member)).sort((a, b) => b.index - a.index || a.code.localeCompare(b.code));
  if (met.length) return met[0];
  return active.filter((l) => l.isWelcome).sort((a, b) => a.index - b.index)[0] ?? null;
}

/** Why a member is at `to`: the measured facts, in Korean, for the LevelChanged event. */
export function levelReason(member: LevelCandidate, to: { code: string; name: string }): string {
  return `누적 점수 ${groupThousands(member.score)}점, 전월 구매확정 ${groupThousands(member.monthlyPurchaseAmount)}원 → ${to.name}(${to.code})`;
}
