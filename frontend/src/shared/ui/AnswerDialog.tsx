import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { firstViolation, type Rule } from '@shop/contracts';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextArea } from './TextField';
import styles from './AnswerDialog.module.css';

export interface AnswerDialogProps {
  /** The dialog's title, e.g. '답변하기' or '답변 수정'. */
  title: string;
  /** The answer given so far ('' before the first): the field starts with it. */
  initial: string;
  /** The answer's rules (contracts, spec §5), checked before anything is sent; their Korean message shows under the field. */
  rules: readonly Rule[];
  /** The longest answer, in characters. */
  maxLength: number;
  /** Sends the answer; the dialog closes when it resolves (after `savedMessage`, if any) and shows the error when it rejects. */
  onSave(answer: string): Promise<unknown>;
  /** Shown in an alert once saved (e.g. '답변이 등록되었습니다'); none when omitted. */
  savedMessage?: string;
  /** True while a save is under way: the save button waits. */
  saving: boolean;
  onClose(): void;
  /** Reports a refused save to staff (the shop's alertError). */
  onError(error: unknown): void;
  /** More footer actions before 취소 (e.g. putting the item back to awaiting). */
  actions?: ReactNode;
  /** What is being answered: the question, inquiry or form, shown whole above the answer. */
  children: ReactNode;
}

/**
 * Staff's answer to what a member asked (a centre question, a 1:1 inquiry, a product inquiry, a
 * centre form): what was asked above, the answer below, checked with the contracts' rules before
 * it is sent. Saving again changes the answer.
 */
export function AnswerDialog({ title, initial, rules, maxLength, onSave, savedMessage, saving, onClose, onError, actions, children }: AnswerDialogProps) {
  const [answer, setAnswer] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = firstViolation(rules, answer);
    setError(problem);
    if (problem) return;
    onSave(answer).then(() => {
      if (savedMessage) window.alert(savedMessage);
      onClose();
    }, onError);
  };

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={title}
      footer={
        <>
          {actions}
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            답변 저장
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        <TextArea label="답변" value={answer} onChange={(e) => setAnswer(e.target.value)} error={error} rows={6} maxLength={maxLength} required />
      </form>
    </Dialog>
  );
}
