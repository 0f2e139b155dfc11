import { Link } from '@tanstack/react-router';
import { formatDate, type FoundAccount } from '@shop/contracts';
import { buttonClassName } from '../../../../shared/ui/Button';
import styles from './recovery.module.css';

/** The IDs found (masked, with the day each joined), or that none matched; then the ways on. */
export function FoundAccounts({ accounts, onAgain }: { accounts: FoundAccount[]; onAgain(): void }) {
  return (
    <div className={styles.result} role="status">
      {accounts.length ? (
        <>
          <p className={styles.resultLead}>회원님의 정보와 일치하는 아이디입니다.</p>
          <ul className={styles.accounts}>
            {accounts.map((a) => (
              <li key={`${a.username}-${a.createdAt}`}>
                <strong className={styles.account}>{a.username}</strong>
                <span className={styles.joined}>{formatDate(a.createdAt)} 가입</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.resultLead}>입력하신 정보와 일치하는 회원이 없습니다.</p>
      )}
      <div className={styles.actions}>
        <Link to="/login" className={buttonClassName('primary', 'lg', true)}>
          로그인
        </Link>
        <Link to="/login/find-password" className={buttonClassName('secondary', 'lg', true)}>
          비밀번호 찾기
        </Link>
      </div>
      <button type="button" className={styles.again} onClick={onAgain}>
        다시 찾기
      </button>
    </div>
  );
}
