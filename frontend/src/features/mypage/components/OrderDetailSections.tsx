import { PAYMENT_METHOD_TEXT, REFUND_STATUS_TEXT, formatDateTime, formatPhone, formatPrice, type Order } from '@shop/contracts';
import { Badge } from '../../../shared/ui/Badge';
import { FactList } from '../../../shared/ui/FactList';
import { Section } from '../../../shared/ui/Section';
import styles from './order-detail.module.css';
import { priceFacts } from '../../../shared/lib/price-facts';

/** The payment of an order: method, card approval with its 매출전표 or the bank account, amounts and refunds in 원. */
export function PaymentSection({ order }: { order: Order }) {
  const card = order.cardPayment;
  return (
    <Section title="결제 정보">
      <FactList
        layout="rows"
        className={styles.facts}
        facts={[
          { term: '결제수단', value: PAYMENT_METHOD_TEXT[order.paymentMethod] },
          card ? { term: '결제 카드', value: `${card.cardName}카드 ${card.cardNum} · ${card.cardQuota === '0' ? '일시불' : `${card.cardQuota}개월`}` } : null,
          card?.approveNo ? { term: '승인번호', value: card.approveNo } : null,
          card?.receiptUrl
            ? {
                term: '매출전표',
                value: (
                  <a href={card.receiptUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    매출전표 보기
                  </a>
                ),
              }
            : null,
          order.paymentMethod === 'bank' && order.bankAccountLine ? { term: '입금 계좌', value: order.bankAccountLine } : null,
          order.paidAt ? { term: '결제일시', value: formatDateTime(order.paidAt) } : null,
          ...priceFacts(order),
          { term: order.paidAt ? '결제금액' : '결제하실 금액', key: 'total', value: formatPrice(order.totalPrice), valueClassName: styles.total },
          order.refundedPrice ? { term: '환불된 금액', key: 'refunded', value: formatPrice(order.refundedPrice), valueClassName: styles.total } : null,
        ]}
      />
    </Section>
  );
}

/** The refunds of an order's claims, newest last: amount, state (환불진행중 / 환불완료 / 환불실패) and how it goes back. */
export function RefundsSection({ order }: { order: Order }) {
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <Section title="환불 정보" note={`${refunds.length}건`}>
      <ul className={styles.refunds}>
        {refunds.map((r) => (
          <li key={r.refundId} className={styles.refund} data-testid="refund">
            <div className={styles.refundHead}>
              <strong className={styles.tabular}>{formatPrice(r.amount)}</strong>
              <Badge tone={r.refundStatus === 'REFUND_COMPLETED' ? 'success' : r.refundStatus === 'REFUND_FAILED' ? 'sale' : 'outline'}>
                {REFUND_STATUS_TEXT[r.refundStatus]}
              </Badge>
            </div>
            <FactList
              layout="grid"
              termWidth={96}
              className={styles.lineFacts}
              facts={[
                { term: '환불 방법', value: r.method === 'card' ? '카드 결제 취소' : `계좌 환불${r.account ? ` (${r.account})` : ''}` },
                r.returnShippingPrice > 0 ? { term: '반품 배송비', value: `${formatPrice(r.returnShippingPrice)} 차감` } : null,
                { term: '요청일시', value: formatDateTime(r.requestedAt) },
                r.completedAt ? { term: '완료일시', value: formatDateTime(r.completedAt) } : null,
                r.failure ? { term: '안내', value: r.failure } : null,
              ]}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Where the order goes: receiver, phone (3-4-4), address and the delivery request. */
export function ReceiverSection({ order }: { order: Order }) {
  const r = order.receiver;
  return (
    <Section title="배송지">
      <FactList
        layout="grid"
        termWidth={96}
        className={styles.facts}
        facts={[
          { term: '받는 분', value: r.name },
          { term: '연락처', value: formatPhone(r.phone) },
          { term: '주소', value: `(${r.postcode}) ${r.address1} ${r.address2}`.trim() },
          order.requestMessage ? { term: '요청사항', value: order.requestMessage } : null,
        ]}
      />
    </Section>
  );
}
