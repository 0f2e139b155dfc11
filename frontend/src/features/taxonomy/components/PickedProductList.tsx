import type { ProductCard } from '@shop/contracts';
import styles from './taxonomy.module.css';

/** A picked product as the ordered list shows it. */
export type PickedProduct = Pick<ProductCard, '_id' | 'name' | 'code'>;

/**
 * The products of a display in order, each moved up or down or taken out (console shop/display/{code}
 * and main/display/{code}); `onChange` gets the whole new order.
 */
export function PickedProductList({ rows, onChange }: { rows: PickedProduct[]; onChange(rows: PickedProduct[]): void }) {
  const move = (i: number, by: -1 | 1) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <ol className={styles.picks}>
      {rows.map((r, i) => (
        <li key={r._id} className={styles.pick}>
          <span>
            {i + 1}. {r.name} <span className={styles.meta}>{r.code}</span>
          </span>
          <button type="button" className={styles.iconButton} aria-label={`${r.name} 위로`} disabled={i === 0} onClick={() => move(i, -1)}>
            ↑
          </button>
          <button type="button" className={styles.iconButton} aria-label={`${r.name} 아래로`} disabled={i === rows.length - 1} onClick={() => move(i, 1)}>
            ↓
          </button>
          <button type="button" className={styles.iconButton} aria-label={`${r.name} 빼기`} onClick={() => onChange(rows.filter((x) => x._id !== r._id))}>
            ×
          </button>
        </li>
      ))}
    </ol>
  );
}
