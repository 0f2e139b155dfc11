import { useState } from 'react';
import { SHIPPING_TARGET_TYPE_TEXT, type Category, type ShippingTargetType } from '@shop/contracts';
import { useBrands } from '../../../shared/api/brands';
import { useCategoryTree } from '../../../shared/api/categories';
import { ProductPicker, type PickedProduct } from '../../../shared/console/ProductPicker';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Select } from '../../../shared/ui/Select';
import { useTargetProducts } from '../api/target-products';
import type { ShippingDraft } from '../lib/shipping-form';
import styles from './shipping.module.css';

const flat = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flat(c.children ?? [])]);
const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));

/**
 * What a rule applies to (spec §9 shipping target types): every asset, products (picked by search),
 * category + brand, category or brand. When several rules match a product the most specific
 * wins: products, category + brand, category, brand, every asset.
 */
export function TargetPicker({ value, onChange, error }: { value: ShippingDraft; onChange(patch: Partial<ShippingDraft>): void; error?: string }) {
  const categories = useCategoryTree();
  const brands = useBrands();
  const t = value.targetType;
  const byCategory = t === 'category' || t === 'categoryBrand';
  const byBrand = t === 'brand' || t === 'categoryBrand';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>적용 대상</legend>
      <Select
        label="대상 유형"
        size="sm"
        value={t}
        options={(Object.entries(SHIPPING_TARGET_TYPE_TEXT) as [ShippingTargetType, string][]).map(([v, label]) => ({ value: v, label }))}
        onChange={(e) => onChange({ targetType: e.target.value as ShippingTargetType })}
      />
      {t === 'products' && <TargetProducts ids={value.products} onChange={(products) => onChange({ products })} />}
      {byCategory && (
        <div role="group" aria-label="카테고리" className={styles.checks}>
          {flat(categories.data ?? []).map((c) => (
            <Checkbox
              key={c._id}
              label={c.depth > 1 ? `└ ${c.name}` : c.name}
              checked={value.categories.includes(c._id)}
              onChange={(e) => onChange({ categories: toggle(value.categories, c._id, e.target.checked) })}
            />
          ))}
        </div>
      )}
      {byBrand && (
        <div role="group" aria-label="브랜드" className={styles.checks}>
          {(brands.data ?? []).map((b) => (
            <Checkbox
              key={b.code}
              label={b.name}
              checked={value.brands.includes(b.code)}
              onChange={(e) => onChange({ brands: toggle(value.brands, b.code, e.target.checked) })}
            />
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The products a "by products" rule applies to (spec §9 shipping target "by products"): the
 * console's product picker over the products the shop shows, and the chosen ones by name (those
 * just picked as found, stored ones as the shop answers them). `ids` and `onChange` carry ids.
 */
function TargetProducts({ ids, onChange }: { ids: string[]; onChange(ids: string[]): void }) {
  const [found, setFound] = useState<Record<string, PickedProduct>>({});
  const stored = useTargetProducts(ids);
  const value = ids.map((id, i) => found[id] ?? stored[i]!);
  const change = (next: PickedProduct[]) => {
    setFound((known) => Object.fromEntries([...Object.entries(known), ...next.map((p) => [p._id, p] as const)]));
    onChange(next.map((p) => p._id));
  };
  return <ProductPicker label="선택한 상품" ordered={false} filter={{ shows: true }} value={value} onChange={change} />;
}
