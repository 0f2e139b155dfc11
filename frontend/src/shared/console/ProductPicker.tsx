import { ProductCombobox } from './ProductCombobox';
import { PickedProducts, type PickedProduct } from './PickedProducts';
import type { ProductSearchFilter } from './product-search';
import styles from './ProductPicker.module.css';

export type { PickedProduct } from './PickedProducts';

/**
 * Products staff pick for one thing (an exhibition's, a page's products block, a shipping rule's
 * target): a group named "<label> N개" holding the product search (ProductCombobox, named
 * "상품 검색") and the list "선택한 상품" (PickedProducts; `ordered` for a staff-given order).
 * A product already in `value` is not offered again; `filter` narrows the search.
 */
export function ProductPicker({
  label,
  value,
  onChange,
  ordered = true,
  filter,
}: {
  label: string;
  value: PickedProduct[];
  onChange(next: PickedProduct[]): void;
  ordered?: boolean;
  filter?: ProductSearchFilter;
}) {
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.label}>
        {label} {value.length}개
      </legend>
      <ProductCombobox
        label="상품 검색"
        labelHidden
        picked={value.map((p) => p._id)}
        filter={filter}
        onPick={(p) => onChange([...value, { _id: p._id, code: p.code, name: p.name, thumb: p.thumb }])}
      />
      <PickedProducts value={value} onChange={onChange} ordered={ordered} empty="상품을 검색해 추가하세요." />
    </fieldset>
  );
}
