import { useState } from 'react';
import { ANSWER_STATUS_TEXT, QUESTION_CATEGORY_TEXT, formatDate, formatDateTime, type Question, type QuestionAudience } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Badge, Button, ConfirmDialog, Pagination } from '../../../shared/ui';
import { QueryView } from '../../../shared/ui/WorkPage';
import { MY_QUESTIONS_PAGE_SIZE, useDeleteMyQuestion, useMyQuestions } from '../api/my-questions';
import { QuestionDialog } from './QuestionDialog';
import { QuestionImages } from './QuestionImages';
import styles from './questions.module.css';

/** One question: a row with its state that opens to the question and, once given, the answer; edit and delete while awaiting. */
function QuestionItem({ q, onEdit, onDelete }: { q: Question; onEdit(q: Question): void; onDelete(q: Question): void }) {
  const [open, setOpen] = useState(false);
  const awaiting = q.status === 'ANSWER_AWAITING';
  return (
    <li className={styles.item} data-testid="my-question">
      <button type="button" className={styles.summary} aria-expanded={open} onClick={() => setOpen(!open)}>
        <Badge tone={awaiting ? 'outline' : 'dark'}>{ANSWER_STATUS_TEXT[q.status]}</Badge>
        <span className={styles.subject}>
          [{QUESTION_CATEGORY_TEXT[q.category]}] {q.subject}
        </span>
        <span className={styles.meta}>{formatDate(q.createdAt)}</span>
      </button>
      {open && (
        <div className={styles.body}>
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
          {awaiting && (
            <div className={styles.actions}>
              <Button size="sm" variant="secondary" onClick={() => onEdit(q)}>
                수정
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onDelete(q)}>
                삭제
              </Button>
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * /mypage/questions and /promoter/questions (spec §2, §7 Center questions): the member's own
 * questions asked from this area, newest first, with their answer state (spec §4); 질문하기 opens
 * the dialog, and a question awaiting its answer can be changed or deleted (after a confirmation).
 */
export function MyQuestionsPage({ audience }: { audience: QuestionAudience }) {
  const [page, setPage] = useState(1);
  const query = useMyQuestions(audience, page);
  const remove = useDeleteMyQuestion();
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section aria-labelledby="questions-title">
      <header className={styles.head}>
        <div>
          <h1 id="questions-title" className={styles.title}>
            질문
          </h1>
          <p className={styles.lead}>궁금한 점을 남겨주시면 확인 후 답변드립니다.</p>
        </div>
        <Button onClick={() => setEditing('new')}>질문하기</Button>
      </header>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <QueryView query={query} what="질문" isEmpty={(d) => d.questions.length === 0} empty="등록한 질문이 없습니다">
        {(d) => (
          <>
            <ul className={styles.list} aria-label="내 질문">
              {d.questions.map((q) => (
                <QuestionItem key={q._id} q={q} onEdit={setEditing} onDelete={setDeleting} />
              ))}
            </ul>
            <Pagination page={page} total={d.summary.totalCount} pageSize={MY_QUESTIONS_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryView>
      {editing && (
        <QuestionDialog
          audience={audience}
          question={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            if (editing === 'new') setPage(1);
            setEditing(null);
            setNotice(message);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="질문 삭제"
        message="질문을 삭제하시겠습니까?"
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!._id, {
            onSuccess: () => setNotice('질문이 삭제되었습니다'),
            onError: alertError,
            onSettled: () => setDeleting(null),
          })
        }
      />
    </section>
  );
}
