import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { awaitsCardPayment, formatPrice } from '@shop/contracts';
import { notePositionSeen } from '../../../shared/api/positions';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { useMyOrder } from '../api/get-my-order';
import { openCardPayment } from '../api/pay-by-card';
import { ResultPage } from './ResultPage';
import styles from './order.module.css';

/** Search of /plugins/nice/pay/result, as the shop's approval redirects with it. */
export interface CardResultSearch {
  orderId?: string;
  /** The refusal's error code; absent when the card was approved. */
  code?: string;
  message?: string;
  /** The log position the approval wrote, so the order read shows it. */
  position?: number;
}

/**
 * The card payment's outcome: approved, the order's result page (결제완료, card and receipt);
 * refused or closed, the reason with 다시 결제하기 (a new window for the same order) and 주문내역.
 */
export function CardResultPage({ orderId, code, message, position }: CardResultSearch) {
  if (position) notePositionSeen(position);
  if (!orderId) {
    return (
      <div className="container">
        <EmptyState
          title="결제 정보를 찾을 수 없습니다"
          action={
            <Link to="/mypage/orders" className={buttonClassName('secondary')}>
              주문내역 보기
            </Link>
          }
        />
      </div>
    );
  }
  if (!code && !message) return <ResultPage orderId={orderId} />;
  return <CardRefused orderId={orderId} message={message ?? '결제가 완료되지 않았습니다'} />;
}

function CardRefused({ orderId, message }: { orderId: string; message: string }) {
  const order = useMyOrder(orderId);
  const [retrying, setRetrying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const retry = async () => {
    setRetrying(true);
    setError(null);
    try {
      await openCardPayment(orderId);
    } catch (e) {
      setRetrying(false);
      setError((e as Error).message);
    }
  };
  return (
    <div className="container">
      <div className={styles.result}>
        <header className={styles.resultHead}>
          <p className="eyebrow">Payment</p>
          <h1 className={styles.resultTitle}>결제가 완료되지 않았습니다</h1>
          <p className={styles.resultLead} role="alert">
            {message}
          </p>
          {order.data && (
            <p className={styles.muted}>
              주문번호 {order.data.orderNumber} · 결제하실 금액 {formatPrice(order.data.totalPrice)}
            </p>
          )}
          {error && (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          )}
        </header>
        <div className={styles.actions}>
          <Link to="/mypage/orders" className={buttonClassName('secondary')}>
            주문내역 보기
          </Link>
          {order.data && awaitsCardPayment(order.data) && (
            <Button type="button" loading={retrying} onClick={() => void retry()}>
              다시 결제하기
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
