import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { PAYMENT_METHOD_TEXT, PURCHASE_VIEW_TEXT, formatDate, formatPrice, formatTime, type Purchase, type PurchaseView } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { optionText } from '../../../shared/lib/option-text';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { Pagination, pageCount } from '../../../shared/ui/Pagination';
import { StatusBadge } from '../../../shared/ui/Badge';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { usePurchases } from '../api/get-purchases';
import { PURCHASES_PAGE_SIZE } from '../lib/purchase-views';
import { useChangeOrderStatus } from '../api/change-order-status';
import styles from './console.module.css';

const CONFIRM_DEPOSIT = '입금을 확인하시겠습니까?';

/**
 * /console/purchases/$view: a dense table of purchases (one row per order line) with search,
 * pagination and, for unpaid orders, 입금확인 (confirmed) which moves the order to ORDER_PAYMENT.
 */
export function PurchasesPage({ view, page, searchValue }: { view: PurchaseView; page: number; searchValue: string }) {
  const navigate = useNavigate();
  const query = usePurchases({ view, page, searchValue, limit: PURCHASES_PAGE_SIZE });
  const change = useChangeOrderStatus();
  const [draft, setDraft] = useState(searchValue);
  const [confirming, setConfirming] = useState<Purchase | null>(null);

  useEffect(() => setDraft(searchValue), [searchValue]);

  const go = (next: { page?: number; searchValue?: string }) =>
    navigate({
      to: '/console/purchases/$view',
      params: { view },
      search: { page: next.page ?? 1, searchValue: (next.searchValue ?? searchValue) || undefined },
    });

  // A page past the end (rows moved to another view after 입금확인) goes to the last page.
  const total = query.data?.summary.totalCount;
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const last = pageCount(total, PURCHASES_PAGE_SIZE);
    if (page > last)
      void navigate({ to: '/console/purchases/$view', params: { view }, search: { page: last, searchValue: searchValue || undefined }, replace: true });
  }, [total, page, view, searchValue, navigate, query.isPlaceholderData]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    void go({ searchValue: draft.trim(), page: 1 });
  };

  const confirmDeposit = async () => {
    if (!confirming) return;
    try {
      await change.mutateAsync({ id: confirming._order, orderStatus: 'ORDER_PAYMENT' });
      setConfirming(null);
    } catch (e) {
      setConfirming(null);
      alertError(e);
    }
  };

  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <p className={styles.crumb}>구매 관리</p>
          <h1 className={styles.pageTitle}>
            {PURCHASE_VIEW_TEXT[view]}
            {query.data && <span className={styles.pageCount}>{query.data.summary.totalCount.toLocaleString('ko-KR')}건</span>}
          </h1>
        </div>
      </div>
      <section className={styles.card} aria-label={`${PURCHASE_VIEW_TEXT[view]} 목록`}>
        <form className={styles.search} role="search" onSubmit={onSearch}>
          <label htmlFor="purchase-search" className="visually-hidden">
            주문 검색
          </label>
          <input
            id="purchase-search"
            className={styles.searchInput}
            type="search"
            value={draft}
            maxLength={50}
            placeholder="주문번호, 주문자, 상품명으로 검색"
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" size="sm">
            검색
          </Button>
          {searchValue && (
            <Button variant="ghost" size="sm" onClick={() => void go({ searchValue: '', page: 1 })}>
              초기화
            </Button>
          )}
          {searchValue && <span className={styles.searchNote}>‘{searchValue}’ 검색 결과</span>}
        </form>
        {query.isPending ? (
          <LoadingBlock label="주문 목록을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="주문 목록을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.purchases.length === 0 ? (
          <EmptyState compact title={searchValue ? '검색 결과가 없습니다' : `${PURCHASE_VIEW_TEXT[view]} 주문이 없습니다`} />
        ) : (
          <>
            <div className={styles.tableWrap} aria-busy={query.isPlaceholderData}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">주문번호</th>
                    <th scope="col">주문일시</th>
                    <th scope="col">구매자</th>
                    <th scope="col">상품</th>
                    <th scope="col">옵션</th>
                    <th scope="col" className={styles.num}>
                      수량
                    </th>
                    <th scope="col" className={styles.num}>
                      금액
                    </th>
                    <th scope="col">상태</th>
                    <th scope="col">결제수단</th>
                    <th scope="col" className={styles.center}>
                      관리
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.purchases.map((p) => (
                    <tr key={p._id}>
                      <td>
                        <Link to="/console/orders/$orderId" params={{ orderId: p._order }} className={styles.orderLink}>
                          {p.orderNumber}
                        </Link>
                      </td>
                      <td className={styles.nowrap}>
                        {formatDate(p.createdAt)}
                        <br />
                        <span className={styles.subtle}>{formatTime(p.createdAt)}</span>
                      </td>
                      <td className={styles.nowrap}>
                        {p.buyer.name}
                        <br />
                        <span className={styles.subtle}>{p.buyer.username}</span>
                      </td>
                      <td>
                        <div className={styles.productCell}>
                          <LineThumb url={p.product.thumb?.url} size={40} />
                          <span className={styles.productName}>{p.product.name}</span>
                        </div>
                      </td>
                      <td className={styles.optionCell}>{optionText(p.option) || '—'}</td>
                      <td className={styles.num}>{p.amount.toLocaleString('ko-KR')}</td>
                      <td className={styles.num}>{formatPrice(p.totalPrice)}</td>
                      <td>
                        <StatusBadge orderStatus={p.orderStatus} claimStatus={p.claimStatus} purchaseStatus={p.purchaseStatus} text={p.statusText} />
                      </td>
                      <td className={styles.nowrap}>{PAYMENT_METHOD_TEXT[p.paymentMethod] ?? p.paymentMethod}</td>
                      <td className={styles.center}>
                        {p.orderStatus === 'ORDER_NONPAYMENT' && p.paymentMethod === 'bank' && !p.claimStatus ? (
                          <Button size="sm" variant="secondary" onClick={() => setConfirming(p)}>
                            입금확인
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
            {query.data.summary.totalCount > PURCHASES_PAGE_SIZE && (
              <div className={styles.foot}>
                <Pagination page={page} total={query.data.summary.totalCount} pageSize={PURCHASES_PAGE_SIZE} onChange={(p) => void go({ page: p })} />
              </div>
            )}
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title="입금확인"
        message={
          confirming ? (
            <>
              {CONFIRM_DEPOSIT}
              <br />
              <span className={styles.subtle}>
                주문번호 {confirming.orderNumber} · {confirming.buyer.name}
              </span>
            </>
          ) : (
            CONFIRM_DEPOSIT
          )
        }
        confirmText="입금확인"
        loading={change.isPending}
        onConfirm={() => void confirmDeposit()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
