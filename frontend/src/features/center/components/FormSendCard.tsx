import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { FORM_KINDS, FORM_MESSAGES, MAX_FORM_CONTENT, MAX_FORM_FILES, MAX_FORM_SUBJECT, type Form, type FormCode } from '@shop/contracts';
import { ApiRequestError, alertError } from '../../../shared/api/client';
import { useMeInfo } from '../../../shared/api/me-info';
import { useIsSignedIn } from '../../../shared/stores/session';
import { InquiryImageInputs } from '../../../shared/product/InquiryImageInputs';
import { Button, Checkbox, Select, TextArea, TextField } from '../../../shared/ui';
import { useEditMyForm, useSendForm } from '../api/forms';
import { BulkFields } from './BulkFields';
import { bodyOf, fieldsOfForm, phoneAsTyped, useFormFields, validate } from './use-form-fields';
import styles from './forms.module.css';

/**
 * The form of one kind (spec §3 Board/form): category where the kind has one, the bulk-purchase
 * details for `bulk-purchase`, subject, content, writer name and phone (3-4-4), up to five
 * pictures and the privacy terms agreement. A signed-in member's name and phone are filled in.
 * Every invalid field shows its Korean message (checked here and by the server); once sent, the
 * writer lands on the form's own page (/center/inquiry/{_form}). With `editing`, the member's sent
 * form prefilled (/mypage/forms 수정, while it awaits its answer): its pictures kept or removed,
 * no terms to agree again; saved with PUT me/forms/{id}, then `onDone`.
 */
export function FormSendCard({ code, editing, onDone }: { code: FormCode; editing?: Form; onDone?(): void }) {
  const kind = FORM_KINDS[code];
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const me = useMeInfo({ enabled: signedIn });
  const { fields, set, setFields, errors, setErrors } = useFormFields(editing ? fieldsOfForm(editing) : undefined);
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>(() => editing?.files.map((f) => f.url) ?? []);
  const send = useSendForm();
  const edit = useEditMyForm();
  const pending = send.isPending || edit.isPending;

  useEffect(() => {
    if (me.data) setFields((f) => ({ ...f, name: f.name || me.data.name, phone: f.phone || phoneAsTyped(me.data.phone ?? '') }));
  }, [me.data, setFields]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems = validate(code, fields);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const onError = (err: Error) => {
      if (err instanceof ApiRequestError && err.errors?.length) setErrors(Object.fromEntries(err.errors.map((x) => [x.field, x.message])));
      alertError(err);
    };
    if (editing) {
      const { agreeTerms: _agreed, ...body } = bodyOf(code, fields);
      const keptIds = editing.files.filter((f) => kept.includes(f.url)).map((f) => f._id);
      edit.mutate(
        { id: editing._id, body, kept: keptIds, files },
        {
          onSuccess: () => {
            window.alert(FORM_MESSAGES.EDITED);
            onDone?.();
          },
          onError,
        },
      );
      return;
    }
    send.mutate(
      { body: bodyOf(code, fields), files },
      {
        onSuccess: ({ form, key }) => {
          window.alert(FORM_MESSAGES.SENT);
          void navigate({ to: '/center/inquiry/$formId', params: { formId: form._id }, search: { key } });
        },
        onError,
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={editing ? `${kind.title} 문의 수정` : `${kind.title} 문의`}>
      {kind.categories.length > 0 && (
        <Select
          label="문의 유형"
          required
          placeholder="선택해주세요"
          options={kind.categories.map((c) => ({ value: c.value, label: c.label }))}
          value={fields.category}
          onChange={(e) => set('category', e.target.value)}
          error={errors.category}
        />
      )}
      {code === 'bulk-purchase' && <BulkFields fields={fields} set={set} errors={errors} />}
      <TextField
        label="제목"
        required
        value={fields.subject}
        maxLength={MAX_FORM_SUBJECT}
        onChange={(e) => set('subject', e.target.value)}
        error={errors.subject}
      />
      <TextArea
        label="내용"
        required
        rows={8}
        value={fields.content}
        maxLength={MAX_FORM_CONTENT}
        placeholder="문의하실 내용을 자세히 적어주세요."
        onChange={(e) => set('content', e.target.value)}
        error={errors.content}
      />
      <div className={styles.row}>
        <TextField label="이름" required autoComplete="name" value={fields.name} onChange={(e) => set('name', e.target.value)} error={errors['writer.name']} />
        <TextField
          label="연락처"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-0000-0000"
          value={fields.phone}
          onChange={(e) => set('phone', phoneAsTyped(e.target.value))}
          error={errors['writer.phone']}
        />
      </div>
      <div>
        <p className={styles.fieldLabel}>사진 첨부 (선택, {MAX_FORM_FILES}장까지)</p>
        <InquiryImageInputs kept={kept} onKeptChange={setKept} files={files} onFilesChange={setFiles} max={MAX_FORM_FILES} />
      </div>
      {!editing && (
        <div className={styles.terms}>
          <p className={styles.termsText}>
            수집 항목: 이름, 연락처, 문의 내용 · 이용 목적: 문의 확인 및 답변 · 보유 기간: 문의 처리 후 3년. 동의하지 않으시면 문의를 접수할 수 없습니다.
          </p>
          <Checkbox
            label="개인정보 수집·이용에 동의합니다 (필수)"
            checked={fields.agreeTerms}
            onChange={(e) => set('agreeTerms', e.target.checked)}
            aria-invalid={errors.agreeTerms ? true : undefined}
          />
          {errors.agreeTerms && (
            <p className={styles.error} role="alert">
              {errors.agreeTerms}
            </p>
          )}
        </div>
      )}
      <div className={styles.actions}>
        {editing && (
          <Button type="button" size="lg" variant="secondary" onClick={onDone} disabled={pending}>
            취소
          </Button>
        )}
        <Button type="submit" size="lg" disabled={pending}>
          {editing ? (pending ? '저장 중…' : '수정하기') : pending ? '접수 중…' : '문의하기'}
        </Button>
      </div>
    </form>
  );
}
