import { Link } from '@tanstack/react-router';
import { StatusBadge } from '../../../shared/ui/Badge';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useConsoleOrder } from '../api/get-console-order';
import { OrderFactCards } from './OrderFactCards';
import { OrderHistoryCard } from './OrderHistoryCard';
import { OrderLinesCard } from './OrderLinesCard';
import { StatusChangeCard } from './StatusChangeCard';
import styles from './console.module.css';

/**
 * /console/orders/$orderId: an order's status, sender and receiver, lines and totals, a
 * status-change control (next statuses, confirmed) and the order's event history (who did what, when).
 */
export function ConsoleOrderPage({ orderId }: { orderId: string }) {
  const query = useConsoleOrder(orderId);

  if (query.isPending) return <LoadingBlock label="주문 정보를 불러오는 중입니다" />;
  if (query.isError) {
    return (
      <EmptyState
        title="주문 정보를 불러오지 못했습니다"
        description={query.error.message}
        action={
          <Link to="/console/purchases/$view" params={{ view: 'all' }} search={{}}>
            전체 주문으로
          </Link>
        }
      />
    );
  }

  const { order, history } = query.data;
  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <p className={styles.crumb}>
            <Link to="/console/purchases/$view" params={{ view: 'all' }} search={{}}>
              구매 관리
            </Link>{' '}
            / 주문 상세
          </p>
          <h1 className={styles.pageTitle}>
            {order.orderNumber}
            <StatusBadge orderStatus={order.orderStatus} claimStatus={order.claimStatus} purchaseStatus={order.purchaseStatus} text={order.statusText} />
          </h1>
        </div>
      </div>

      <div className={styles.stack}>
        <OrderFactCards order={order} />
        <OrderLinesCard order={order} />
        <StatusChangeCard order={order} />
        <OrderHistoryCard history={history} />
      </div>
    </>
  );
}
