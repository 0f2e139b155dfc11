import { useEffect, useState, type FormEvent } from 'react';
import type { SaveShippingDto, Shipping } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextField } from '../../../shared/ui/TextField';
import { EMPTY_DRAFT, bodyOf, draftOf, newOption, type ShippingDraft } from '../lib/shipping-form';
import { OptionEditor } from './OptionEditor';
import { TargetPicker } from './TargetPicker';
import styles from './shipping.module.css';

/**
 * The dialog in which staff create or change a shipping rule (배송비 정책): name, period (KST
 * days), on/off, target and options. The server's Korean messages are shown by the field they
 * concern, or under the form.
 */
export function ShippingEditor({
  open,
  editing,
  onClose,
  onSubmit,
}: {
  open: boolean;
  editing: Shipping | null;
  onClose(): void;
  onSubmit(body: SaveShippingDto): Promise<unknown>;
}) {
  const [draft, setDraft] = useState<ShippingDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setDraft(editing ? draftOf(editing) : EMPTY_DRAFT);
      setErrors({});
    }
  }, [open, editing]);
  const patch = (p: Partial<ShippingDraft>) => setDraft((d) => ({ ...d, ...p }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await onSubmit(bodyOf(draft));
      onClose();
    } catch (err) {
      const api = err instanceof ApiRequestError ? err : null;
      const byField = Object.fromEntries((api?.errors ?? []).map((x) => [x.field.split('.')[0]!, x.message]));
      setErrors(byField.name || byField.startsAt || byField.endsAt || byField.target ? byField : { form: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={editing ? '배송비 정책 수정' : '배송비 정책 등록'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="shipping-form" loading={busy}>
            저장
          </Button>
        </>
      }
    >
      <form id="shipping-form" className={styles.formGrid} onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="정책명" value={draft.name} maxLength={60} required error={errors.name} onChange={(e) => patch({ name: e.target.value })} />
        <div className={`${styles.formGrid} ${styles.formGrid2}`}>
          <TextField label="시작일" type="date" value={draft.startsOn} error={errors.startsAt} onChange={(e) => patch({ startsOn: e.target.value })} />
          <TextField label="종료일" type="date" value={draft.endsOn} error={errors.endsAt} onChange={(e) => patch({ endsOn: e.target.value })} />
        </div>
        <Checkbox label="사용" checked={draft.isActive} onChange={(e) => patch({ isActive: e.target.checked })} />
        <TargetPicker value={draft} onChange={patch} error={errors.target} />
        {draft.options.map((o, i) => (
          <OptionEditor
            key={i}
            index={i}
            value={o}
            onChange={(v) => patch({ options: draft.options.map((x, j) => (j === i ? v : x)) })}
            onRemove={draft.options.length > 1 ? () => patch({ options: draft.options.filter((_, j) => j !== i) }) : undefined}
          />
        ))}
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={draft.options.length >= 5}
            onClick={() => patch({ options: [...draft.options, newOption('express')] })}
          >
            배송 옵션 추가
          </Button>
        </div>
        {errors.form && (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
