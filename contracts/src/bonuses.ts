/**
 * The promoter's bonuses (보너스, spec §9 bonus types) and their withdrawal (spec §3 Bonus
 * withdrawal, §4 steps). Money in 원 (integers).
 */

import { formatPrice } from './format.js';

/** Bonus types of spec §9: goods, grade, sales, admin edit, debit. */
export const BONUS_TYPES = ['GOODS', 'GRADE', 'SALES', 'ADMIN_EDIT', 'DEBIT'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
/** How each bonus type is shown. */
export const BONUS_TYPE_TEXT: Record<BonusType, string> = {
  GOODS: '상품 보너스',
  GRADE: '등급 보너스',
  SALES: '판매 보너스',
  ADMIN_EDIT: '관리자 지급',
  DEBIT: '차감',
};

/**
 * The bonus types staff may give or take by hand (console user-bonuses grant dialog): goods (상품
 * 보너스) and grade (등급 보너스) bonuses and a plain grant (관리자 지급) credit a positive amount;
 * a debit (차감) takes a negative one. Sales bonuses are earned only by promotees' purchases.
 */
export const STAFF_BONUS_TYPES = ['GOODS', 'GRADE', 'ADMIN_EDIT', 'DEBIT'] as const;
export type StaffBonusType = (typeof STAFF_BONUS_TYPES)[number];

/**
 * The type a staff adjustment of `amount` 원 is booked under: `type` when given, else by the sign
 * (관리자 지급 when positive, 차감 when negative). Null when the type and the sign disagree (a debit
 * must be negative, every other type positive).
 */
export function staffBonusTypeOf(amount: number, type?: StaffBonusType): StaffBonusType | null {
  if (!type) return amount < 0 ? 'DEBIT' : 'ADMIN_EDIT';
  return (type === 'DEBIT') === amount < 0 ? type : null;
}

/** What is held back from a bonus withdrawal (원천징수): business income tax and local income tax. */
export interface Withholding {
  /** 사업소득세 3%, rounded down to 10원. */
  incomeTax: number;
  /** 지방소득세: 10% of the income tax (0.3% of the amount), rounded down to 10원. */
  localTax: number;
}

/** Rate of the business income tax withheld from a promoter's bonus (소득세법 §129 ①3: 3%), in percent. */
export const BUSINESS_INCOME_TAX_PERCENT = 3;
/** Local income tax as a share of the income tax withheld (지방세법 §103의13: 10%), in percent. */
export const LOCAL_INCOME_TAX_PERCENT_OF_INCOME_TAX = 10;
/** Income tax below this is not withheld at all (소득세법 §86 소액부징수: under 1,000원), in 원. */
export const SMALL_TAX_EXEMPTION = 1_000;

const floorTo10 = (won: number) => Math.floor(won / 10) * 10;

/**
 * The withholding on a bonus payment of `amount` 원 (3.3%): 3% business income tax and 10% of it
 * as local income tax, each rounded down to 10원 (국세·지방세 10원 미만 절사); nothing when the
 * income tax would be under 1,000원 (소액부징수). Throws on a negative or fractional amount.
 */
export function withholdingOf(amount: number): Withholding {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`withholding of a bonus needs whole 원, got ${amount}`);
  const incomeTax = floorTo10(Math.floor((amount * BUSINESS_INCOME_TAX_PERCENT) / 100));
  if (incomeTax < SMALL_TAX_EXEMPTION) return { incomeTax: 0, localTax: 0 };
  return { incomeTax, localTax: floorTo10(Math.floor((incomeTax * LOCAL_INCOME_TAX_PERCENT_OF_INCOME_TAX) / 100)) };
}

/**
 * What a withdrawal of `amount` 원 pays into the account: the amount less the withholding and the
 * transfer fee (`charge`, spec §3 Bonus withdrawal meta.charge), never below 0.
 */
export function netPayoutOf(amount: number, charge: number): { withholding: Withholding; charge: number; net: number } {
  const withholding = withholdingOf(amount);
  return { withholding, charge, net: Math.max(0, amount - withholding.incomeTax - withholding.localTax - charge) };
}

/** The sales bonus rate while the console has no rate of its own: % of what a promotee's confirmed line was paid. */
export const SALES_BONUS_PERCENT = 3;

/**
 * The sales bonus on a promotee's confirmed line paid `paid` 원, at `percent` (at most one decimal,
 * e.g. 2.5): rounded down to whole 원. Worked in tenths of a percent so 2.5% of 10,000원 is exactly 250원.
 */
export const salesBonusOf = (paid: number, percent = SALES_BONUS_PERCENT): number =>
  Math.floor((Math.max(0, Math.round(paid)) * Math.round(percent * 10)) / 1000);

/** Korean messages of the bonus forms (spec §5 style): shown by the page and answered by the API's 400. */
export const BONUS_MESSAGES = {
  AMOUNT: '지급 또는 차감할 보너스 금액을 0이 아닌 정수(원)로 입력해주세요',
  WITHDRAW_AMOUNT: '출금할 금액을 1원 이상의 정수로 입력해주세요',
  CERTIFICATION: '휴대폰 본인인증을 진행해주세요',
  MINIMUM_SETTING: '최소 출금 금액은 0원 이상 10,000,000원 이하의 정수로 입력해주세요',
  CHARGE_SETTING: '이체 수수료는 0원 이상 10,000원 이하의 정수로 입력해주세요',
  REASON: '사유를 2자 이상 200자 이하로 입력해주세요',
  TYPE: '보너스 구분을 선택해주세요',
  TYPE_SIGN: '차감은 음수, 상품·등급 보너스와 관리자 지급은 양수 금액으로 입력해주세요',
  PERCENT: '적립률은 0~100 사이의 숫자로, 소수점 한 자리까지 입력해주세요',
  RATE_TARGET: '적립률을 정할 등급 또는 카테고리를 선택해주세요',
  RATE_DUPLICATE: '같은 등급 또는 카테고리의 적립률이 두 번 입력되었습니다',
} as const;

/** Largest grant or debit staff make at once, 원. */
export const BONUS_ADJUST_MAX = 100_000_000;

/** True for a sales bonus percent the console may set: 0 to 100, a whole number or one decimal (2, 2.5). */
export const isBonusPercent = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100 && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9;

/** A sales bonus percent set for one member level (`levelCode`) or one product category (`categoryId`). */
export interface LevelBonusRate {
  levelCode: string;
  percent: number;
}
export interface CategoryBonusRate {
  categoryId: string;
  percent: number;
}

/** The sales bonus rates the console set (stream `sales-bonus-rates`); percents of what a promotee's confirmed line was paid. */
export interface SalesBonusRateTable {
  /** The rate when neither the line's category nor the promoter's level has one. */
  defaultPercent: number;
  byLevel: LevelBonusRate[];
  byCategory: CategoryBonusRate[];
}

/**
 * The sales bonus percent of one promotee's confirmed line (console 적립률, spec §9 sales bonus).
 * Precedence, first that is set wins:
 *  1. the line's product category rate — the product's own category, else the nearest parent
 *     category with a rate (`categoryPath` is root first, the product's category last);
 *  2. the promoter's member level rate (`levelCode`, null when the promoter has no level);
 *  3. the console's default rate;
 *  4. {@link SALES_BONUS_PERCENT} (3%) while the console never set rates (`rates` null).
 */
export function salesBonusPercentFor(rates: SalesBonusRateTable | null, line: { categoryPath: readonly string[]; levelCode: string | null }): number {
  if (!rates) return SALES_BONUS_PERCENT;
  for (const categoryId of [...line.categoryPath].reverse()) {
    const hit = rates.byCategory.find((r) => r.categoryId === categoryId);
    if (hit) return hit.percent;
  }
  const level = line.levelCode ? rates.byLevel.find((r) => r.levelCode === line.levelCode) : undefined;
  return level ? level.percent : rates.defaultPercent;
}

/**
 * Member score points a promoter earns per 원 their promotees pay (issue "Scores (user-scores)
 * accrue the same way and feed levels"): 1 point for each full 1,000원 of a confirmed line, so
 * a promotee's 25,900원 line gives their promoter 25 points; taken back if the line is refunded.
 */
export const PROMOTER_SCORE_WON_PER_POINT = 1_000;

/** The member score points of a promotee's confirmed line paid `paid` 원: one per full {@link PROMOTER_SCORE_WON_PER_POINT} 원. */
export const promoterScoreOf = (paid: number): number => Math.floor(Math.max(0, paid) / PROMOTER_SCORE_WON_PER_POINT);

/**
 * How bonuses are withdrawn (shop setting `bonuses`, console site/setting): the least that may be
 * withdrawn at once and the transfer fee held back from each withdrawal (spec §3 meta.charge), in 원.
 */
export interface BonusWithdrawalSettings {
  minimumWithdrawal: number;
  transferCharge: number;
}

/** The withdrawal settings while the shop sets none: at least 10,000원, a 500원 transfer fee. */
export const DEFAULT_BONUS_WITHDRAWAL_SETTINGS: BonusWithdrawalSettings = { minimumWithdrawal: 10_000, transferCharge: 500 };

/**
 * Why `amount` 원 cannot be withdrawn (spec §4 step "confirm amount": a whole 원, at least the
 * minimum, at most the balance, something left after tax and fee), as the page shows it; null when
 * it can. The ledger decides again when the withdrawal is made.
 */
export function withdrawalAmountProblem(amount: number, terms: { balance: number } & BonusWithdrawalSettings): string | null {
  if (!Number.isInteger(amount) || amount < 1) return BONUS_MESSAGES.WITHDRAW_AMOUNT;
  if (amount < terms.minimumWithdrawal) return `보너스는 ${formatPrice(terms.minimumWithdrawal)}부터 출금하실 수 있습니다`;
  if (amount > terms.balance) return `출금 가능한 보너스(${formatPrice(terms.balance)})를 넘을 수 없습니다`;
  if (netPayoutOf(amount, terms.transferCharge).net <= 0) return '세금과 수수료를 빼면 지급할 금액이 없습니다';
  return null;
}

/** The withdrawal's printed text on the promoter's passbook (≤ 7 Hangul, open banking print_content). */
export const BONUS_WITHDRAWAL_PRINT_CONTENT = '세라보너스';
