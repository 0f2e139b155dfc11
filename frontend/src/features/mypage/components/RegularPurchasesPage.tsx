import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatDate, formatPrice, type RegularPurchase, groupThousands } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { optionText } from '../../../shared/lib/option-text';
import { usePickup } from '../../../shared/stores/pickup';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useRegularPurchases, useReorder } from '../api/regular-purchases';
import shell from './mypage.module.css';
import styles from './regular.module.css';

const UNAVAILABLE: Record<NonNullable<RegularPurchase['unavailableReason']>, string> = {
  PRODUCT_NOT_FOUND: '판매가 종료된 상품입니다',
  NOT_ON_SALE: '판매가 중지된 상품입니다',
  SOLD_OUT: '품절된 상품입니다',
};

/**
 * /mypage/cart/regular (spec §2 member area "cart/regular"): what the member bought before, most
 * often first, with how often and when last; one click puts the last amount of the same option in
 * the cart, or buys it now. Products no longer sold are shown, disabled, with the reason.
 */
export function RegularPurchasesPage() {
  const navigate = useNavigate();
  const query = useRegularPurchases();
  const reorder = useReorder();
  const [added, setAdded] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const addToCart = (r: RegularPurchase) => {
    setPendingId(r._id);
    reorder.mutate(
      { product: r.product._id, option: r.option, amount: r.lastAmount },
      { onSuccess: () => setAdded(r.product.name), onError: alertError, onSettled: () => setPendingId(null) },
    );
  };
  const buyNow = (r: RegularPurchase) => {
    usePickup.getState().setItems([{ product: r.product._id, option: r.option, amount: r.lastAmount }]);
    void navigate({ to: '/shop/order' });
  };

  return (
    <section aria-labelledby="regular-title">
      <div className={shell.pageHead}>
        <h1 id="regular-title" className={shell.pageTitle}>
          자주 구매한 상품
        </h1>
        {query.data && <span className={shell.pageHeadNote}>{groupThousands(query.data.length)}개 상품</span>}
      </div>
      <p className={styles.lead}>결제하신 주문의 상품을 모았습니다. 지난번과 같은 옵션과 수량으로 바로 다시 담을 수 있습니다.</p>
      {query.isPending ? (
        <LoadingBlock label="자주 구매한 상품을 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError title="자주 구매한 상품을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : query.data.length === 0 ? (
        <EmptyState
          title="아직 구매하신 상품이 없습니다"
          description="결제를 마친 주문의 상품이 이곳에 모여 다시 주문하기 쉬워집니다."
          action={
            <Link to="/shop/products" className={buttonClassName('secondary')}>
              쇼핑하러 가기
            </Link>
          }
        />
      ) : (
        <ul className={styles.list} aria-label="자주 구매한 상품 목록">
          {query.data.map((r) => (
            <li key={r._id} className={r.orderable ? styles.row : `${styles.row} ${styles.disabled}`} aria-disabled={!r.orderable || undefined}>
              <LineThumb url={r.product.thumb?.url} size={96} />
              <div className={styles.body}>
                {r.orderable ? (
                  <Link to="/shop/products/$productId" params={{ productId: r.product._id }} className={styles.name}>
                    {r.product.name}
                  </Link>
                ) : (
                  <span className={styles.name}>{r.product.name}</span>
                )}
                {optionText(r.option) && <p className={styles.meta}>{optionText(r.option)}</p>}
                <p className={styles.meta}>
                  {r.timesBought}회 구매 · 최근 {formatDate(r.lastBoughtAt)} · 지난 수량 {r.lastAmount}개
                </p>
                {r.orderable ? (
                  <p className={styles.price}>{formatPrice(r.product.salePrice)}</p>
                ) : (
                  <p className={styles.unavailable}>{UNAVAILABLE[r.unavailableReason ?? 'PRODUCT_NOT_FOUND']}</p>
                )}
              </div>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  disabled={!r.orderable}
                  loading={pendingId === r._id}
                  onClick={() => addToCart(r)}
                  aria-label={`${r.product.name} 장바구니 담기`}
                >
                  장바구니 담기
                </Button>
                <Button disabled={!r.orderable} onClick={() => buyNow(r)} aria-label={`${r.product.name} 바로 구매`}>
                  바로 구매
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={added !== null}
        title="장바구니"
        message={`${added ?? '상품'} 상품을 장바구니에 담았습니다.`}
        confirmText="장바구니로 이동"
        cancelText="계속 보기"
        onCancel={() => setAdded(null)}
        onConfirm={() => {
          setAdded(null);
          void navigate({ to: '/mypage/cart' });
        }}
      />
    </section>
  );
}
