import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ANSWER_STATUS_TEXT, QUESTION_CATEGORY_TEXT, formatDateTime } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Badge, Button, ConfirmDialog, buttonClassName } from '../../../shared/ui';
import { QueryView } from '../../../shared/ui/WorkPage';
import { useDeleteMyInquiry, useMyInquiry } from '../api/my-inquiries';
import { QuestionImages } from './QuestionImages';
import styles from './questions.module.css';

/**
 * /mypage/inquiries/{id} (spec §2): one of the member's 1:1 inquiries with the order it refers to, its
 * pictures and, once given, staff's answer; 수정 and 삭제 (after a confirmation) only while it awaits the answer.
 */
export function InquiryViewPage({ inquiryId }: { inquiryId: string }) {
  const query = useMyInquiry(inquiryId);
  const remove = useDeleteMyInquiry();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="inquiry-title">
      <QueryView query={query} what="1:1 문의">
        {({ inquiry: q }) => (
          <article className={styles.body}>
            <header className={styles.head}>
              <div className={styles.headStack}>
                <Badge tone={q.status === 'ANSWER_AWAITING' ? 'outline' : 'dark'}>{ANSWER_STATUS_TEXT[q.status]}</Badge>
                <h1 id="inquiry-title" className={styles.title}>
                  [{QUESTION_CATEGORY_TEXT[q.category]}] {q.subject}
                </h1>
                <p className={styles.meta}>
                  작성 {formatDateTime(q.createdAt)}
                  {q.order && ` · 주문 ${q.order.orderNumber} (${q.order.title})`}
                </p>
              </div>
            </header>
            <p className={styles.text}>{q.content}</p>
            {q.images.length > 0 && <QuestionImages urls={q.images} />}
            {q.answer ? (
              <p className={styles.answer} aria-label="답변">
                <span className={styles.answerLabel}>답변 · {formatDateTime(q.answer.answeredAt)}</span>
                {q.answer.content}
              </p>
            ) : (
              <p className={styles.meta}>답변을 기다리고 있습니다. 답변이 등록되기 전까지 수정하거나 삭제할 수 있습니다.</p>
            )}
            <div className={styles.actions}>
              <Link to="/mypage/inquiries" className={buttonClassName('ghost', 'sm')}>
                목록
              </Link>
              {q.status === 'ANSWER_AWAITING' && (
                <>
                  <Link to="/mypage/inquiries/$inquiryId/modify" params={{ inquiryId: q._id }} className={buttonClassName('secondary', 'sm')}>
                    수정
                  </Link>
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                    삭제
                  </Button>
                </>
              )}
            </div>
          </article>
        )}
      </QueryView>
      <ConfirmDialog
        open={confirming}
        title="1:1 문의 삭제"
        message="문의를 삭제하시겠습니까?"
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(inquiryId, {
            onSuccess: () => void navigate({ to: '/mypage/inquiries' }),
            onError: alertError,
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}
