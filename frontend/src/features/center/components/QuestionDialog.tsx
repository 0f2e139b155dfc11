import { useState, type FormEvent } from 'react';
import {
  MAX_QUESTION_CONTENT,
  MAX_QUESTION_IMAGES,
  MAX_QUESTION_SUBJECT,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_MESSAGE,
  QUESTION_CATEGORY_TEXT,
  QUESTION_CONTENT_RULES,
  QUESTION_SUBJECT_RULES,
  firstViolation,
  type Question,
  type QuestionAudience,
  type QuestionCategory,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { InquiryImageInputs } from '../../../shared/product/InquiryImageInputs';
import { Button, Dialog, Select, TextArea, TextField } from '../../../shared/ui';
import { useSaveQuestion } from '../api/my-questions';
import styles from './questions.module.css';

const CATEGORY_OPTIONS = QUESTION_CATEGORIES.map((value) => ({ value, label: QUESTION_CATEGORY_TEXT[value] }));

/**
 * The 질문하기 dialog (spec §2 mypage/promoter questions): category (spec §9), subject (2–100) and
 * content (2–2,000), checked with the contracts' rules before sending, and up to five pictures;
 * with `question` it edits it (keeping the pictures not removed).
 */
export function QuestionDialog({
  audience,
  question,
  onClose,
  onSaved,
}: {
  audience: QuestionAudience;
  question?: Question;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const [category, setCategory] = useState<QuestionCategory | ''>(question?.category ?? '');
  const [subject, setSubject] = useState(question?.subject ?? '');
  const [content, setContent] = useState(question?.content ?? '');
  const [kept, setKept] = useState<string[]>(question?.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ category?: string | null; subject?: string | null; content?: string | null }>({});
  const save = useSaveQuestion(audience);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      category: category ? null : QUESTION_CATEGORY_MESSAGE,
      subject: firstViolation(QUESTION_SUBJECT_RULES, subject),
      content: firstViolation(QUESTION_CONTENT_RULES, content),
    };
    setErrors(found);
    if (found.category || found.subject || found.content || !category) return;
    save.mutate(
      { id: question?._id, body: { category, subject, content, images: question ? kept : undefined }, files },
      { onSuccess: () => onSaved(question ? '질문이 수정되었습니다' : '질문이 등록되었습니다'), onError: alertError },
    );
  };

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={question ? '질문 수정' : '질문하기'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="question-form" disabled={save.isPending}>
            {question ? '수정' : '등록'}
          </Button>
        </>
      }
    >
      <form id="question-form" className={styles.form} onSubmit={onSubmit} noValidate>
        <Select
          label="질문 유형"
          placeholder="선택해주세요"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(e) => {
            setCategory(e.target.value as QuestionCategory | '');
            setErrors((was) => ({ ...was, category: null }));
          }}
          error={errors.category}
          required
        />
        <TextField
          label="제목"
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value);
            setErrors((was) => ({ ...was, subject: null }));
          }}
          error={errors.subject}
          maxLength={MAX_QUESTION_SUBJECT}
          required
        />
        <TextArea
          label="내용"
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            setErrors((was) => ({ ...was, content: null }));
          }}
          error={errors.content}
          rows={8}
          maxLength={MAX_QUESTION_CONTENT}
          required
        />
        <InquiryImageInputs kept={kept} onKeptChange={setKept} files={files} onFilesChange={setFiles} max={MAX_QUESTION_IMAGES} />
      </form>
    </Dialog>
  );
}
