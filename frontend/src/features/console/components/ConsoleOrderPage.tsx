import { Link } from '@tanstack/react-router';
import { StatusBadge } from '../../../shared/ui/Badge';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useConsoleOrder } from '../api/get-console-order';
import { OrderFactCards } from './OrderFactCards';
import { OrderHistoryCard } from './OrderHistoryCard';
import { MomentPicker } from './MomentPicker';
import { OrderLinesCard } from './OrderLinesCard';
import { PaymentsCard } from './PaymentsCard';
import { StatusChangeCard } from './StatusChangeCard';
import styles from './console.module.css';
import { WorkPageHead } from '../../../shared/ui/WorkPage';

/**
 * /console/orders/$orderId: an order's status, sender and receiver, lines (claims, collection,
 * invoices and their actions) and totals, payments and refunds, a status-change control and the
 * order's event history (who did what, when); with `at`, the order as it stood at that moment,
 * read-only, under a banner (이 시점의 주문 보기).
 */
export function ConsoleOrderPage({ orderId, at }: { orderId: string; at: string | null }) {
  const query = useConsoleOrder(orderId, at);
  // The history (and so the moment picker) stays on screen while another moment loads.
  const now = useConsoleOrder(orderId, null);

  if (query.isPending && !query.data) return <LoadingBlock label="주문 정보를 불러오는 중입니다" />;
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
      <WorkPageHead
        crumb={
          <>
            <Link to="/console/purchases/$view" params={{ view: 'all' }} search={{}}>
              구매 관리
            </Link>{' '}
            / 주문 상세
          </>
        }
        title={
          <>
            {order.orderNumber}
            <StatusBadge orderStatus={order.orderStatus} claimStatus={order.claimStatus} purchaseStatus={order.purchaseStatus} text={order.statusText} />
          </>
        }
      />

      <div className={styles.stack}>
        <MomentPicker orderId={orderId} history={now.data?.history ?? history} at={query.data.at ?? null} />
        <OrderFactCards order={order} />
        <OrderLinesCard order={order} readOnly={!!at} />
        <PaymentsCard order={order} />
        {!at && <StatusChangeCard order={order} />}
        <OrderHistoryCard history={history} at={query.data.at ?? null} />
      </div>
    </>
  );
}
