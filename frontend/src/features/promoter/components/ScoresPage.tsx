import { useState } from 'react';
import { formatDateTime, groupThousands } from '@shop/contracts';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { SCORES_PAGE_SIZE, usePromoterScores } from '../api/scores';
import { PromoterGate } from './PromoterGate';
import styles from './promoter.module.css';
import p from './promoter-pages.module.css';

/**
 * /promoter/scores (spec §2 scores): the promoter's accumulated score (spec §9 level criterion)
 * and its changes by staff with their reasons, newest first, paged. Only for an approved promoter.
 */
export function ScoresPage() {
  return (
    <section aria-labelledby="scores-title">
      <header className={styles.head}>
        <h1 id="scores-title" className={styles.title}>
          점수
        </h1>
        <p className={styles.lead}>활동에 따라 부여된 누적 점수입니다. 누적 점수는 회원등급 산정에 반영됩니다.</p>
      </header>
      <PromoterGate>{() => <ScoreHistory />}</PromoterGate>
    </section>
  );
}

function ScoreHistory() {
  const [page, setPage] = useState(1);
  const scores = usePromoterScores(page);
  if (scores.isPending) return <LoadingBlock label="점수를 불러오는 중입니다" />;
  if (scores.isError) return <LoadError title="점수를 불러오지 못했습니다" error={scores.error} onRetry={() => scores.refetch()} />;
  return (
    <>
      <div className={styles.balance} role="group" aria-label="누적 점수">
        <span className={styles.muted}>누적 점수</span>
        <strong className={styles.balanceAmount}>{groupThousands(scores.data.score)}점</strong>
      </div>
      {scores.data.summary.totalCount === 0 ? (
        <EmptyState title="점수 내역이 없습니다" description="점수가 부여되거나 차감되면 이곳에 사유와 함께 표시됩니다." />
      ) : (
        <>
          <ul className={styles.list} aria-label="점수 내역">
            {scores.data.scores.map((s) => (
              <li key={s._id} className={styles.row}>
                <span>
                  {s.reason}
                  <span className={p.sub}>{formatDateTime(s.at)}</span>
                </span>
                <span className={p.end}>
                  <strong className={s.delta < 0 ? styles.minus : styles.plus}>
                    {s.delta > 0 ? '+' : '−'}
                    {groupThousands(Math.abs(s.delta))}점
                  </strong>
                  <span className={p.sub}>누적 {groupThousands(s.score)}점</span>
                </span>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={scores.data.summary.totalCount} pageSize={SCORES_PAGE_SIZE} onChange={setPage} />
        </>
      )}
    </>
  );
}
