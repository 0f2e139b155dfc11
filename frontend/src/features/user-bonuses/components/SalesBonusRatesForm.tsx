import { useEffect, useState, type FormEvent } from 'react';
import { BONUS_MESSAGES, SALES_BONUS_PERCENT, formatDateTime, isBonusPercent, type SalesBonusRatesResponse } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { QueryView } from '../../../shared/ui/WorkPage';
import { useRateTargets, useSalesBonusRates, useSetSalesBonusRates, type RateTarget } from '../api/sales-bonus-rates';
import styles from './user-bonuses.module.css';

type Draft = { defaultPercent: string; byLevel: Record<string, string>; byCategory: Record<string, string> };
const draftOf = (r: SalesBonusRatesResponse): Draft => ({
  defaultPercent: String(r.defaultPercent),
  byLevel: Object.fromEntries(r.byLevel.map((x) => [x.levelCode, String(x.percent)])),
  byCategory: Object.fromEntries(r.byCategory.map((x) => [x.categoryId, String(x.percent)])),
});
/** A typed percent as a number, null when left blank, NaN when not a valid rate. */
const percentOf = (text: string): number | null => {
  if (!text.trim()) return null;
  const n = Number(text.trim());
  return isBonusPercent(n) ? n : NaN;
};

/** One group of per-target percents (levels or categories): blank means "not set here". */
function RateGroup({
  title,
  targets,
  values,
  errors,
  onChange,
}: {
  title: string;
  targets: RateTarget[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange(id: string, value: string): void;
}) {
  return (
    <div className={styles.group}>
      <h3>{title}</h3>
      <table aria-label={title}>
        <thead>
          <tr>
            <th>{title.startsWith('등급') ? '등급' : '카테고리'}</th>
            <th className={styles.percentCell}>적립률 (%)</th>
          </tr>
        </thead>
        <tbody>
          {targets.map((target) => (
            <tr key={target.id}>
              <td style={{ paddingLeft: `calc(var(--s-2) + ${Math.max(0, target.depth - 1) * 16}px)` }}>{target.label}</td>
              <td className={styles.percentCell}>
                <input
                  className={styles.percentInput}
                  aria-label={`${target.label} 적립률`}
                  aria-invalid={errors[target.id] ? true : undefined}
                  inputMode="decimal"
                  placeholder="—"
                  value={values[target.id] ?? ''}
                  onChange={(e) => onChange(target.id, e.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The sales bonus rates (적립률) on /console/user-bonuses: the default, and a percent per member
 * level and per product category (blank: not set). A promotee's confirmed line earns its
 * category's rate, else the promoter's level's, else the default (spec §9 sales bonus).
 */
export function SalesBonusRatesForm() {
  const rates = useSalesBonusRates();
  const targets = useRateTargets();
  const save = useSetSalesBonusRates();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (rates.data && !draft) setDraft(draftOf(rates.data));
  }, [rates.data, draft]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const found: Record<string, string> = {};
    const defaultPercent = percentOf(draft.defaultPercent);
    if (defaultPercent === null || Number.isNaN(defaultPercent)) found.default = BONUS_MESSAGES.PERCENT;
    const pick = (values: Record<string, string>) =>
      Object.entries(values).flatMap(([id, text]) => {
        const percent = percentOf(text);
        if (percent !== null && Number.isNaN(percent)) found[id] = BONUS_MESSAGES.PERCENT;
        return percent === null || Number.isNaN(percent) ? [] : [{ id, percent }];
      });
    const byLevel = pick(draft.byLevel).map(({ id, percent }) => ({ levelCode: id, percent }));
    const byCategory = pick(draft.byCategory).map(({ id, percent }) => ({ categoryId: id, percent }));
    setErrors(found);
    setSaved(false);
    if (Object.keys(found).length) return;
    try {
      const answer = await save.mutateAsync({ defaultPercent: defaultPercent!, byLevel, byCategory });
      setDraft(draftOf(answer));
      setSaved(true);
    } catch (err) {
      setErrors({ form: err instanceof ApiRequestError ? (err.errors?.[0]?.message ?? err.message) : (err as Error).message });
    }
  };
  const edit = (group: 'byLevel' | 'byCategory') => (id: string, value: string) => setDraft((d) => (d ? { ...d, [group]: { ...d[group], [id]: value } } : d));
  const invalid = Object.keys(errors).filter((k) => k !== 'form' && k !== 'default').length > 0;

  return (
    <QueryView query={targets} what="등급과 카테고리">
      {(t) => (
        <QueryView query={rates} what="적립률">
          {(r) =>
            draft && (
              <form className={styles.rates} onSubmit={(e) => void submit(e)} noValidate aria-label="판매 보너스 적립률">
                <p className={styles.precedence}>
                  추천회원의 구매확정 금액에 적립률을 곱해 판매 보너스를 지급합니다(원 미만 절사). 상품 카테고리 적립률이 있으면 그것을, 없으면 프로모터 등급
                  적립률을, 둘 다 없으면 기본 적립률을 적용합니다. 상위 카테고리에 정한 적립률은 하위 카테고리에도 적용됩니다. 처음 기본 적립률은{' '}
                  {SALES_BONUS_PERCENT}%입니다.
                </p>
                <div className={styles.defaultRow}>
                  <TextField
                    label="기본 적립률 (%)"
                    inputMode="decimal"
                    required
                    value={draft.defaultPercent}
                    error={errors.default}
                    onChange={(e) => setDraft({ ...draft, defaultPercent: e.target.value })}
                  />
                </div>
                <div className={styles.groups}>
                  <RateGroup title="등급별 적립률" targets={t.levels} values={draft.byLevel} errors={errors} onChange={edit('byLevel')} />
                  <RateGroup title="카테고리별 적립률" targets={t.categories} values={draft.byCategory} errors={errors} onChange={edit('byCategory')} />
                </div>
                <div className={styles.actions}>
                  {invalid && (
                    <p role="alert" className={styles.error}>
                      {BONUS_MESSAGES.PERCENT}
                    </p>
                  )}
                  {errors.form && (
                    <p role="alert" className={styles.error}>
                      {errors.form}
                    </p>
                  )}
                  {(saved || r.setAt) && (
                    <span className={styles.saved} role="status">
                      {saved ? '저장했습니다. ' : ''}
                      {r.setAt ? `최근 변경 ${formatDateTime(r.setAt)}` : ''}
                    </span>
                  )}
                  <Button type="submit" loading={save.isPending}>
                    적립률 저장
                  </Button>
                </div>
              </form>
            )
          }
        </QueryView>
      )}
    </QueryView>
  );
}
