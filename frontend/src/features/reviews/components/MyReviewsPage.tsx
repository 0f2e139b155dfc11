import { useState } from 'react';
import { REVIEW_MESSAGES, formatDate, type MyReviewListResponse, type WritableReviewListResponse } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Badge } from '../../../shared/ui/Badge';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { Pagination } from '../../../shared/ui/Pagination';
import { Stars } from '../../../shared/ui/Stars';
import { Tabs } from '../../../shared/ui/Tabs';
import { QueryView } from '../../../shared/ui/WorkPage';
import { MY_REVIEWS_PAGE_SIZE, useDeleteReview, useMyReviews, useWritableReviews } from '../api/my-reviews';
import { ReviewDialog, type ReviewTarget } from './ReviewDialog';
import styles from './reviews.module.css';

/** The two tabs of /mypage/reviews. */
export type MyReviewsTab = 'writable' | 'written';

const optionText = (option: Record<string, string>) =>
  Object.entries(option)
    .map(([k, v]) => `${k}: ${v}`)
    .join(' / ');

/** 작성 가능한 리뷰: confirmed lines without a review, each with a write button. */
function WritableList({ data, onWrite }: { data: WritableReviewListResponse; onWrite(target: ReviewTarget): void }) {
  return (
    <ul className={styles.lines}>
      {data.lines.map((l) => (
        <li key={l._purchase} className={styles.line}>
          <LineThumb url={l.product.thumb.url} size={64} />
          <div className={styles.lineText}>
            <p className={styles.lineName}>{l.product.name}</p>
            {Object.keys(l.option).length > 0 && <p className={styles.muted}>{optionText(l.option)}</p>}
            <p className={styles.muted}>구매확정 {l.confirmedAt ? formatDate(l.confirmedAt) : formatDate(l.createdAt)}</p>
          </div>
          <Button size="sm" onClick={() => onWrite({ kind: 'write', purchase: l._purchase, productName: l.product.name })}>
            리뷰 작성
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** 작성한 리뷰: the member's reviews with edit and delete. */
function WrittenList({ data, onEdit, onDelete }: { data: MyReviewListResponse; onEdit(target: ReviewTarget): void; onDelete(id: string): void }) {
  return (
    <ul className={styles.lines}>
      {data.reviews.map((r) => (
        <li key={r._id} className={styles.written} data-testid="my-review">
          <div className={styles.writtenHead}>
            <Stars value={r.star} />
            <span className={styles.muted}>{formatDate(r.createdAt)}</span>
            {r.hidden && <Badge tone="muted">숨김 처리됨</Badge>}
          </div>
          <p className={styles.lineName}>{r.productName}</p>
          <p className={styles.subject}>{r.subject}</p>
          <p className={styles.content}>{r.content}</p>
          {r.images.length > 0 && (
            <ul className={styles.photoStrip} aria-label="리뷰 사진">
              {r.images.map((img, i) => (
                <li key={img.url}>
                  <img src={img.url} alt={`리뷰 사진 ${i + 1}`} width={64} height={64} className={styles.thumb} />
                </li>
              ))}
            </ul>
          )}
          {r.reply && <p className={styles.reply}>판매자 답변: {r.reply.content}</p>}
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                onEdit({
                  kind: 'edit',
                  id: r._id,
                  productName: r.productName,
                  draft: { star: r.star, subject: r.subject, content: r.content },
                  images: r.images,
                })
              }
            >
              수정
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onDelete(r._id)}>
              삭제
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /mypage/reviews (spec §2, §7 me/reviews; issue 13): 작성 가능한 리뷰 lists the confirmed
 * purchase lines (구매확정) not yet reviewed with a write button; 작성한 리뷰 lists the member's
 * reviews to edit or delete (after a confirmation).
 */
export function MyReviewsPage({ tab, onTab }: { tab: MyReviewsTab; onTab(tab: MyReviewsTab): void }) {
  const [page, setPage] = useState(1);
  const writable = useWritableReviews(tab === 'writable' ? page : 1);
  const written = useMyReviews(tab === 'written' ? page : 1);
  const remove = useDeleteReview();
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const tabs = [
    { value: 'writable' as const, label: `작성 가능한 리뷰 ${writable.data?.totalCount ?? ''}`.trim() },
    { value: 'written' as const, label: `작성한 리뷰 ${written.data?.totalCount ?? ''}`.trim() },
  ];
  const go = (next: MyReviewsTab) => {
    setPage(1);
    onTab(next);
  };

  return (
    <section aria-labelledby="my-reviews-title">
      <h1 id="my-reviews-title" className={styles.pageTitle}>
        상품후기
      </h1>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <Tabs tabs={tabs} value={tab} onChange={go} label="상품후기" panelId="my-reviews-panel" />
      <div id="my-reviews-panel" role="tabpanel" className={styles.panel}>
        {tab === 'writable' ? (
          <QueryView query={writable} what="작성 가능한 리뷰" isEmpty={(d) => d.lines.length === 0} empty="작성 가능한 리뷰가 없습니다">
            {(d) => (
              <>
                <WritableList data={d} onWrite={setTarget} />
                <Pagination page={page} total={d.totalCount} pageSize={MY_REVIEWS_PAGE_SIZE} onChange={setPage} />
              </>
            )}
          </QueryView>
        ) : (
          <QueryView query={written} what="작성한 리뷰" isEmpty={(d) => d.reviews.length === 0} empty="작성한 리뷰가 없습니다">
            {(d) => (
              <>
                <WrittenList data={d} onEdit={setTarget} onDelete={setDeleting} />
                <Pagination page={page} total={d.totalCount} pageSize={MY_REVIEWS_PAGE_SIZE} onChange={setPage} />
              </>
            )}
          </QueryView>
        )}
      </div>
      {target && (
        <ReviewDialog
          target={target}
          onClose={() => setTarget(null)}
          onSaved={(message) => {
            setTarget(null);
            setNotice(message);
            if (target.kind === 'write') go('written');
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="리뷰 삭제"
        message="리뷰를 삭제하시겠습니까?"
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!, {
            onSuccess: () => setNotice(REVIEW_MESSAGES.DELETED),
            onError: alertError,
            onSettled: () => setDeleting(null),
          })
        }
      />
    </section>
  );
}
