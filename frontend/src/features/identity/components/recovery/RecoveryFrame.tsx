import type { ReactNode } from 'react';
import styles from './recovery.module.css';

/** The calm frame of the account-recovery pages: the login page's header, the content, and the links between them. */
export function RecoveryFrame({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className="eyebrow">{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
      <nav className={styles.links} aria-label="계정">
        <a href="/login">로그인</a>
        <span className={styles.divider} aria-hidden />
        <a href="/login/find-id">아이디 찾기</a>
        <span className={styles.divider} aria-hidden />
        <a href="/login/find-password">비밀번호 찾기</a>
        <span className={styles.divider} aria-hidden />
        <a href="/join">회원가입</a>
      </nav>
    </div>
  );
}
