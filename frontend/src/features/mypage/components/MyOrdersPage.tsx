import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ORDER_TAB_TEXT, type OrderTab, groupThousands } from '@shop/contracts';
import { Tabs } from '../../../shared/ui/Tabs';
import { Pagination, pageCount } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from './OrderCard';
import styles from './mypage.module.css';
import { MY_ORDERS_PAGE_SIZE } from '../lib/orders-page';

const TABS = (Object.keys(ORDER_TAB_TEXT) as OrderTab[]).map((value) => ({ value, label: ORDER_TAB_TEXT[value] }));

/** /mypage/orders: the member's orders by tab (`?tab=`), paginated (`?page=`), newest first. */
export function MyOrdersPage({ tab, page }: { tab: OrderTab; page: number }) {
  const navigate = useNavigate();
  const query = useMyOrders({ tab, page, limit: MY_ORDERS_PAGE_SIZE });
  const go = (next: { tab?: OrderTab; page?: number }) => navigate({ to: '/mypage/orders', search: { tab: next.tab ?? tab, page: next.page ?? 1 } });

  // A page past the end (stale link, orders moved to another tab) goes to the last page.
  const total = query.data?.summary.totalCount;
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const last = pageCount(total, MY_ORDERS_PAGE_SIZE);
    if (page > last) void navigate({ to: '/mypage/orders', search: { tab, page: last }, replace: true });
  }, [total, page, tab, navigate, query.isPlaceholderData]);

  return (
    <section aria-labelledby="orders-title">
      <div className={styles.pageHead}>
        <h1 id="orders-title" className={styles.pageTitle}>
          주문내역
        </h1>
        {query.data && <span className={styles.pageHeadNote}>총 {groupThousands(query.data.summary.totalCount)}건</span>}
      </div>
      <Tabs tabs={TABS} value={tab} onChange={(t) => go({ tab: t, page: 1 })} label="주문 상태" panelId="orders-panel" className={styles.tabs} />
      <div id="orders-panel" role="tabpanel" aria-labelledby="orders-title">
        {query.isPending ? (
          <LoadingBlock label="주문내역을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="주문내역을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.orders.length === 0 ? (
          <EmptyState
            title={tab === 'all' ? '주문내역이 없습니다' : `${ORDER_TAB_TEXT[tab]} 주문이 없습니다`}
            description={tab === 'all' ? '마음에 드는 제품을 찾아 첫 주문을 시작해보세요.' : '다른 상태의 주문은 전체 탭에서 확인하실 수 있습니다.'}
            action={
              tab === 'all' ? (
                <Link to="/shop/products" className={buttonClassName('secondary')}>
                  쇼핑하러 가기
                </Link>
              ) : (
                <Button variant="secondary" onClick={() => go({ tab: 'all' })}>
                  전체 주문 보기
                </Button>
              )
            }
          />
        ) : (
          <>
            <div className={styles.orders} aria-busy={query.isPlaceholderData}>
              {query.data.orders.map((order) => (
                <OrderCard key={order._id} order={order} />
              ))}
            </div>
            <div className={styles.pagination}>
              <Pagination page={page} total={query.data.summary.totalCount} pageSize={MY_ORDERS_PAGE_SIZE} onChange={(p) => go({ page: p })} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
