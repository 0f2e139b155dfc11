import { useState, type FormEvent } from 'react';
import { CONTENT_RULES, firstViolation, formatDate, type ConsoleProductInquiry } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button, Dialog, TextArea } from '../../../shared/ui';
import { useAnswerInquiry } from '../api/console-inquiries';
import styles from './inquiries.module.css';

/** Staff's answer to one product inquiry: the question whole (secret ones too), its pictures, and the answer (at least 2 characters, spec §5). */
export function AnswerDialog({ inquiry, onClose }: { inquiry: ConsoleProductInquiry; onClose(): void }) {
  const [answer, setAnswer] = useState(inquiry.answer?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useAnswerInquiry();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = firstViolation(CONTENT_RULES, answer);
    setError(problem);
    if (problem) return;
    save.mutate(
      { id: inquiry._id, answer },
      {
        onSuccess: () => {
          window.alert('답변이 등록되었습니다');
          onClose();
        },
        onError: alertError,
      },
    );
  };

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={inquiry.answer ? '답변 수정' : '답변하기'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="inquiry-answer-form" disabled={save.isPending}>
            답변 저장
          </Button>
        </>
      }
    >
      <form id="inquiry-answer-form" className={styles.form} onSubmit={onSubmit} noValidate>
        <dl className={styles.facts}>
          <dt>상품</dt>
          <dd>{inquiry.productName}</dd>
          <dt>작성자</dt>
          <dd>
            {inquiry.writer} · {formatDate(inquiry.createdAt)}
            {inquiry.secret && ' · 비밀글'}
          </dd>
          <dt>제목</dt>
          <dd>{inquiry.subject}</dd>
        </dl>
        <p className={styles.question}>{inquiry.content}</p>
        {inquiry.images.length > 0 && (
          <ul className={styles.images}>
            {inquiry.images.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt="문의 첨부 사진" width={80} height={80} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <TextArea label="답변" value={answer} onChange={(e) => setAnswer(e.target.value)} error={error} rows={6} maxLength={5000} required />
      </form>
    </Dialog>
  );
}
