import { useState, type FormEvent } from 'react';
import { QUESTION_DELETE_REASON_RULES, firstViolation, type ConsoleQuestion } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button, Dialog, TextField } from '../../../shared/ui';
import { useDeleteQuestion } from '../api/console-questions';
import styles from './questions.module.css';

/** Confirms staff's deletion of a question and asks its reason (kept on the event); a deleted question cannot be restored. */
export function DeleteQuestionDialog({ question, onClose }: { question: ConsoleQuestion; onClose(): void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteQuestion();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = firstViolation(QUESTION_DELETE_REASON_RULES, reason);
    setError(problem);
    if (problem) return;
    remove.mutate({ id: question._id, reason }, { onSuccess: onClose, onError: alertError });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="질문 삭제"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="question-delete-form" disabled={remove.isPending}>
            삭제
          </Button>
        </>
      }
    >
      <form id="question-delete-form" className={styles.form} onSubmit={onSubmit} noValidate>
        <p>“{question.subject}” 질문을 삭제하시겠습니까? 삭제한 질문은 되돌릴 수 없습니다.</p>
        <TextField label="삭제 사유" value={reason} onChange={(e) => setReason(e.target.value)} error={error} maxLength={200} required />
      </form>
    </Dialog>
  );
}
