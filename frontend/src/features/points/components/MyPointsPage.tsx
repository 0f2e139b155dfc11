import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  DEFAULT_POINT_SETTINGS,
  POINT_ENTRY_KIND_TEXT,
  formatDate,
  formatDateTime,
  formatPrice,
  type PointHistoryEntry,
  groupThousands,
} from '@shop/contracts';
import { useSetting } from '../../../shared/api/setting';
import { Pagination, pageCount } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { buttonClassName } from '../../../shared/ui/Button';
import { MY_POINTS_PAGE_SIZE, useMyPoints } from '../api/my-points';
import styles from './points.module.css';

/** One history row: when, 적립/사용/소멸…, what, the signed amount, the balance after, the expiry of a grant. */
function HistoryRow({ entry }: { entry: PointHistoryEntry }) {
  const sign = entry.amount > 0 ? '+' : '−';
  return (
    <tr>
      <td data-cell="date">{formatDateTime(entry.at)}</td>
      <td data-cell="kind">
        <span className={`${styles.kind} ${styles[`kind${entry.kind}`] ?? ''}`}>{POINT_ENTRY_KIND_TEXT[entry.kind]}</span>
      </td>
      <td data-cell="desc">{entry.description}</td>
      <td data-cell="amount" className={`${styles.num} ${entry.amount > 0 ? styles.plus : styles.minus}`}>
        {sign}
        {formatPrice(Math.abs(entry.amount))}
      </td>
      <td data-cell="balance" className={styles.num}>
        {formatPrice(entry.balance)}
      </td>
      <td data-cell="expires" className={styles.muted}>
        {entry.kind === 'GRANT' ? (entry.expiresAt ? `${formatDate(entry.expiresAt)}까지` : '기한 없음') : ''}
      </td>
    </tr>
  );
}

/** /mypage/points: the member's 적립금 balance, what expires soon, and the history newest first, paginated (`?page=`). */
export function MyPointsPage({ page }: { page: number }) {
  const navigate = useNavigate();
  const query = useMyPoints(page);
  const usage = { ...DEFAULT_POINT_SETTINGS, ...useSetting().data?.points };
  const total = query.data?.summary.totalCount;

  // A page past the end goes to the last page.
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const last = pageCount(total, MY_POINTS_PAGE_SIZE);
    if (page > last) void navigate({ to: '/mypage/points', search: { page: last > 1 ? last : undefined }, replace: true });
  }, [total, page, navigate, query.isPlaceholderData]);

  return (
    <section aria-labelledby="points-title">
      <div className={styles.pageHead}>
        <h1 id="points-title" className={styles.pageTitle}>
          적립금
        </h1>
        {total !== undefined && <span className={styles.pageHeadNote}>내역 {groupThousands(total)}건</span>}
      </div>
      <p className={styles.lead}>구매확정 시 회원등급에 따라 적립되며, 주문 시 결제 금액에서 사용하실 수 있습니다. 유효기간이 지난 적립금은 소멸됩니다.</p>
      {query.isPending ? (
        <LoadingBlock label="적립금을 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError compact title="적립금을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : (
        <>
          <div className={styles.balance} role="region" aria-label="보유 적립금">
            <div>
              <p className={styles.balanceLabel}>사용 가능 적립금</p>
              <p className={styles.balanceAmount}>
                {groupThousands(query.data.balance)}
                <small>원</small>
              </p>
            </div>
            <div className={styles.balanceFacts}>
              <p>
                30일 이내 소멸 예정 <strong>{formatPrice(query.data.expiringSoon)}</strong>
              </p>
              <p>
                적립금은 {formatPrice(usage.minimumUsable)} 이상부터 {formatPrice(usage.unit)} 단위로 사용하실 수 있습니다.
              </p>
            </div>
          </div>
          <h2 className={styles.sectionTitle}>적립금 내역</h2>
          {query.data.history.length === 0 ? (
            <EmptyState
              title="적립금 내역이 없습니다"
              description="구매확정하신 주문의 적립금과 이벤트 적립금이 이곳에 표시됩니다."
              action={
                <Link to="/mypage/orders" className={buttonClassName('secondary')}>
                  주문내역 보기
                </Link>
              }
            />
          ) : (
            <>
              <table className={styles.history} aria-busy={query.isPlaceholderData} aria-label="적립금 내역">
                <thead>
                  <tr>
                    <th scope="col">일시</th>
                    <th scope="col">구분</th>
                    <th scope="col">내용</th>
                    <th scope="col" className={styles.num}>
                      금액
                    </th>
                    <th scope="col" className={styles.num}>
                      잔액
                    </th>
                    <th scope="col">유효기간</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.history.map((h) => (
                    <HistoryRow key={h._id} entry={h} />
                  ))}
                </tbody>
              </table>
              <div className={styles.pagination}>
                <Pagination
                  page={page}
                  total={query.data.summary.totalCount}
                  pageSize={MY_POINTS_PAGE_SIZE}
                  onChange={(p) => navigate({ to: '/mypage/points', search: { page: p > 1 ? p : undefined } })}
                />
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
