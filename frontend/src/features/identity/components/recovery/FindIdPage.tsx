import { useState, type FormEvent } from 'react';
import { EMAIL_RULES, NAME_RULES, firstViolation, type FoundAccount } from '@shop/contracts';
import { Button } from '../../../../shared/ui/Button';
import { Tabs } from '../../../../shared/ui/Tabs';
import { TextField } from '../../../../shared/ui/TextField';
import { useValidatedForm } from '../../../../shared/hooks/use-validated-form';
import { useFindId } from '../../api/recovery';
import { useIdentityVerification } from '../../../../shared/identity/use-identity-verification';
import { IdentityVerifyBox } from '../../../../shared/identity/IdentityVerifyBox';
import { FoundAccounts } from './FoundAccounts';
import { RecoveryFrame } from './RecoveryFrame';
import { recoveryErrors } from './recovery-errors';
import styles from './recovery.module.css';

type Way = 'phone' | 'email';
const WAYS: { value: Way; label: string }[] = [
  { value: 'phone', label: '휴대폰 본인인증' },
  { value: 'email', label: '이메일로 찾기' },
];

/**
 * /login/find-id (spec §2): the member's IDs, masked, found by 휴대폰 본인인증 (the verified person)
 * or by the name and e-mail given at sign-up.
 */
export function FindIdPage() {
  const [way, setWay] = useState<Way>('phone');
  const [found, setFound] = useState<FoundAccount[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const findId = useFindId();
  const form = useValidatedForm(
    { name: '', email: '' },
    { name: (v) => firstViolation(NAME_RULES, v.name), email: (v) => firstViolation(EMAIL_RULES, v.email) },
  );
  const run = async (body: Parameters<typeof findId.mutateAsync>[0]) => {
    setFormError(null);
    try {
      setFound((await findId.mutateAsync(body)).accounts);
    } catch (e) {
      const shown = recoveryErrors(e, ['name', 'email'] as const);
      form.showErrors(shown.fields);
      setFormError(shown.form);
    }
  };
  const verification = useIdentityVerification((p) => void run({ action: 'find-id', certification: p.certification }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (form.validateAll()) return;
    void run({ action: 'find-id', name: form.values.name.trim(), email: form.values.email.trim() });
  };
  const again = () => {
    setFound(null);
    verification.reset();
  };

  return (
    <RecoveryFrame eyebrow="Find ID" title="아이디 찾기" lead="가입하실 때의 정보로 아이디를 찾아드립니다.">
      {found ? (
        <FoundAccounts accounts={found} onAgain={again} />
      ) : (
        <>
          <Tabs<Way> tabs={WAYS} value={way} onChange={setWay} label="아이디 찾기 방법" panelId="find-id-panel" />
          <div id="find-id-panel" role="tabpanel" className={styles.panel}>
            {way === 'phone' ? (
              <IdentityVerifyBox
                state={verification.state}
                onStart={verification.start}
                title="본인 명의 휴대폰으로 찾기"
                description="본인인증을 마치시면 가입된 아이디를 바로 확인하실 수 있습니다."
              />
            ) : (
              <form className={styles.form} onSubmit={onSubmit} noValidate>
                <TextField label="이름" required autoComplete="name" {...form.textProps('name')} />
                <TextField label="이메일" required type="email" autoComplete="email" placeholder="example@ceramaison.kr" {...form.textProps('email')} />
                <Button type="submit" size="lg" block loading={findId.isPending}>
                  아이디 찾기
                </Button>
              </form>
            )}
            {formError && (
              <p className={styles.formError} role="alert">
                {formError}
              </p>
            )}
          </div>
        </>
      )}
    </RecoveryFrame>
  );
}
