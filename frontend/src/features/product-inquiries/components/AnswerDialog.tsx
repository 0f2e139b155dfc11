import { CONTENT_RULES, formatDate, type ConsoleProductInquiry } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { AnswerDialog as StaffAnswerDialog } from '../../../shared/ui';
import { useAnswerInquiry } from '../api/console-inquiries';
import styles from './inquiries.module.css';

/** The longest answer to a product inquiry, in characters. */
const MAX_ANSWER = 5_000;

/** Staff's answer to one product inquiry: the question whole (secret ones too), its pictures, and the answer (at least 2 characters, spec §5). */
export function AnswerDialog({ inquiry, onClose }: { inquiry: ConsoleProductInquiry; onClose(): void }) {
  const save = useAnswerInquiry();
  return (
    <StaffAnswerDialog
      title={inquiry.answer ? '답변 수정' : '답변하기'}
      initial={inquiry.answer?.content ?? ''}
      rules={CONTENT_RULES}
      maxLength={MAX_ANSWER}
      onSave={(answer) => save.mutateAsync({ id: inquiry._id, answer })}
      savedMessage="답변이 등록되었습니다"
      saving={save.isPending}
      onClose={onClose}
      onError={alertError}
    >
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
    </StaffAnswerDialog>
  );
}
