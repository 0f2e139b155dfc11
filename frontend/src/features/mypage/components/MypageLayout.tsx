import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { LEVEL_TEXT, MESSAGES, type LevelCode, type UserType } from '@shop/contracts';
import { requireFeature } from '../../../shared/auth/feature-gate';
import { useMeInfo } from '../../../shared/api/me-info';
import { useIsSignedIn } from '../../../shared/stores/session';
import { Skeleton } from '../../../shared/ui/Spinner';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { buttonClassName } from '../../../shared/ui/Button';
import styles from './mypage.module.css';

interface NavEntry {
  label: string;
  to?:
    | '/mypage/dashboard'
    | '/mypage/orders'
    | '/mypage/cart/regular'
    | '/mypage/bulk-purchase'
    | '/mypage/cart'
    | '/mypage/target-payments'
    | '/mypage/receipt'
    | '/mypage/refund-account'
    | '/mypage/coupons'
    | '/mypage/points'
    | '/mypage/likes'
    | '/mypage/reviews'
    | '/mypage/questions'
    | '/mypage/inquiries'
    | '/mypage/forms'
    | '/mypage/destinations'
    | '/mypage/myinfo'
    | '/mypage/leave';
  /** Member types the page is for (spec §5 userTypes); others get "사용할 수 없는 기능입니다" instead of the page. */
  userTypes?: readonly UserType[];
}

/** Menu groups of the member area; entries without a route are shown greyed as "준비 중". */
const NAV: { title: string; items: NavEntry[] }[] = [
  {
    title: '쇼핑 정보',
    items: [
      { label: '대시보드', to: '/mypage/dashboard' },
      { label: '주문내역', to: '/mypage/orders' },
      { label: '장바구니', to: '/mypage/cart' },
      { label: '자주 구매한 상품', to: '/mypage/cart/regular' },
      { label: '대량구매', to: '/mypage/bulk-purchase', userTypes: ['COMPANY'] },
      { label: '결제 요청', to: '/mypage/target-payments' },
      { label: '영수증 조회', to: '/mypage/receipt' },
    ],
  },
  {
    title: '혜택',
    items: [
      { label: '쿠폰', to: '/mypage/coupons' },
      { label: '적립금', to: '/mypage/points' },
    ],
  },
  {
    title: '활동',
    items: [
      { label: '위시리스트', to: '/mypage/likes' },
      { label: '상품후기', to: '/mypage/reviews' },
      { label: '질문', to: '/mypage/questions' },
      { label: '문의 내역', to: '/mypage/forms' },
      { label: '1:1 문의', to: '/mypage/inquiries' },
    ],
  },
  {
    title: '회원 정보',
    items: [
      { label: '회원정보 수정', to: '/mypage/myinfo' },
      { label: '배송지 관리', to: '/mypage/destinations' },
      { label: '환불계좌 관리', to: '/mypage/refund-account' },
      { label: '회원 탈퇴', to: '/mypage/leave' },
    ],
  },
];

/**
 * /mypage layout: the member's greeting and a calm side menu on desktop, a horizontal strip
 * of menu chips on mobile; the page renders beside it. If the session ends while here (logout,
 * failed refresh) it offers to sign in again instead of showing member data.
 */
export function MypageLayout() {
  const signedIn = useIsSignedIn();
  const href = useRouterState({ select: (s) => s.location.href });
  const { data: me, isPending } = useMeInfo({ enabled: signedIn });

  if (!signedIn) {
    return (
      <div className="container">
        <EmptyState
          title={MESSAGES.GUARD_LOGIN}
          action={
            <Link to="/login" search={{ redirect: href }} className={buttonClassName('primary')}>
              로그인
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className={`container ${styles.shell}`}>
      <aside className={styles.aside}>
        <div className={styles.greeting}>
          <p className="eyebrow">My Page</p>
          {isPending || !me ? (
            <Skeleton width={140} height={28} />
          ) : (
            <>
              <p className={styles.greetingName}>{me.name}님</p>
              <p className={styles.greetingMeta}>
                {LEVEL_TEXT[me.level as LevelCode] ?? me.level} · {me.username}
              </p>
            </>
          )}
        </div>
        <nav className={styles.nav} aria-label="마이페이지 메뉴">
          <div className={styles.navGroups}>
            {NAV.map((g) => (
              <div key={g.title} className={styles.group}>
                <p className={styles.groupTitle}>{g.title}</p>
                <ul className={styles.groupList}>
                  {g.items.map((item) => (
                    <li key={item.label} style={{ display: 'contents' }}>
                      {item.to ? (
                        <Link
                          to={item.to}
                          className={styles.item}
                          activeProps={{ className: styles.active }}
                          activeOptions={{ exact: item.to === '/mypage/cart' }}
                          onClick={(e) => {
                            if (item.userTypes && !requireFeature({ userTypes: item.userTypes })) e.preventDefault();
                          }}
                        >
                          {item.label}
                        </Link>
                      ) : (
                        <span className={styles.itemDisabled} aria-disabled="true">
                          {item.label}
                          <span className={styles.soon}>준비 중</span>
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
      </aside>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
