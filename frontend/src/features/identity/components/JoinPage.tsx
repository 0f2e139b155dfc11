import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import {
  BUSINESS_NUMBER_MESSAGE,
  EMAIL_RULES,
  NAME_RULES,
  PASSWORD_RULES,
  PHONE_RULES,
  PROMOTER_CODE_RULES,
  REQUIRED_TERMS,
  USERNAME_RULES,
  USER_TYPE_TEXT,
  firstViolation,
  isBusinessNumber,
} from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Section } from '../../../shared/ui/Section';
import { TextField } from '../../../shared/ui/TextField';
import { formatPhoneInput } from '../../../shared/lib/phone-input';
import { focusField, useValidatedForm, type FormErrors, type FormValidators } from '../../../shared/hooks/use-validated-form';
import { useSignUp } from '../api/sign-up';
import { useIdentityVerification } from '../../../shared/identity/use-identity-verification';
import { IdentityVerifyBox } from '../../../shared/identity/IdentityVerifyBox';
import { BankAccountFields, bankAccountOf, bankAccountValidators, type BankAccountValues } from '../../../shared/bank/BankAccountFields';
import { BusinessCertificateField } from './BusinessCertificateField';
import { JoinDone } from './JoinDone';
import { formatBusinessNumber } from '../lib/business-number';
import { JoinTerms } from './JoinTerms';
import { JoinReferral } from './JoinReferral';
import styles from './identity.module.css';

type MemberType = 'PERSON' | 'COMPANY';

interface JoinValues extends BankAccountValues {
  type: MemberType;
  businessRegistration: string;
  /** The uploaded 사업자등록증's id (기업회원). */
  businessCertificate: string;
  username: string;
  password: string;
  passwordConfirm: string;
  name: string;
  email: string;
  phone: string;
  terms: string[];
  /** 추천인 있음: the promoter's code is then required (spec §5). */
  hasReferrer: boolean;
  promoterCode: string;
}

const PASSWORD_MISMATCH = '비밀번호가 일치하지 않습니다';
const TERMS_REQUIRED = '필수 약관에 동의해주세요';

const validators: FormValidators<JoinValues> = {
  businessRegistration: (v) => (v.type === 'COMPANY' && !isBusinessNumber(v.businessRegistration) ? BUSINESS_NUMBER_MESSAGE : null),
  businessCertificate: (v) => (v.type === 'COMPANY' && !v.businessCertificate ? '사업자등록증을 올려주세요' : null),
  username: (v) => firstViolation(USERNAME_RULES, v.username),
  password: (v) => firstViolation(PASSWORD_RULES, v.password),
  passwordConfirm: (v) => (v.passwordConfirm !== v.password || !v.passwordConfirm ? PASSWORD_MISMATCH : null),
  name: (v) => firstViolation(NAME_RULES, v.name),
  email: (v) => firstViolation(EMAIL_RULES, v.email),
  phone: (v) => firstViolation(PHONE_RULES, v.phone),
  promoterCode: (v) => (v.hasReferrer ? firstViolation(PROMOTER_CODE_RULES, v.promoterCode) : null),
  ...bankAccountValidators<JoinValues>(true),
  terms: (v) => (REQUIRED_TERMS.every((t) => v.terms.includes(t)) ? null : TERMS_REQUIRED),
};

/** Server field names (`errors[].field`) mapped to the form's fields. */
const SERVER_FIELD: Record<string, keyof JoinValues & string> = {
  _terms: 'terms',
  type: 'type',
  username: 'username',
  password: 'password',
  name: 'name',
  email: 'email',
  phone: 'phone',
  businessRegistration: 'businessRegistration',
  businessCertificate: 'businessCertificate',
  promoterCode: 'promoterCode',
  'bank.code': 'bankCode',
  'bank.accountHolder': 'accountHolder',
  'bank.accountNumber': 'accountNumber',
};

/**
 * /join: member sign-up (개인회원 / 기업회원) with every spec §5 rule checked on blur and submit,
 * the server's 400/409 messages shown on their fields, then a completion screen. A promoter's
 * share link (`?promoterCode=`) ticks 추천인 있음 and fills the code.
 */
export function JoinPage({ promoterCode = '' }: { promoterCode?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const [joined, setJoined] = useState<{ username: string; name: string } | null>(null);
  const form = useValidatedForm<JoinValues>(
    {
      type: 'PERSON',
      businessRegistration: '',
      businessCertificate: '',
      username: '',
      password: '',
      passwordConfirm: '',
      name: '',
      email: '',
      phone: '',
      terms: [],
      hasReferrer: !!promoterCode,
      promoterCode,
      bankCode: '',
      accountHolder: '',
      accountNumber: '',
    },
    validators,
  );
  const { values, errors } = form;
  // 휴대폰 본인인증: the verified name and phone fill the form and stay as verified.
  const verification = useIdentityVerification((p) => form.setValues({ name: p.name, phone: formatPhoneInput(p.phone) }));
  const verified = verification.verified;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const first = form.validateAll();
    if (first) {
      focusField(formRef.current, first === 'terms' ? 'terms-all' : first);
      return;
    }
    try {
      const res = await signUp.mutateAsync({
        type: values.type,
        username: values.username,
        password: values.password,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone,
        _terms: values.terms,
        businessRegistration: values.type === 'COMPANY' ? values.businessRegistration.replace(/\D/g, '') : undefined,
        businessCertificate: values.type === 'COMPANY' ? values.businessCertificate : undefined,
        certification: verified?.certification,
        promoterCode: values.hasReferrer ? values.promoterCode.trim() : undefined,
        bank: bankAccountOf(values),
      });
      setJoined({ username: res.user.username, name: values.name.trim() });
      window.scrollTo({ top: 0 });
    } catch (err) {
      if (!(err instanceof ApiRequestError)) {
        setFormError('가입을 완료하지 못했습니다. 잠시 후 다시 시도해주세요.');
        return;
      }
      const mapped: FormErrors<JoinValues> = {};
      for (const fe of err.errors ?? []) {
        const key = SERVER_FIELD[fe.field];
        if (key && !mapped[key]) mapped[key] = fe.message;
      }
      if (err.code === 'USERNAME_TAKEN') mapped.username = err.message;
      if (err.code === 'PROMOTER_CODE_UNKNOWN') mapped.promoterCode = err.message;
      if (err.code === 'CERTIFICATION_INVALID') verification.reset();
      if (err.code === 'BUSINESS_CERTIFICATE_INVALID') mapped.businessCertificate = err.message;
      const keys = Object.keys(mapped);
      if (keys.length) {
        form.showErrors(mapped);
        focusField(formRef.current, keys[0] === 'terms' ? 'terms-all' : keys[0]!);
      } else {
        setFormError(err.message);
      }
    }
  };

  if (joined) return <JoinDone username={joined.username} name={joined.name} />;

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <header className={styles.head}>
        <p className="eyebrow">Join</p>
        <h1 className={styles.title}>회원가입</h1>
        <p className={styles.lead}>세라메종 회원이 되시면 주문 내역과 배송 현황을 편하게 확인하실 수 있습니다.</p>
      </header>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <Section title="회원 유형" variant="divided" headingId="join-type">
          <div className={styles.segmented} role="radiogroup" aria-labelledby="join-type">
            {(['PERSON', 'COMPANY'] as const).map((t) => (
              <label key={t}>
                <input
                  type="radio"
                  name="type"
                  value={t}
                  checked={values.type === t}
                  onChange={() => form.setValues({ type: t, businessRegistration: t === 'PERSON' ? '' : values.businessRegistration })}
                />
                {USER_TYPE_TEXT[t]}
              </label>
            ))}
          </div>
          {values.type === 'COMPANY' && (
            <TextField
              label="사업자등록번호"
              required
              inputMode="numeric"
              placeholder="000-00-00000"
              {...form.textProps('businessRegistration', formatBusinessNumber)}
            />
          )}
          {values.type === 'COMPANY' && (
            <BusinessCertificateField
              value={values.businessCertificate}
              error={errors.businessCertificate}
              onChange={(id) => form.setValue('businessCertificate', id)}
            />
          )}
        </Section>

        <Section title="계정 정보" note="* 필수 입력" variant="divided">
          <TextField
            label="아이디"
            required
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            hint="영문 소문자와 숫자 4~20자"
            {...form.textProps('username')}
          />
          <div className={styles.row2}>
            <TextField
              label="비밀번호"
              required
              type="password"
              autoComplete="new-password"
              hint="영문, 숫자, 특수문자 포함 8~16자"
              {...form.textProps('password')}
            />
            <TextField label="비밀번호 확인" required type="password" autoComplete="new-password" {...form.textProps('passwordConfirm')} />
          </div>
        </Section>

        <Section title="회원 정보" variant="divided">
          <IdentityVerifyBox
            state={verification.state}
            onStart={verification.start}
            description="본인 명의의 휴대폰으로 인증하시면 이름과 휴대폰 번호가 인증된 정보로 입력됩니다. 한 분당 하나의 계정만 만들 수 있습니다."
          />
          <TextField label={values.type === 'COMPANY' ? '담당자명' : '이름'} required autoComplete="name" readOnly={!!verified} {...form.textProps('name')} />
          <TextField label="이메일" required type="email" autoComplete="email" placeholder="example@ceramaison.kr" {...form.textProps('email')} />
          <TextField
            label="휴대폰 번호"
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="010-0000-0000"
            readOnly={!!verified}
            {...form.textProps('phone', formatPhoneInput)}
          />
        </Section>

        <Section title="추천인" variant="divided">
          <JoinReferral form={form} />
        </Section>

        <Section title="환불 계좌" note="선택 · 취소·반품 환불과 추천 보너스 정산에 쓰입니다" variant="divided">
          <BankAccountFields form={form} />
        </Section>

        <Section title="약관 동의" variant="divided">
          <JoinTerms agreed={values.terms} onChange={(codes) => form.setValue('terms', codes)} />
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
        <Button type="submit" size="lg" block loading={signUp.isPending}>
          가입하기
        </Button>
        <p className={styles.lead} style={{ textAlign: 'center' }}>
          이미 회원이신가요? <Link to="/login">로그인</Link>
        </p>
      </form>
    </div>
  );
}
