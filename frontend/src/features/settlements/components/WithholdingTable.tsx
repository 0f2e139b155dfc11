import { formatPrice } from '@shop/contracts';
import { QueryView } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { useWithholding } from '../api/settlements';
import s from './settlements.module.css';

/** The month's withholding for the tax filing: one row per paid promoter, the resident number masked, and the sums. */
export function WithholdingTable({ month }: { month: string }) {
  const query = useWithholding(month);
  return (
    <QueryView query={query} what="원천징수 내역" isEmpty={(d) => d.rows.length === 0} empty="이 달에 지급된 보너스가 없습니다">
      {(data) => (
        <div className={t.tableWrap}>
          <table className={t.table}>
            <thead>
              <tr>
                <th scope="col">성명</th>
                <th scope="col">주민등록번호</th>
                {['지급액', '소득세', '지방소득세', '원천징수 합계'].map((h) => (
                  <th key={h} scope="col" className={t.num}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.promoterId}>
                  <td className={t.nowrap}>{r.name ?? '—'}</td>
                  <td className={t.nowrap}>{r.maskedResidentNumber ?? '—'}</td>
                  <td className={t.num}>{formatPrice(r.grossPaid)}</td>
                  <td className={t.num}>{formatPrice(r.incomeTax)}</td>
                  <td className={t.num}>{formatPrice(r.localTax)}</td>
                  <td className={t.num}>{formatPrice(r.total)}</td>
                </tr>
              ))}
              <tr className={s.totalRow}>
                <td colSpan={2}>합계</td>
                <td className={t.num}>{formatPrice(data.totals.grossPaid)}</td>
                <td className={t.num}>{formatPrice(data.totals.incomeTax)}</td>
                <td className={t.num}>{formatPrice(data.totals.localTax)}</td>
                <td className={t.num}>{formatPrice(data.totals.total)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </QueryView>
  );
}
