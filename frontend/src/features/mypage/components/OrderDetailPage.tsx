import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { formatDateTime, type OrderLine } from '@shop/contracts';
import { hasErrorCode } from '../../../shared/api/client';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Section } from '../../../shared/ui/Section';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { StatusBadge } from '../../../shared/ui/Badge';
import { useMyOrder } from '../api/get-my-order';
import { confirmPurchases, useOrderCommand } from '../api/order-commands';
import { ClaimDialog, type ClaimTarget } from './ClaimDialog';
import { OrderLineItem } from './OrderLineItem';
import { PaymentSection, ReceiverSection, RefundsSection } from './OrderDetailSections';
import styles from './order-detail.module.css';

/**
 * /mypage/orders/{orderId}: one of the member's orders, line by line with status, invoice, claim
 * and collection, its refunds, payment and receiver; per line the claims it is open to and
 * 구매확정, and a whole-order cancel when every line can still be cancelled.
 */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const query = useMyOrder(orderId);
  const [claim, setClaim] = useState<ClaimTarget | null>(null);
  const [confirming, setConfirming] = useState<OrderLine | null>(null);
  const confirm = useOrderCommand(orderId, (lineId: string) => confirmPurchases(orderId, [lineId]));

  const back = (
    <Link to="/mypage/orders" className={styles.back}>
      ← 주문내역
    </Link>
  );
  if (query.isPending) return <LoadingBlock label="주문 정보를 불러오는 중입니다" />;
  if (query.isError) {
    if (hasErrorCode(query.error, 'ORDER_NOT_FOUND', 'NOT_FOUND'))
      return (
        <EmptyState
          title="주문을 찾을 수 없습니다"
          description="주문번호를 다시 확인해주세요."
          action={
            <Link to="/mypage/orders" className={buttonClassName('secondary')}>
              주문내역 보기
            </Link>
          }
        />
      );
    return <LoadError title="주문 정보를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />;
  }

  const order = query.data;
  const cancellable = order.lines.length > 1 && order.lines.every((l) => l.claimsOpen?.includes('CANCEL'));
  return (
    <section aria-labelledby="order-title" className={styles.page}>
      {back}
      <header className={styles.head}>
        <div>
          <h1 id="order-title" className={styles.title}>
            주문 상세
          </h1>
          <p className={styles.meta}>
            <span>주문번호 {order.orderNumber}</span>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
        <div className={styles.headAside}>
          <StatusBadge orderStatus={order.orderStatus} claimStatus={order.claimStatus} purchaseStatus={order.purchaseStatus} text={order.statusText} />
          {cancellable && (
            <Button variant="secondary" size="sm" onClick={() => setClaim({ kind: 'CANCEL', line: null })}>
              주문 전체 취소
            </Button>
          )}
        </div>
      </header>

      <Section title="주문 상품" note={`${order.lines.length}개`}>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <OrderLineItem key={line._id} line={line} onClaim={(kind) => setClaim({ kind, line })} onConfirm={() => setConfirming(line)} />
          ))}
        </ul>
      </Section>
      <RefundsSection order={order} />
      <PaymentSection order={order} />
      <ReceiverSection order={order} />

      {claim && <ClaimDialog orderId={orderId} target={claim} paid={!!order.paidAt} onClose={() => setClaim(null)} />}
      <ConfirmDialog
        open={!!confirming}
        title="구매확정"
        message={
          <div className={styles.form}>
            <p>{confirming?.product.name}의 구매를 확정하시겠습니까?</p>
            <p className={styles.notice}>구매확정 후에는 반품·교환을 신청할 수 없습니다.</p>
            {confirm.isError && (
              <p className={styles.formError} role="alert">
                {confirm.error.message}
              </p>
            )}
          </div>
        }
        confirmText="구매확정"
        loading={confirm.isPending}
        onCancel={() => {
          setConfirming(null);
          confirm.reset();
        }}
        onConfirm={() => confirming && confirm.mutate(confirming._id, { onSuccess: () => setConfirming(null) })}
      />
    </section>
  );
}
