import { Link } from '@tanstack/react-router';
import { LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useDashboard } from '../api/dashboard';
import { BenefitCards, InquiryFigures, OrderSteps } from './DashboardFigures';
import { RecentOrders, WishlistPreview } from './DashboardLists';
import shell from './mypage.module.css';
import styles from './dashboard.module.css';

/**
 * /mypage and /mypage/dashboard (spec §2 member area): the member's orders by state, coupons,
 * points and level with the next level's criteria, the 1:1 inquiries' answer states, the newest orders and the wishlist, from
 * one call (GET me/dashboard); each figure links to its own page.
 */
export function DashboardPage() {
  const query = useDashboard();
  return (
    <section aria-labelledby="dashboard-title" className={styles.page}>
      <div className={shell.pageHead}>
        <h1 id="dashboard-title" className={shell.pageTitle}>
          나의 쇼핑
        </h1>
        <Link to="/mypage/cart/regular" className={styles.headLink}>
          자주 구매한 상품 ›
        </Link>
      </div>
      {query.isPending ? (
        <LoadingBlock label="쇼핑 현황을 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError title="쇼핑 현황을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : (
        <>
          <OrderSteps counts={query.data.orderCounts} />
          <BenefitCards dashboard={query.data} />
          <InquiryFigures inquiries={query.data.inquiries} />
          <RecentOrders orders={query.data.recentOrders} />
          <WishlistPreview likes={query.data.likes} />
        </>
      )}
    </section>
  );
}
