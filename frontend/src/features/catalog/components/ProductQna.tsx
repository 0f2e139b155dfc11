import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ANSWER_STATUS_TEXT, formatDate, type ProductInquiry, groupThousands } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { PRODUCT_INQUIRIES_PAGE_SIZE, productInquiriesQueryOptions, useDeleteProductInquiry } from '../../../shared/api/product-inquiries';
import { InquiryDialog } from '../../../shared/product/InquiryDialog';
import { Badge, Button, ConfirmDialog, EmptyState, LoadError, LoadingBlock, Pagination } from '../../../shared/ui';
import styles from './ProductQna.module.css';

/**
 * The product page's Q&A (상품문의, spec §2 product inquiry dialog, §3, §4): the product's
 * inquiries newest first with their answer state, five a page; a secret one reads "비밀글입니다"
 * to others; the member's own may be changed while it awaits its answer and deleted after a confirmation.
 */
export function ProductQna({ product }: { product: { _id: string; name: string } }) {
  const [page, setPage] = useState(1);
  const query = useQuery(productInquiriesQueryOptions(product._id, page));
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<ProductInquiry | null>(null);
  const [deleting, setDeleting] = useState<ProductInquiry | null>(null);
  const remove = useDeleteProductInquiry();
  const total = query.data?.summary.totalCount ?? 0;

  return (
    <section id="product-qna" className={styles.qna} aria-labelledby="product-qna-title">
      <div className={styles.head}>
        <h2 id="product-qna-title" className={styles.title}>
          상품문의 <span className={styles.count}>{groupThousands(total)}</span>
        </h2>
        <Button size="sm" variant="secondary" onClick={() => setWriting(true)}>
          문의하기
        </Button>
      </div>
      {query.isPending ? (
        <LoadingBlock label="상품문의를 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError compact title="상품문의를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : query.data.inquires.length === 0 ? (
        <EmptyState compact title="등록된 상품문의가 없습니다" description="궁금한 점을 남겨주시면 빠르게 답변드리겠습니다." />
      ) : (
        <ul className={styles.list} aria-busy={query.isPlaceholderData}>
          {query.data.inquires.map((q) => (
            <InquiryRow key={q._id} inquiry={q} onEdit={() => setEditing(q)} onDelete={() => setDeleting(q)} />
          ))}
        </ul>
      )}
      {total > PRODUCT_INQUIRIES_PAGE_SIZE && (
        <div className={styles.foot}>
          <Pagination page={page} total={total} pageSize={PRODUCT_INQUIRIES_PAGE_SIZE} onChange={setPage} />
        </div>
      )}
      {(writing || editing) && (
        <InquiryDialog
          open
          product={product}
          inquiry={editing}
          onClose={() => {
            setWriting(false);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="상품문의 삭제"
        message="상품문의를 삭제하시겠습니까?"
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null), onError: alertError })}
      />
    </section>
  );
}

/** One inquiry: its state, subject (locked when secret) and writer; opened, its text, pictures and answer. */
function InquiryRow({ inquiry: q, onEdit, onDelete }: { inquiry: ProductInquiry; onEdit(): void; onDelete(): void }) {
  const [open, setOpen] = useState(false);
  const done = q.status === 'ANSWER_COMPLETE';
  return (
    <li className={styles.item}>
      <button type="button" className={styles.summary} aria-expanded={open} onClick={() => setOpen(!open)} disabled={q.hidden}>
        <Badge tone={done ? 'dark' : 'outline'}>{ANSWER_STATUS_TEXT[q.status]}</Badge>
        <span className={styles.subject}>
          {q.secret && !q.hidden && <span className={styles.secret}>비밀글</span>}
          {q.subject}
        </span>
        <span className={styles.meta}>
          {q.writer} · {formatDate(q.createdAt)}
        </span>
      </button>
      {open && !q.hidden && (
        <div className={styles.body}>
          <p className={styles.text}>
            <span className={styles.mark}>Q</span>
            {q.content}
          </p>
          {q.images.length > 0 && (
            <ul className={styles.images}>
              {q.images.map((url) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <img src={url} alt="문의 첨부 사진" width={96} height={96} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {q.answer && (
            <div className={styles.answer}>
              <p className={styles.text}>
                <span className={styles.mark}>A</span>
                {q.answer.content}
              </p>
              <p className={styles.meta}>{formatDate(q.answer.answeredAt)}</p>
            </div>
          )}
          {q.mine && (
            <div className={styles.own}>
              {!done && (
                <Button size="sm" variant="secondary" onClick={onEdit}>
                  수정
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={onDelete}>
                삭제
              </Button>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
