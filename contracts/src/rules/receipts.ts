/**
 * Cash receipts (현금영수증) and refund accounts: the identities a member types, how they are
 * checked and how they are shown (masked). The same functions serve the server's DTOs and the
 * pages' forms, so a rule and its Korean message exist once.
 */
import { digitsOnly } from './rules.js';

/** A business registration number that is not ten digits with the right check digit ({@link isBusinessNumber}). */
export const BUSINESS_NUMBER_MESSAGE = '올바른 사업자등록번호 10자리를 입력해주세요';

/** Korean messages of the cash receipt and refund account checks. */
export const RECEIPT_MESSAGES = {
  CASH_RECEIPT: '현금영수증 신청 정보를 확인해주세요',
  CASH_RECEIPT_TYPE: '현금영수증 발행 용도를 선택해주세요',
  CASH_RECEIPT_PHONE: '현금영수증을 받을 휴대폰번호를 정확히 입력해주세요',
  CASH_RECEIPT_BUSINESS: BUSINESS_NUMBER_MESSAGE,
  CASH_RECEIPT_BANK_ONLY: '현금영수증은 무통장입금 주문에만 신청하실 수 있습니다',
  CASH_RECEIPT_DISABLED: '현재 현금영수증 신청을 받지 않습니다',
  BANK_CODE: '은행을 선택해주세요',
  ACCOUNT_HOLDER: '예금주를 입력해주세요',
  ACCOUNT_NUMBER: '계좌번호를 숫자 10~14자리로 입력해주세요',
} as const;

/** 소득공제용 (a person, by mobile phone) or 지출증빙용 (a business, by registration number). */
export type CashReceiptType = 'PERSON' | 'COMPANY';
export const CASH_RECEIPT_TYPE_TEXT: Record<CashReceiptType, string> = { PERSON: '소득공제용', COMPANY: '지출증빙용' };

/** What a bank-transfer order asks for (spec §3 order draft cashReceipt); `identity` digits only. */
export interface CashReceiptRequest {
  enabled: boolean;
  type: CashReceiptType;
  identity: string;
}

/** A Korean mobile number: 010 (or 011, 016–019) and 7–8 digits, any dashes. */
export const isMobilePhone = (value: string): boolean => /^01[016789]\d{7,8}$/.test(digitsOnly(value)) && /^[\d\s-]+$/.test(value);

/**
 * A business registration number (사업자등록번호): ten digits whose last is the check digit of
 * the National Tax Service's rule: weights 1,3,7,1,3,7,1,3,5 over the first nine digits, plus
 * the tens of (9th digit × 5); the check digit is (10 − sum mod 10) mod 10.
 */
export function isBusinessNumber(value: string): boolean {
  if (!/^[\d\s-]+$/.test(value)) return false;
  const d = digitsOnly(value);
  if (!/^\d{10}$/.test(d)) return false;
  const n = [...d].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((s, w, i) => s + w * n[i]!, 0);
  sum += Math.floor((n[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === n[9];
}

/** The message for a cash receipt identity of `type`, or null when it is fine. */
export function cashReceiptIdentityViolation(type: unknown, identity: unknown): string | null {
  if (type !== 'PERSON' && type !== 'COMPANY') return RECEIPT_MESSAGES.CASH_RECEIPT_TYPE;
  const value = typeof identity === 'string' && identity.length <= 20 ? identity : '';
  if (type === 'PERSON') return isMobilePhone(value) ? null : RECEIPT_MESSAGES.CASH_RECEIPT_PHONE;
  return isBusinessNumber(value) ? null : RECEIPT_MESSAGES.CASH_RECEIPT_BUSINESS;
}

/** A cash receipt identity as shown: a phone 010-****-5678, a business number 123-45-*****. */
export function maskCashReceiptIdentity(type: CashReceiptType, identity: string): string {
  const d = digitsOnly(identity);
  if (type === 'COMPANY') return `${d.slice(0, 3)}-${d.slice(3, 5)}-*****`;
  return `${d.slice(0, 3)}-****-${d.slice(-4)}`;
}

/**
 * An account number as shown: the first three and last two digits, the rest starred, grouped
 * 3-4-rest (e.g. 12345678989 → 123-****-**89). Never shows more than five digits.
 */
export function maskAccountNumber(accountNumber: string): string {
  const d = digitsOnly(accountNumber);
  if (d.length < 6) return '*'.repeat(d.length);
  const starred = d.slice(0, 3) + '*'.repeat(d.length - 5) + d.slice(-2);
  return [starred.slice(0, 3), starred.slice(3, 7), starred.slice(7)].filter(Boolean).join('-');
}

/**
 * Banks a refund may be sent to, by their 금융결제원 (KFTC) codes, as NICE Pay's code table
 * (common/code.md, 은행코드) also lists them.
 */
export const BANK_CODES: Readonly<Record<string, string>> = {
  '004': 'KB국민은행',
  '088': '신한은행',
  '020': '우리은행',
  '081': '하나은행',
  '011': 'NH농협은행',
  '012': '지역농·축협',
  '003': 'IBK기업은행',
  '090': '카카오뱅크',
  '089': '케이뱅크',
  '092': '토스뱅크',
  '023': 'SC제일은행',
  '027': '한국씨티은행',
  '002': 'KDB산업은행',
  '007': '수협은행',
  '031': 'iM뱅크(대구)',
  '032': '부산은행',
  '034': '광주은행',
  '035': '제주은행',
  '037': '전북은행',
  '039': '경남은행',
  '045': '새마을금고',
  '048': '신협',
  '050': '저축은행',
  '064': '산림조합',
  '071': '우체국',
};

/** A refund account number: 10 to 14 digits, dashes and spaces allowed. */
export const isAccountNumber = (value: string): boolean => /^[\d\s-]{10,20}$/.test(value) && /^\d{10,14}$/.test(digitsOnly(value));
