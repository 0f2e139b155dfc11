import { useRef, useState, type FormEvent } from 'react';
import { PHONE_RULES, PROMOTER_TERMS, RESIDENT_NUMBER_MESSAGE, firstViolation, isResidentNumber } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { focusField, useValidatedForm, type FormErrors } from '../../../shared/hooks/use-validated-form';
import { IdentityVerifyBox } from '../../../shared/identity/IdentityVerifyBox';
import { useIdentityVerification } from '../../../shared/identity/use-identity-verification';
import { formatPhoneInput } from '../../../shared/lib/phone-input';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Section } from '../../../shared/ui/Section';
import { TextField } from '../../../shared/ui/TextField';
import { BankAccountFields, bankAccountOf, bankAccountValidators } from '../../../shared/bank/BankAccountFields';
import { useApplyForPromoter } from '../api/my-request';
import { digitsUpTo } from '../lib/share-link';
import styles from './promoter.module.css';

interface Values extends Record<string, unknown> {
  type: 'PERSON' | 'COMPANY';
  phone: string;
  bankCode: string;
  accountHolder: string;
  accountNumber: string;
  rrnFront: string;
  rrnBack: string;
  terms: string[];
}

const TERM_LABELS: Record<(typeof PROMOTER_TERMS)[number], string> = {
  promoter: '[필수] 프로모터 이용약관에 동의합니다',
  'privacy-rrn': '[필수] 원천징수 신고를 위한 주민등록번호 수집·이용에 동의합니다',
};
const CERTIFY_FIRST = '휴대폰 본인인증을 진행해주세요';

/** The promoter application (spec §3): terms, 본인인증, phone, settlement account and the resident number (back half hidden as typed). */
export function PromoterApplyForm({ onApplied }: { onApplied(): void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const apply = useApplyForPromoter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useValidatedForm<Values>(
    { type: 'PERSON', phone: '', bankCode: '', accountHolder: '', accountNumber: '', rrnFront: '', rrnBack: '', terms: [] },
    {
      phone: (v) => firstViolation(PHONE_RULES, v.phone),
      ...bankAccountValidators<Values>(),
      rrnBack: (v) => (isResidentNumber(`${v.rrnFront}${v.rrnBack}`) ? null : RESIDENT_NUMBER_MESSAGE),
      terms: (v) => (PROMOTER_TERMS.every((t) => v.terms.includes(t)) ? null : '필수 약관에 동의해주세요'),
    },
  );
  const { values, errors } = form;
  const verification = useIdentityVerification((p) => form.setValues({ phone: formatPhoneInput(p.phone), accountHolder: values.accountHolder || p.name }));
  const verified = verification.verified;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const first = form.validateAll();
    if (first) return focusField(formRef.current, first);
    if (!verified) return setFormError(CERTIFY_FIRST);
    try {
      await apply.mutateAsync({
        _terms: values.terms,
        type: values.type,
        certification: verified.certification,
        phone: values.phone,
        bank: bankAccountOf(values)!,
        residentRegistrationNumber: `${values.rrnFront}-${values.rrnBack}`,
      });
      form.setValues({ rrnFront: '', rrnBack: '', accountNumber: '' });
      onApplied();
    } catch (err) {
      if (!(err instanceof ApiRequestError)) return setFormError('신청하지 못했습니다. 잠시 후 다시 시도해주세요.');
      if (err.code === 'CERTIFICATION_INVALID' || err.code === 'PROMOTER_IDENTITY_MISMATCH') verification.reset();
      const mapped: FormErrors<Values> = {};
      for (const fe of err.errors ?? []) {
        const key =
          fe.field === 'residentRegistrationNumber' ? 'rrnBack' : fe.field.startsWith('bank') ? 'accountNumber' : fe.field === 'phone' ? 'phone' : null;
        if (key && !mapped[key]) mapped[key] = fe.message;
      }
      if (Object.keys(mapped).length) form.showErrors(mapped);
      else setFormError(err.message);
    }
  };

  const toggleTerm = (code: string, on: boolean) => form.setValue('terms', on ? [...values.terms, code] : values.terms.filter((t) => t !== code));

  return (
    <form ref={formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="프로모터 신청">
      <Section title="본인인증" variant="divided">
        <IdentityVerifyBox
          state={verification.state}
          onStart={verification.start}
          description="본인 명의의 휴대폰으로 인증해주세요. 인증은 30분 동안 유효합니다."
        />
        <TextField label="연락처" required type="tel" inputMode="numeric" placeholder="010-0000-0000" {...form.textProps('phone', formatPhoneInput)} />
      </Section>
      <Section title="정산 계좌" variant="divided">
        <BankAccountFields form={form} required />
      </Section>
      <Section title="주민등록번호" note="원천징수 신고에만 사용되며 암호화되어 보관됩니다" variant="divided">
        <div className={styles.rrn}>
          <TextField
            label="앞자리"
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder="생년월일 6자리"
            {...form.textProps('rrnFront', digitsUpTo(6))}
          />
          <span className={styles.dash} aria-hidden>
            -
          </span>
          <TextField
            label="뒷자리"
            required
            type="password"
            inputMode="numeric"
            autoComplete="off"
            placeholder="7자리"
            {...form.textProps('rrnBack', digitsUpTo(7))}
          />
        </div>
      </Section>
      <Section title="약관 동의" variant="divided">
        {PROMOTER_TERMS.map((code) => (
          <Checkbox
            key={code}
            name={`term-${code}`}
            label={TERM_LABELS[code]}
            checked={values.terms.includes(code)}
            onChange={(e) => toggleTerm(code, e.target.checked)}
          />
        ))}
        {errors.terms && (
          <p className={styles.error} role="alert">
            {errors.terms}
          </p>
        )}
      </Section>
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" block loading={apply.isPending}>
        프로모터 신청하기
      </Button>
    </form>
  );
}
