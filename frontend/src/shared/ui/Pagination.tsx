import { PAGINATION_WINDOW } from '@shop/contracts';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Total number of items. */
  total: number;
  pageSize: number;
  onChange(page: number): void;
}

/** Total pages for an item count (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** Page numbers to show around `page`: at most PAGINATION_WINDOW (spec §2, §9). */
export function pageWindow(page: number, pages: number): number[] {
  const size = Math.min(PAGINATION_WINDOW, pages);
  const start = Math.max(1, Math.min(page - Math.floor(PAGINATION_WINDOW / 2), pages - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Page navigation showing up to five numbers; only pages 1..total pages are accepted (spec §2). */
export function Pagination({ page, total, pageSize, onChange }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (total <= pageSize) return null;
  const current = Math.min(Math.max(1, page), pages);
  const go = (p: number) => {
    if (!Number.isInteger(p) || p < 1 || p > pages || p === current) return;
    onChange(p);
  };
  return (
    <nav className={styles.pagination} aria-label="페이지 이동">
      <button type="button" className={styles.arrow} onClick={() => go(1)} disabled={current === 1} aria-label="첫 페이지">
        <Chevron double dir="left" />
      </button>
      <button type="button" className={styles.arrow} onClick={() => go(current - 1)} disabled={current === 1} aria-label="이전 페이지">
        <Chevron dir="left" />
      </button>
      <ol className={styles.numbers}>
        {pageWindow(current, pages).map((p) => (
          <li key={p}>
            <button
              type="button"
              className={p === current ? `${styles.number} ${styles.active}` : styles.number}
              aria-current={p === current ? 'page' : undefined}
              aria-label={`${p} 페이지`}
              onClick={() => go(p)}
            >
              {p}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={styles.arrow} onClick={() => go(current + 1)} disabled={current === pages} aria-label="다음 페이지">
        <Chevron dir="right" />
      </button>
      <button type="button" className={styles.arrow} onClick={() => go(pages)} disabled={current === pages} aria-label="마지막 페이지">
        <Chevron double dir="right" />
      </button>
    </nav>
  );
}

function Chevron({ dir, double }: { dir: 'left' | 'right'; double?: boolean }) {
  const d = dir === 'left' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5';
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.3">
      {double ? (
        <>
          <path d={d} transform={dir === 'left' ? 'translate(-2 0)' : 'translate(-2 0)'} />
          <path d={d} transform="translate(2 0)" />
        </>
      ) : (
        <path d={d} />
      )}
    </svg>
  );
}
