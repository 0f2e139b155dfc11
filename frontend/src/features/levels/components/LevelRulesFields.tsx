import { LEVEL_CRITERION_TEXT, type LevelCriterionType, type LevelDiscountUnit } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import styles from './levels.module.css';

/** A criterion row as the form edits it (value as typed). */
export interface CriterionDraft {
  type: LevelCriterionType;
  value: string;
  isActive: boolean;
}
/** A discount row as the form edits it (value as typed). */
export interface DiscountDraft {
  unit: LevelDiscountUnit;
  value: string;
  isActive: boolean;
}

/** The level's criteria (spec §9: accumulated score, monthly confirmed purchase amount): add, edit, switch off, remove. */
export function CriteriaFields({ rows, onChange, error }: { rows: CriterionDraft[]; onChange(rows: CriterionDraft[]): void; error?: string }) {
  const set = (i: number, patch: Partial<CriterionDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className={styles.rules}>
      <legend>등급 기준</legend>
      {rows.length === 0 && <p className={styles.rulesEmpty}>기준이 없으면 적용 대상 회원 모두가 이 등급을 충족합니다.</p>}
      {rows.map((r, i) => (
        <div key={i} className={styles.ruleRow}>
          <select aria-label={`기준 ${i + 1} 종류`} value={r.type} onChange={(e) => set(i, { type: e.target.value as LevelCriterionType })}>
            {Object.entries(LEVEL_CRITERION_TEXT).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <input aria-label={`기준 ${i + 1} 값`} inputMode="numeric" value={r.value} onChange={(e) => set(i, { value: e.target.value })} />
          <span className={styles.unit}>{r.type === 'score' ? '점 이상' : '원 이상'}</span>
          <label className={styles.ruleCheck}>
            <input type="checkbox" checked={r.isActive} onChange={(e) => set(i, { isActive: e.target.checked })} /> 사용
          </label>
          <Button size="sm" variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            삭제
          </Button>
        </div>
      ))}
      {error && (
        <p role="alert" className={styles.ruleError}>
          {error}
        </p>
      )}
      <Button size="sm" variant="secondary" onClick={() => onChange([...rows, { type: 'monthlyPurchaseAmount', value: '', isActive: true }])}>
        기준 추가
      </Button>
    </fieldset>
  );
}

/** The level's discounts on product prices: percent (default, spec §9) or 원 per unit. */
export function DiscountFields({ rows, onChange, error }: { rows: DiscountDraft[]; onChange(rows: DiscountDraft[]): void; error?: string }) {
  const set = (i: number, patch: Partial<DiscountDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className={styles.rules}>
      <legend>등급 할인 (상품 판매가)</legend>
      {rows.length === 0 && <p className={styles.rulesEmpty}>할인이 없습니다.</p>}
      {rows.map((r, i) => (
        <div key={i} className={styles.ruleRow}>
          <select aria-label={`할인 ${i + 1} 단위`} value={r.unit} onChange={(e) => set(i, { unit: e.target.value as LevelDiscountUnit })}>
            <option value="percent">정률 (%)</option>
            <option value="won">정액 (원, 개당)</option>
          </select>
          <input aria-label={`할인 ${i + 1} 값`} inputMode="decimal" value={r.value} onChange={(e) => set(i, { value: e.target.value })} />
          <span className={styles.unit}>{r.unit === 'percent' ? '% (올림)' : '원'}</span>
          <label className={styles.ruleCheck}>
            <input type="checkbox" checked={r.isActive} onChange={(e) => set(i, { isActive: e.target.checked })} /> 사용
          </label>
          <Button size="sm" variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            삭제
          </Button>
        </div>
      ))}
      {error && (
        <p role="alert" className={styles.ruleError}>
          {error}
        </p>
      )}
      <Button size="sm" variant="secondary" onClick={() => onChange([...rows, { unit: 'percent', value: '', isActive: true }])}>
        할인 추가
      </Button>
    </fieldset>
  );
}
