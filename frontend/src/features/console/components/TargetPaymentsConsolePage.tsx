import { useState } from 'react';
import { TARGET_PAYMENTS_PAGE_SIZE } from '../api/target-payments';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatDate, formatPrice, targetPaymentOrdered, targetPaymentStatusText, type TargetPayment } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useTargetPayments, useTargetPaymentWrites } from '../api/target-payments';
import { TargetPaymentForm } from './TargetPaymentForm';
import styles from './console.module.css';
import { WorkPageHead, WorkSearch } from '../../../shared/ui/WorkPage';

/**
 * /console/shop/target-payments (spec §2; console and admin02): what staff asked members to pay,
 * with search, paging, a dialog to ask a new one and withdrawal (confirmed) while unpaid.
 */
export function TargetPaymentsConsolePage({ page, searchValue }: { page: number; searchValue: string }) {
  const navigate = useNavigate();
  const query = useTargetPayments({ page, searchValue, limit: TARGET_PAYMENTS_PAGE_SIZE });
  const { create, withdraw } = useTargetPaymentWrites();
  const [adding, setAdding] = useState(false);
  const {
    asking: withdrawing,
    ask: setWithdrawing,
    cancel: cancelWithdraw,
    confirm: confirmWithdraw,
  } = useConfirmed<TargetPayment>((t) => withdraw.mutateAsync(t._id));

  const go = (next: { page?: number; searchValue?: string }) =>
    navigate({ to: '/console/shop/target-payments', search: { page: next.page ?? 1, searchValue: (next.searchValue ?? searchValue) || undefined } });

  return (
    <>
      <WorkPageHead crumb="상품 관리" title="결제 요청" count={query.data?.summary.totalCount} unit="건">
        <Button size="sm" onClick={() => setAdding(true)}>
          결제 요청 등록
        </Button>
      </WorkPageHead>
      <section className={styles.card} aria-label="결제 요청 목록">
        <WorkSearch
          id="target-search"
          label="결제 요청 검색"
          placeholder="항목, 요청번호, 회원 아이디·이름으로 검색"
          value={searchValue}
          onSearch={(value) => void go({ searchValue: value })}
        />
        {query.isPending ? (
          <LoadingBlock label="결제 요청을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="결제 요청을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.targetPayments.length === 0 ? (
          <EmptyState compact title={searchValue ? '검색 결과가 없습니다' : '등록된 결제 요청이 없습니다'} />
        ) : (
          <>
            <div className={styles.tableWrap} aria-busy={query.isPlaceholderData}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">요청번호</th>
                    <th scope="col">요청일</th>
                    <th scope="col">회원</th>
                    <th scope="col">항목</th>
                    <th scope="col" className={styles.num}>
                      금액
                    </th>
                    <th scope="col">상태</th>
                    <th scope="col" className={styles.center}>
                      관리
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.targetPayments.map((t) => (
                    <tr key={t._id}>
                      <td className={styles.nowrap}>{t.code}</td>
                      <td className={styles.nowrap}>{formatDate(t.createdAt)}</td>
                      <td className={styles.nowrap}>
                        {t.user.name}
                        <br />
                        <span className={styles.subtle}>{t.user.username}</span>
                      </td>
                      <td>{t.name}</td>
                      <td className={styles.num}>{formatPrice(t.amount)}</td>
                      <td className={styles.nowrap}>
                        {targetPaymentOrdered(t) ? (
                          <Link to="/console/orders/$orderId" params={{ orderId: t.purchase!._order }} className={styles.orderLink}>
                            {targetPaymentStatusText(t)}
                          </Link>
                        ) : (
                          targetPaymentStatusText(t)
                        )}
                      </td>
                      <td className={styles.center}>
                        {t.payable ? (
                          <Button size="sm" variant="secondary" onClick={() => setWithdrawing(t)}>
                            철회
                          </Button>
                        ) : (
                          <span className={styles.subtle}>—</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {query.data.summary.totalCount > TARGET_PAYMENTS_PAGE_SIZE && (
              <div className={styles.foot}>
                <Pagination page={page} total={query.data.summary.totalCount} pageSize={TARGET_PAYMENTS_PAGE_SIZE} onChange={(p) => void go({ page: p })} />
              </div>
            )}
          </>
        )}
      </section>
      <TargetPaymentForm open={adding} onClose={() => setAdding(false)} onSubmit={(body) => create.mutateAsync(body)} />
      <ConfirmDialog
        open={withdrawing !== null}
        title="결제 요청 철회"
        message={withdrawing ? `‘${withdrawing.name}’ 요청을 철회하시겠습니까? 회원은 더 이상 결제할 수 없습니다.` : ''}
        confirmText="철회"
        loading={withdraw.isPending}
        onConfirm={() => void confirmWithdraw()}
        onCancel={cancelWithdraw}
      />
    </>
  );
}
