import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

/** A home section's eyebrow, serif title, optional text and an action on the right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  action,
  align = 'left',
}: {
  id?: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  align?: 'left' | 'center';
}) {
  return (
    <div className={`${styles.heading} ${align === 'center' ? styles.center : ''}`}>
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id} className={`serif ${styles.title}`}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
