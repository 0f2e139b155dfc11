import { Link } from '@tanstack/react-router';
import { formatPrice, type ConsoleSettlementListResponse, type SettlementTotals, groupThousands } from '@shop/contracts';
import { Pagination } from '../../../shared/ui/Pagination';
import t from '../../../shared/ui/work-table.module.css';
import s from './settlements.module.css';
import { SettlementStatusChip } from './SettlementStatusChip';

/** The figure columns of the settlements table, in order. */
export const FIGURES: { key: keyof SettlementTotals; label: string }[] = [
  { key: 'accrued', label: '적립' },
  { key: 'reversed', label: '회수' },
  { key: 'adjusted', label: '조정' },
  { key: 'withdrawn', label: '출금액' },
  { key: 'incomeTax', label: '소득세' },
  { key: 'localTax', label: '지방소득세' },
  { key: 'charge', label: '수수료' },
  { key: 'netPaid', label: '실지급액' },
];

/** A dense table of one month's settlements with the month's sums as its last row, and the pages. */
export function SettlementsTable({ data, onPage }: { data: ConsoleSettlementListResponse; onPage(page: number): void }) {
  const { page, pageSize, totalCount } = data.summary;
  return (
    <>
      <div className={t.tableWrap}>
        <table className={t.table}>
          <thead>
            <tr>
              <th scope="col">프로모터</th>
              {FIGURES.map((f) => (
                <th key={f.key} scope="col" className={t.num}>
                  {f.label}
                </th>
              ))}
              <th scope="col" className={t.center}>
                상태
              </th>
            </tr>
          </thead>
          <tbody>
            {data.settlements.map((row) => (
              <tr key={row._id}>
                <td className={t.nowrap}>
                  <Link className={t.link} to="/console/user-settlements/$settlementId" params={{ settlementId: row._id }}>
                    {row.name ?? '—'}
                  </Link>
                  <br />
                  <span className={t.subtle}>{row.username ?? row.promoterId}</span>
                </td>
                {FIGURES.map((f) => (
                  <td key={f.key} className={t.num}>
                    {formatPrice(row.totals[f.key])}
                  </td>
                ))}
                <td className={t.center}>
                  <SettlementStatusChip status={row.status} />
                </td>
              </tr>
            ))}
            <tr className={s.totalRow}>
              <td>합계 ({groupThousands(totalCount)}명)</td>
              {FIGURES.map((f) => (
                <td key={f.key} className={t.num}>
                  {formatPrice(data.totals[f.key])}
                </td>
              ))}
              <td />
            </tr>
          </tbody>
        </table>
      </div>
      {totalCount > pageSize && (
        <div className={t.foot}>
          <Pagination page={page} total={totalCount} pageSize={pageSize} onChange={onPage} />
        </div>
      )}
    </>
  );
}
