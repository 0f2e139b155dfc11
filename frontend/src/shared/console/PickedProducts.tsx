import type { ImageRef } from '@shop/contracts';
import { Button } from '../ui/Button';
import { LineThumb } from '../ui/LineThumb';
import styles from './ProductPicker.module.css';

/** A picked product as the console keeps and shows it: id, code, name and (when known) picture. */
export interface PickedProduct {
  _id: string;
  code: string;
  name: string;
  thumb?: ImageRef | null;
}

/**
 * The products staff picked, as a list named `label` ("선택한 상품"): picture, name and code, and
 * 빼기; when `ordered` (default) numbered with 위로 and 아래로, the order being staff's (an
 * exhibition's, a display's). `onChange` gets the whole new list; `empty` is said when there is none.
 */
export function PickedProducts({
  value,
  onChange,
  label = '선택한 상품',
  ordered = true,
  empty = '선택한 상품이 없습니다.',
}: {
  value: PickedProduct[];
  onChange(next: PickedProduct[]): void;
  label?: string;
  ordered?: boolean;
  empty?: string;
}) {
  if (value.length === 0) return <p className={styles.empty}>{empty}</p>;
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <ol className={styles.chosen} aria-label={label}>
      {value.map((p, i) => (
        <li key={p._id}>
          <LineThumb url={p.thumb?.url} size={32} />
          <span className={styles.optionText}>
            <span className={styles.optionName}>{ordered ? `${i + 1}. ${p.name}` : p.name}</span>
            <span className={styles.optionFacts}>{p.code}</span>
          </span>
          {ordered && (
            <>
              <Button size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${p.name} 위로`}>
                ↑
              </Button>
              <Button size="sm" variant="ghost" disabled={i === value.length - 1} onClick={() => move(i, 1)} aria-label={`${p.name} 아래로`}>
                ↓
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={() => onChange(value.filter((x) => x._id !== p._id))} aria-label={`${p.name} 빼기`}>
            빼기
          </Button>
        </li>
      ))}
    </ol>
  );
}
