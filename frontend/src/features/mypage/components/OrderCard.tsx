import { Link } from '@tanstack/react-router';
import { formatDate, formatPrice, type Order } from '@shop/contracts';
import { StatusBadge } from '../../../shared/ui/Badge';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { optionText } from '../../../shared/lib/option-text';
import styles from './mypage.module.css';

/** One order of the member's list: date, number, status, lines and the total (spec §4 status text). */
export function OrderCard({ order }: { order: Order }) {
  return (
    <article className={styles.order} aria-labelledby={`order-${order._id}`}>
      <header className={styles.orderHead}>
        <div className={styles.orderMeta}>
          <time className={styles.orderDate} dateTime={order.createdAt}>
            {formatDate(order.createdAt)}
          </time>
          <span id={`order-${order._id}`} className={styles.orderNumber}>
            주문번호 {order.orderNumber}
          </span>
        </div>
        <div className={styles.orderHeadAside}>
          <StatusBadge orderStatus={order.orderStatus} claimStatus={order.claimStatus} purchaseStatus={order.purchaseStatus} text={order.statusText} />
          <Link
            to="/mypage/orders/$orderId"
            params={{ orderId: order._id }}
            className={styles.detailLink}
            aria-label={`주문번호 ${order.orderNumber} 상세보기`}
          >
            상세보기 ›
          </Link>
        </div>
      </header>
      <ul className={styles.lines}>
        {order.lines.map((line) => {
          const opt = optionText(line.option);
          return (
            <li key={line._id} className={styles.line}>
              <Link to="/shop/products/$productId" params={{ productId: line.product._id }} tabIndex={-1} aria-hidden>
                <LineThumb url={line.product.thumb?.url} size={72} />
              </Link>
              <div className={styles.lineBody}>
                <p className={styles.lineName}>
                  <Link to="/shop/products/$productId" params={{ productId: line.product._id }}>
                    {line.product.name}
                  </Link>
                </p>
                {opt && <p className={styles.lineOption}>{opt}</p>}
                <div className={styles.lineFoot}>
                  <span className={styles.linePrice}>{formatPrice(line.totalPrice)}</span>
                  <span className={styles.lineAmount}>
                    {formatPrice(line.salePrice)} × {line.amount}개
                  </span>
                  {line.statusText !== order.statusText && (
                    <StatusBadge orderStatus={line.orderStatus} claimStatus={line.claimStatus} purchaseStatus={line.purchaseStatus} text={line.statusText} />
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <footer className={styles.orderFoot}>
        {order.orderStatus === 'ORDER_NONPAYMENT' && order.bankAccountLine && (
          <p className={styles.bankNote}>
            입금 계좌 <strong>{order.bankAccountLine}</strong>
          </p>
        )}
        <p className={styles.total}>
          <span>결제금액{order.shippingPrice > 0 ? ` (배송비 ${formatPrice(order.shippingPrice)} 포함)` : ''}</span>
          <strong>{formatPrice(order.totalPrice)}</strong>
        </p>
      </footer>
    </article>
  );
}
