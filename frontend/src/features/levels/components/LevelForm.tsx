import { useEffect, useState, type FormEvent } from 'react';
import { LEVEL_SCOPE_TEXT, type CreateLevelDto, type LevelScope, type MemberLevel } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Dialog } from '../../../shared/ui/Dialog';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import fields from '../../../shared/ui/fields.module.css';
import t from '../../../shared/ui/work-table.module.css';
import { CriteriaFields, DiscountFields, type CriterionDraft, type DiscountDraft } from './LevelRulesFields';
import styles from './levels.module.css';

interface Values {
  code: string;
  name: string;
  index: string;
  scope: LevelScope;
  isActive: boolean;
  isWelcome: boolean;
  points: string;
  coupons: string;
  criteria: CriterionDraft[];
  discounts: DiscountDraft[];
}

const valuesOf = (l: MemberLevel | null): Values => ({
  code: l?.code ?? '',
  name: l?.name ?? '',
  index: String(l?.index ?? 0),
  scope: l?.scope ?? 'ALL',
  isActive: l?.isActive ?? true,
  isWelcome: l?.isWelcome ?? false,
  points: String(l?.points ?? 0),
  coupons: (l?.coupons ?? []).join(', '),
  criteria: (l?.criteria ?? []).map((c) => ({ ...c, value: String(c.value) })),
  discounts: (l?.discounts ?? []).map((d) => ({ unit: d.unit, value: String(d.value), isActive: d.isActive })),
});
const num = (s: string) => Number(s.replace(/[^\d.-]/g, '') || 'NaN');

/**
 * The dialog in which staff create or edit a member level (spec §3 Member level): code (new
 * levels only), name, order, scope, use, welcome, points rate, coupons granted on reaching it,
 * criteria and discounts. The server's Korean messages are shown by the part they concern.
 */
export function LevelForm({
  open,
  level,
  onClose,
  onSubmit,
}: {
  open: boolean;
  level: MemberLevel | null;
  onClose(): void;
  onSubmit(body: CreateLevelDto): Promise<unknown>;
}) {
  const [values, setValues] = useState<Values>(valuesOf(level));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setValues(valuesOf(level));
      setErrors({});
    }
  }, [open, level]);
  const set = (field: 'code' | 'name' | 'index' | 'scope' | 'points' | 'coupons') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await onSubmit({
        code: values.code.trim().toUpperCase(),
        name: values.name.trim(),
        index: num(values.index),
        scope: values.scope,
        isActive: values.isActive,
        isWelcome: values.isWelcome,
        points: num(values.points),
        coupons: values.coupons
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
        criteria: values.criteria.map((c) => ({ type: c.type, value: num(c.value), isActive: c.isActive })),
        discounts: values.discounts.map((d) => ({ type: 'productPrice', unit: d.unit, value: num(d.value), isActive: d.isActive })),
      });
      onClose();
    } catch (err) {
      const api = err instanceof ApiRequestError ? err : null;
      const byField: Record<string, string> = Object.fromEntries((api?.errors ?? []).map((x) => [x.field.split(/[.[]/)[0], x.message]));
      if (api?.code === 'LEVEL_EXISTS') byField.code = api.message;
      setErrors(Object.keys(byField).length ? byField : { form: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={level ? `회원등급 수정 · ${level.code}` : '회원등급 등록'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="level-form" loading={busy}>
            저장
          </Button>
        </>
      }
    >
      <form id="level-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className={t.formGrid}>
          <TextField
            label="등급 코드"
            value={values.code}
            onChange={set('code')}
            error={errors.code}
            required
            disabled={level !== null}
            maxLength={20}
            placeholder="예: GOLD"
          />
          <TextField label="등급명" value={values.name} onChange={set('name')} error={errors.name} required maxLength={20} placeholder="예: 골드" />
          <TextField label="등급 순서" value={values.index} onChange={set('index')} error={errors.index} inputMode="numeric" hint="높을수록 상위 등급" />
          <Select
            label="적용 대상"
            value={values.scope}
            onChange={set('scope')}
            error={errors.scope}
            options={Object.entries(LEVEL_SCOPE_TEXT).map(([value, label]) => ({ value, label }))}
          />
          <TextField label="구매확정 적립률 (%)" value={values.points} onChange={set('points')} error={errors.points} inputMode="decimal" />
          <TextField label="등급 달성 쿠폰 ID" value={values.coupons} onChange={set('coupons')} error={errors.coupons} hint="쉼표로 구분" />
        </div>
        <div className={styles.flags}>
          <Checkbox label="사용" checked={values.isActive} onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))} />
          <Checkbox label="가입 시 기본 등급" checked={values.isWelcome} onChange={(e) => setValues((v) => ({ ...v, isWelcome: e.target.checked }))} />
        </div>
        <CriteriaFields rows={values.criteria} onChange={(criteria) => setValues((v) => ({ ...v, criteria }))} error={errors.criteria} />
        <DiscountFields rows={values.discounts} onChange={(discounts) => setValues((v) => ({ ...v, discounts }))} error={errors.discounts} />
        {errors.form && (
          <p role="alert" className={fields.error}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
