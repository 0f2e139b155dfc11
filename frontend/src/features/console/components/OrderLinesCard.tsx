import { CLAIM_REASON_TEXT, CLAIM_STATUS_TEXT, formatDateTime, formatPrice, type Order, type OrderLine, groupThousands } from '@shop/contracts';
import { optionText } from '../../../shared/lib/option-text';
import { StatusBadge } from '../../../shared/ui/Badge';
import { FactList } from '../../../shared/ui/FactList';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { Section } from '../../../shared/ui/Section';
import { COLLECTION_STATUS_TEXT } from '../lib/line-actions';
import { LineActions } from './LineActions';
import styles from './console.module.css';
import own from './order-detail.module.css';
import { priceFacts } from '../../../shared/lib/price-facts';

/**
 * 주문 상품 of an order's console page: each line with its purchase number, status, claim (reason,
 * details, photos, staff's message), collection and invoice, the actions its state allows
 * (none when `readOnly`, e.g. a past moment), and the totals.
 */
export function OrderLinesCard({ order, readOnly = false }: { order: Order; readOnly?: boolean }) {
  return (
    <Section title="주문 상품" note={`${order.lines.length}건`} variant="card">
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">상품</th>
              <th scope="col" className={styles.num}>
                수량
              </th>
              <th scope="col" className={styles.num}>
                금액
              </th>
              <th scope="col">상태</th>
              <th scope="col">클레임 · 배송</th>
              {!readOnly && <th scope="col">처리</th>}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l._id} data-testid={`line-${l.purchaseNumber ?? l._id}`}>
                <td>
                  <div className={styles.productCell}>
                    <LineThumb url={l.product.thumb?.url} size={40} />
                    <span className={styles.productName}>
                      {l.product.name}
                      <br />
                      <span className={styles.subtle}>
                        {l.purchaseNumber ?? l.product.code}
                        {optionText(l.option) && ` · ${optionText(l.option)}`}
                      </span>
                    </span>
                  </div>
                </td>
                <td className={styles.num}>{groupThousands(l.amount)}</td>
                <td className={styles.num}>
                  {formatPrice(l.totalPrice)}
                  <br />
                  <span className={styles.subtle}>단가 {formatPrice(l.salePrice)}</span>
                </td>
                <td>
                  <StatusBadge orderStatus={l.orderStatus} claimStatus={l.claimStatus} purchaseStatus={l.purchaseStatus} text={l.statusText} />
                </td>
                <td>
                  <LineFacts line={l} />
                </td>
                {!readOnly && (
                  <td>
                    <LineActions orderId={order._id} line={l} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FactList
        layout="plain"
        className={styles.totals}
        facts={[...priceFacts(order), { term: '총 결제금액', value: formatPrice(order.totalPrice), className: styles.grandTotal }]}
      />
    </Section>
  );
}

/** A line's claim, collection, invoice and delivery facts, as short lines. */
function LineFacts({ line }: { line: OrderLine }) {
  const { claim, invoice } = line;
  const facts = [
    line.claimStatus && (
      <span key="claim">
        <strong>{CLAIM_STATUS_TEXT[line.claimStatus]}</strong>
        {claim && ` · ${CLAIM_REASON_TEXT[claim.claimReason] ?? claim.claimReason}`}
        {claim?.returnShippingPaidBy && ` · 반품배송비 ${claim.returnShippingPaidBy === 'shop' ? '판매자' : '구매자'} 부담`}
      </span>
    ),
    claim?.claimReasonDetails && <span key="details">“{claim.claimReasonDetails}”</span>,
    claim && claim.images.length > 0 && (
      <span key="photos" className={own.photos}>
        {claim.images.map((url) => (
          <a key={url} href={url} target="_blank" rel="noreferrer">
            <img src={url} alt="클레임 첨부 사진" loading="lazy" />
          </a>
        ))}
      </span>
    ),
    line.claimStatusMessage && <span key="msg">처리 안내: {line.claimStatusMessage}</span>,
    line.collectionStatus && <span key="collection">회수: {COLLECTION_STATUS_TEXT[line.collectionStatus]}</span>,
    invoice && (
      <span key="invoice">
        송장: <strong>{invoice.courierName}</strong> {invoice.invoiceNumber}
      </span>
    ),
    line.exchangeInvoice && (
      <span key="exchange-invoice">
        교환 송장: <strong>{line.exchangeInvoice.courierName}</strong> {line.exchangeInvoice.invoiceNumber}
      </span>
    ),
    line.orderStatusMessage && <span key="order-msg">안내: {line.orderStatusMessage}</span>,
    line.deliveredAt && <span key="delivered">배송완료 {formatDateTime(line.deliveredAt)}</span>,
    line.confirmedAt && <span key="confirmed">구매확정 {formatDateTime(line.confirmedAt)}</span>,
  ].filter(Boolean);
  return facts.length ? <div className={own.lineFacts}>{facts}</div> : <span className={styles.subtle}>—</span>;
}
