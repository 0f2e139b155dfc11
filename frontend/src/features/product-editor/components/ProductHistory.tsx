import { formatDateTime, type ProductHistoryEntry } from '@shop/contracts';
import { Section } from '../../../shared/ui/Section';
import styles from './product-editor.module.css';

/** The product's change history, newest first: when, what, and who (시스템 when no staff member). */
export function ProductHistory({ history }: { history: ProductHistoryEntry[] }) {
  return (
    <Section variant="card" padded title="변경 이력" note={`${history.length}건`}>
      <ol className={styles.history}>
        {history.map((h, i) => (
          <li key={`${h.at}-${i}`}>
            <time dateTime={h.at}>{formatDateTime(h.at)}</time>
            <span>{h.summary}</span>
            <span>{h.by ? `${h.by.name} (${h.by.username})` : '시스템'}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
