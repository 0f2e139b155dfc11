/**
 * The promoter's bonuses (보너스, spec §9 bonus types) and their withdrawal (spec §3 Bonus
 * withdrawal, §4 steps). Money in 원 (integers).
 */

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

/** The sales bonus on a promotee's confirmed line paid `paid` 원, at `percent`: rounded down to whole 원. */
export const salesBonusOf = (paid: number, percent = SALES_BONUS_PERCENT): number => Math.floor((Math.max(0, paid) * percent) / 100);

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

/** Korean messages of the withdrawal rules and DTOs. */
export const BONUS_MESSAGES = {
  AMOUNT: '출금할 금액을 1원 이상의 정수로 입력해주세요',
  CERTIFICATION: '휴대폰 본인인증을 진행해주세요',
  MINIMUM_SETTING: '최소 출금 금액은 0원 이상 10,000,000원 이하의 정수로 입력해주세요',
  CHARGE_SETTING: '이체 수수료는 0원 이상 10,000원 이하의 정수로 입력해주세요',
} as const;

/** The withdrawal's printed text on the promoter's passbook (≤ 7 Hangul, open banking print_content). */
export const BONUS_WITHDRAWAL_PRINT_CONTENT = '세라보너스';
