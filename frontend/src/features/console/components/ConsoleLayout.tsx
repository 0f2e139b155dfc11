import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { MESSAGES } from '@shop/contracts';
import { signOut } from '../../../shared/api/client';
import { useMeInfo } from '../../../shared/api/me-info';
import { useIsSignedIn, useSession } from '../../../shared/stores/session';
import { consoleMenuFor } from '../config/menu';
import { ConsoleSignIn } from './ConsoleSignIn';
import styles from './console.module.css';

/**
 * Console frame (no shop header): a side menu on desktop, a scrolling menu strip on mobile, a top
 * bar with the operator's name and 로그아웃 (confirmed). The sign-in page (/console) renders alone,
 * and so does the sign-in form when the session ends on a console page.
 */
export function ConsoleLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const href = useRouterState({ select: (s) => s.location.href });
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const isSignIn = pathname === '/console' || pathname === '/console/';
  const me = useMeInfo({ enabled: signedIn && !isSignIn });
  const scope = useSession((s) => s.scope);

  if (isSignIn) return <Outlet />;
  // The session ended here (failed refresh): sign in again in place, then come back.
  if (!signedIn) return <ConsoleSignIn redirect={href} />;

  const logout = async () => {
    if (!window.confirm(MESSAGES.LOGOUT_CONFIRM)) return;
    await signOut();
    await navigate({ to: '/console', search: {} });
  };

  const brand = (
    <>
      <span className={styles.brandMark}>CÉRAMAISON</span>
      <span className={styles.brandSub}>관리자</span>
    </>
  );

  return (
    <div className={styles.app}>
      <header className={styles.topbar}>
        <div className={styles.topbarBrand}>{brand}</div>
        <div className={styles.topbarRight}>
          <a href="/" className={styles.shopLink} target="_blank" rel="noreferrer">
            쇼핑몰 보기
          </a>
          <span className={styles.operator}>
            {me.data ? (
              <>
                <strong>{me.data.name}</strong>
                <span className={styles.operatorId}> ({me.data.username})</span>
              </>
            ) : (
              '\u00a0'
            )}
          </span>
          <button type="button" className={styles.logout} onClick={() => void logout()}>
            로그아웃
          </button>
        </div>
      </header>
      <nav className={styles.side} aria-label="관리자 메뉴">
        {/* The brand tile heads the menu on desktop, inside its landmark (the top bar shows it on mobile). */}
        <div className={styles.brand}>{brand}</div>
        <div className={styles.navGroups}>
          {consoleMenuFor(scope).map((g) => {
            const live = g.entries.some((i) => i.view || i.page);
            return (
              <div key={g.title} className={live ? styles.group : `${styles.group} ${styles.groupDisabled}`}>
                <p className={styles.groupTitle}>{g.title}</p>
                <ul className={styles.groupList}>
                  {g.entries.map((item) => (
                    <li key={item.label} style={{ display: 'contents' }}>
                      {item.view ? (
                        <Link
                          to="/console/purchases/$view"
                          params={{ view: item.view }}
                          search={{}}
                          className={styles.navItem}
                          activeProps={{ className: styles.navActive }}
                        >
                          {item.label}
                        </Link>
                      ) : item.page ? (
                        <Link to={item.page} search={{}} className={styles.navItem} activeProps={{ className: styles.navActive }}>
                          {item.label}
                        </Link>
                      ) : (
                        <span className={styles.navDisabled} aria-disabled="true" title="준비 중입니다">
                          {item.label}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </nav>
      <main className={styles.main} id="main">
        <Outlet />
      </main>
    </div>
  );
}
