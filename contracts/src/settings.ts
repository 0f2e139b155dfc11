import type { Setting } from './api.js';

/** Messages of the console's site settings (spec §7 console setting PUT; spec §5: a field's message names it). */
export const SETTING_MESSAGES = {
  COUPON_RESTORE_ON_RETURN: '반품 시 쿠폰 복원 여부를 선택해주세요',
  SHOP: '쇼핑 설정을 확인해주세요',
  CASH_RECEIPT: '현금영수증 사용 여부를 선택해주세요',
  DISPLAY_CODES: '사용할 진열 코드를 확인해주세요',
  SHIPPING_CODES: '사용할 배송 코드를 확인해주세요',
  SHOWROOM_CODES: '사용할 쇼룸 코드를 확인해주세요',
  SEO: 'SEO 설정을 확인해주세요',
  SEO_TITLE: '사이트 이름은 1자 이상 40자 이하로 입력해주세요',
  SEO_DESCRIPTION: '기본 설명은 1자 이상 160자 이하로 입력해주세요',
  SEO_KEYWORDS: '키워드는 200자 이하로 입력해주세요',
  SEO_IMAGE: '대표 이미지는 /로 시작하는 경로나 https:// 주소로 입력해주세요',
  CARE: '메인 케어 블록을 확인해주세요',
  CARE_TEXT: '케어 블록 제목은 1자 이상 60자 이하로 입력해주세요',
  CARE_DESC: '케어 블록 설명은 300자 이하로 입력해주세요',
  CARE_LINK: '링크는 /로 시작하는 경로나 http(s):// 주소로 입력해주세요',
  CARE_OUTER: '새 창 열기 여부를 선택해주세요',
  BANK_ACCOUNT: '입금 계좌를 확인해주세요',
  BANK: '은행명은 1자 이상 20자 이하로 입력해주세요',
  ACCOUNT_NUMBER: '계좌번호는 숫자와 -로 6자 이상 30자 이하로 입력해주세요',
  ACCOUNT_HOLDER: '예금주는 1자 이상 40자 이하로 입력해주세요',
} as const;

/** Lengths and shapes of the setting's text fields, the same for the console's forms and the server's DTOs. */
export const SETTING_LIMITS = {
  seoTitle: 40,
  seoDescription: 160,
  seoKeywords: 200,
  url: 500,
  careText: 60,
  careDesc: 300,
  bank: 20,
  holder: 40,
  showroomCodes: 50,
} as const;

/** A link of the setting: a path of the shop ("/shop/showrooms") or an http(s) address, no spaces. */
export const SETTING_LINK_PATTERN = /^(\/(?!\/)\S*|https?:\/\/[^\s/]+\S*)$/;
/** A picture of the setting: a path of the shop's files ("/files/…") or an https address. */
export const SETTING_IMAGE_PATTERN = /^(\/(?!\/)\S+|https:\/\/[^\s/]+\S*)$/;
/** An account number as a bank writes it: digits and hyphens, 6 to 30, starting and ending with a digit. */
export const ACCOUNT_NUMBER_PATTERN = /^\d[\d-]{4,28}\d$/;

/** Spec §3 Setting seo.meta: what pages without their own say about the shop. */
export interface SeoMeta {
  /** The shop's name in titles: "<page> | {title}". */
  title: string;
  /** The description of pages that have none of their own. */
  description: string;
  /** Comma-separated keywords of the meta keywords tag (empty: none). */
  keywords: string;
  /** The Open Graph picture of pages that have none of their own (a /files path or an https address; empty: none). */
  image: string;
}

/** Spec §3 Setting main.care: the home's calm customer-care block, a heading, a line and a link. */
export interface CareBlock {
  text: string;
  desc: string;
  /** A shop path or an http(s) address (empty: no link). */
  link: string;
  /** Opens in a new window (rel="noopener"). */
  isOuter: boolean;
}

/** Spec §3 Setting logo: the header's logo picture as uploaded (re-encoded WebP) and its size in px. */
export interface SiteLogo {
  url: string;
  width: number;
  height: number;
}

/** The shop's deposit account for bank-transfer orders (issue 14; spec §2 footer "bank-account line"). */
export interface ShopBankAccount {
  bank: string;
  accountNumber: string;
  holder: string;
}

/** The one-line form of the deposit account shown to shoppers: "우리은행 1005-804-219370 (예금주: 주식회사 세라메종)". */
export function bankAccountLineOf({ bank, accountNumber, holder }: ShopBankAccount): string {
  return `${bank} ${accountNumber} (예금주: ${holder})`;
}

/**
 * Whether the coupons an order used come back when a return of it is refunded (issue 10 "a
 * setting decides for returns"; shop setting `coupons.restoreOnReturn`, absent: no). A cancel
 * before shipping always gives them back.
 */
export function restoresCouponsOnReturn(setting: Partial<Pick<Setting, 'coupons'>>): boolean {
  return setting.coupons?.restoreOnReturn === true;
}
