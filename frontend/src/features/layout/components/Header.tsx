import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { MESSAGES, TIMING } from '@shop/contracts';
import { signOut } from '../../../shared/api/client';
import { useCartCount } from '../../../shared/api/carts';
import { useIsSignedIn } from '../../../shared/stores/session';
import { useLikeCount } from '../../../shared/api/likes';
import { CountBadge, Icon, preloadModal } from '../../../shared/ui';
import { Logo } from './Logo';
import { NavDrawer } from './NavDrawer';
import type { MenuTabKey } from '../config/menu';
import { MENU } from '../config/menu';
import styles from './Header.module.css';

/** The sticky shop header: logo, menu, search, wishlist and cart with badges, sign-in links (spec §2). */
export function Header() {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const cartCount = useCartCount();
  const likeCount = useLikeCount();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [drawerTab, setDrawerTab] = useState<MenuTabKey | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    setDrawerTab(null);
    setSearchOpen(false);
  }, [pathname]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const requireLogin = () => {
    window.alert(MESSAGES.LOGIN_REQUIRED);
    void navigate({ to: '/login' });
  };

  const onLogout = async () => {
    if (!window.confirm(MESSAGES.LOGOUT_CONFIRM)) return;
    setDrawerTab(null);
    await signOut();
    void navigate({ to: '/' });
  };

  return (
    <header className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header}>
      <div className={`container ${styles.bar}`}>
        <div className={styles.left}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="전체 메뉴 열기"
            aria-haspopup="dialog"
            onPointerEnter={preloadModal}
            onFocus={preloadModal}
            onClick={() => setDrawerTab('products')}
          >
            <Icon name="menu" />
          </button>
          <Logo />
          <nav className={styles.nav} aria-label="주요 메뉴">
            {MENU.map((tab) => (
              <button
                key={tab.key}
                type="button"
                className={styles.navItem}
                aria-haspopup="dialog"
                onPointerEnter={preloadModal}
                onFocus={preloadModal}
                onClick={() => setDrawerTab(tab.key)}
              >
                {tab.label}
              </button>
            ))}
            <Link to="/shop/products" className={styles.navItem} activeProps={{ 'aria-current': 'page' }}>
              온라인 스토어
            </Link>
          </nav>
        </div>

        <div className={styles.right}>
          <SearchBox className={styles.desktopSearch} />
          <button
            type="button"
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            aria-label="검색"
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((v) => !v)}
          >
            <Icon name={searchOpen ? 'close' : 'search'} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="관심상품"
            onClick={() => (signedIn ? void navigate({ to: '/mypage/likes' }) : requireLogin())}
          >
            <Icon name="heart" />
            {signedIn && <CountBadge count={likeCount} label="관심상품" />}
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="장바구니"
            onClick={() => (signedIn ? void navigate({ to: '/mypage/cart' }) : requireLogin())}
          >
            <Icon name="bag" />
            {signedIn && <CountBadge count={cartCount} label="장바구니" />}
          </button>
          <div className={styles.account}>
            {signedIn ? (
              <>
                <Link to="/mypage" className={styles.textLink}>
                  마이페이지
                </Link>
                <button type="button" className={styles.textLink} onClick={onLogout}>
                  로그아웃
                </button>
              </>
            ) : (
              <Link to="/login" className={styles.textLink}>
                로그인
              </Link>
            )}
          </div>
        </div>
      </div>

      {searchOpen && (
        <div className={styles.mobileSearch}>
          <div className="container">
            <SearchBox autoFocusDelay={TIMING.headerSearchFocusDelay} onDone={() => setSearchOpen(false)} />
          </div>
        </div>
      )}

      <NavDrawer tab={drawerTab} onTabChange={setDrawerTab} onClose={() => setDrawerTab(null)} onLogout={onLogout} />
    </header>
  );
}

/** The product search field: Enter goes to /shop/sales?searchValue= (spec §2). */
function SearchBox({ className, autoFocusDelay, onDone }: { className?: string; autoFocusDelay?: number; onDone?: () => void }) {
  const navigate = useNavigate();
  const current = useRouterState({
    select: (s) => (s.location.pathname === '/shop/sales' ? String((s.location.search as { searchValue?: unknown }).searchValue ?? '') : ''),
  });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocusDelay === undefined) return;
    const t = window.setTimeout(() => input.current?.focus(), autoFocusDelay);
    return () => window.clearTimeout(t);
  }, [autoFocusDelay]);

  // Uncontrolled, in a plain GET form to /shop/sales: words typed before the page hydrates are
  // kept, and Enter before the scripts have started still searches.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const searchValue = String(new FormData(e.currentTarget).get('searchValue') ?? '').trim();
    if (!searchValue) {
      input.current?.focus();
      return;
    }
    input.current?.blur();
    onDone?.();
    void navigate({ to: '/shop/sales', search: { searchValue } });
  };

  return (
    <form
      role="search"
      aria-label="상품 검색"
      action="/shop/sales"
      method="get"
      className={[styles.search, className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
    >
      <label className="visually-hidden" htmlFor={autoFocusDelay === undefined ? 'header-search' : 'header-search-mobile'}>
        상품 검색
      </label>
      <input
        ref={input}
        key={current}
        id={autoFocusDelay === undefined ? 'header-search' : 'header-search-mobile'}
        type="search"
        name="searchValue"
        enterKeyHint="search"
        placeholder="원하시는 상품을 찾아보세요"
        defaultValue={current}
        autoComplete="off"
      />
      <button type="submit" aria-label="검색하기">
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}
