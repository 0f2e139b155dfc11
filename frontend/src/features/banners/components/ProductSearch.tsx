import { useId, useState } from 'react';
import { Button } from '../../../shared/ui';
import { useConsoleProductSearch } from '../../../shared/console/product-search';
import styles from './content.module.css';

/** A product as a hotspot keeps it. */
export interface ChosenProduct {
  _id: string;
  name: string;
}

/** A search of the console's products (name or code, hidden ones too) whose 선택 button picks one for a hotspot. */
export function ProductSearch({ label, onChoose }: { label: string; onChoose(p: ChosenProduct): void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const choices = useConsoleProductSearch(q);
  return (
    <div className={styles.productSearch}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className={styles.inline}>
        <input
          id={id}
          type="search"
          value={draft}
          placeholder="상품명 또는 상품코드"
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
      {q && (
        <ul className={styles.choices} aria-label={`${label} 결과`}>
          {(choices.data?.products ?? []).map((p) => (
            <li key={p._id}>
              <span>
                {p.name} <small>{p.code}</small>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${p.name} 선택`}
                onClick={() => {
                  onChoose({ _id: p._id, name: p.name });
                  setQ('');
                  setDraft('');
                }}
              >
                선택
              </Button>
            </li>
          ))}
          {choices.data && choices.data.products.length === 0 && <li>검색 결과가 없습니다</li>}
        </ul>
      )}
    </div>
  );
}
