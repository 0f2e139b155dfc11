import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import styles from './PageHeader.module.css';

export interface Crumb {
  label: string;
  /** Path to link to; the last crumb usually has none. */
  to?: string;
}

/** A page title with an optional breadcrumb, eyebrow, description and actions on the right; without a title only the breadcrumb shows (the page has its own h1). */
export function PageHeader({
  title,
  breadcrumb,
  eyebrow,
  description,
  actions,
}: {
  title?: ReactNode;
  breadcrumb?: Crumb[];
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      {breadcrumb && breadcrumb.length > 0 && (
        <nav aria-label="현재 위치" className={styles.crumbs}>
          <ol>
            {breadcrumb.map((c, i) => (
              <li key={`${c.label}-${i}`}>
                {c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current={i === breadcrumb.length - 1 ? 'page' : undefined}>{c.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {title !== undefined && (
        <div className={styles.row}>
          <div>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h1 className={styles.title}>{title}</h1>
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </header>
  );
}
