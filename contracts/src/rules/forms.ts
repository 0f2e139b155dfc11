import type { FormCode, FormGroup, ServiceFormCode } from '../forms.js';
import { MESSAGES, NAME_RULES, PHONE_RULES, digitsOnly, tooLongMessage, type Rule } from './rules.js';

/** Longest subject of a form, in characters. */
export const MAX_FORM_SUBJECT = 100;
/** Longest content of a form (and of staff's answer), in characters. */
export const MAX_FORM_CONTENT = 2_000;
/** Most pictures one form carries. */
export const MAX_FORM_FILES = 5;
/** The privacy terms a form's writer agrees to (spec §3 `meta._terms`). */
export const FORM_TERMS = 'privacy-collection';

/** One choice of a form's category select. */
export interface FormCategory {
  value: string;
  label: string;
}

const SPACES: FormCategory[] = [
  { value: 'bathroom', label: '욕실' },
  { value: 'kitchen', label: '주방' },
  { value: 'both', label: '욕실·주방' },
  { value: 'others', label: '기타' },
];
const GUIDES: FormCategory[] = [
  { value: 'product', label: '제품 선택' },
  { value: 'size', label: '치수·설치 조건' },
  { value: 'care', label: '사용·관리 방법' },
  { value: 'others', label: '기타' },
];
const PARTNERS: FormCategory[] = [
  { value: 'supply', label: '납품·유통' },
  { value: 'construction', label: '시공' },
  { value: 'design', label: '설계·인테리어' },
  { value: 'others', label: '기타' },
];

/** One kind of form: its page title, a short description, its category choices (none: no category) and console group. */
export interface FormKind {
  code: FormCode;
  title: string;
  description: string;
  categories: readonly FormCategory[];
  group: FormGroup;
}

/** Every kind of form, in the order /center/inquiry lists them (spec §2 Customer centre, /form/inquiry-partner, /concierge-service). */
export const FORM_KINDS: Record<FormCode, FormKind> = {
  'individual-service': {
    code: 'individual-service',
    title: '개인 고객 서비스',
    description: '가정 욕실·주방 제품 선택부터 교체까지, 개인 고객을 위한 맞춤 상담입니다.',
    categories: SPACES,
    group: 'user-service',
  },
  'corporate-service': {
    code: 'corporate-service',
    title: '기업 고객 서비스',
    description: '호텔·오피스·공동주택 현장을 위한 제품 제안과 납품 상담입니다.',
    categories: SPACES,
    group: 'user-service',
  },
  'first-buying-guide': {
    code: 'first-buying-guide',
    title: '첫 구매 가이드',
    description: '처음 구매하시는 분께 제품 고르는 법과 주문 절차를 안내해드립니다.',
    categories: GUIDES,
    group: 'user-guide',
  },
  'must-read-guide': {
    code: 'must-read-guide',
    title: '구매 전 필독 가이드',
    description: '치수, 배관 위치, 설치 조건 등 구매 전에 꼭 확인할 점을 알려드립니다.',
    categories: GUIDES,
    group: 'user-guide',
  },
  'installation-service': {
    code: 'installation-service',
    title: '설치 서비스',
    description: '전문 기사가 방문해 세면대·양변기·수전을 안전하게 설치해드립니다.',
    categories: SPACES,
    group: 'user-service',
  },
  'business-trip-consulting': {
    code: 'business-trip-consulting',
    title: '출장 상담',
    description: '전문 상담사가 현장을 방문해 공간을 보고 제품과 시공을 제안합니다.',
    categories: SPACES,
    group: 'user-consulting',
  },
  'online-consulting': {
    code: 'online-consulting',
    title: '온라인 상담',
    description: '사진과 도면을 보내주시면 온라인으로 제품과 배치를 상담해드립니다.',
    categories: SPACES,
    group: 'user-consulting',
  },
  'delivery-installation-service': {
    code: 'delivery-installation-service',
    title: '배송·설치 서비스',
    description: '대형 제품의 배송부터 설치, 기존 제품 수거까지 한 번에 진행합니다.',
    categories: SPACES,
    group: 'user-service',
  },
  'dedicated-repair-service': {
    code: 'dedicated-repair-service',
    title: '전담 수리 서비스',
    description: '구매하신 제품의 고장·파손을 전담 기사가 점검하고 수리해드립니다.',
    categories: SPACES,
    group: 'user-service',
  },
  consultation: {
    code: 'consultation',
    title: '구매 상담',
    description: '제품 사양, 가격, 재고 등 구매에 관한 궁금한 점을 상담해드립니다.',
    categories: SPACES,
    group: 'user-consulting',
  },
  'bulk-purchase': {
    code: 'bulk-purchase',
    title: '대량구매',
    description: '현장 단위 대량구매를 기업 전용 단가와 납품 일정으로 견적해드립니다.',
    categories: [],
    group: 'bulk-purchase',
  },
  'inquiry-partner': {
    code: 'inquiry-partner',
    title: '제휴 문의',
    description: '유통·시공·설계 파트너십을 제안해주세요. 담당자가 검토 후 연락드립니다.',
    categories: PARTNERS,
    group: 'inquiry-partner',
  },
  'concierge-service': {
    code: 'concierge-service',
    title: '컨시어지 서비스',
    description: '제품 선택부터 설치, 사후 관리까지 전담 컨시어지가 함께합니다.',
    categories: SPACES,
    group: 'concierge',
  },
};

/** Every form code, in {@link FORM_KINDS}' order. */
export const FORM_CODES = Object.keys(FORM_KINDS) as FormCode[];

/** The eleven service pages with an "+inquire" sub-page (spec §2 Customer centre), in the spec's order. */
export const SERVICE_FORM_CODES: readonly ServiceFormCode[] = [
  'individual-service',
  'corporate-service',
  'first-buying-guide',
  'must-read-guide',
  'installation-service',
  'business-trip-consulting',
  'online-consulting',
  'delivery-installation-service',
  'dedicated-repair-service',
  'consultation',
  'bulk-purchase',
];

/** Korean names of the console's centre form pages (spec §2 console centre pages). */
export const FORM_GROUP_TEXT: Record<FormGroup, string> = {
  'user-service': '서비스 문의',
  'user-guide': '가이드 문의',
  'user-consulting': '상담 문의',
  'bulk-purchase': '대량구매 문의',
  'inquiry-partner': '제휴 문의',
  concierge: '컨시어지 문의',
};
/** The console's form groups, in menu order. */
export const FORM_GROUPS = Object.keys(FORM_GROUP_TEXT) as FormGroup[];

/** `v` when it names a form code, else undefined. */
export const formCodeOf = (v: unknown): FormCode | undefined => (typeof v === 'string' && v in FORM_KINDS ? (v as FormCode) : undefined);
/** `v` when it names a service page with an "+inquire" sub-page, else undefined. */
export const serviceFormCodeOf = (v: unknown): ServiceFormCode | undefined =>
  typeof v === 'string' && (SERVICE_FORM_CODES as readonly string[]).includes(v) ? (v as ServiceFormCode) : undefined;
/** `v` when it names a console form group, else undefined. */
export const formGroupOf = (v: unknown): FormGroup | undefined => (typeof v === 'string' && v in FORM_GROUP_TEXT ? (v as FormGroup) : undefined);

/** True when `category` is one of `code`'s choices, or both are empty for a kind without categories. */
export function formCategoryFits(code: unknown, category: unknown): boolean {
  const kind = formCodeOf(code);
  if (!kind) return true; // the code's own message speaks
  const choices = FORM_KINDS[kind].categories;
  if (choices.length === 0) return category === undefined || category === null || category === '';
  return typeof category === 'string' && choices.some((c) => c.value === category);
}

export const FORM_MESSAGES = {
  CODE: '문의 종류를 확인해주세요',
  CATEGORY: '문의 유형을 선택해주세요',
  TERMS: '개인정보 수집·이용에 동의해주세요',
  FILES: `사진은 ${MAX_FORM_FILES}장까지 첨부할 수 있습니다`,
  COMPANY: '회사명을 입력해주세요',
  PRODUCT: '구매하실 제품을 입력해주세요',
  QUANTITY: '수량을 1개 이상 입력해주세요',
  REGION: '배송 지역을 입력해주세요',
  WISHED_DATE: '희망 납품일을 선택해주세요',
  SENT: '문의가 접수되었습니다',
  EDITED: '문의가 수정되었습니다',
  DELETED: '문의가 삭제되었습니다',
  DELETE_CONFIRM: '문의를 삭제하시겠습니까?',
} as const;

/** A form's subject: at least 2 characters (spec §5 Subject), at most {@link MAX_FORM_SUBJECT}. */
export const FORM_SUBJECT_RULES: readonly Rule[] = [
  { test: (v) => v.length <= MAX_FORM_SUBJECT, message: tooLongMessage('제목은', MAX_FORM_SUBJECT) },
  { test: (v) => v.trim().length >= 2, message: MESSAGES.SUBJECT },
];

/** A form's content and staff's answer: at least 2 characters (spec §5 Content), at most {@link MAX_FORM_CONTENT}. */
export const FORM_CONTENT_RULES: readonly Rule[] = [
  { test: (v) => v.length <= MAX_FORM_CONTENT, message: tooLongMessage('내용은', MAX_FORM_CONTENT) },
  { test: (v) => v.trim().length >= 2, message: MESSAGES.CONTENT },
];

/** The writer's name and phone follow the sign-up rules (spec §5 Name, Phone: 10 or 11 digits). */
export const FORM_NAME_RULES = NAME_RULES;
export const FORM_PHONE_RULES = PHONE_RULES;

const between = (min: number, max: number, message: string, topic: string): readonly Rule[] => [
  { test: (v) => v.length <= max, message: tooLongMessage(topic, max) },
  { test: (v) => v.trim().length >= min, message },
];

/** Bulk-purchase company name: 2–50 characters. */
export const BULK_COMPANY_RULES: readonly Rule[] = between(2, 50, FORM_MESSAGES.COMPANY, '회사명은');
/** Bulk-purchase products wanted: 2–100 characters. */
export const BULK_PRODUCT_RULES: readonly Rule[] = between(2, 100, FORM_MESSAGES.PRODUCT, '제품은');
/** Bulk-purchase delivery region: 2–50 characters. */
export const BULK_REGION_RULES: readonly Rule[] = between(2, 50, FORM_MESSAGES.REGION, '배송 지역은');
/** Largest quantity of a bulk-purchase form. */
export const MAX_BULK_QUANTITY = 100_000;
/** A wished day: a real calendar day written yyyy-mm-dd. */
export const BULK_WISHED_DATE_RULES: readonly Rule[] = [
  {
    test: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v,
    message: FORM_MESSAGES.WISHED_DATE,
  },
];

/** The phone as stored: digits only (ARCHITECTURE §5). */
export const formPhoneDigits = (v: string): string => digitsOnly(v);
