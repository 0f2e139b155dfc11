import { useEffect, useState, type FormEvent } from 'react';
import type { AdjustMemberScoreDto } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextField } from '../../../shared/ui/TextField';
import fields from '../../../shared/ui/fields.module.css';

/** The dialog in which staff add to (+) or subtract from (−) a member's score, with a reason. */
export function ScoreForm({
  open,
  username,
  onClose,
  onSubmit,
}: {
  open: boolean;
  username: string;
  onClose(): void;
  onSubmit(body: AdjustMemberScoreDto): Promise<unknown>;
}) {
  const [values, setValues] = useState({ username, delta: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setValues({ username, delta: '', reason: '' });
      setErrors({});
    }
  }, [open, username]);
  const set = (field: 'username' | 'delta' | 'reason') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await onSubmit({ username: values.username.trim(), delta: Number(values.delta.replace(/[^\d-]/g, '') || 'NaN'), reason: values.reason.trim() });
      onClose();
    } catch (err) {
      const api = err instanceof ApiRequestError ? err : null;
      const byField: Record<string, string> = Object.fromEntries((api?.errors ?? []).map((x) => [x.field, x.message]));
      if (api?.code === 'LEVEL_MEMBER_NOT_FOUND') byField.username = api.message;
      if (api?.code === 'SCORE_NEGATIVE') byField.delta = api.message;
      setErrors(Object.keys(byField).length ? byField : { form: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="회원 점수 조정"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="score-form" loading={busy}>
            저장
          </Button>
        </>
      }
    >
      <form id="score-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="회원 아이디" value={values.username} onChange={set('username')} error={errors.username} required autoComplete="off" />
        <TextField label="점수" value={values.delta} onChange={set('delta')} error={errors.delta} required inputMode="numeric" hint="빼려면 -100 처럼 입력" />
        <TextField label="사유" value={values.reason} onChange={set('reason')} error={errors.reason} required maxLength={200} />
        {errors.form && (
          <p role="alert" className={fields.error}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
