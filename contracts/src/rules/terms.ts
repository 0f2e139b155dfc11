/** Codes of the terms a member must agree to at sign-up. */
export const REQUIRED_TERMS = ['service', 'privacy'] as const;
export const TERMS_TEXT: Record<string, string> = {
  service: '이용약관 동의 (필수)',
  privacy: '개인정보 수집 및 이용 동의 (필수)',
  marketing: '마케팅 정보 수신 동의 (선택)',
};
