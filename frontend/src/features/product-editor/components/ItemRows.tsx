import { useState } from 'react';
import { PRODUCT_MESSAGES, formatPrice, type ProductItem } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { TextField } from '../../../shared/ui/TextField';
import { isPartAmount, itemKeyOf, itemNameOf, type ItemListKey } from '../lib/product-draft';
import { wholeNumber } from '../lib/section';
import { PartVariationField } from './PartVariationField';
import styles from './product-editor.module.css';

/**
 * The live items of one list (spec §3 choicees, relateds, bundleds, supplies), one row each: its
 * name; 사용 (enabled: a switched-off item stays but the shop does not offer it); 필수 on choice
 * items and supplies; 수량 on bundle parts (units one bundle takes, a whole number from 1,
 * contracts' PRODUCT_MESSAGES.PART_AMOUNT) and, when the part's product has option combinations,
 * the combination the set takes (PartVariationField); the price in 원 of an item of the shop's own making;
 * and 빼기 (marked deleted, kept for history).
 */
export function ItemRows({
  list,
  items,
  names,
  onChange,
}: {
  list: ItemListKey;
  items: ProductItem[];
  names: Map<string, string>;
  onChange(item: ProductItem, patch: Partial<ProductItem>): void;
}) {
  if (items.length === 0) return <p>선택한 상품이 없습니다.</p>;
  const pickable = list === 'choicees' || list === 'supplies';
  return (
    <ul className={styles.chips} aria-label="선택한 상품">
      {items.map((item) => {
        const name = itemNameOf(item, names);
        return (
          <li key={itemKeyOf(item)} aria-label={name}>
            <span>
              {name}
              {item.custom && !item._product ? ` (+${formatPrice(item.custom.salePrice)})` : ''}
            </span>
            {item.custom && !item._product && (
              <TextField
                className={styles.smallField}
                label="금액 (원)"
                aria-label={`${name} 금액 (원)`}
                inputMode="numeric"
                value={String(item.custom.salePrice)}
                maxLength={12}
                onChange={(e) => onChange(item, { custom: { ...item.custom!, salePrice: Math.max(0, wholeNumber(e.target.value)) } })}
              />
            )}
            {list === 'bundleds' && item._product && (
              <PartVariationField productId={item._product} name={name} value={item._option} onChange={(code) => onChange(item, { _option: code })} />
            )}
            {list === 'bundleds' && (
              <PartAmountField name={name} value={item.amount ?? item.custom?.amount ?? 1} onChange={(amount) => onChange(item, { amount })} />
            )}
            <Checkbox label="사용" checked={item.enabled} onChange={(e) => onChange(item, { enabled: e.target.checked })} />
            {pickable && <Checkbox label="필수" checked={item.mandatory} onChange={(e) => onChange(item, { mandatory: e.target.checked })} />}
            <Button size="sm" variant="ghost" onClick={() => onChange(item, { deleted: true, enabled: false })} aria-label={`${name} 빼기`}>
              빼기
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** 수량 of a bundle part: what staff type is kept as typed and checked (a whole number from 1); the form refuses to save while it is not. */
function PartAmountField({ name, value, onChange }: { name: string; value: number; onChange(amount: number): void }) {
  const [text, setText] = useState(String(value));
  return (
    <TextField
      className={styles.smallField}
      label="수량"
      aria-label={`${name} 수량`}
      inputMode="numeric"
      value={text}
      maxLength={5}
      error={isPartAmount(Number(text)) && text.trim() !== '' ? undefined : PRODUCT_MESSAGES.PART_AMOUNT}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value.trim() === '' ? 0 : Number(e.target.value.replace(/,/g, '')));
      }}
    />
  );
}
