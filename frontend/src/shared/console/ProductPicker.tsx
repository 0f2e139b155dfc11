import { useId, useState } from 'react';
import type { ProductCard } from '@shop/contracts';
import { Button } from '../ui';
import { useConsoleProductSearch } from './product-search';
import styles from './ProductPicker.module.css';

/** A product as the picker keeps it. */
export type PickedProduct = Pick<ProductCard, '_id' | 'code' | 'name'>;

/**
 * Products staff pick in order (an exhibition's, a page's products block): a search of the
 * console's products (name or code, hidden ones too) with 추가 buttons, and the chosen ones with
 * 위로, 아래로 and 빼기. `label` names the list ("기획전 상품").
 */
export function ProductPicker({ label, value, onChange }: { label: string; value: PickedProduct[]; onChange(next: PickedProduct[]): void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const choices = useConsoleProductSearch(q);
  const chosen = new Set(value.map((p) => p._id));
  const move = (i: number, by: number) => {
    const next = [...value];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.label}>
        {label} ({value.length})
      </legend>
      <div className={styles.pickerSearch}>
        <label htmlFor={id} className="visually-hidden">
          상품 검색
        </label>
        <input
          id={id}
          type="search"
          value={draft}
          placeholder="상품명 또는 상품코드로 검색"
          maxLength={50}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              setQ(draft.trim());
            }
          }}
        />
        <Button size="sm" variant="secondary" onClick={() => setQ(draft.trim())}>
          상품 검색
        </Button>
      </div>
      <ul className={styles.choices} aria-label="검색된 상품">
        {(choices.data?.products ?? []).map((p) => (
          <li key={p._id}>
            <span>
              {p.name} <small>{p.code}</small>
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={chosen.has(p._id)}
              onClick={() => onChange([...value, { _id: p._id, code: p.code, name: p.name }])}
              aria-label={`${p.name} 추가`}
            >
              {chosen.has(p._id) ? '추가됨' : '추가'}
            </Button>
          </li>
        ))}
      </ul>
      <ol className={styles.chosen} aria-label="선택한 상품">
        {value.map((p, i) => (
          <li key={p._id}>
            <span>
              {i + 1}. {p.name}
            </span>
            <span>
              <Button size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${p.name} 위로`}>
                ↑
              </Button>
              <Button size="sm" variant="ghost" disabled={i === value.length - 1} onClick={() => move(i, 1)} aria-label={`${p.name} 아래로`}>
                ↓
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onChange(value.filter((x) => x._id !== p._id))} aria-label={`${p.name} 빼기`}>
                빼기
              </Button>
            </span>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
