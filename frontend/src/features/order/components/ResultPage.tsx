import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { PAYMENT_METHOD_TEXT, formatDate, formatPhone, formatPrice, formatTime } from '@shop/contracts';
import { useSetting } from '../../../shared/api/setting';
import { buttonClassName } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { FactList } from '../../../shared/ui/FactList';
import { Section } from '../../../shared/ui/Section';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useMyOrder } from '../api/get-my-order';
import { OrderItemList } from './OrderItemList';
import styles from './order.module.css';
import { priceFacts } from '../../../shared/lib/price-facts';
import { trackPurchase } from '../../../shared/tracking';

/**
 * /shop/result?order= (and a card payment's result): thanks the member and tells what to
 * transfer where, or which card paid with its approval number and slip (the server's totals),
 * with the ordered items and links to 주문내역 and 쇼핑 계속하기. Reports the purchase conversion
 * (issue 14: the order number and amount only) to the trackers the visitor allowed.
 */
export function ResultPage({ orderId }: { orderId: string }) {
  const query = useMyOrder(orderId);
  const setting = useSetting();
  const placed = query.data;
  useEffect(() => {
    if (placed) trackPurchase({ orderNumber: placed.orderNumber, amount: placed.totalPrice });
  }, [placed]);

  if (query.isPending) return <LoadingBlock label="주문 정보를 불러오는 중입니다" minHeight={480} />;
  if (query.isError) {
    return (
      <div className="container">
        <EmptyState
          title="주문 정보를 찾을 수 없습니다"
          description={query.error.message}
          action={
            <Link to="/mypage/orders" className={buttonClassName('secondary')}>
              주문내역 보기
            </Link>
          }
        />
      </div>
    );
  }

  const order = query.data;
  const bankLine = order.bankAccountLine ?? setting.data?.bankAccountLine ?? null;
  const awaitingDeposit = order.orderStatus === 'ORDER_NONPAYMENT' && order.paymentMethod === 'bank';
  const card = order.cardPayment ?? null;
  // Coupons and points covered it whole: nothing was charged or is to be transferred.
  const paidWithBenefits = order.totalPrice === 0 && order.orderStatus !== 'ORDER_NONPAYMENT';
  const items = order.lines.map((l) => ({
    key: l._id,
    productId: l.product._id,
    name: l.product.name,
    thumbUrl: l.product.thumb?.url ?? null,
    option: l.option,
    amount: l.amount,
    unitPrice: l.salePrice,
    choices: [],
    total: l.totalPrice,
    shippingText: null,
    problem: null,
  }));

  return (
    <div className="container">
      <div className={styles.result}>
        <header className={styles.resultHead}>
          <span className={styles.mark} aria-hidden>
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
              <path d="M5 12.5 10 17l9-10" />
            </svg>
          </span>
          <p className="eyebrow">Thank you</p>
          <h1 className={styles.resultTitle}>{card || paidWithBenefits ? '결제가 완료되었습니다' : '주문이 접수되었습니다'}</h1>
          <p className={styles.resultLead}>
            {order.sender.name}님, 세라메종을 이용해주셔서 감사합니다.
            {awaitingDeposit && (
              <>
                <br />
                아래 계좌로 입금해주시면 확인 후 배송을 준비해드립니다.
              </>
            )}
          </p>
        </header>

        <section className={styles.payBox} aria-labelledby="result-pay">
          <h2 id="result-pay" className="visually-hidden">
            결제 안내
          </h2>
          <FactList
            layout="plain"
            className={styles.payList}
            rowClassName={styles.payRow}
            facts={[
              { term: '주문번호', value: order.orderNumber, valueClassName: styles.orderNumber },
              { term: '주문일시', value: `${formatDate(order.createdAt)} ${formatTime(order.createdAt)}` },
              { term: '결제수단', value: paidWithBenefits ? '쿠폰·적립금' : PAYMENT_METHOD_TEXT[order.paymentMethod] },
              order.paymentMethod === 'bank' && bankLine && !paidWithBenefits ? { term: '입금 계좌', value: bankLine } : null,
              card
                ? { term: '결제 카드', value: `${card.cardName}카드 ${card.cardNum} · ${card.cardQuota === '0' ? '일시불' : `${card.cardQuota}개월`}` }
                : null,
              card?.approveNo ? { term: '승인번호', value: card.approveNo } : null,
              card?.receiptUrl
                ? {
                    term: '매출전표',
                    value: (
                      <a href={card.receiptUrl} target="_blank" rel="noopener noreferrer">
                        매출전표 보기
                      </a>
                    ),
                  }
                : null,
              ...priceFacts(order),
              { term: awaitingDeposit ? '입금하실 금액' : '결제금액', key: 'total', value: formatPrice(order.totalPrice), valueClassName: styles.payAmount },
            ]}
          />
          {awaitingDeposit && (
            <ul className={styles.guide}>
              <li>입금자명은 주문자 이름({order.sender.name})과 같게 입력해주세요.</li>
              <li>입금 금액이 주문 금액과 다르면 확인이 늦어질 수 있습니다.</li>
              <li>입금이 확인되면 주문 상태가 결제완료로 바뀌며, 주문내역에서 확인하실 수 있습니다.</li>
            </ul>
          )}
        </section>

        <Section title="주문 상품">
          <OrderItemList items={items} />
        </Section>

        <Section title="배송지">
          <p>
            {order.receiver.name} · {formatPhone(order.receiver.phone)}
            <br />
            <span className={styles.muted}>
              ({order.receiver.postcode}) {order.receiver.address1} {order.receiver.address2}
            </span>
            {order.requestMessage && (
              <>
                <br />
                <span className={styles.muted}>요청사항: {order.requestMessage}</span>
              </>
            )}
          </p>
        </Section>

        <div className={styles.actions}>
          <Link to="/mypage/orders" className={buttonClassName('secondary', 'lg')}>
            주문내역
          </Link>
          <Link to="/shop/products" className={buttonClassName('primary', 'lg')}>
            쇼핑 계속하기
          </Link>
        </div>
      </div>
    </div>
  );
}
