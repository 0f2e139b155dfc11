import { useState, type FormEvent } from 'react';
import { EMAIL_RULES, USERNAME_RULES, firstViolation } from '@shop/contracts';
import { Button } from '../../../../shared/ui/Button';
import { TextField } from '../../../../shared/ui/TextField';
import { useValidatedForm } from '../../../../shared/hooks/use-validated-form';
import { useSendResetLink } from '../../api/recovery';
import { recoveryErrors } from './recovery-errors';
import styles from './recovery.module.css';

/** Asks for a reset link by e-mail (ID and e-mail); the answer says the same whether or not they match. */
export function ResetByLinkForm() {
  const send = useSendResetLink();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useValidatedForm(
    { username: '', email: '' },
    { username: (v) => firstViolation(USERNAME_RULES, v.username), email: (v) => firstViolation(EMAIL_RULES, v.email) },
  );
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (form.validateAll()) return;
    try {
      setSent((await send.mutateAsync({ action: 'send-reset-link', username: form.values.username.trim(), email: form.values.email.trim() })).message);
    } catch (err) {
      const shown = recoveryErrors(err, ['username', 'email'] as const);
      form.showErrors(shown.fields);
      setFormError(shown.form);
    }
  };
  if (sent) {
    return (
      <div className={styles.result} role="status">
        <p className={styles.resultTitle}>메일을 확인해주세요</p>
        <p className={styles.resultLead}>{sent}</p>
        <p className={styles.note}>링크는 30분 동안 한 번만 사용할 수 있습니다. 메일이 보이지 않으면 스팸함도 확인해주세요.</p>
        <button type="button" className={styles.again} onClick={() => setSent(null)}>
          다시 보내기
        </button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label="아이디" required autoComplete="username" autoCapitalize="off" spellCheck={false} {...form.textProps('username')} />
      <TextField label="가입 이메일" required type="email" autoComplete="email" placeholder="example@ceramaison.kr" {...form.textProps('email')} />
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" block loading={send.isPending}>
        재설정 링크 받기
      </Button>
    </form>
  );
}
