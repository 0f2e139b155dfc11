import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../shared/ui/Button';
import styles from './identity.module.css';

/** The completion screen of /join: welcome, and the way to sign in with the new ID. */
export function JoinDone({ username, name }: { username: string; name: string }) {
  return (
    <div className={styles.page}>
      <div className={styles.done} role="status">
        <span className={styles.doneMark} aria-hidden>
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M5 12.5 10 17l9-10" />
          </svg>
        </span>
        <p className="eyebrow">Welcome</p>
        <h1 className={styles.title}>회원가입이 완료되었습니다</h1>
        <p className={styles.lead}>
          {name}님, 세라메종의 회원이 되신 것을 환영합니다.
          <br />
          아이디 <strong>{username}</strong>로 로그인하실 수 있습니다.
        </p>
        <div className={styles.doneActions}>
          <Link to="/login" search={{ username, joined: true }} className={buttonClassName('primary', 'lg')}>
            로그인하기
          </Link>
          <Link to="/" className={buttonClassName('secondary', 'lg')}>
            홈으로
          </Link>
        </div>
      </div>
    </div>
  );
}
