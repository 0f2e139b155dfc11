import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Pagination, pageCount } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { buttonClassName } from '../../../shared/ui/Button';
import { RECEIPTS_PAGE_SIZE, useMyReceipts } from '../api/get-my-receipts';
import { ReceiptCard } from './ReceiptCard';
import styles from './receipts.module.css';
import { groupThousands } from '@shop/contracts';

/** /mypage/receipt: the member's card 매출전표 and 현금영수증, newest first, paginated (`?page=`). */
export function ReceiptsPage({ page }: { page: number }) {
  const navigate = useNavigate();
  const query = useMyReceipts(page);
  const total = query.data?.summary.totalCount;

  // A page past the end goes to the last page.
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const last = pageCount(total, RECEIPTS_PAGE_SIZE);
    if (page > last) void navigate({ to: '/mypage/receipt', search: { page: last > 1 ? last : undefined }, replace: true });
  }, [total, page, navigate, query.isPlaceholderData]);

  return (
    <section aria-labelledby="receipts-title">
      <div className={styles.pageHead}>
        <h1 id="receipts-title" className={styles.pageTitle}>
          영수증 조회
        </h1>
        {total !== undefined && <span className={styles.pageHeadNote}>총 {groupThousands(total)}건</span>}
      </div>
      <p className={styles.lead}>카드 결제의 매출전표와 무통장입금 주문의 현금영수증을 확인하실 수 있습니다. 현금영수증은 입금이 확인되면 발행됩니다.</p>
      {query.isPending ? (
        <LoadingBlock label="영수증을 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError compact title="영수증을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : query.data.receipts.length === 0 ? (
        <EmptyState
          title="발행된 영수증이 없습니다"
          description="결제를 마친 주문의 영수증이 이곳에 표시됩니다."
          action={
            <Link to="/mypage/orders" className={buttonClassName('secondary')}>
              주문내역 보기
            </Link>
          }
        />
      ) : (
        <>
          <div className={styles.list} aria-busy={query.isPlaceholderData}>
            {query.data.receipts.map((r) => (
              <ReceiptCard key={r._id} receipt={r} />
            ))}
          </div>
          <div className={styles.pagination}>
            <Pagination
              page={page}
              total={query.data.summary.totalCount}
              pageSize={RECEIPTS_PAGE_SIZE}
              onChange={(p) => navigate({ to: '/mypage/receipt', search: { page: p > 1 ? p : undefined } })}
            />
          </div>
        </>
      )}
    </section>
  );
}
