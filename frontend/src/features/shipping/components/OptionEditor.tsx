import { SHIPPING_BUNDLE_TYPE_TEXT, SHIPPING_CHARGE_TYPE_TEXT, SHIPPING_CODE_TEXT, type ShippingChargeType, type ShippingCode } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import type { OptionDraft } from '../lib/shipping-form';
import { RangeRows } from './RangeRows';
import styles from './shipping.module.css';

const options = <K extends string>(texts: Record<K, string>) => (Object.entries(texts) as [K, string][]).map(([value, label]) => ({ value, label }));

/**
 * One shipping option of a rule (spec §3 Shipping option): shipping code, bundle or apiece, the
 * charge of its type (pay on delivery, fixed, price range, travel-distance range), the island
 * surcharge (base and Jeju amounts) and the installation charge per unit.
 */
export function OptionEditor({
  index,
  value,
  onChange,
  onRemove,
}: {
  index: number;
  value: OptionDraft;
  onChange(v: OptionDraft): void;
  onRemove?: () => void;
}) {
  const set = (patch: Partial<OptionDraft>) => onChange({ ...value, ...patch });
  const n = index + 1;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>배송 옵션 {n}</legend>
      <div className={styles.optionHead}>
        <div className={styles.inline}>
          <Select
            label="배송 방법"
            size="sm"
            value={value.code}
            options={options(SHIPPING_CODE_TEXT)}
            onChange={(e) => set({ code: e.target.value as ShippingCode })}
          />
          <Select
            label="묶음 여부"
            size="sm"
            value={value.bundle}
            options={options(SHIPPING_BUNDLE_TYPE_TEXT)}
            onChange={(e) => set({ bundle: e.target.value as OptionDraft['bundle'] })}
          />
          <Select
            label="배송비 유형"
            size="sm"
            value={value.chargeType}
            options={options(SHIPPING_CHARGE_TYPE_TEXT)}
            onChange={(e) => set({ chargeType: e.target.value as ShippingChargeType })}
          />
        </div>
        {onRemove && (
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`배송 옵션 ${n} 삭제`}>
            삭제
          </Button>
        )}
      </div>
      {value.chargeType === 'fixed' && (
        <TextField label="배송비 (원)" inputMode="numeric" value={value.fixedAmount} onChange={(e) => set({ fixedAmount: e.target.value })} />
      )}
      {value.chargeType === 'pricesRange' && (
        <RangeRows unit="원" label={`옵션 ${n} 금액 구간`} rows={value.pricesRange} onChange={(pricesRange) => set({ pricesRange })} />
      )}
      {value.chargeType === 'travelRange' && (
        <RangeRows unit="km" label={`옵션 ${n} 거리 구간`} rows={value.travelRange} onChange={(travelRange) => set({ travelRange })} />
      )}
      <div className={styles.inline}>
        <Checkbox label="도서산간 추가 배송비" checked={value.islandActive} onChange={(e) => set({ islandActive: e.target.checked })} />
        <TextField
          label="도서산간 (원)"
          inputMode="numeric"
          disabled={!value.islandActive}
          value={value.islandBase}
          onChange={(e) => set({ islandBase: e.target.value })}
        />
        <TextField
          label="제주 (원)"
          inputMode="numeric"
          disabled={!value.islandActive}
          value={value.islandJeju}
          onChange={(e) => set({ islandJeju: e.target.value })}
        />
      </div>
      <div className={styles.inline}>
        <Checkbox label="설치비 (개당)" checked={value.serviceActive} onChange={(e) => set({ serviceActive: e.target.checked })} />
        <TextField
          label="설치비 (원)"
          inputMode="numeric"
          disabled={!value.serviceActive}
          value={value.serviceAmount}
          onChange={(e) => set({ serviceAmount: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
