import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../../shared/ui/Button';
import styles from './recovery.module.css';

/** After a reset: the new password is set and every device was signed out. */
export function PasswordResetDone() {
  return (
    <div className={styles.result} role="status">
      <p className={styles.resultTitle}>비밀번호가 변경되었습니다</p>
      <p className={styles.resultLead}>보안을 위해 모든 기기에서 로그아웃되었습니다. 새 비밀번호로 다시 로그인해주세요.</p>
      <div className={styles.actions}>
        <Link to="/login" className={buttonClassName('primary', 'lg', true)}>
          로그인하기
        </Link>
      </div>
    </div>
  );
}
