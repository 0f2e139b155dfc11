import { PRODUCT_MESSAGES, combinationText, groupThousands } from '@shop/contracts';
import { Select } from '../../../shared/ui/Select';
import { useConsoleProduct } from '../api/products';
import styles from './product-editor.module.css';

/**
 * 옵션 조합 of a bundle's part (spec §3 bundleds `_option`): when the picked product has option
 * combinations (variations), staff choose the one whose units the set takes, each offered as its
 * options' text ("화이트 / 600") with its stock; left unchosen it says
 * PRODUCT_MESSAGES.PART_VARIATION_REQUIRED (the server refuses the save the same). Nothing for a
 * product without combinations. `value` and `onChange` carry the combination's code (null: none).
 */
export function PartVariationField({
  productId,
  name,
  value,
  onChange,
}: {
  productId: string;
  name: string;
  value: string | null;
  onChange(code: string | null): void;
}) {
  const { data } = useConsoleProduct(productId);
  const product = data?.product;
  const variations = product?.variations ?? [];
  if (variations.length === 0) return null;
  const stock = product?.variationStock ?? {};
  return (
    <Select
      className={styles.smallField}
      size="sm"
      aria-label={`${name} 옵션 조합`}
      placeholder="옵션 조합 선택"
      value={value ?? ''}
      error={value ? undefined : PRODUCT_MESSAGES.PART_VARIATION_REQUIRED}
      options={variations.map((v) => ({
        value: v.code,
        label: `${combinationText(v.list, product?.options)} (재고 ${groupThousands(stock[v.code] ?? 0)}개${v.enabled ? '' : ', 사용 안 함'})`,
      }))}
      onChange={(e) => onChange(e.target.value || null)}
    />
  );
}
