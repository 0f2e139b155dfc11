import { Link } from '@tanstack/react-router';
import { MESSAGES, USER_TYPE_TEXT } from '@shop/contracts';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { SignInForm } from './SignInForm';
import { useFeatureGate } from './feature-gate';
import styles from './FeatureGateDialog.module.css';

/**
 * The dialog of spec §4 "Modal dialog", opened through `requireFeature`: a login card for a
 * visitor (signing in closes it and the page stays), or "사용할 수 없는 기능입니다" for a member
 * of a type the feature is not for. Rendered once by the shop layout.
 */
export function FeatureGateDialog() {
  const refusal = useFeatureGate((s) => s.refusal);
  const close = useFeatureGate((s) => s.close);
  if (refusal?.kind === 'userType') {
    const forWhom = refusal.userTypes.map((t) => USER_TYPE_TEXT[t]).join(', ');
    return (
      <Dialog
        open
        onClose={close}
        title="알림"
        size="sm"
        footer={
          <Button onClick={close} autoFocus>
            확인
          </Button>
        }
      >
        <p className={styles.message}>{MESSAGES.WRONG_USER_TYPE}</p>
        <p className={styles.note}>{forWhom} 전용 기능입니다.</p>
      </Dialog>
    );
  }
  return (
    <Dialog open={refusal?.kind === 'login'} onClose={close} title="로그인" size="sm">
      <p className={styles.message}>{refusal?.kind === 'login' ? refusal.message : ''}</p>
      <SignInForm density="compact" onSignedIn={async () => close()} />
      <p className={styles.links}>
        아직 회원이 아니신가요?{' '}
        <Link to="/join" onClick={close}>
          회원가입
        </Link>
      </p>
    </Dialog>
  );
}
