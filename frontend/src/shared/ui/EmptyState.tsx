import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** A calm, icon-less empty or error message with an optional action below. */
export function EmptyState({ title, description, action, compact }: { title: ReactNode; description?: ReactNode; action?: ReactNode; compact?: boolean }) {
  return (
    <div className={compact ? `${styles.empty} ${styles.compact}` : styles.empty}>
      <span className={styles.rule} aria-hidden />
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
