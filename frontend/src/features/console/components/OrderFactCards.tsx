import { PAYMENT_METHOD_TEXT, formatDateTime, formatPhone, type Order } from '@shop/contracts';
import { FactList } from '../../../shared/ui/FactList';
import { Section } from '../../../shared/ui/Section';
import styles from './console.module.css';

/** The three fact cards of an order's console page, side by side on desktop: 주문 정보, 주문자, 배송지. */
export function OrderFactCards({ order }: { order: Order }) {
  const { sender, receiver } = order;
  return (
    <div className={styles.detailGrid}>
      <Section title="주문 정보" variant="card" padded>
        <FactList
          layout="grid"
          facts={[
            { term: '주문번호', value: order.orderNumber },
            { term: '주문일시', value: formatDateTime(order.createdAt) },
            { term: '결제수단', value: PAYMENT_METHOD_TEXT[order.paymentMethod] ?? order.paymentMethod },
            order.cardPayment
              ? {
                  term: '카드 승인',
                  value: `${formatDateTime(order.cardPayment.paidAt)} · ${order.cardPayment.cardName}카드 ${order.cardPayment.cardNum} · 승인번호 ${order.cardPayment.approveNo ?? '—'}`,
                }
              : {
                  term: order.paymentMethod === 'card' ? '카드 승인' : '입금확인',
                  value: order.paidAt ? formatDateTime(order.paidAt) : order.paymentMethod === 'card' ? '결제 전' : '입금 전',
                },
            { term: '주문상태', value: order.statusText },
          ]}
        />
      </Section>
      <Section title="주문자" variant="card" padded>
        <FactList
          layout="grid"
          facts={[
            { term: '이름', value: sender.name },
            { term: '연락처', value: formatPhone(sender.phone) },
            { term: '이메일', value: sender.email },
            { term: '주소', value: `(${sender.postcode}) ${sender.address1} ${sender.address2}` },
          ]}
        />
      </Section>
      <Section title="배송지" variant="card" padded>
        <FactList
          layout="grid"
          facts={[
            { term: '받는 분', value: receiver.name },
            { term: '연락처', value: formatPhone(receiver.phone) },
            { term: '주소', value: `(${receiver.postcode}) ${receiver.address1} ${receiver.address2}` },
            { term: '요청사항', value: order.requestMessage || '—' },
          ]}
        />
      </Section>
    </div>
  );
}
