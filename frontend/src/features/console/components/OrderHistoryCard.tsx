import { formatDateTime, type HistoryEntry } from '@shop/contracts';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Section } from '../../../shared/ui/Section';
import { historyDetails } from '../lib/history-details';
import styles from './console.module.css';

/** 처리 이력 of an order's console page: its events, oldest first, with when, what, who and the details. */
export function OrderHistoryCard({ history }: { history: HistoryEntry[] }) {
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
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <HistoryRow key={`${h.position}-${h.type}`} entry={h} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const details = historyDetails(entry.data);
  return (
    <tr>
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
    </tr>
  );
}
