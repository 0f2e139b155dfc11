/** States of a promoter approval request (spec §4 Promoter request approval). */
export const PromoterStatus = { AWAITING: 'AWAITING', APPROVED: 'APPROVED', REJECTED: 'REJECTED' } as const;
export type PromoterStatus = (typeof PromoterStatus)[keyof typeof PromoterStatus];

/** Korean labels of the promoter request states. */
export const PROMOTER_STATUS_TEXT: Record<PromoterStatus, string> = { AWAITING: '승인 대기', APPROVED: '승인', REJECTED: '반려' };

/**
 * Characters of a promoter code: digits and capitals without the confusable 0/O, 1/I/L.
 * A code is PROMOTER_CODE_LENGTH of them (31⁷ ≈ 27 billion codes), reserved uniquely on approval.
 */
export const PROMOTER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PROMOTER_CODE_LENGTH = 7;

/**
 * Kind of the reservation streams `promoter-code-{code}` (the write side's uniqueness): the
 * owner is the promoter's user id. Sign-up resolves a code through it.
 */
export const PROMOTER_CODE_RESERVATION = 'promoter-code';

/** A promoter code as typed (spaces, lower case) in the form it is stored and matched. */
export const normalizePromoterCode = (code: string): string => code.replace(/\s/g, '').toUpperCase();

/** A bank account as shown: bank code, holder and the masked number (the number itself is kept sealed). */
export interface MaskedBankAccount {
  code: string;
  accountHolder: string;
  maskedAccountNumber: string;
}

/** The member's promoter request as the member and staff see it: never the resident number or account number in clear. */
export interface PromoterRequestView {
  userId: string;
  username: string;
  /** The verified name (본인인증). */
  name: string;
  type: 'PERSON' | 'COMPANY';
  status: PromoterStatus;
  /** Why staff rejected (or a note on approval); null while awaiting. */
  reason: string | null;
  /** The promoter code once approved. */
  code: string | null;
  /** Digits only. */
  phone: string;
  bank: MaskedBankAccount;
  /** `900101-1******`. */
  maskedResidentNumber: string;
  requestedAt: string;
  decidedAt: string | null;
}

/** Answer of GET /api/v1/me/promoter-request: null when the member never applied. */
export interface MyPromoterRequestResponse {
  request: PromoterRequestView | null;
}

/** Answer of POST /api/v1/me/promoter-request and PUT /api/console/users/{id}/promoter. */
export interface PromoterRequestWrittenResponse {
  request: PromoterRequestView;
  position: number;
}

/** Answer of GET /api/console/users/{id}/promoter. */
export interface ConsolePromoterRequestResponse {
  request: PromoterRequestView | null;
}

/** One member who joined with the promoter's code, as the promoter sees them. */
export interface PromoteeView {
  _id: string;
  /** 김*수. */
  maskedName: string;
  joinedAt: string;
}

/** Answer of GET /api/v1/promoter/promotees: a page (headers limit/skip), newest first, and the total. */
export interface PromoteeListResponse {
  promotees: PromoteeView[];
  summary: { totalCount: number };
}

/** The terms a promoter request must agree to: the programme's terms and the collection of the resident number for withholding tax. */
export const PROMOTER_TERMS = ['promoter', 'privacy-rrn'] as const;

/** One line of the promoter's bonus history (/promoter/bonuses): credits positive, reversals, debits and withdrawals negative. */
export interface PromoterBonus {
  _id: string;
  type: 'GOODS' | 'GRADE' | 'SALES' | 'ADMIN_EDIT' | 'DEBIT' | 'WITHDRAWAL';
  /** Signed 원: what the line added to or took from the balance. */
  amount: number;
  reason: string;
  /** The confirmed purchase line a sales bonus (or its reversal) is about. */
  purchaseId: string | null;
  at: string;
}

/** GET /api/v1/promoter/bonuses: the balance and one page of the history, newest first. */
export interface PromoterBonusListResponse {
  balance: number;
  bonuses: PromoterBonus[];
  summary: { totalCount: number };
}

/**
 * GET /api/v1/promoter/bonuses/withdraw: what the four withdrawal steps need (spec §4): the
 * balance, the settings in force and the verified account (null: verify one on /promoter/bank first).
 */
export interface BonusWithdrawalTerms {
  balance: number;
  minimumWithdrawal: number;
  transferCharge: number;
  account: { bankCode: string; bankName: string; accountHolder: string; accountNumberMasked: string; verifiedAt: string } | null;
}

/**
 * Answer of POST /api/v1/promoter/bonuses/withdraw (spec §3 Bonus withdrawal: amount, remain,
 * meta.bank, meta.charge): PAID when the bank took the transfer, FAILED when it refused (the
 * amount is back in the balance), PENDING when the bank's answer did not come (staff check it).
 */
export interface BonusWithdrawalResult {
  withdrawalId: string;
  status: 'PAID' | 'FAILED' | 'PENDING';
  amount: number;
  /** The balance after the withdrawal (after a failure: the balance as before). */
  remain: number;
  withholding: { incomeTax: number; localTax: number };
  net: number;
  meta: { bank: { code: string; name: string; accountHolder: string; accountNumberMasked: string }; charge: number };
  bankTranId: string | null;
  /** Why the bank refused (FAILED). */
  reason: string | null;
  at: string;
}

/** The purchase status filter of the promoter's purchase pages (spec §4 purchase status), with the label each shows. */
export const PROMOTER_PURCHASE_STATUS_TEXT = {
  PURCHASE_PENDING: '구매 진행중',
  PURCHASE_AWAITING: '확정 보류',
  PURCHASE_SCHEDULE: '구매확정 대기',
  PURCHASE_COMPLETE: '구매확정',
  PURCHASE_CANCELED: '구매취소',
} as const;

/** Whether `value` is a month written `yyyy-mm` (01 to 12, from 2000): the month filter of the promoter's purchases. */
export const isPromoterMonth = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= '2000-01';
