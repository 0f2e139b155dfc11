import { useState, type FormEvent } from 'react';
import { EMAIL_RULES, NAME_RULES, PASSWORD_MODIFY_RULES, PHONE_RULES, USER_TYPE_TEXT, firstViolation, formatPhone, type MeInfo } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { useChangeMyInfo } from '../api/my-account';
import styles from './account.module.css';

type Fields = { name: string; email: string; phone: string; password: string; passwordAgain: string };
type Errors = Partial<Record<keyof Fields, string | null>>;

/** Checks the form with the sign-up rules (spec §5; the password may stay empty); answers the messages by field. */
function check(v: Fields): Errors {
  return {
    name: firstViolation(NAME_RULES, v.name),
    email: firstViolation(EMAIL_RULES, v.email),
    phone: firstViolation(PHONE_RULES, v.phone),
    password: firstViolation(PASSWORD_MODIFY_RULES, v.password),
    passwordAgain: v.password && v.password !== v.passwordAgain ? '비밀번호가 일치하지 않습니다' : null,
  };
}

/**
 * 회원정보 수정 (spec §2 /mypage/myinfo, §7 PUT me/info): name, e-mail, phone and a new password
 * (empty keeps it), with the proof of the password check. A refused proof (expired) sends the
 * member back to the check; a new password ends the member's other sessions, which is said.
 */
export function MyInfoForm({ me, verification, onExpired }: { me: MeInfo; verification: string; onExpired(): void }) {
  const save = useChangeMyInfo();
  const [values, setValues] = useState<Fields>({ name: me.name, email: me.email, phone: formatPhone(me.phone), password: '', passwordAgain: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => {
    setValues({ ...values, [key]: e.target.value });
    setErrors({ ...errors, [key]: null });
    setDone(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFailure(null);
    try {
      const { name, email, phone, password } = values;
      await save.mutateAsync({ verification, name: name.trim(), email: email.trim(), phone, ...(password ? { password } : {}) });
      setValues({ ...values, password: '', passwordAgain: '' });
      setDone(password ? '회원정보가 수정되었습니다. 다른 기기의 로그인은 모두 종료되었습니다.' : '회원정보가 수정되었습니다.');
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === 'VERIFICATION_REQUIRED') return onExpired();
      const field = err instanceof ApiRequestError ? err.errors?.[0] : undefined;
      setFailure(field?.message ?? (err instanceof Error ? err.message : '저장하지 못했습니다.'));
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="회원정보 수정">
      <div className={styles.grid}>
        <TextField label="아이디" value={me.username} readOnly disabled />
        <TextField label="회원유형" value={USER_TYPE_TEXT[me.type]} readOnly disabled />
        <TextField label="이름" required autoComplete="name" value={values.name} error={errors.name} maxLength={30} onChange={set('name')} />
        <TextField
          label="연락처"
          required
          autoComplete="tel"
          inputMode="tel"
          value={values.phone}
          error={errors.phone}
          maxLength={13}
          onChange={set('phone')}
        />
        <TextField
          label="이메일"
          required
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          maxLength={100}
          onChange={set('email')}
          className={styles.wide}
        />
        <TextField
          label="새 비밀번호"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          hint="변경하지 않으려면 비워두세요. 영문, 숫자, 특수문자를 포함해 8~16자"
          maxLength={16}
          onChange={set('password')}
        />
        <TextField
          label="새 비밀번호 확인"
          type="password"
          autoComplete="new-password"
          value={values.passwordAgain}
          error={errors.passwordAgain}
          maxLength={16}
          onChange={set('passwordAgain')}
        />
      </div>
      {done && (
        <p className={styles.notice} role="status">
          {done}
        </p>
      )}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={save.isPending}>
          저장하기
        </Button>
      </div>
    </form>
  );
}
