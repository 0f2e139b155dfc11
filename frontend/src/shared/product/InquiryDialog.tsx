import { useState, type FormEvent } from 'react';
import { CONTENT_RULES, MAX_INQUIRY_IMAGES, MESSAGES, SUBJECT_RULES, firstViolation, type ProductInquiry } from '@shop/contracts';
import { alertError } from '../api/client';
import { useSaveProductInquiry } from '../api/product-inquiries';
import { useSession } from '../stores/session';
import { Button, Checkbox, Dialog, TextArea, TextField } from '../ui';
import { InquiryImageInputs } from './InquiryImageInputs';
import styles from './InquiryDialog.module.css';

export interface InquiryDialogProps {
  open: boolean;
  onClose(): void;
  product: { _id: string; name: string };
  /** The member's inquiry to edit ("수정하기"); absent for a new one ("문의하기"). */
  inquiry?: ProductInquiry | null;
}

/**
 * The product inquiry form (spec §2 product inquiry dialog): 문의 제목, 문의 내용 (at least 2
 * characters each, spec §5), 비밀글 and up to 10 pictures, one empty picture input at a time.
 * Signed out, submitting alerts "로그인 이후 이용가능합니다" and closes (spec §8); saved, it alerts
 * "상품문의가 등록되었습니다" or "상품문의가 수정되었습니다" and closes.
 */
export function InquiryDialog({ open, onClose, product, inquiry = null }: InquiryDialogProps) {
  const [subject, setSubject] = useState(inquiry?.subject ?? '');
  const [content, setContent] = useState(inquiry?.content ?? '');
  const [secret, setSecret] = useState(inquiry?.secret ?? false);
  const [kept, setKept] = useState<string[]>(inquiry?.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ subject?: string | null; content?: string | null }>({});
  const save = useSaveProductInquiry(product._id, inquiry);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!useSession.getState().refreshToken) {
      window.alert(MESSAGES.INQUIRY_SIGNED_OUT);
      onClose();
      return;
    }
    const next = { subject: firstViolation(SUBJECT_RULES, subject), content: firstViolation(CONTENT_RULES, content) };
    setErrors(next);
    if (next.subject || next.content) return;
    save.mutate(
      { subject, content, secret, kept, files },
      {
        onSuccess: () => {
          window.alert(inquiry ? MESSAGES.INQUIRY_UPDATED : MESSAGES.INQUIRY_CREATED);
          onClose();
        },
        onError: alertError,
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={inquiry ? '수정하기' : '문의하기'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="product-inquiry-form" disabled={save.isPending}>
            {inquiry ? '수정' : '문의 등록'}
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
          onChange={(e) => {
            setSubject(e.target.value);
            if (errors.subject) setErrors({ ...errors, subject: null });
          }}
          error={errors.subject}
          maxLength={100}
          placeholder="제목을 입력해주세요"
          required
        />
        <TextArea
          label="문의 내용"
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            if (errors.content) setErrors({ ...errors, content: null });
          }}
          error={errors.content}
          rows={6}
          maxLength={2000}
          placeholder="궁금하신 점을 자세히 적어주시면 정확히 안내해드리겠습니다."
          required
        />
        <InquiryImageInputs kept={kept} onKeptChange={setKept} files={files} onFilesChange={setFiles} max={MAX_INQUIRY_IMAGES} />
        <Checkbox label="비밀글" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
      </form>
    </Dialog>
  );
}
