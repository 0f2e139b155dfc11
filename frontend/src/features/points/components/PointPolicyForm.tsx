import { useEffect, useState, type FormEvent } from 'react';
import type { CreatePointPolicyDto, PointPolicy } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Dialog } from '../../../shared/ui/Dialog';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import fields from '../../../shared/ui/fields.module.css';

type Values = { name: string; by: 'amount' | 'rate'; value: string; validityDays: string; isActive: boolean };
const EMPTY: Values = { name: '', by: 'amount', value: '', validityDays: '365', isActive: true };
const valuesOf = (p: PointPolicy | null): Values =>
  p
    ? {
        name: p.name,
        by: p.amount !== null ? 'amount' : 'rate',
        value: String(p.amount ?? p.rate ?? ''),
        validityDays: p.validityDays ? String(p.validityDays) : '',
        isActive: p.isActive,
      }
    : EMPTY;
const number = (s: string) => (s.trim() === '' ? null : Number(s.replace(/[^\d.]/g, '')));

/**
 * The dialog in which staff create or edit a point policy (적립금 정책): name, a fixed amount in 원
 * or a rate in percent, validity in days (empty: no expiry) and whether it is in use. The
 * server's Korean messages are shown by the field they concern.
 */
export function PointPolicyForm({
  open,
  policy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  policy: PointPolicy | null;
  onClose(): void;
  onSubmit(body: CreatePointPolicyDto): Promise<unknown>;
}) {
  const [values, setValues] = useState<Values>(valuesOf(policy));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setValues(valuesOf(policy));
      setErrors({});
    }
  }, [open, policy]);
  const set = (field: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const value = number(values.value);
      await onSubmit({
        name: values.name.trim(),
        amount: values.by === 'amount' ? value : null,
        rate: values.by === 'rate' ? value : null,
        validityDays: number(values.validityDays),
        isActive: values.isActive,
      });
      onClose();
    } catch (err) {
      const api = err instanceof ApiRequestError ? err : null;
      const byField: Record<string, string> = Object.fromEntries(
        (api?.errors ?? []).map((x) => [x.field === 'rate' || x.field === 'amount' ? 'value' : x.field, x.message]),
      );
      setErrors(Object.keys(byField).length ? byField : { form: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={policy ? '적립금 정책 수정' : '적립금 정책 등록'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="point-policy-form" loading={busy}>
            저장
          </Button>
        </>
      }
    >
      <form id="point-policy-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="정책명" value={values.name} onChange={set('name')} error={errors.name} required maxLength={40} placeholder="예: 포토 리뷰 적립" />
        <Select
          label="적립 방식"
          value={values.by}
          onChange={set('by')}
          options={[
            { value: 'amount', label: '정액 (원)' },
            { value: 'rate', label: '정률 (%)' },
          ]}
        />
        <TextField
          label={values.by === 'amount' ? '적립 금액 (원)' : '적립률 (%)'}
          value={values.value}
          onChange={set('value')}
          error={errors.value}
          required
          inputMode="decimal"
        />
        <TextField
          label="유효기간 (일)"
          value={values.validityDays}
          onChange={set('validityDays')}
          error={errors.validityDays}
          inputMode="numeric"
          hint="비워두면 소멸되지 않습니다"
        />
        <Checkbox label="사용" checked={values.isActive} onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))} />
        {errors.form && (
          <p role="alert" className={fields.error}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
