import { formatPrice, type OptionValue, type ProductDetail, type ProductOption } from '@shop/contracts';
import { chosenVariation, pick, valueStateOf, type ValueState } from '../lib/variation-choice';
import { OptionPicker } from './OptionPicker';
import styles from './ProductOptions.module.css';

/**
 * The product page's options. A product with option combinations (spec §3 variation) shows each
 * option as a radio group of swatches (the value's picture, or its colour chip `hexa`, with its
 * name), where a value that leads only to sold-out combinations is disabled and marked "품절"
 * (arrow keys skip it), so a sold-out combination cannot be chosen; the chosen combination's
 * spec is shown under them. Without combinations, each option is an OptionPicker as before.
 * `onChange` gets every chosen value (option name → value).
 */
export function ProductOptions({
  product,
  value,
  disabled,
  onChange,
}: {
  product: Pick<ProductDetail, 'options' | 'variations'>;
  value: Record<string, string>;
  disabled?: boolean;
  onChange(next: Record<string, string>): void;
}) {
  const variations = product.variations;
  if (!variations?.length) {
    return (
      <>
        {product.options.map((o) => (
          <OptionPicker key={o.name} option={o} value={value[o.name]} disabled={disabled} onChange={(v) => onChange({ ...value, [o.name]: v })} />
        ))}
      </>
    );
  }
  const chosen = chosenVariation(variations, value);
  return (
    <>
      {product.options.map((o, i) => (
        <SwatchGroup
          key={o.name}
          option={o}
          value={value[o.name]}
          disabled={disabled}
          stateOf={(v) => valueStateOf(product.options, variations, i, v, value)}
          onChange={(v) => onChange(pick(product.options, variations, value, o.name, v))}
        />
      ))}
      {chosen?.spec && <p className={styles.spec}>{chosen.spec}</p>}
    </>
  );
}

const STATE_TEXT: Record<ValueState, string | null> = { available: null, soldOut: '품절', unavailable: '선택 불가' };
const extra = (amount: number) => (amount ? ` (${amount > 0 ? '+' : ''}${formatPrice(amount)})` : '');

/** One option as a radio group of swatches; a value that is not 'available' is disabled with its reason. */
function SwatchGroup({
  option,
  value,
  disabled,
  stateOf,
  onChange,
}: {
  option: ProductOption;
  value?: string;
  disabled?: boolean;
  stateOf(value: string): ValueState;
  onChange(value: string): void;
}) {
  const legendId = `option-${option.name}-legend`;
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend} id={legendId}>
        {option.name}
        <span className={styles.chosen}>{value ?? '선택해주세요'}</span>
      </legend>
      <div className={styles.values} role="radiogroup" aria-labelledby={legendId} id={`option-${option.name}`} tabIndex={-1}>
        {option.values.map((v) => {
          const state = stateOf(v.name);
          return (
            <label key={v.name} className={styles.value} data-state={state}>
              <input
                type="radio"
                name={`option-${option.name}`}
                value={v.name}
                checked={value === v.name}
                disabled={state !== 'available'}
                onChange={() => onChange(v.name)}
              />
              <Swatch value={v} />
              <span className={styles.name}>
                {v.name}
                {extra(v.amount)}
              </span>
              {STATE_TEXT[state] && <span className={styles.state}>{STATE_TEXT[state]}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The value's picture, or its colour chip, or nothing (the name alone). */
function Swatch({ value }: { value: OptionValue }) {
  if (value.img?.url) return <img className={styles.chip} src={value.img.url} alt="" aria-hidden />;
  if (value.hexa) return <span className={styles.chip} style={{ background: value.hexa }} aria-hidden />;
  return null;
}
