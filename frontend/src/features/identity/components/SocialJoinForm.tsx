import { useRef, useState, type FormEvent } from 'react';
import {
  EMAIL_RULES,
  NAME_RULES,
  PHONE_RULES,
  REQUIRED_TERMS,
  SOCIAL_PROVIDER_TEXT,
  TERMS_TEXT,
  firstViolation,
  type SocialProfile,
  type SocialProvider,
} from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Section } from '../../../shared/ui/Section';
import { TextField } from '../../../shared/ui/TextField';
import { formatPhoneInput } from '../../../shared/lib/phone-input';
import { focusField, useValidatedForm, type FormErrors, type FormValidators } from '../../../shared/hooks/use-validated-form';
import { socialJoin } from '../api/social-login';
import styles from './identity.module.css';
import social from './social-login.module.css';

/** Props of {@link SocialJoinForm}. */
export interface SocialJoinFormProps {
  ticket: string;
  provider: SocialProvider;
  /** What the provider told: the fields' starting values. */
  profile: SocialProfile;
  /** Runs with the refresh token once the member is created. */
  onJoined(refreshToken: string): Promise<unknown>;
}

interface SocialJoinValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  terms: string[];
}

const TERM_CODES = Object.keys(TERMS_TEXT);
const TERMS_REQUIRED = '필수 약관에 동의해주세요';
const validators: FormValidators<SocialJoinValues> = {
  name: (v) => firstViolation(NAME_RULES, v.name),
  email: (v) => firstViolation(EMAIL_RULES, v.email),
  phone: (v) => firstViolation(PHONE_RULES, v.phone),
  terms: (v) => (REQUIRED_TERMS.every((t) => v.terms.includes(t)) ? null : TERMS_REQUIRED),
};
const SERVER_FIELD: Record<string, keyof SocialJoinValues & string> = { _terms: 'terms', name: 'name', email: 'email', phone: 'phone' };

/**
 * The terms step of joining with Kakao or Naver (spec §3 User sign-up, PERSON): the provider's
 * name, e-mail and phone filled in to check or complete (spec §5 rules), the terms to agree to,
 * then the member is created, linked and signed in.
 */
export function SocialJoinForm({ ticket, provider, profile, onJoined }: SocialJoinFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useValidatedForm<SocialJoinValues>({ name: profile.name, email: profile.email, phone: formatPhoneInput(profile.phone), terms: [] }, validators);
  const { values, errors } = form;
  const allAgreed = TERM_CODES.every((c) => values.terms.includes(c));
  const toggleTerm = (code: string, on: boolean) => form.setValue('terms', on ? [...new Set([...values.terms, code])] : values.terms.filter((t) => t !== code));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const first = form.validateAll();
    if (first) {
      focusField(formRef.current, first === 'terms' ? 'terms-all' : first);
      return;
    }
    setPending(true);
    try {
      const { refreshToken } = await socialJoin({ ticket, name: values.name.trim(), email: values.email.trim(), phone: values.phone, _terms: values.terms });
      await onJoined(refreshToken);
    } catch (err) {
      const mapped: FormErrors<SocialJoinValues> = {};
      for (const fe of err instanceof ApiRequestError ? (err.errors ?? []) : []) {
        const key = SERVER_FIELD[fe.field];
        if (key && !mapped[key]) mapped[key] = fe.message;
      }
      if (Object.keys(mapped).length) form.showErrors(mapped);
      else setFormError(err instanceof Error ? err.message : '가입을 완료하지 못했습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={social.hint}>{SOCIAL_PROVIDER_TEXT[provider]}에서 받은 정보를 확인하고, 비어 있는 항목을 채워주세요. 아이디는 자동으로 만들어집니다.</p>
      <Section title="회원 정보" note="* 필수 입력" variant="divided">
        <TextField label="이름" required autoComplete="name" {...form.textProps('name')} />
        <TextField label="이메일" required type="email" autoComplete="email" placeholder="example@ceramaison.kr" {...form.textProps('email')} />
        <TextField
          label="휴대폰 번호"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-0000-0000"
          {...form.textProps('phone', formatPhoneInput)}
        />
      </Section>
      <Section title="약관 동의" variant="divided">
        <div className={styles.terms}>
          <div className={styles.termsAll}>
            <Checkbox
              name="terms-all"
              label="전체 동의합니다"
              checked={allAgreed}
              onChange={(e) => form.setValue('terms', e.target.checked ? [...TERM_CODES] : [])}
            />
          </div>
          <ul className={styles.termsList}>
            {TERM_CODES.map((code) => (
              <li key={code} className={styles.termsRow}>
                <Checkbox label={TERMS_TEXT[code]} checked={values.terms.includes(code)} onChange={(e) => toggleTerm(code, e.target.checked)} />
                <a className={styles.termsLink} href={`/terms/${code}`} target="_blank" rel="noreferrer">
                  보기<span className="visually-hidden"> ({TERMS_TEXT[code]}, 새 창)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {errors.terms && (
          <p className={styles.fieldError} role="alert">
            {errors.terms}
          </p>
        )}
      </Section>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" block loading={pending}>
        동의하고 가입하기
      </Button>
    </form>
  );
}
