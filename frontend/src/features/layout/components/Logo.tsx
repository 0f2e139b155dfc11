import { Link } from '@tanstack/react-router';
import { useSetting } from '../../../shared/api/setting';
import styles from './Logo.module.css';

/** The logo linking home (spec §2 header): the picture staff set (spec §3 Setting logo), else the CÉRAMAISON wordmark. */
export function Logo({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  const logo = useSetting().data?.logo;
  return (
    <Link to="/" className={`${styles.logo} ${styles[tone]}`} aria-label="세라메종 홈" onClick={onClick}>
      {logo ? (
        <img className={styles.image} src={logo.url} alt="" width={logo.width} height={logo.height} />
      ) : (
        <>
          <span className={styles.word}>CÉRAMAISON</span>
          <span className={styles.ko}>세라메종</span>
        </>
      )}
    </Link>
  );
}
