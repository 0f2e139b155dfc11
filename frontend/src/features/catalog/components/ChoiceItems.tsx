import { formatPrice, missingMandatoryGroup, type ProductChoiceItem } from '@shop/contracts';
import styles from './ChoiceItems.module.css';

/** Shown when a product's mandatory choice items are all left unpicked (the server's CHOICE_REQUIRED says the same). */
export const CHOICE_REQUIRED_MESSAGE = '필수 선택 상품을 골라주세요';
/** Shown under the supplies when their mandatory ones are all left unpicked. */
export const SUPPLY_REQUIRED_MESSAGE = '필수 부자재를 골라주세요';

/** True when the choice items, or the supplies, have mandatory ones and none of them is in `chosen` (spec §3 choicees and supplies, mandatory). */
export const lacksMandatoryChoice = (items: readonly ProductChoiceItem[] | undefined, chosen: readonly string[]): boolean =>
  missingMandatoryGroup(items, chosen) !== null;

/**
 * The product page's choice items (spec §3 choicees) and supplies (spec §3 supplies, "부자재"),
 * each group under its own legend: a checkbox each, with its price; the mandatory ones are marked
 * 필수 and one of each group's must be picked before the cart or buy-now (with `error` set, the
 * group lacking one says so under it). Renders nothing for a product without either.
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
  const missing = error ? missingMandatoryGroup(items, chosen) : null;
  const groups = [
    { id: 'product-choices', legend: '선택 상품', items: items.filter((i) => !i.supply), error: missing === 'choice' ? error : null },
    { id: 'product-supplies', legend: '부자재', items: items.filter((i) => i.supply), error: missing === 'supply' ? SUPPLY_REQUIRED_MESSAGE : null },
  ];
  return <>{groups.map((g) => (g.items.length ? <ItemGroup key={g.id} {...g} chosen={chosen} disabled={disabled} onChange={onChange} /> : null))}</>;
}

function ItemGroup({
  id,
  legend,
  items,
  chosen,
  error,
  disabled,
  onChange,
}: {
  id: string;
  legend: string;
  items: ProductChoiceItem[];
  chosen: string[];
  error: string | null;
  disabled?: boolean;
  onChange(chosen: string[]): void;
}) {
  const toggle = (key: string, on: boolean) => onChange(on ? [...chosen, key] : chosen.filter((k) => k !== key));
  return (
    <fieldset id={id} className={styles.choices} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
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
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
