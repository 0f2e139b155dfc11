/** Codes of the terms a member must agree to at sign-up. */
export const REQUIRED_TERMS = ['service', 'privacy'] as const;
export const TERMS_TEXT: Record<string, string> = {
  service: '이용약관 동의 (필수)',
  privacy: '개인정보 수집 및 이용 동의 (필수)',
  marketing: '마케팅 정보 수신 동의 (선택)',
};

/** A term's code as staff type it (spec §3 sign-up `_terms` names terms by it): lower-case letters, digits and hyphens, starting with a letter. */
export const TERMS_CODE_PATTERN = /^[a-z][a-z0-9-]{1,29}$/;

/** Korean messages of the console's terms forms (spec §5: a field's message names it). */
export const TERMS_MESSAGES = {
  CODE: '약관 코드는 영문 소문자로 시작하는 2~30자의 영문 소문자, 숫자, -로 입력해주세요',
  TITLE: '약관 제목을 1~100자로 입력해주세요',
  REQUIRED: '필수 동의 여부를 선택해주세요',
  CONTENT: '약관 내용을 입력해주세요',
  EFFECTIVE_AT: '시행일시를 확인해주세요',
  INDEX: '순서를 0 이상의 숫자로 입력해주세요',
} as const;
