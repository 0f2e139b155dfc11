import { Link } from '@tanstack/react-router';
import { CLAIM_STATUS_TEXT, PAYMENT_METHOD_TEXT, formatDate, formatPhone, formatPrice, formatTime, type Purchase, groupThousands } from '@shop/contracts';
import { optionText } from '../../../shared/lib/option-text';
import { Button } from '../../../shared/ui/Button';
import { StatusBadge } from '../../../shared/ui/Badge';
import { LineThumb } from '../../../shared/ui/LineThumb';
import type { Selection } from '../hooks/use-selection';
import { claimOpen } from '../lib/line-actions';
import styles from './console.module.css';
import own from './purchases.module.css';

/** Props of {@link PurchasesTable}. */
export interface PurchasesTableProps {
  purchases: Purchase[];
  selection: Selection;
  busy: boolean;
  /** 입금확인 of an unpaid bank-transfer row. */
  onConfirmDeposit(p: Purchase): void;
}

/** The purchase rows (one per order line) with a checkbox each and one for the page, dense as a work table. */
export function PurchasesTable({ purchases, selection, busy, onConfirmDeposit }: PurchasesTableProps) {
  const ids = purchases.map((p) => p._id);
  const all = ids.length > 0 && ids.every((id) => selection.has(id));
  return (
    <div className={styles.tableWrap} aria-busy={busy}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={own.check}>
              <input type="checkbox" aria-label="이 페이지 전체 선택" checked={all} onChange={() => selection.setMany(ids, !all)} />
            </th>
            <th scope="col">주문번호</th>
            <th scope="col">주문일시</th>
            <th scope="col">주문자 / 수령인</th>
            <th scope="col">상품</th>
            <th scope="col" className={styles.num}>
              수량
            </th>
            <th scope="col" className={styles.num}>
              금액 · 결제
            </th>
            <th scope="col">상태</th>
            <th scope="col">송장</th>
            <th scope="col" className={styles.center}>
              관리
            </th>
          </tr>
        </thead>
        <tbody>
          {purchases.map((p) => (
            <tr key={p._id} className={selection.has(p._id) ? own.selectedRow : undefined}>
              <td className={own.check}>
                <input
                  type="checkbox"
                  aria-label={`${p.purchaseNumber ?? p.orderNumber} 선택`}
                  checked={selection.has(p._id)}
                  onChange={() => selection.toggle(p._id)}
                />
              </td>
              <td className={styles.nowrap}>
                <Link to="/console/orders/$orderId" params={{ orderId: p._order }} search={{}} className={styles.orderLink}>
                  {p.orderNumber}
                </Link>
                {p.purchaseNumber && (
                  <>
                    <br />
                    <span className={styles.subtle}>{p.purchaseNumber}</span>
                  </>
                )}
              </td>
              <td className={styles.nowrap}>
                {formatDate(p.createdAt)}
                <br />
                <span className={styles.subtle}>{formatTime(p.createdAt)}</span>
              </td>
              <td className={styles.nowrap}>
                {p.buyer.name}
                <span className={styles.subtle}> ({p.buyer.username})</span>
                {p.receiver && (
                  <>
                    <br />
                    <span className={styles.subtle}>
                      → {p.receiver.name} · {formatPhone(p.receiver.phone)}
                    </span>
                  </>
                )}
              </td>
              <td>
                <div className={styles.productCell}>
                  <LineThumb url={p.product.thumb?.url} size={40} />
                  <span className={styles.productName}>
                    {p.product.name}
                    {optionText(p.option) && <span className={styles.subtle}> · {optionText(p.option)}</span>}
                  </span>
                </div>
              </td>
              <td className={styles.num}>{groupThousands(p.amount)}</td>
              <td className={styles.num}>
                {formatPrice(p.totalPrice)}
                <br />
                <span className={styles.subtle}>{PAYMENT_METHOD_TEXT[p.paymentMethod] ?? p.paymentMethod}</span>
              </td>
              <td>
                <StatusBadge orderStatus={p.orderStatus} claimStatus={p.claimStatus} purchaseStatus={p.purchaseStatus} text={p.statusText} />
                {p.claimStatus && p.statusText !== CLAIM_STATUS_TEXT[p.claimStatus] && <div className={styles.subtle}>{CLAIM_STATUS_TEXT[p.claimStatus]}</div>}
              </td>
              <td className={styles.nowrap}>
                {p.invoice ? (
                  <>
                    {p.invoice.courierName}
                    <br />
                    <span className={styles.subtle}>{p.invoice.invoiceNumber}</span>
                  </>
                ) : (
                  <span className={styles.subtle}>—</span>
                )}
              </td>
              <td className={styles.center}>
                {p.orderStatus === 'ORDER_NONPAYMENT' && p.paymentMethod === 'bank' && !p.claimStatus ? (
                  <Button size="sm" variant="secondary" onClick={() => onConfirmDeposit(p)}>
                    입금확인
                  </Button>
                ) : claimOpen(p) ? (
                  <Link to="/console/orders/$orderId" params={{ orderId: p._order }} search={{}} className={styles.orderLink}>
                    클레임 처리
                  </Link>
                ) : (
                  <span className={styles.subtle}>—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
