import { useState, type FormEvent } from 'react';
import type { ConsoleReview } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextArea } from '../../../shared/ui/TextField';
import { useModerateReview } from '../api/console-reviews';
import styles from './reviews.module.css';

/** The console's reply dialog: the review as written and the shop's answer (emptied, the answer is removed). */
export function ReplyDialog({ review, onClose }: { review: ConsoleReview; onClose(): void }) {
  const [reply, setReply] = useState(review.reply?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const moderate = useModerateReview();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await moderate.mutateAsync({ id: review._id, body: { reply } });
      onClose();
    } catch (err) {
      setError(err instanceof ApiRequestError ? (err.errors?.[0]?.message ?? err.message) : '답변을 저장하지 못했습니다.');
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="리뷰 답변"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="reply-form" loading={moderate.isPending}>
            답변 저장
          </Button>
        </>
      }
    >
      <form id="reply-form" className={styles.form} onSubmit={submit}>
        <div>
          <p className={styles.subject}>{review.subject}</p>
          <p className={styles.content}>{review.content}</p>
        </div>
        <TextArea label="답변" rows={5} maxLength={2000} value={reply} onChange={(e) => setReply(e.target.value)} />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
