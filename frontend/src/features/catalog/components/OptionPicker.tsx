import { formatPrice, type ProductOption } from '@shop/contracts';
import { Select } from '../../../shared/ui';
import { withObjectParticle } from '../../../shared/lib/josa';
import styles from './OptionPicker.module.css';

/** One product option: colour swatches when every value has a hexa, else a select. */
export function OptionPicker({
  option,
  value,
  onChange,
  disabled,
}: {
  option: ProductOption;
  value?: string;
  onChange(value: string): void;
  disabled?: boolean;
}) {
  const extra = (amount: number) => (amount ? ` (${amount > 0 ? '+' : ''}${formatPrice(amount)})` : '');
  const swatches = option.values.length > 0 && option.values.every((v) => v.hexa);

  if (swatches) {
    return (
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>
          {option.name}
          <span className={styles.chosen}>{value ?? '선택해주세요'}</span>
        </legend>
        <div className={styles.swatches} role="radiogroup" aria-label={option.name} id={`option-${option.name}`} tabIndex={-1}>
          {option.values.map((v) => (
            <label key={v.name} className={styles.swatch} title={`${v.name}${extra(v.amount)}`}>
              <input type="radio" name={`option-${option.name}`} value={v.name} checked={value === v.name} onChange={() => onChange(v.name)} />
              <span className={styles.chip} style={{ background: v.hexa }} aria-hidden />
              <span className="visually-hidden">{`${v.name}${extra(v.amount)}`}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <Select
      id={`option-${option.name}`}
      label={option.name}
      value={value ?? ''}
      disabled={disabled}
      placeholder={`${withObjectParticle(option.name)} 선택해주세요`}
      onChange={(e) => e.target.value && onChange(e.target.value)}
      options={option.values.map((v) => ({ value: v.name, label: `${v.name}${extra(v.amount)}` }))}
    />
  );
}
