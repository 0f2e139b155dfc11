import { VARIATION_CODE, combinationText, combinationsOf, listMatches } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Section } from '../../../shared/ui/Section';
import { TextField } from '../../../shared/ui/TextField';
import type { VariationRow } from '../lib/product-draft';
import { wholeNumber, type SectionProps } from '../lib/section';
import styles from './product-editor.module.css';

/** The code a new combination gets: the product code (or OPT) and its place, e.g. CL-WB-600-3, unique among `taken`. */
function codeFor(productCode: string, place: number, taken: Set<string>): string {
  const base = (productCode.replace(/[^A-Za-z0-9_-]/g, '') || 'OPT').slice(0, 34);
  let n = place;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * The rows for every combination of the options' values (contracts' combinationsOf): a row that
 * already exists for a combination keeps its code, spec, switch and units; a new one gets a free
 * code, an empty spec, is switched on and has no units. Rows of combinations that no longer exist go.
 */
function generatedRows(options: SectionProps['draft']['options'], rows: VariationRow[], productCode: string): VariationRow[] {
  const taken = new Set(rows.map((r) => r.code));
  return combinationsOf(options).map((list, i) => {
    const kept = rows.find((r) => listMatches(r.list, list) && Object.keys(r.list).length === Object.keys(list).length);
    if (kept) return kept;
    const code = codeFor(productCode, i + 1, taken);
    taken.add(code);
    return { code, list, spec: '', enabled: true, stock: 0 };
  });
}

/**
 * 옵션 조합 (spec §3 variation: code, list, spec, enabled): the combinations of the options'
 * values, each with its code (SKU, unique within the product), a short spec, whether it is sold,
 * and its units. Saved with the product; with any, the product's stock is their enabled sum.
 */
export function VariationsSection({ draft, set }: SectionProps) {
  const rows = draft.variations;
  const setRow = (i: number, patch: Partial<VariationRow> | null) =>
    set({ variations: patch ? rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) : rows.filter((_, j) => j !== i) });
  const total = rows.filter((r) => r.enabled).reduce((sum, r) => sum + r.stock, 0);
  const codes = rows.map((r) => r.code);
  return (
    <Section variant="card" padded title="옵션 조합">
      <p className={styles.note}>
        옵션 값의 조합마다 코드와 재고를 정하면 주문은 조합별 재고에서 빠지고, 상품 재고는 사용하는 조합 재고의 합({total}개)이 됩니다.
      </p>
      <div className={styles.rows}>
        {rows.map((r, i) => (
          <fieldset key={i} className={styles.row} aria-label={`옵션 조합 ${combinationText(r.list, draft.options)}`}>
            <strong className={styles.combination}>{combinationText(r.list, draft.options)}</strong>
            <TextField
              label="조합 코드"
              value={r.code}
              error={!VARIATION_CODE.test(r.code) ? '영문, 숫자, -, _ 로 입력해주세요' : codes.indexOf(r.code) !== i ? '코드가 겹칩니다' : undefined}
              onChange={(e) => setRow(i, { code: e.target.value.trim() })}
            />
            <TextField label="설명" value={r.spec} maxLength={200} onChange={(e) => setRow(i, { spec: e.target.value })} />
            <TextField
              label="재고 (개)"
              inputMode="numeric"
              value={String(r.stock)}
              onChange={(e) => setRow(i, { stock: Math.max(0, wholeNumber(e.target.value)) })}
            />
            <Checkbox label="판매" checked={r.enabled} onChange={(e) => setRow(i, { enabled: e.target.checked })} />
            <Button size="sm" variant="ghost" onClick={() => setRow(i, null)}>
              조합 삭제
            </Button>
          </fieldset>
        ))}
        <div className={styles.checks}>
          <Button
            size="sm"
            variant="secondary"
            disabled={combinationsOf(draft.options).length === 0}
            onClick={() => set({ variations: generatedRows(draft.options, rows, draft.code) })}
          >
            옵션 조합 만들기
          </Button>
          {rows.length > 0 && (
            <Button size="sm" variant="ghost" onClick={() => set({ variations: [] })}>
              조합 모두 삭제
            </Button>
          )}
        </div>
      </div>
    </Section>
  );
}
