import { Link, useNavigate } from '@tanstack/react-router';
import { formatDate, formatPrice, targetPaymentOrdered, targetPaymentStatusText, type TargetPayment, groupThousands } from '@shop/contracts';
import { usePickup } from '../../../shared/stores/pickup';
import { Button } from '../../../shared/ui/Button';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { TARGET_PAYMENTS_PAGE_SIZE, useMyTargetPayments } from '../api/target-payments';
import mypage from './mypage.module.css';
import styles from './target-payments.module.css';

/** What the member reads of a request's state. */

/**
 * /mypage/target-payments (spec §2): what the shop asked the member to pay (an installation fee,
 * say). 결제하기 takes one to the order page as a buy-now item, paid by card or bank transfer
 * like any order; a request being paid links to its order.
 */
export function TargetPaymentsPage({ page }: { page: number }) {
  const navigate = useNavigate();
  const query = useMyTargetPayments(page);
  const setItems = usePickup((s) => s.setItems);
  const pay = (t: TargetPayment) => {
    setItems([{ product: t._id, option: {}, amount: 1, targetPayment: true }]);
    void navigate({ to: '/shop/order' });
  };

  return (
    <section aria-labelledby="target-payments-title">
      <div className={mypage.pageHead}>
        <h1 id="target-payments-title" className={mypage.pageTitle}>
          결제 요청
        </h1>
        {query.data && <span className={mypage.pageHeadNote}>총 {groupThousands(query.data.summary.totalCount)}건</span>}
      </div>
      <p className={styles.lead}>시공비, 추가 배송비처럼 상담 후 세라메종이 회원님께 요청드린 결제입니다.</p>
      {query.isPending ? (
        <LoadingBlock label="결제 요청을 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError compact title="결제 요청을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : query.data.targetPayments.length === 0 ? (
        <EmptyState title="요청된 결제가 없습니다" description="상담 후 요청드린 결제가 있으면 이곳에 표시됩니다." />
      ) : (
        <>
          <ul className={styles.list}>
            {query.data.targetPayments.map((t) => (
              <li key={t._id} className={styles.item}>
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>
                    <span className={styles.state}>{targetPaymentStatusText(t)}</span>
                  </p>
                  <h2 className={styles.name}>{t.name}</h2>
                  {t.memo && <p className={styles.memo}>{t.memo}</p>}
                </div>
                <div className={styles.side}>
                  <strong className={styles.amount}>{formatPrice(t.amount)}</strong>
                  {t.payable ? (
                    <Button onClick={() => pay(t)}>결제하기</Button>
                  ) : targetPaymentOrdered(t) ? (
                    <Link to="/mypage/orders" className={styles.orderLink}>
                      주문 {t.purchase!.orderNumber}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <div className={mypage.pagination}>
            <Pagination
              page={page}
              total={query.data.summary.totalCount}
              pageSize={TARGET_PAYMENTS_PAGE_SIZE}
              onChange={(p) => navigate({ to: '/mypage/target-payments', search: { page: p } })}
            />
          </div>
        </>
      )}
    </section>
  );
}
