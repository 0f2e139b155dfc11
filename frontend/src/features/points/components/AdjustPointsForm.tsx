import { useEffect, useState, type FormEvent } from 'react';
import type { AdjustMemberPointsDto } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Dialog } from '../../../shared/ui/Dialog';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import fields from '../../../shared/ui/fields.module.css';
import { usePointPolicies } from '../api/point-policies';
import { groupThousands } from '@shop/contracts';

type Values = { username: string; kind: 'grant' | 'debit'; amount: string; pointId: string; reason: string };

/**
 * The dialog in which staff grant points to a member (적립, optionally under a policy) or take
 * them away (차감, confirmed first), always with a reason. Server messages show by their field.
 */
export function AdjustPointsForm({
  open,
  username,
  onClose,
  onSubmit,
}: {
  open: boolean;
  username: string;
  onClose(): void;
  onSubmit(body: AdjustMemberPointsDto): Promise<unknown>;
}) {
  const [values, setValues] = useState<Values>({ username, kind: 'grant', amount: '', pointId: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const policies = usePointPolicies(1, 100);
  useEffect(() => {
    if (open) {
      setValues({ username, kind: 'grant', amount: '', pointId: '', reason: '' });
      setErrors({});
    }
  }, [open, username]);
  const set = (field: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const send = async () => {
    setBusy(true);
    setErrors({});
    try {
      const amount = Number(values.amount.replace(/\D/g, ''));
      await onSubmit({
        username: values.username.trim(),
        kind: values.kind,
        amount: values.amount.trim() ? amount : undefined,
        pointId: values.kind === 'grant' && values.pointId ? values.pointId : undefined,
        reason: values.reason.trim(),
      });
      onClose();
    } catch (err) {
      const api = err instanceof ApiRequestError ? err : null;
      const byField: Record<string, string> = Object.fromEntries((api?.errors ?? []).map((x) => [x.field, x.message]));
      if (api?.code === 'POINT_MEMBER_NOT_FOUND') byField.username = api.message;
      if (api?.code === 'POINTS_INSUFFICIENT' || api?.code === 'POINT_AMOUNT_REQUIRED') byField.amount = api.message;
      setErrors(Object.keys(byField).length ? byField : { form: (err as Error).message });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (values.kind === 'debit') setConfirming(true);
    else void send();
  };
  const active = (policies.data?.points ?? []).filter((p) => p.isActive);

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        title="적립금 지급·차감"
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              취소
            </Button>
            <Button type="submit" form="adjust-points-form" loading={busy}>
              {values.kind === 'grant' ? '지급하기' : '차감하기'}
            </Button>
          </>
        }
      >
        <form id="adjust-points-form" onSubmit={submit} noValidate>
          <TextField label="회원 아이디" value={values.username} onChange={set('username')} error={errors.username} required autoComplete="off" />
          <Select
            label="구분"
            value={values.kind}
            onChange={set('kind')}
            options={[
              { value: 'grant', label: '적립 (지급)' },
              { value: 'debit', label: '차감' },
            ]}
          />
          {values.kind === 'grant' && (
            <Select
              label="적립금 정책"
              value={values.pointId}
              onChange={set('pointId')}
              error={errors.pointId}
              options={[
                { value: '', label: '정책 없이 지급' },
                ...active.map((p) => ({ value: p._id, label: p.amount !== null ? `${p.name} (${groupThousands(p.amount)}원)` : p.name })),
              ]}
            />
          )}
          <TextField
            label="금액 (원)"
            value={values.amount}
            onChange={set('amount')}
            error={errors.amount}
            inputMode="numeric"
            hint={values.kind === 'grant' ? '정액 정책을 고르면 비워둘 수 있습니다' : undefined}
          />
          <TextField
            label="사유"
            value={values.reason}
            onChange={set('reason')}
            error={errors.reason}
            required
            maxLength={200}
            placeholder="예: 포토 리뷰 작성 감사"
          />
          {errors.form && (
            <p role="alert" className={fields.error}>
              {errors.form}
            </p>
          )}
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="적립금 차감"
        message={`${values.username} 회원의 적립금 ${groupThousands(Number(values.amount.replace(/\D/g, '') || 0))}원을 차감하시겠습니까?`}
        confirmText="차감"
        loading={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
