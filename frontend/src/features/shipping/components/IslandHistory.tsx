import { useState } from 'react';
import { ISLAND_KIND_TEXT, formatDateTime, type IslandChange } from '@shop/contracts';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { ISLAND_HISTORY_PAGE_SIZE, useIslandHistory } from '../api/islands';
import styles from './shipping.module.css';

const ACTION_TEXT: Record<IslandChange['action'], string> = { added: '추가', changed: '변경', removed: '삭제' };

/** The islands table's history, newest first: when, what was done to which range, and who (the seed shows as 시스템). */
export function IslandHistory() {
  const [page, setPage] = useState(1);
  const query = useIslandHistory(page);
  return (
    <section className={styles.card} aria-label="변경 이력">
      <h2 className={styles.cardTitle}>변경 이력</h2>
      {query.isPending ? (
        <LoadingBlock label="변경 이력을 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError compact title="변경 이력을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : query.data.changes.length === 0 ? (
        <EmptyState compact title="변경 이력이 없습니다" />
      ) : (
        <>
          <ul className={styles.history}>
            {query.data.changes.map((c) => (
              <li key={c._id}>
                <span className={styles.subtle}>{formatDateTime(c.at)}</span>
                <strong>{ACTION_TEXT[c.action]}</strong>
                <span>
                  {c.row.name} {c.row.postcodeFrom}~{c.row.postcodeTo} · {ISLAND_KIND_TEXT[c.row.kind]}
                </span>
                <span className={styles.subtle}>{c.by ? '운영자' : '시스템'}</span>
              </li>
            ))}
          </ul>
          {query.data.summary.totalCount > ISLAND_HISTORY_PAGE_SIZE && (
            <div className={styles.foot}>
              <Pagination page={page} total={query.data.summary.totalCount} pageSize={ISLAND_HISTORY_PAGE_SIZE} onChange={setPage} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
