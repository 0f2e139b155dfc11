import { OPTION_VALUE_SORTS, ProductType, type OptionValueSort, type ProductOption } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Section } from '../../../shared/ui/Section';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { wholeNumber, type SectionProps } from '../lib/section';
import { SwatchImageField } from './SwatchImageField';
import styles from './product-editor.module.css';

/**
 * 재고·옵션: the stock count, the option settings (spec §3 optionsConf: 옵션 사용 — off, the shop
 * shows no option pickers; 옵션값 정렬 — the order of the values on the product page) and the
 * options (name, values with the 원 added and an optional colour swatch or swatch picture).
 */
export function StockOptionsSection({ draft, set }: SectionProps) {
  const options = draft.options;
  const conf = draft.optionsConf ?? { enabled: true, sort: 'index' as const };
  // A product bundle's stock is its parts' figure (as the shop shows it), not a count staff set.
  const bundle = draft.type === ProductType.PRODUCT_BUNDLE;
  const setOption = (i: number, next: ProductOption | null) =>
    set({ options: next ? options.map((o, j) => (j === i ? next : o)) : options.filter((_, j) => j !== i) });
  return (
    <Section variant="card" padded title="재고·옵션">
      <div className={styles.grid}>
        <TextField
          label="재고 (개)"
          inputMode="numeric"
          value={String(draft.variations.length > 0 ? draft.variations.reduce((sum, v) => sum + (v.enabled ? v.stock : 0), 0) : draft.stock)}
          readOnly={draft.variations.length > 0 || bundle}
          hint={
            bundle
              ? '상품 세트의 재고는 구성 상품의 재고를 따릅니다 (구성 상품별 재고 ÷ 세트당 수량 중 가장 적은 수)'
              : draft.variations.length > 0
                ? '옵션 조합별 재고의 합입니다'
                : undefined
          }
          onChange={(e) => set({ stock: Math.max(0, wholeNumber(e.target.value)) })}
        />
        <Select
          label="옵션값 정렬"
          value={conf.sort}
          disabled={!conf.enabled}
          options={Object.entries(OPTION_VALUE_SORTS).map(([value, label]) => ({ value, label }))}
          onChange={(e) => set({ optionsConf: { ...conf, sort: e.target.value as OptionValueSort } })}
        />
      </div>
      <div className={styles.checks}>
        <Checkbox label="옵션 사용" checked={conf.enabled} onChange={(e) => set({ optionsConf: { ...conf, enabled: e.target.checked } })} />
        {!conf.enabled && <span>쇼핑몰 상품 페이지에 옵션 선택이 보이지 않습니다</span>}
      </div>
      <div className={styles.rows}>
        {options.map((o, i) => (
          <fieldset key={i} className={styles.rows}>
            <legend>옵션 {i + 1}</legend>
            <div className={styles.row}>
              <TextField label="옵션명" value={o.name} onChange={(e) => setOption(i, { ...o, name: e.target.value })} />
              <Button size="sm" variant="ghost" onClick={() => setOption(i, null)}>
                옵션 삭제
              </Button>
            </div>
            {o.values.map((v, k) => {
              const setValue = (patch: Partial<typeof v> | null) =>
                setOption(i, { ...o, values: patch ? o.values.map((x, m) => (m === k ? { ...x, ...patch } : x)) : o.values.filter((_, m) => m !== k) });
              return (
                <div key={k} className={styles.row}>
                  <TextField label={`값 ${k + 1}`} value={v.name} onChange={(e) => setValue({ name: e.target.value })} />
                  <TextField
                    label="추가 금액 (원)"
                    inputMode="numeric"
                    value={String(v.amount)}
                    onChange={(e) => setValue({ amount: wholeNumber(e.target.value) })}
                  />
                  <TextField label="색상 (#rrggbb)" value={v.hexa ?? ''} onChange={(e) => setValue({ hexa: e.target.value || undefined })} />
                  <SwatchImageField value={v.img} label={`${o.name} ${v.name || k + 1} 스와치 이미지`} onChange={(img) => setValue({ img })} />
                  <Button size="sm" variant="ghost" onClick={() => setValue(null)}>
                    값 삭제
                  </Button>
                </div>
              );
            })}
            <div>
              <Button size="sm" variant="secondary" onClick={() => setOption(i, { ...o, values: [...o.values, { name: '', amount: 0 }] })}>
                값 추가
              </Button>
            </div>
          </fieldset>
        ))}
        <div>
          <Button size="sm" variant="secondary" onClick={() => set({ options: [...options, { name: '', values: [{ name: '', amount: 0 }] }] })}>
            옵션 추가
          </Button>
        </div>
      </div>
    </Section>
  );
}
