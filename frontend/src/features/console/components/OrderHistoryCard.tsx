import { Link } from '@tanstack/react-router';
import { formatDateTime, type HistoryEntry } from '@shop/contracts';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Section } from '../../../shared/ui/Section';
import { historyDetails } from '../lib/history-details';
import styles from './console.module.css';

/**
 * 처리 이력 of an order's console page: its events, oldest first, with when, what, who and the
 * details, each with a link to the order as it stood right after it; while a past moment `at` is
 * shown, the events after it are dimmed.
 */
export function OrderHistoryCard({ history, at = null }: { history: HistoryEntry[]; at?: string | null }) {
  return (
    <Section title="처리 이력" note={`${history.length}건`} variant="card">
      {history.length === 0 ? (
        <EmptyState compact title="기록된 이력이 없습니다" />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">일시</th>
                <th scope="col">내용</th>
                <th scope="col">처리자</th>
                <th scope="col">상세</th>
                <th scope="col">
                  <span className="visually-hidden">이 시점의 주문</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((h, i) => (
                <HistoryRow key={`${h.position}-${h.type}`} entry={h} later={!!at && Date.parse(h.at) > Date.parse(at)} last={i === history.length - 1} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

function HistoryRow({ entry, later, last }: { entry: HistoryEntry; later: boolean; last: boolean }) {
  const details = historyDetails(entry.data);
  return (
    <tr style={later ? { opacity: 0.45 } : undefined}>
      <td className={styles.nowrap}>{formatDateTime(entry.at)}</td>
      <td className={styles.nowrap}>{entry.label}</td>
      <td className={styles.nowrap}>
        {entry.by ? (
          <>
            {entry.by.name}
            <span className={styles.subtle}> ({entry.by.username})</span>
          </>
        ) : (
          '시스템'
        )}
      </td>
      <td>
        {details.length ? (
          <span className={styles.historyData}>
            {details.map((d) => (
              <span key={d}>{d}</span>
            ))}
          </span>
        ) : (
          <span className={styles.subtle}>—</span>
        )}
      </td>
      <td className={styles.nowrap}>
        <Link
          to="."
          search={last ? {} : { at: entry.at }}
          replace
          className={styles.orderLink}
          aria-label={`${formatDateTime(entry.at)} ${entry.label} 시점의 주문 보기`}
        >
          이 시점 보기
        </Link>
      </td>
    </tr>
  );
}
