import { useState } from 'react';
import { Tabs } from '../../../../shared/ui/Tabs';
import { RecoveryFrame } from './RecoveryFrame';
import { ResetByLinkForm } from './ResetByLinkForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import styles from './recovery.module.css';

type Way = 'email' | 'phone';
const WAYS: { value: Way; label: string }[] = [
  { value: 'email', label: '이메일로 재설정' },
  { value: 'phone', label: '휴대폰 본인인증' },
];

/**
 * /login/find-password (spec §2): a reset link by e-mail, or a new password at once after
 * 휴대폰 본인인증; opened from the e-mailed link (`?token=`), the new-password form.
 */
export function FindPasswordPage({ token }: { token?: string }) {
  const [way, setWay] = useState<Way>('email');
  if (token) {
    return (
      <RecoveryFrame eyebrow="Reset Password" title="새 비밀번호 설정" lead="새로 사용하실 비밀번호를 입력해주세요.">
        <ResetPasswordForm token={token} />
      </RecoveryFrame>
    );
  }
  return (
    <RecoveryFrame eyebrow="Find Password" title="비밀번호 찾기" lead="이메일로 재설정 링크를 받거나, 본인인증 후 바로 변경하실 수 있습니다.">
      <Tabs<Way> tabs={WAYS} value={way} onChange={setWay} label="비밀번호 찾기 방법" panelId="find-password-panel" />
      <div id="find-password-panel" role="tabpanel" className={styles.panel}>
        {way === 'email' ? <ResetByLinkForm /> : <ResetPasswordForm />}
      </div>
    </RecoveryFrame>
  );
}
