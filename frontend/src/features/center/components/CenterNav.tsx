import { Link } from '@tanstack/react-router';
import styles from './center.module.css';

const LINKS = [
  { to: '/center/notice', label: '공지사항' },
  { to: '/center/faq', label: '자주 묻는 질문' },
  { to: '/center/inquiry', label: '1:1 문의' },
  { to: '/mypage/questions', label: '1:1 질문하기' },
] as const;

/** The customer centre's own navigation (공지사항 · 자주 묻는 질문 · 1:1 문의 · 1:1 질문하기), the current page marked. */
export function CenterNav() {
  return (
    <nav className={styles.nav} aria-label="고객센터">
      {LINKS.map((l) => (
        <Link key={l.to} to={l.to} className={styles.navLink} activeProps={{ 'aria-current': 'page' }} activeOptions={{ exact: false }}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
