import { useState, type FormEvent } from 'react';
import type { CreateTargetPaymentDto } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextArea, TextField } from '../../../shared/ui/TextField';
import fields from '../../../shared/ui/fields.module.css';

const EMPTY = { username: '', name: '', amount: '', memo: '' };

/**
 * The dialog in which staff ask a member to pay (결제 요청 등록): member id, what for, amount in
 * 원 and a note. The server's Korean messages are shown by the field they concern.
 */
export function TargetPaymentForm({ open, onClose, onSubmit }: { open: boolean; onClose(): void; onSubmit(body: CreateTargetPaymentDto): Promise<unknown> }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await onSubmit({
        username: values.username.trim(),
        name: values.name.trim(),
        amount: Number(values.amount.replace(/\D/g, '')),
        memo: values.memo.trim() || undefined,
      });
      setValues(EMPTY);
      onClose();
    } catch (err) {
      const api = err instanceof ApiRequestError ? err : null;
      const fields: Record<string, string> = Object.fromEntries((api?.errors ?? []).map((x) => [x.field, x.message]));
      if (api?.code === 'TARGET_USER_NOT_FOUND') fields.username = api.message;
      setErrors(Object.keys(fields).length ? fields : { form: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="결제 요청 등록"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="target-payment-form" loading={busy}>
            요청하기
          </Button>
        </>
      }
    >
      <form id="target-payment-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="회원 아이디" value={values.username} onChange={set('username')} error={errors.username} required autoComplete="off" />
        <TextField
          label="요청 항목"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
          placeholder="예: 욕실 시공비 (부가세 포함)"
          maxLength={60}
        />
        <TextField
          label="요청 금액 (원)"
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
          required
          inputMode="numeric"
          placeholder="330000"
        />
        <TextArea label="안내 메모" value={values.memo} onChange={set('memo')} error={errors.memo} rows={3} maxLength={500} />
        {errors.form && (
          <p role="alert" className={fields.error}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
