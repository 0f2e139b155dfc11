import { Link } from '@tanstack/react-router';
import { BONUS_TYPE_TEXT, formatDateTime, formatPrice, type ConsoleBonusLine } from '@shop/contracts';
import { WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';

/** Every promoter's bonus lines as a dense table: when, who (to the member's 보너스 tab), type, reason, signed amount. */
export function BonusLinesTable({ lines, busy }: { lines: ConsoleBonusLine[]; busy?: boolean }) {
  return (
    <div aria-busy={busy || undefined}>
      <WorkTable
        head={['일시', '프로모터', '구분', '내용', '금액']}
        numeric={[4]}
        rows={lines.map((b) => ({
          key: b._id,
          cells: [
            <span key="at" className={t.nowrap}>
              {formatDateTime(b.at)}
            </span>,
            <Link key="who" to="/console/users/$userId" params={{ userId: b.promoterId }} search={{ tab: 'bonuses' }} className={t.link}>
              {b.name || '—'} <span className={t.subtle}>{b.username}</span>
            </Link>,
            <span key="type" className={t.nowrap}>
              {b.type === 'WITHDRAWAL' ? '출금' : BONUS_TYPE_TEXT[b.type]}
            </span>,
            b.reason,
            <span key="amount" className={b.amount < 0 ? t.minus : t.plus}>
              {`${b.amount > 0 ? '+' : '−'}${formatPrice(Math.abs(b.amount))}`}
            </span>,
          ],
        }))}
      />
    </div>
  );
}
