import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatDate, type ConsoleReview } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Pagination } from '../../../shared/ui/Pagination';
import { Select } from '../../../shared/ui/Select';
import { Stars } from '../../../shared/ui/Stars';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { CONSOLE_REVIEWS_PAGE_SIZE, useConsoleDeleteReview, useConsoleReviews, useModerateReview, type ConsoleReviewsFilter } from '../api/console-reviews';
import { HOME_REVIEW_CODE } from '../api/review-picks';
import { ReplyDialog } from './ReplyDialog';
import { buttonClassName } from '../../../shared/ui/Button';
import styles from './reviews.module.css';

const STAR_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n}점` }));
const HIDDEN_OPTIONS = [
  { value: 'false', label: '노출' },
  { value: 'true', label: '숨김' },
];

/**
 * /console/shop/reviews (spec §2 console shop/reviews, §7 GET/PUT/DELETE; §6 admin03 with
 * console): every review with search, stars and hidden filters and paging; hide or show, answer
 * (reply dialog) and delete (after a confirmation). Filters and page live in the URL.
 */
export function ConsoleReviewsPage({ filter }: { filter: ConsoleReviewsFilter }) {
  const navigate = useNavigate();
  const query = useConsoleReviews(filter);
  const moderate = useModerateReview();
  const remove = useConsoleDeleteReview();
  const [replying, setReplying] = useState<ConsoleReview | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const go = (next: Partial<ConsoleReviewsFilter>) => {
    const f = { ...filter, page: 1, ...next };
    void navigate({
      to: '/console/shop/reviews',
      search: { page: f.page > 1 ? f.page : undefined, search: f.search || undefined, star: f.star || undefined, hidden: f.hidden || undefined },
    });
  };
  const toggle = (r: ConsoleReview) => moderate.mutate({ id: r._id, body: { hidden: !r.hidden } }, { onError: alertError });

  return (
    <>
      <WorkPageHead crumb="상품 관리 / 상품 리뷰" title="상품 리뷰" count={query.data?.totalCount}>
        <Link to="/console/main/review/$code" params={{ code: HOME_REVIEW_CODE }} className={buttonClassName('secondary', 'sm')}>
          메인 리뷰 고르기
        </Link>
      </WorkPageHead>
      <section className={t.card} aria-label="상품 리뷰">
        <div className={styles.filters}>
          <WorkSearch
            id="reviews-search"
            label="리뷰 검색"
            placeholder="제목·내용·상품명·아이디로 검색"
            value={filter.search}
            onSearch={(search) => go({ search })}
          />
          <Select
            aria-label="별점"
            size="sm"
            className={styles.filterSelect}
            placeholder="전체 별점"
            options={STAR_OPTIONS}
            value={filter.star}
            onChange={(e) => go({ star: e.target.value as ConsoleReviewsFilter['star'] })}
          />
          <Select
            aria-label="노출 상태"
            size="sm"
            className={styles.filterSelect}
            placeholder="전체 상태"
            options={HIDDEN_OPTIONS}
            value={filter.hidden}
            onChange={(e) => go({ hidden: e.target.value as ConsoleReviewsFilter['hidden'] })}
          />
        </div>
        <QueryView
          query={query}
          what="리뷰"
          isEmpty={(d) => d.reviews.length === 0}
          empty={filter.search || filter.star || filter.hidden ? '검색 결과가 없습니다' : '리뷰가 없습니다'}
        >
          {(d) => (
            <div aria-busy={query.isPlaceholderData || undefined}>
              <WorkTable
                head={['작성일', '상품', '별점', '리뷰', '작성자', '상태', '관리']}
                rows={d.reviews.map((r) => ({
                  key: r._id,
                  cells: [
                    formatDate(r.createdAt),
                    <span key="p" className={styles.cellText}>
                      {r.productName}
                    </span>,
                    <Stars key="s" value={r.star} />,
                    <div key="r" className={styles.cellText}>
                      <strong>{r.subject}</strong>
                      <p className={styles.muted}>{r.content.slice(0, 80)}</p>
                      {r.images.length > 0 && <p className={styles.muted}>사진 {r.images.length}장</p>}
                      {r.reply && <p className={styles.muted}>답변: {r.reply.content.slice(0, 40)}</p>}
                    </div>,
                    r.username,
                    r.hidden ? '숨김' : '노출',
                    <div key="a" className={styles.actions}>
                      <Button size="sm" variant="secondary" onClick={() => setReplying(r)}>
                        {r.reply ? '답변 수정' : '답변'}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => toggle(r)} aria-label={`${r.subject} ${r.hidden ? '노출' : '숨김'}`}>
                        {r.hidden ? '노출' : '숨김'}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(r._id)}>
                        삭제
                      </Button>
                    </div>,
                  ],
                }))}
              />
              <Pagination page={filter.page} total={d.totalCount} pageSize={CONSOLE_REVIEWS_PAGE_SIZE} onChange={(page) => go({ page })} />
            </div>
          )}
        </QueryView>
      </section>
      {replying && <ReplyDialog review={replying} onClose={() => setReplying(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="리뷰 삭제"
        message="리뷰를 삭제하시겠습니까? 삭제한 리뷰는 되돌릴 수 없습니다."
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => remove.mutate(deleting!, { onError: alertError, onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
