import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { MESSAGES, PURCHASE_VIEW_TEXT, reachesConsoleArea, type ConsoleArea } from '@shop/contracts';
import { signOut } from '../../../shared/api/client';
import { useMeInfo } from '../../../shared/api/me-info';
import { useIsSignedIn, useSession } from '../../../shared/stores/session';
import { ConsoleSignIn } from './ConsoleSignIn';
import styles from './console.module.css';

interface ConsoleNavItem {
  label: string;
  /** The spec §6 area the page belongs to: the item shows only to operators who reach it. */
  area: ConsoleArea;
  view?: 'all' | 'nonpayment' | 'payment';
}

/** Console menu: the purchase views this release serves, the rest of spec §2's console greyed out. */
const NAV: { title: string; items: ConsoleNavItem[] }[] = [
  {
    title: '구매 관리',
    items: [
      { label: PURCHASE_VIEW_TEXT.all, area: 'purchases', view: 'all' },
      { label: PURCHASE_VIEW_TEXT.nonpayment, area: 'purchases', view: 'nonpayment' },
      { label: PURCHASE_VIEW_TEXT.payment, area: 'purchases', view: 'payment' },
      { label: PURCHASE_VIEW_TEXT.delivery, area: 'purchases' },
      { label: PURCHASE_VIEW_TEXT.cancel, area: 'purchases' },
      { label: PURCHASE_VIEW_TEXT.exchange, area: 'purchases' },
      { label: PURCHASE_VIEW_TEXT.return, area: 'purchases' },
      { label: PURCHASE_VIEW_TEXT.complete, area: 'purchases' },
    ],
  },
  { title: '통계', items: [{ label: '매출 통계', area: 'statistics' }] },
  {
    title: '상품 관리',
    items: [
      { label: '상품', area: 'products' },
      { label: '카테고리', area: 'categories' },
      { label: '브랜드', area: 'brands' },
      { label: '기획전', area: 'exhibitions' },
    ],
  },
  {
    title: '회원 관리',
    items: [
      { label: '회원', area: 'users' },
      { label: '회원 등급', area: 'userLevels' },
      { label: '쿠폰·포인트', area: 'userCoupons' },
    ],
  },
  {
    title: '사이트 관리',
    items: [
      { label: '배너', area: 'banners' },
      { label: '팝업', area: 'popups' },
      { label: '약관', area: 'terms' },
      { label: '사이트 설정', area: 'siteSettings' },
    ],
  },
  {
    title: '고객센터',
    items: [
      { label: '공지사항', area: 'notices' },
      { label: 'FAQ', area: 'faqs' },
      { label: '문의', area: 'inquiries' },
    ],
  },
];

/** The menu an operator holding `scope` sees: only items of areas it reaches, only groups with one. */
function navFor(scope: readonly string[]) {
  return NAV.map((g) => ({ ...g, items: g.items.filter((i) => reachesConsoleArea(scope, i.area)) })).filter((g) => g.items.length > 0);
}

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
      <div className={styles.brand}>{brand}</div>
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
        <div className={styles.navGroups}>
          {navFor(scope).map((g) => {
            const live = g.items.some((i) => i.view);
            return (
              <div key={g.title} className={live ? styles.group : `${styles.group} ${styles.groupDisabled}`}>
                <p className={styles.groupTitle}>{g.title}</p>
                <ul className={styles.groupList}>
                  {g.items.map((item) => (
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
