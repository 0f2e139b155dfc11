import { Link } from '@tanstack/react-router';
import { BOARD_CATEGORIES, BOARD_CATEGORY_TEXT } from '@shop/contracts';
import styles from './community.module.css';

/** The community's boards as tabs: 새소식, 공지사항 (the centre's notices), then the other categories. */
export function CommunityNav() {
  const [news, ...rest] = BOARD_CATEGORIES;
  return (
    <nav className={styles.nav} aria-label="커뮤니티 메뉴">
      <Link to="/community/$category" params={{ category: news }} className={styles.navLink} activeProps={{ 'aria-current': 'page' }}>
        {BOARD_CATEGORY_TEXT[news]}
      </Link>
      <Link to="/community/notices" className={styles.navLink} activeProps={{ 'aria-current': 'page' }}>
        공지사항
      </Link>
      {rest.map((c) => (
        <Link key={c} to="/community/$category" params={{ category: c }} className={styles.navLink} activeProps={{ 'aria-current': 'page' }}>
          {BOARD_CATEGORY_TEXT[c]}
        </Link>
      ))}
    </nav>
  );
}
