import { REFUND_STATUS_TEXT, formatDateTime, formatPrice, type Order } from '@shop/contracts';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Section } from '../../../shared/ui/Section';
import styles from './console.module.css';
import own from './order-detail.module.css';

/** 결제 · 환불 of an order's console page: the card approval or the bank deposit, and each refund with its status and amount. */
export function PaymentsCard({ order }: { order: Order }) {
  const card = order.cardPayment;
  const refunds = order.refunds ?? [];
  return (
    <Section
      title="결제 · 환불"
      note={refunds.length ? `환불 ${refunds.length}건 · 환불완료 ${formatPrice(order.refundedPrice ?? 0)}` : undefined}
      variant="card"
    >
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">구분</th>
              <th scope="col">일시</th>
              <th scope="col">내용</th>
              <th scope="col" className={styles.num}>
                금액
              </th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className={styles.nowrap}>{order.paymentMethod === 'card' ? '카드 결제' : '무통장입금'}</td>
              <td className={styles.nowrap}>{order.paidAt ? formatDateTime(order.paidAt) : '—'}</td>
              <td className={own.wide}>
                {card ? (
                  <>
                    {card.cardName}카드 {card.cardNum} · {card.cardQuota === '0' ? '일시불' : `${card.cardQuota}개월`} · 승인번호 {card.approveNo ?? '—'}
                    {card.receiptUrl && (
                      <>
                        {' '}
                        ·{' '}
                        <a href={card.receiptUrl} target="_blank" rel="noreferrer" className={styles.orderLink}>
                          영수증
                        </a>
                      </>
                    )}
                  </>
                ) : (
                  (order.bankAccountLine ?? '—')
                )}
              </td>
              <td className={styles.num}>{formatPrice(order.totalPrice)}</td>
              <td className={styles.nowrap}>
                {order.paidAt ? (order.paymentMethod === 'card' ? '승인' : '입금확인') : order.paymentMethod === 'card' ? '결제 전' : '입금 전'}
              </td>
            </tr>
            {refunds.map((r) => (
              <tr key={r.refundId}>
                <td className={styles.nowrap}>{r.method === 'card' ? '카드 취소' : '계좌 환불'}</td>
                <td className={styles.nowrap}>{formatDateTime(r.completedAt ?? r.requestedAt)}</td>
                <td className={own.wide}>
                  {r.method === 'card' ? (r.cancelledTid ? `취소거래 ${r.cancelledTid}` : 'NICE Pay 취소') : (r.account ?? '환불 계좌')}
                  {r.returnShippingPrice > 0 && <span className={styles.subtle}> · 반품배송비 {formatPrice(r.returnShippingPrice)} 차감</span>}
                  {r.failure && <span className={styles.subtle}> · {r.failure}</span>}
                </td>
                <td className={styles.num}>−{formatPrice(r.amount)}</td>
                <td className={styles.nowrap}>{REFUND_STATUS_TEXT[r.refundStatus]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!order.paidAt && refunds.length === 0 && <EmptyState compact title="아직 결제되지 않은 주문입니다" />}
    </Section>
  );
}
