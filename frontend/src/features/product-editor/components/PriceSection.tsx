import { ProductType, formatPrice } from '@shop/contracts';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Section } from '../../../shared/ui/Section';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { wholeNumber, type SectionProps } from '../lib/section';
import styles from './product-editor.module.css';

const NO_PERIOD = { enabled: false, startDate: null, endDate: null };

/** 가격·할인: price and cost in 원, the discount (원 or %, 0–100) with its on/off switch and optional period. */
export function PriceSection({ draft, set }: SectionProps) {
  const discount = draft.discount ?? { unit: 'won' as const, amount: 0 };
  const period = discount.expiration ?? NO_PERIOD;
  const setDiscount = (patch: Partial<typeof discount>) => set({ discount: { ...discount, ...patch } });
  return (
    <Section variant="card" padded title="가격·할인">
      <div className={styles.grid}>
        <TextField
          label="판매가 (원)"
          required
          inputMode="numeric"
          value={String(draft.price)}
          hint={
            draft.type === ProductType.PRODUCT_BUNDLE
              ? '0원이면 구성 상품의 판매가 × 수량의 합으로 판매합니다 (직접 입력하면 이 가격과 할인을 따릅니다)'
              : undefined
          }
          onChange={(e) => set({ price: Math.max(0, wholeNumber(e.target.value)) })}
        />
        <TextField
          label="원가 (원)"
          inputMode="numeric"
          value={String(draft.cost ?? 0)}
          onChange={(e) => set({ cost: Math.max(0, wholeNumber(e.target.value)) })}
        />
      </div>
      <div className={styles.checks}>
        <Checkbox
          label="할인 사용"
          checked={!!draft.discountEnabled}
          onChange={(e) => set({ discountEnabled: e.target.checked, discount: e.target.checked ? discount : draft.discount })}
        />
      </div>
      {draft.discountEnabled && (
        <div className={styles.grid}>
          <Select
            label="할인 단위"
            value={discount.unit}
            options={[
              { value: 'won', label: '원' },
              { value: 'percent', label: '%' },
            ]}
            onChange={(e) => setDiscount({ unit: e.target.value as 'won' | 'percent' })}
          />
          <TextField
            label={discount.unit === 'percent' ? '할인율 (0–100%)' : '할인 금액 (원)'}
            inputMode="numeric"
            value={String(discount.amount)}
            onChange={(e) => setDiscount({ amount: Math.max(0, wholeNumber(e.target.value)) })}
            hint={`할인 적용가 ${formatPrice(Math.max(0, discount.unit === 'percent' ? draft.price - Math.floor((draft.price * Math.min(discount.amount, 100)) / 100) : draft.price - discount.amount))}`}
          />
          <Checkbox label="할인 기간 지정" checked={period.enabled} onChange={(e) => setDiscount({ expiration: { ...period, enabled: e.target.checked } })} />
          {period.enabled && (
            <>
              <TextField
                label="시작일"
                type="date"
                value={period.startDate ?? ''}
                onChange={(e) => setDiscount({ expiration: { ...period, startDate: e.target.value || null } })}
              />
              <TextField
                label="종료일"
                type="date"
                value={period.endDate ?? ''}
                onChange={(e) => setDiscount({ expiration: { ...period, endDate: e.target.value || null } })}
              />
            </>
          )}
        </div>
      )}
    </Section>
  );
}
