import { formatPrice, type Order } from '@shop/contracts';
import { optionText } from '../../../shared/lib/option-text';
import { StatusBadge } from '../../../shared/ui/Badge';
import { FactList } from '../../../shared/ui/FactList';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { Section } from '../../../shared/ui/Section';
import styles from './console.module.css';

/** 주문 상품 of an order's console page: a table of its lines (each with its status) and the totals. */
export function OrderLinesCard({ order }: { order: Order }) {
  return (
    <Section title="주문 상품" note={`${order.lines.length}건`} variant="card">
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">상품</th>
              <th scope="col">옵션</th>
              <th scope="col" className={styles.num}>
                수량
              </th>
              <th scope="col" className={styles.num}>
                단가
              </th>
              <th scope="col" className={styles.num}>
                금액
              </th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l._id}>
                <td>
                  <div className={styles.productCell}>
                    <LineThumb url={l.product.thumb?.url} size={40} />
                    <span className={styles.productName}>
                      {l.product.name}
                      <br />
                      <span className={styles.subtle}>{l.product.code}</span>
                    </span>
                  </div>
                </td>
                <td className={styles.optionCell}>{optionText(l.option) || '—'}</td>
                <td className={styles.num}>{l.amount.toLocaleString('ko-KR')}</td>
                <td className={styles.num}>{formatPrice(l.salePrice)}</td>
                <td className={styles.num}>{formatPrice(l.totalPrice)}</td>
                <td>
                  <StatusBadge orderStatus={l.orderStatus} claimStatus={l.claimStatus} purchaseStatus={l.purchaseStatus} text={l.statusText} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FactList
        layout="plain"
        className={styles.totals}
        facts={[
          { term: '상품금액', value: formatPrice(order.productsPrice) },
          { term: '배송비', value: formatPrice(order.shippingPrice) },
          { term: '총 결제금액', value: formatPrice(order.totalPrice), className: styles.grandTotal },
        ]}
      />
    </Section>
  );
}
