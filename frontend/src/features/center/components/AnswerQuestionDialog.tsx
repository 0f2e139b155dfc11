import {
  MAX_QUESTION_CONTENT,
  QUESTION_AUDIENCE_TEXT,
  QUESTION_CATEGORY_TEXT,
  QUESTION_CONTENT_RULES,
  formatDateTime,
  type ConsoleQuestion,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { AnswerDialog } from '../../../shared/ui';
import { useAnswerQuestion } from '../api/console-questions';
import { QuestionImages } from './QuestionImages';
import styles from './questions.module.css';

/** Staff's answer to one question: the question whole and the answer (2–2,000 characters); saving again changes the answer. */
export function AnswerQuestionDialog({ question, onClose }: { question: ConsoleQuestion; onClose(): void }) {
  const save = useAnswerQuestion();
  return (
    <AnswerDialog
      title={question.answer ? '답변 수정' : '답변하기'}
      initial={question.answer?.content ?? ''}
      rules={QUESTION_CONTENT_RULES}
      maxLength={MAX_QUESTION_CONTENT}
      onSave={(answer) => save.mutateAsync({ id: question._id, answer })}
      savedMessage="답변이 등록되었습니다"
      saving={save.isPending}
      onClose={onClose}
      onError={alertError}
    >
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
    </AnswerDialog>
  );
}
