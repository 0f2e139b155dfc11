import { formatPrice, type ProductChoiceItem } from '@shop/contracts';
import styles from './ChoiceItems.module.css';

/** Shown when a product's mandatory choice items are all left unpicked (the server's CHOICE_REQUIRED says the same). */
export const CHOICE_REQUIRED_MESSAGE = '필수 선택 상품을 골라주세요';

/** True when `items` has mandatory ones and none of them is in `chosen` (spec §3 choicees, mandatory). */
export const lacksMandatoryChoice = (items: readonly ProductChoiceItem[] | undefined, chosen: readonly string[]): boolean => {
  const mandatory = (items ?? []).filter((i) => i.mandatory);
  return mandatory.length > 0 && !mandatory.some((i) => chosen.includes(i.key));
};

/**
 * The product page's choice items (spec §3 choicees): a checkbox each, with its price; the
 * mandatory ones are marked 필수 and one of them must be picked before the cart or buy-now
 * (`error` is shown under them). Renders nothing for a product without choice items.
 */
export function ChoiceItems({
  items,
  chosen,
  error,
  disabled,
  onChange,
}: {
  items: ProductChoiceItem[] | undefined;
  chosen: string[];
  error: string | null;
  disabled?: boolean;
  onChange(chosen: string[]): void;
}) {
  if (!items?.length) return null;
  const toggle = (key: string, on: boolean) => onChange(on ? [...chosen, key] : chosen.filter((k) => k !== key));
  return (
    <fieldset id="product-choices" className={styles.choices} aria-describedby={error ? 'product-choices-error' : undefined}>
      <legend className={styles.legend}>선택 상품</legend>
      {items.map((i) => (
        <label key={i.key} className={styles.item}>
          <input type="checkbox" checked={chosen.includes(i.key)} disabled={disabled} onChange={(e) => toggle(i.key, e.target.checked)} />
          <span className={styles.name}>
            {i.mandatory && <span className={styles.mandatory}>필수</span>}
            {i.name}
          </span>
          {i.salePrice !== null && <span className={styles.price}>{formatPrice(i.salePrice)}</span>}
        </label>
      ))}
      {error && (
        <p id="product-choices-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
