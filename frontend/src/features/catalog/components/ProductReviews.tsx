import { useState } from 'react';
import { formatDate, type Review, type ReviewSummary, groupThousands } from '@shop/contracts';
import { Pagination } from '../../../shared/ui/Pagination';
import { Stars } from '../../../shared/ui/Stars';
import { Tabs } from '../../../shared/ui/Tabs';
import { QueryView } from '../../../shared/ui/WorkPage';
import { PRODUCT_REVIEWS_PAGE_SIZE, useProductReviews, type ReviewPhotoMode } from '../api/reviews';
import styles from './ProductReviews.module.css';

const MODES = [
  { value: 'all', label: '전체 리뷰' },
  { value: 'first', label: '포토리뷰 먼저' },
  { value: 'only', label: '포토리뷰만' },
] as const;

/** The average with its stars, and a bar per star 5..1 with how many gave it. */
function Summary({ summary }: { summary: ReviewSummary }) {
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <strong data-testid="review-average">{summary.average.toFixed(1)}</strong>
        <Stars value={summary.average} />
        <span className={styles.muted}>리뷰 {groupThousands(summary.count)}개</span>
      </div>
      <ul className={styles.bars} aria-label="별점 분포">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = summary.distribution[star - 1]!;
          const ratio = summary.count ? n / summary.count : 0;
          return (
            <li key={star} className={styles.bar}>
              <span className={styles.barLabel}>{star}점</span>
              <span className={styles.track} aria-hidden>
                <span className={styles.fill} style={{ width: `${Math.round(ratio * 100)}%` }} />
              </span>
              <span className={styles.barCount} aria-label={`${star}점 ${n}개`}>
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One review: stars, subject, writer and date, option, text with its line breaks, photos, and the shop's reply. */
function ReviewItem({ review }: { review: Review }) {
  const options = Object.entries(review.option);
  return (
    <li className={styles.item} data-testid="review-item">
      <div className={styles.itemHead}>
        <Stars value={review.star} />
        <span className={styles.muted}>
          {review.writer} · {formatDate(review.createdAt)}
        </span>
      </div>
      <h3 className={styles.subject}>{review.subject}</h3>
      {options.length > 0 && <p className={styles.muted}>{options.map(([k, v]) => `${k}: ${v}`).join(' / ')}</p>}
      <p className={styles.content}>{review.content}</p>
      {review.images.length > 0 && (
        <ul className={styles.photos} aria-label="리뷰 사진">
          {review.images.map((img, i) => (
            <li key={img.url}>
              <a href={img.url} target="_blank" rel="noreferrer">
                <img src={img.url} alt={`리뷰 사진 ${i + 1}`} loading="lazy" width={88} height={88} className={styles.photo} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyHead}>
            판매자 답변 <span className={styles.muted}>{formatDate(review.reply.repliedAt)}</span>
          </p>
          <p className={styles.content}>{review.reply.content}</p>
        </div>
      )}
    </li>
  );
}

/**
 * The product page's reviews (spec §3 Review, §7 Shop GET reviews; issue 13): the average and
 * the star distribution, all reviews or photo reviews first or only, paged, with the shop's replies.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const [mode, setMode] = useState<ReviewPhotoMode>('all');
  const query = useProductReviews(productId, page, mode);
  return (
    <section className={styles.section} aria-labelledby="product-reviews-title" id="reviews">
      <h2 id="product-reviews-title" className={styles.title}>
        상품 리뷰 {query.data ? <span className={styles.count}>{groupThousands(query.data.summary.count)}</span> : null}
      </h2>
      <QueryView query={query} what="리뷰">
        {(d) => (
          <>
            <Summary summary={d.summary} />
            <Tabs
              tabs={MODES}
              value={mode}
              variant="pill"
              label="리뷰 보기"
              panelId="product-reviews-list"
              onChange={(v) => {
                setMode(v);
                setPage(1);
              }}
            />
            <div id="product-reviews-list" role="tabpanel" aria-busy={query.isPlaceholderData || undefined}>
              {d.reviews.length === 0 ? (
                <p className={styles.empty}>{mode === 'only' ? '포토리뷰가 없습니다' : '아직 작성된 리뷰가 없습니다'}</p>
              ) : (
                <ul className={styles.list}>
                  {d.reviews.map((r) => (
                    <ReviewItem key={r._id} review={r} />
                  ))}
                </ul>
              )}
              <Pagination page={page} total={d.totalCount} pageSize={PRODUCT_REVIEWS_PAGE_SIZE} onChange={setPage} />
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
