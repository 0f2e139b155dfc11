import type { ReactNode } from 'react';
import { Button } from './Button';
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

/** A failed load: the Korean title, the server's message and a 다시 시도 button that runs `onRetry`. */
export function LoadError({ title, error, onRetry, compact }: { title: ReactNode; error: unknown; onRetry: () => unknown; compact?: boolean }) {
  return (
    <EmptyState
      compact={compact}
      title={title}
      description={error instanceof Error ? error.message : undefined}
      action={
        <Button variant="secondary" onClick={() => void onRetry()}>
          다시 시도
        </Button>
      }
    />
  );
}
