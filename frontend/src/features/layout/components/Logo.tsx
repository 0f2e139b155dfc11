import { Link } from '@tanstack/react-router';
import styles from './Logo.module.css';

/** The CÉRAMAISON wordmark linking home. */
export function Logo({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  return (
    <Link to="/" className={`${styles.logo} ${styles[tone]}`} aria-label="세라메종 홈" onClick={onClick}>
      <span className={styles.word}>CÉRAMAISON</span>
      <span className={styles.ko}>세라메종</span>
    </Link>
  );
}
