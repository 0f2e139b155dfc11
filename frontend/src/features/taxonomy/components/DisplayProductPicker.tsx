import { useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { WorkSearch } from '../../../shared/ui/WorkPage';
import { useDisplayProductPicks } from '../api/displays';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';

/** Finds products by name or code (the console product search) and adds one to the display group. */
export function DisplayProductPicker({ chosen, onPick }: { chosen: string[]; onPick(p: { _id: string; name: string; code: string }): void }) {
  const [q, setQ] = useState('');
  const picks = useDisplayProductPicks(q);
  return (
    <section className={`${t.card} ${styles.panel}`} aria-label="상품 추가">
      <h2 className={t.cardTitle}>상품 추가</h2>
      <WorkSearch id="display-pick" label="상품 검색" placeholder="상품명 또는 상품코드" value={q} onSearch={setQ} />
      <ul className={styles.picks}>
        {(picks.data?.products ?? []).map((p) => (
          <li key={p._id} className={styles.pick}>
            <span>
              {p.name} <span className={styles.meta}>{p.code}</span>
            </span>
            <Button size="sm" variant="secondary" disabled={chosen.includes(p._id)} onClick={() => onPick(p)} aria-label={`${p.name} 추가`}>
              추가
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
