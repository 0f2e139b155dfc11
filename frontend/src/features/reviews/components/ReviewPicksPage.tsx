import { useEffect, useState } from 'react';
import { MAX_PICKED_REVIEWS, type ConsoleReview } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Stars } from '../../../shared/ui/Stars';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { useConsoleReviews } from '../api/console-reviews';
import { useReviewPicks, useSaveReviewPicks } from '../api/review-picks';
import styles from './reviews.module.css';

const summaryCell = (r: ConsoleReview) => (
  <div key="r" className={styles.cellText}>
    <strong>{r.subject}</strong>
    <p className={styles.muted}>
      {r.productName} · {r.username}
      {r.hidden ? ' · 숨김' : ''}
    </p>
  </div>
);

/**
 * /console/main/review/{code} (spec §2 console main/review/{code}): the reviews the home's display
 * shows, in order (up to 20): move up or down, remove, add from a search of visible reviews, save.
 */
export function ReviewPicksPage({ code }: { code: string }) {
  const picks = useReviewPicks(code);
  const save = useSaveReviewPicks(code);
  const [search, setSearch] = useState('');
  const found = useConsoleReviews({ page: 1, search, star: '', hidden: 'false' });
  const [list, setList] = useState<ConsoleReview[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (picks.data && list === null) setList(picks.data.reviews);
  }, [picks.data, list]);
  const current = list ?? [];
  const move = (i: number, by: number) => {
    const next = [...current];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setList(next);
  };
  const onSave = async () => {
    try {
      const answer = await save.mutateAsync(current.map((r) => r._id));
      setList(answer.reviews);
      setMessage('저장되었습니다');
    } catch (err) {
      setMessage(err instanceof ApiRequestError ? err.message : '저장하지 못했습니다');
    }
  };

  return (
    <>
      <WorkPageHead crumb="메인 관리 / 메인 리뷰" title={`메인 리뷰 (${code})`} count={current.length} unit="개">
        <Button onClick={onSave} loading={save.isPending}>
          저장
        </Button>
      </WorkPageHead>
      {message && (
        <p className={styles.notice} role="status">
          {message}
        </p>
      )}
      <section className={t.card} aria-label="고른 리뷰">
        <QueryView query={picks} what="고른 리뷰" isEmpty={() => current.length === 0} empty="고른 리뷰가 없습니다">
          {() => (
            <WorkTable
              head={['순서', '별점', '리뷰', '관리']}
              rows={current.map((r, i) => ({
                key: r._id,
                cells: [
                  i + 1,
                  <Stars key="s" value={r.star} />,
                  summaryCell(r),
                  <div key="a" className={styles.actions}>
                    <Button size="sm" variant="secondary" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${r.subject} 위로`}>
                      ↑
                    </Button>
                    <Button size="sm" variant="secondary" disabled={i === current.length - 1} onClick={() => move(i, 1)} aria-label={`${r.subject} 아래로`}>
                      ↓
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setList(current.filter((x) => x._id !== r._id))}>
                      빼기
                    </Button>
                  </div>,
                ],
              }))}
            />
          )}
        </QueryView>
      </section>
      <section className={t.card} aria-label="리뷰 찾기">
        <div className={styles.filters}>
          <WorkSearch id="pick-search" label="리뷰 검색" placeholder="제목·내용·상품명·아이디로 검색" value={search} onSearch={setSearch} />
        </div>
        <QueryView query={found} what="리뷰" isEmpty={(d) => d.reviews.length === 0} empty="검색 결과가 없습니다">
          {(d) => (
            <WorkTable
              head={['별점', '리뷰', '']}
              rows={d.reviews.map((r) => ({
                key: r._id,
                cells: [
                  <Stars key="s" value={r.star} />,
                  summaryCell(r),
                  <Button
                    key="add"
                    size="sm"
                    disabled={current.some((x) => x._id === r._id) || current.length >= MAX_PICKED_REVIEWS}
                    onClick={() => setList([...current, r])}
                  >
                    추가
                  </Button>,
                ],
              }))}
            />
          )}
        </QueryView>
      </section>
    </>
  );
}
