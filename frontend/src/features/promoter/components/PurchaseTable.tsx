import { formatDate, formatPrice, type PromoterPurchaseLine } from '@shop/contracts';
import { optionText } from '../../../shared/lib/option-text';
import { LineThumb } from '../../../shared/ui/LineThumb';
import p from './promoter-pages.module.css';

/**
 * Purchase lines as a table on desktop and stacked rows on a phone: the order date, the buyer
 * (masked; promotees' lines only), the product and option, what was paid, the status text, and
 * the sales bonus the line brought (promotees' lines only; "-" when none).
 */
export function PurchaseTable({ lines, promotees, busy }: { lines: PromoterPurchaseLine[]; promotees: boolean; busy: boolean }) {
  return (
    <table className={p.table} aria-busy={busy} aria-label="구매내역">
      <thead>
        <tr>
          <th scope="col">주문일</th>
          {promotees && <th scope="col">구매회원</th>}
          <th scope="col">상품</th>
          <th scope="col" className={p.num}>
            결제금액
          </th>
          <th scope="col">상태</th>
          {promotees && (
            <th scope="col" className={p.num}>
              판매 보너스
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l._id}>
            <td data-cell="date">{formatDate(l.orderedAt)}</td>
            {promotees && (
              <td data-cell="buyer">
                {l.buyer.maskedName}
                {l.buyer.maskedUsername && <span className={p.sub}>{l.buyer.maskedUsername}</span>}
              </td>
            )}
            <td data-cell="product">
              <span className={p.product}>
                <LineThumb url={l.product.thumb?.url} size={48} />
                <span>
                  {l.product.name}
                  <span className={p.sub}>{[optionText(l.option), `${l.amount}개`].filter(Boolean).join(' · ')}</span>
                </span>
              </span>
            </td>
            <td data-cell="paid" className={p.num}>
              {formatPrice(l.paid)}
            </td>
            <td data-cell="status">{l.statusText}</td>
            {promotees && (
              <td data-cell="bonus" className={p.num}>
                {l.salesBonus === null ? '-' : formatPrice(l.salesBonus)}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
