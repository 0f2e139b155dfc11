/**
 * Validation rules of spec §5 with their exact Korean messages. The same tables drive the
 * server's class-validator DTOs (through the `FollowsRules` decorator) and the frontend's
 * forms (through `firstViolation`), so a rule and its message exist once.
 */
import { groupThousands } from '../format.js';

/** One rule: `test` returns true when the value is acceptable. */
export interface Rule {
  readonly test: (value: string) => boolean;
  readonly message: string;
}

export const MESSAGES = {
  USERNAME_CHARSET: '아이디를 영문 소문자 및 숫자로만 작성해주세요',
  USERNAME_MIN: '아이디를 4자 이상으로 작성해주세요',
  USERNAME_MAX: '아이디를 20자 이하로 작성해주세요',
  PASSWORD_SPECIAL: '비밀번호에 특수문자를 넣어주세요',
  PASSWORD_LETTER: '비밀번호에 영문을 넣어주세요',
  PASSWORD_DIGIT: '비밀번호에 숫자를 넣어주세요',
  PASSWORD_LENGTH: '비밀번호를 8 ~ 16자 사이로 작성해주세요',
  NAME: '이름을 입력해주세요',
  EMAIL: '이메일을 입력해주세요',
  PHONE: '연락처를 입력해주세요',
  SUBJECT: '제목을 입력해주세요',
  CONTENT: '내용을 입력해주세요',
  PROMOTER_CODE: '추천인코드를 입력해주세요',
  /** Spec §8 catalogue. */
  INQUIRY_SIGNED_OUT: '로그인 이후 이용가능합니다',
  WISHLIST_SIGNED_OUT: '로그인 후 사용하실 수 있습니다',
  LOGIN_REQUIRED: '로그인이 필요한 서비스입니다.',
  GUARD_LOGIN: '로그인 후 이용 가능합니다',
  FORBIDDEN: '접근 권한이 없습니다',
  WRONG_USER_TYPE: '사용할 수 없는 기능입니다',
  LOGOUT_CONFIRM: '로그아웃 하시겠습니까?',
  INQUIRY_CREATED: '상품문의가 등록되었습니다',
  INQUIRY_UPDATED: '상품문의가 수정되었습니다',
  GPS_UNSUPPORTED: '이 브라우저는 GPS를 지원하지 않습니다',
  GPS_PERMISSION: '위치 권한을 허용하신뒤 다시 시도 해 주세요.',
  GPS_RETRY: '위치정보를 다시 입력하세요.',
} as const;

/**
 * Longest value accepted per field, checked before any pattern runs: a cap keeps the work of
 * every rule bounded whatever a client sends (RFC 5321 allows 254 characters of email).
 */
export const MAX_LENGTHS = { username: 20, password: 16, name: 50, email: 254, phone: 20, subject: 200, content: 10_000, promoterCode: 50 } as const;

/** Message for a value longer than its cap; `topic` carries its particle, e.g. ('이름은', 50) → "이름은 50자 이하로 입력해주세요". */
export const tooLongMessage = (topic: string, max: number): string => `${topic} ${groupThousands(max)}자 이하로 입력해주세요`;

/** A rule refusing values longer than `max` characters; put first in a table so later patterns never see a long value. */
const capped = (max: number, message: string): Rule => ({ test: (v) => v.length <= max, message });

/** Password special characters allowed by spec §5: ~!@#$%^&*()_+|<>?:{} */
export const PASSWORD_SPECIALS = '~!@#$%^&*()_+|<>?:{}';
const SPECIAL_RE = /[~!@#$%^&*()_+|<>?:{}]/;

/** Strips every non-digit (phone numbers are stored as digits only, ARCHITECTURE §5). */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

export const USERNAME_RULES: readonly Rule[] = [
  capped(MAX_LENGTHS.username, MESSAGES.USERNAME_MAX),
  { test: (v) => /^[a-z0-9]*$/.test(v), message: MESSAGES.USERNAME_CHARSET },
  { test: (v) => v.length >= 4, message: MESSAGES.USERNAME_MIN },
  { test: (v) => v.length <= 20, message: MESSAGES.USERNAME_MAX },
];

export const PASSWORD_RULES: readonly Rule[] = [
  capped(MAX_LENGTHS.password, MESSAGES.PASSWORD_LENGTH),
  { test: (v) => SPECIAL_RE.test(v), message: MESSAGES.PASSWORD_SPECIAL },
  { test: (v) => /[A-Za-z]/.test(v), message: MESSAGES.PASSWORD_LETTER },
  { test: (v) => /\d/.test(v), message: MESSAGES.PASSWORD_DIGIT },
  { test: (v) => v.length >= 8 && v.length <= 16, message: MESSAGES.PASSWORD_LENGTH },
];

/** Spec §5: password-modify rules are the password rules, but empty is allowed. */
export const PASSWORD_MODIFY_RULES: readonly Rule[] = PASSWORD_RULES.map((r) => ({
  test: (v: string) => v === '' || r.test(v),
  message: r.message,
}));

export const NAME_RULES: readonly Rule[] = [
  capped(MAX_LENGTHS.name, tooLongMessage('이름은', MAX_LENGTHS.name)),
  { test: (v) => v.trim().length >= 2, message: MESSAGES.NAME },
];

/**
 * local@label(.label)+ with no spaces and one @. Labels cannot hold a dot, so there is one way
 * to split any input: the match takes linear time (the former /^[^\s@]+@[^\s@]+\.[^\s@]+$/
 * backtracked quadratically on "a@" followed by many dots).
 */
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const EMAIL_RULES: readonly Rule[] = [
  capped(MAX_LENGTHS.email, tooLongMessage('이메일은', MAX_LENGTHS.email)),
  { test: (v) => EMAIL_RE.test(v.trim()), message: MESSAGES.EMAIL },
];

export const PHONE_RULES: readonly Rule[] = [
  capped(MAX_LENGTHS.phone, MESSAGES.PHONE),
  { test: (v) => digitsOnly(v).length >= 10 && digitsOnly(v).length <= 11, message: MESSAGES.PHONE },
];

export const SUBJECT_RULES: readonly Rule[] = [
  capped(MAX_LENGTHS.subject, tooLongMessage('제목은', MAX_LENGTHS.subject)),
  { test: (v) => v.trim().length >= 2, message: MESSAGES.SUBJECT },
];
export const CONTENT_RULES: readonly Rule[] = [
  capped(MAX_LENGTHS.content, tooLongMessage('내용은', MAX_LENGTHS.content)),
  { test: (v) => v.trim().length >= 2, message: MESSAGES.CONTENT },
];
export const PROMOTER_CODE_RULES: readonly Rule[] = [
  capped(MAX_LENGTHS.promoterCode, tooLongMessage('추천인코드는', MAX_LENGTHS.promoterCode)),
  { test: (v) => v.trim().length > 0, message: MESSAGES.PROMOTER_CODE },
];

/**
 * What each rule table accepts, as a JSON Schema string (OpenAPI 3.1, ECMA-262 patterns) for the
 * API document: the same caps and tests, so a client or a fuzzer can build acceptable values.
 * `rules.spec.ts` checks every schema against its table on the same samples.
 */
export interface RuleSchema {
  readonly type: 'string';
  readonly minLength?: number;
  readonly maxLength: number;
  readonly pattern?: string;
}

/** Schemas of the rule tables the DTOs use, keyed by table (read by {@link FollowsRules}). */
export const RULE_SCHEMAS: ReadonlyMap<readonly Rule[], RuleSchema> = new Map<readonly Rule[], RuleSchema>([
  [USERNAME_RULES, { type: 'string', minLength: 4, maxLength: MAX_LENGTHS.username, pattern: '^[a-z0-9]{4,20}$' }],
  [
    PASSWORD_RULES,
    {
      type: 'string',
      minLength: 8,
      maxLength: MAX_LENGTHS.password,
      pattern: `^(?=[\\s\\S]*${SPECIAL_RE.source})(?=[\\s\\S]*[A-Za-z])(?=[\\s\\S]*\\d)[\\s\\S]{8,16}$`,
    },
  ],
  // Two characters that are not blank: `trim()` leaves at least two.
  [NAME_RULES, { type: 'string', minLength: 2, maxLength: MAX_LENGTHS.name, pattern: '\\S[\\s\\S]*\\S' }],
  [EMAIL_RULES, { type: 'string', maxLength: MAX_LENGTHS.email, pattern: `^\\s*${EMAIL_RE.source.slice(1, -1)}\\s*$` }],
  // 10 or 11 digits, any other characters around them.
  [PHONE_RULES, { type: 'string', minLength: 10, maxLength: MAX_LENGTHS.phone, pattern: '^\\D*(?:\\d\\D*){10,11}$' }],
]);

/**
 * Returns the message of the first rule the value breaks, or null when it keeps them all.
 * A non-string value (a field left out) breaks every rule and answers what an empty one would
 * ("제목을 입력해주세요", not the length cap's message), or the first rule's message when an empty
 * value keeps them all.
 */
export function firstViolation(rules: readonly Rule[], value: unknown): string | null {
  if (typeof value !== 'string') return rules.find((rule) => !rule.test(''))?.message ?? rules[0]?.message ?? null;
  for (const rule of rules) if (!rule.test(value)) return rule.message;
  return null;
}

/** Spec §5: percent discount units are bounded 0 to 100. */
export const isPercent = (n: number): boolean => Number.isFinite(n) && n >= 0 && n <= 100;
