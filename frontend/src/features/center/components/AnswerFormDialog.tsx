import { useState, type FormEvent } from 'react';
import { FORM_CONTENT_RULES, MAX_FORM_CONTENT, firstViolation, type ConsoleForm } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button, Dialog, TextArea } from '../../../shared/ui';
import { useAnswerForm } from '../api/console-forms';
import { FormView } from './FormView';
import styles from './forms.module.css';

/** Staff's view of one form and its answer (2–2,000 characters); saving moves it to ANSWER_COMPLETE, saving again changes the answer. */
export function AnswerFormDialog({ form, onClose }: { form: ConsoleForm; onClose(): void }) {
  const [answer, setAnswer] = useState(form.answer?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useAnswerForm();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = firstViolation(FORM_CONTENT_RULES, answer);
    setError(problem);
    if (problem) return;
    save.mutate(
      { id: form._id, answer },
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
      title={form.answer ? '답변 수정' : '답변하기'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="form-answer-form" disabled={save.isPending}>
            답변 저장
          </Button>
        </>
      }
    >
      <form id="form-answer-form" className={styles.form} onSubmit={onSubmit} noValidate>
        <FormView form={{ ...form, answer: null }} />
        <p className={styles.muted}>회원: {form.username ?? '비회원'}</p>
        <TextArea label="답변" value={answer} onChange={(e) => setAnswer(e.target.value)} error={error} rows={6} maxLength={MAX_FORM_CONTENT} required />
      </form>
    </Dialog>
  );
}
