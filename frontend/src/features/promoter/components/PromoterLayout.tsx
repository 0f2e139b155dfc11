import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { MESSAGES } from '@shop/contracts';
import { useIsSignedIn } from '../../../shared/stores/session';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { buttonClassName } from '../../../shared/ui/Button';
import styles from './promoter.module.css';

type PromoterPath =
  | '/promoter'
  | '/promoter/dashboard'
  | '/promoter/bonuses'
  | '/promoter/bonuses-withdraw'
  | '/promoter/promotee-purchases'
  | '/promoter/promoter-purchases'
  | '/promoter/scores'
  | '/promoter/bank'
  | '/promoter/promotees'
  | '/promoter/questions';

/** The promoter menu in the order of spec §2 (bonuses__{tab} are the bonus page's tabs); entries whose page does not exist yet are shown greyed as "준비 중". */
const NAV: { label: string; to?: PromoterPath }[] = [
  { label: '프로모터 신청 · 현황', to: '/promoter' },
  { label: '대시보드', to: '/promoter/dashboard' },
  { label: '보너스', to: '/promoter/bonuses' },
  { label: '보너스 출금', to: '/promoter/bonuses-withdraw' },
  { label: '추천회원 구매내역', to: '/promoter/promotee-purchases' },
  { label: '내 구매내역', to: '/promoter/promoter-purchases' },
  { label: '점수', to: '/promoter/scores' },
  { label: '계좌 인증', to: '/promoter/bank' },
  { label: '추천회원', to: '/promoter/promotees' },
  { label: '질문', to: '/promoter/questions' },
];

/**
 * /promoter layout: the promoter menu beside the page (a chip strip on mobile). Signed-out
 * visitors are offered the login instead of the page.
 */
export function PromoterLayout() {
  const signedIn = useIsSignedIn();
  const href = useRouterState({ select: (s) => s.location.href });
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
        <div className={styles.brand}>
          <p className="eyebrow">Promoter</p>
          <p className={styles.brandTitle}>프로모터</p>
        </div>
        <nav className={styles.nav} aria-label="프로모터 메뉴">
          {NAV.map((item) =>
            item.to ? (
              <Link
                key={item.label}
                to={item.to}
                className={styles.item}
                activeProps={{ className: `${styles.item} ${styles.active}` }}
                activeOptions={{ exact: true }}
              >
                {item.label}
              </Link>
            ) : (
              <span key={item.label} className={styles.itemDisabled} aria-disabled="true">
                {item.label}
                <span className={styles.soon}>준비 중</span>
              </span>
            ),
          )}
        </nav>
      </aside>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
