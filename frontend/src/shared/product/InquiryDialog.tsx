import { useState, type FormEvent } from 'react';
import { CONTENT_RULES, SUBJECT_RULES, firstViolation } from '@shop/contracts';
import { Button, Checkbox, Dialog, TextArea, TextField } from '../ui';
import styles from './InquiryDialog.module.css';

const MAX_IMAGES = 10;

export interface InquiryDialogProps {
  open: boolean;
  onClose(): void;
  product: { _id: string; name: string };
}

/**
 * The product inquiry form (spec §2): title, content, a private checkbox and image upload.
 * Submission waits for the inquiry API; until then it says so politely.
 */
export function InquiryDialog({ open, onClose, product }: InquiryDialogProps) {
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [secret, setSecret] = useState(true);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ subject?: string | null; content?: string | null }>({});
  const [notice, setNotice] = useState<string | null>(null);

  const reset = () => {
    setSubject('');
    setContent('');
    setSecret(true);
    setFiles([]);
    setErrors({});
    setNotice(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = { subject: firstViolation(SUBJECT_RULES, subject), content: firstViolation(CONTENT_RULES, content) };
    setErrors(next);
    if (next.subject || next.content) return;
    setNotice('상품문의 접수는 준비 중입니다. 빠른 상담이 필요하시면 고객센터로 연락해주세요.');
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="문의하기"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            취소
          </Button>
          <Button type="submit" form="product-inquiry-form">
            문의 등록
          </Button>
        </>
      }
    >
      <form id="product-inquiry-form" className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.product}>
          <span className="eyebrow">문의 상품</span>
          <span>{product.name}</span>
        </p>
        <TextField
          label="문의 제목"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          error={errors.subject}
          maxLength={100}
          placeholder="제목을 입력해주세요"
          required
        />
        <TextArea
          label="문의 내용"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          error={errors.content}
          rows={6}
          maxLength={2000}
          placeholder="궁금하신 점을 자세히 적어주시면 정확히 안내해드리겠습니다."
          required
        />
        <div className={styles.files}>
          <label className={styles.fileLabel}>
            <span>이미지 첨부</span>
            <input
              type="file"
              accept="image/*"
              multiple
              onChange={(e) => {
                const picked = Array.from(e.target.files ?? []).filter((f) => f.type.startsWith('image/'));
                setFiles((prev) => [...prev, ...picked].slice(0, MAX_IMAGES));
                e.target.value = '';
              }}
            />
          </label>
          <span className={styles.fileHint}>
            {files.length > 0 ? `${files.length}개 선택됨 · ` : ''}최대 {MAX_IMAGES}장
          </span>
        </div>
        <Checkbox label="비밀글로 문의하기" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
      </form>
    </Dialog>
  );
}
