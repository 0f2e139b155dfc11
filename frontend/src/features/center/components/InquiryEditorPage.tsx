import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import {
  MAX_MEMBER_INQUIRY_IMAGES,
  MAX_QUESTION_CONTENT,
  MAX_QUESTION_SUBJECT,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_TEXT,
  QUESTION_CONTENT_RULES,
  QUESTION_SUBJECT_RULES,
  firstViolation,
  formatDate,
  type Inquiry,
  type InquiryCategory,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { InquiryImageInputs } from '../../../shared/product/InquiryImageInputs';
import { Button, Select, TextArea, TextField } from '../../../shared/ui';
import { QueryView } from '../../../shared/ui/WorkPage';
import { useInquiryOrders, useMyInquiry, useSaveInquiry } from '../api/my-inquiries';
import styles from './questions.module.css';

const CATEGORY_OPTIONS = QUESTION_CATEGORIES.map((value) => ({ value, label: QUESTION_CATEGORY_TEXT[value] }));

/** The write form: category (spec §9), one of the member's orders or none, subject, content and up to five pictures. */
function InquiryForm({ inquiry }: { inquiry?: Inquiry }) {
  const navigate = useNavigate();
  const orders = useInquiryOrders();
  const save = useSaveInquiry();
  const [category, setCategory] = useState<InquiryCategory | ''>(inquiry?.category ?? '');
  const [orderId, setOrderId] = useState(inquiry?.order?._id ?? '');
  const [subject, setSubject] = useState(inquiry?.subject ?? '');
  const [content, setContent] = useState(inquiry?.content ?? '');
  const [kept, setKept] = useState<string[]>(inquiry?.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ category?: string | null; subject?: string | null; content?: string | null }>({});

  const orderOptions = (orders.data?.orders ?? []).map((o) => ({
    value: o._id,
    label: `${formatDate(o.createdAt)} · ${o.orderNumber} · ${o.lines[0]?.product.name ?? ''}${o.lines.length > 1 ? ` 외 ${o.lines.length - 1}건` : ''}`,
  }));
  if (inquiry?.order && !orderOptions.some((o) => o.value === inquiry.order!._id)) {
    orderOptions.unshift({ value: inquiry.order._id, label: `${inquiry.order.orderNumber} · ${inquiry.order.title}` });
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      category: category ? null : '문의 유형을 선택해주세요',
      subject: firstViolation(QUESTION_SUBJECT_RULES, subject),
      content: firstViolation(QUESTION_CONTENT_RULES, content),
    };
    setErrors(found);
    if (found.category || found.subject || found.content || !category) return;
    save.mutate(
      { id: inquiry?._id, body: { category, _order: orderId || null, subject, content, images: inquiry ? kept : undefined }, files },
      {
        onSuccess: (saved) => {
          window.alert(inquiry ? '문의가 수정되었습니다' : '문의가 등록되었습니다');
          void navigate({ to: '/mypage/inquiries/$inquiryId', params: { inquiryId: saved._id } });
        },
        onError: alertError,
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={inquiry ? '1:1 문의 수정' : '1:1 문의 작성'}>
      <Select
        label="문의 유형"
        placeholder="선택해주세요"
        options={CATEGORY_OPTIONS}
        value={category}
        onChange={(e) => {
          setCategory(e.target.value as InquiryCategory | '');
          setErrors((was) => ({ ...was, category: null }));
        }}
        error={errors.category}
        required
      />
      <Select label="주문 선택 (선택)" placeholder="주문과 관계없는 문의" options={orderOptions} value={orderId} onChange={(e) => setOrderId(e.target.value)} />
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
        rows={10}
        maxLength={MAX_QUESTION_CONTENT}
        required
      />
      <InquiryImageInputs kept={kept} onKeptChange={setKept} files={files} onFilesChange={setFiles} max={MAX_MEMBER_INQUIRY_IMAGES} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.history.back()}>
          취소
        </Button>
        <Button type="submit" loading={save.isPending}>
          {inquiry ? '수정' : '등록'}
        </Button>
      </div>
    </form>
  );
}

/** /mypage/inquiries/write and /mypage/inquiries/{id}/modify (spec §2): writes a 1:1 inquiry, or changes one awaiting its answer. */
export function InquiryEditorPage({ inquiryId }: { inquiryId?: string }) {
  return (
    <section aria-labelledby="inquiry-editor-title">
      <header className={styles.pageHead}>
        <h1 id="inquiry-editor-title" className={styles.pageTitle}>
          {inquiryId ? '1:1 문의 수정' : '1:1 문의하기'}
        </h1>
      </header>
      {inquiryId ? <ModifyInquiry inquiryId={inquiryId} /> : <InquiryForm />}
    </section>
  );
}

function ModifyInquiry({ inquiryId }: { inquiryId: string }) {
  const query = useMyInquiry(inquiryId);
  return (
    <QueryView query={query} what="1:1 문의">
      {({ inquiry }) =>
        inquiry.status === 'ANSWER_AWAITING' ? (
          <InquiryForm inquiry={inquiry} />
        ) : (
          <p className={styles.meta}>답변이 완료된 문의는 수정하거나 삭제할 수 없습니다</p>
        )
      }
    </QueryView>
  );
}
