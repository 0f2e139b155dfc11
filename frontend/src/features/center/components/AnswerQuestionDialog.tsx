import { useState, type FormEvent } from 'react';
import {
  MAX_QUESTION_CONTENT,
  QUESTION_AUDIENCE_TEXT,
  QUESTION_CATEGORY_TEXT,
  QUESTION_CONTENT_RULES,
  firstViolation,
  formatDateTime,
  type ConsoleQuestion,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button, Dialog, TextArea } from '../../../shared/ui';
import { useAnswerQuestion } from '../api/console-questions';
import { QuestionImages } from './QuestionImages';
import styles from './questions.module.css';

/** Staff's answer to one question: the question whole and the answer (2–2,000 characters); saving again changes the answer. */
export function AnswerQuestionDialog({ question, onClose }: { question: ConsoleQuestion; onClose(): void }) {
  const [answer, setAnswer] = useState(question.answer?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useAnswerQuestion();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = firstViolation(QUESTION_CONTENT_RULES, answer);
    setError(problem);
    if (problem) return;
    save.mutate(
      { id: question._id, answer },
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
      title={question.answer ? '답변 수정' : '답변하기'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="question-answer-form" disabled={save.isPending}>
            답변 저장
          </Button>
        </>
      }
    >
      <form id="question-answer-form" className={styles.form} onSubmit={onSubmit} noValidate>
        <dl className={styles.facts}>
          <dt>유형</dt>
          <dd>
            {QUESTION_CATEGORY_TEXT[question.category]} · {QUESTION_AUDIENCE_TEXT[question.audience]}
          </dd>
          <dt>작성자</dt>
          <dd>
            {question.name} ({question.username}) · {formatDateTime(question.createdAt)}
          </dd>
          <dt>제목</dt>
          <dd>{question.subject}</dd>
        </dl>
        <p className={styles.text}>{question.content}</p>
        {question.images.length > 0 && <QuestionImages urls={question.images} />}
        <TextArea label="답변" value={answer} onChange={(e) => setAnswer(e.target.value)} error={error} rows={6} maxLength={MAX_QUESTION_CONTENT} required />
      </form>
    </Dialog>
  );
}
