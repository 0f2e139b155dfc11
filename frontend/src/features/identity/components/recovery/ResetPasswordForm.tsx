import { useState, type FormEvent } from 'react';
import { USERNAME_RULES, firstViolation } from '@shop/contracts';
import { Button } from '../../../../shared/ui/Button';
import { TextField } from '../../../../shared/ui/TextField';
import { useValidatedForm } from '../../../../shared/hooks/use-validated-form';
import { useResetPassword } from '../../api/recovery';
import { useIdentityVerification } from '../../../../shared/identity/use-identity-verification';
import { IdentityVerifyBox } from '../../../../shared/identity/IdentityVerifyBox';
import { NewPasswordFields, newPasswordValidators } from './NewPasswordFields';
import { PasswordResetDone } from './PasswordResetDone';
import { recoveryErrors } from './recovery-errors';
import styles from './recovery.module.css';

/**
 * A new password right away: with the e-mailed `token`, or (without one) with the ID and a
 * 휴대폰 본인인증 of the account's person. Every session of the account ends.
 */
export function ResetPasswordForm({ token }: { token?: string }) {
  const reset = useResetPassword();
  const verification = useIdentityVerification();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useValidatedForm(
    { username: '', password: '', passwordConfirm: '' },
    { ...newPasswordValidators, ...(token ? {} : { username: (v: { username: string }) => firstViolation(USERNAME_RULES, v.username) }) },
  );
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (form.validateAll()) return;
    const person = verification.verified;
    if (!token && !person) {
      setFormError('휴대폰 본인인증을 먼저 진행해주세요.');
      return;
    }
    const { password } = form.values;
    try {
      await reset.mutateAsync(
        token
          ? { action: 'reset-password', token, password }
          : { action: 'reset-password', certification: person!.certification, username: form.values.username.trim(), password },
      );
      setDone(true);
    } catch (err) {
      const shown = recoveryErrors(err, ['username', 'password'] as const);
      form.showErrors(shown.fields);
      setFormError(shown.form);
      if (!token && (err as { code?: string }).code === 'CERTIFICATION_INVALID') verification.reset();
    }
  };
  if (done) return <PasswordResetDone />;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {!token && (
        <>
          <TextField label="아이디" required autoComplete="username" autoCapitalize="off" spellCheck={false} {...form.textProps('username')} />
          <IdentityVerifyBox state={verification.state} onStart={verification.start} description="가입하신 분 명의의 휴대폰으로 인증해주세요." />
        </>
      )}
      <NewPasswordFields password={form.textProps('password')} confirm={form.textProps('passwordConfirm')} />
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" block loading={reset.isPending}>
        비밀번호 변경
      </Button>
    </form>
  );
}
