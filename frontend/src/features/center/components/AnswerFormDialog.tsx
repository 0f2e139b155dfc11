import { FORM_CONTENT_RULES, MAX_FORM_CONTENT, type ConsoleForm } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { AnswerDialog } from '../../../shared/ui';
import { useAnswerForm } from '../api/console-forms';
import { FormView } from './FormView';
import styles from './forms.module.css';

/** Staff's view of one form and its answer (2–2,000 characters); saving moves it to ANSWER_COMPLETE, saving again changes the answer. */
export function AnswerFormDialog({ form, onClose }: { form: ConsoleForm; onClose(): void }) {
  const save = useAnswerForm();
  return (
    <AnswerDialog
      title={form.answer ? '답변 수정' : '답변하기'}
      initial={form.answer?.content ?? ''}
      rules={FORM_CONTENT_RULES}
      maxLength={MAX_FORM_CONTENT}
      onSave={(answer) => save.mutateAsync({ id: form._id, answer })}
      savedMessage="답변이 등록되었습니다"
      saving={save.isPending}
      onClose={onClose}
      onError={alertError}
    >
      <FormView form={{ ...form, answer: null }} />
      <p className={styles.muted}>회원: {form.username ?? '비회원'}</p>
    </AnswerDialog>
  );
}
