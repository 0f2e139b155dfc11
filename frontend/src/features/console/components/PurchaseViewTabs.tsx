import { Link } from '@tanstack/react-router';
import { PURCHASE_VIEW_TEXT, type PurchaseView, type PurchaseViewCounts, groupThousands } from '@shop/contracts';
import { SERVED_PURCHASE_VIEWS } from '../lib/purchase-views';
import type { PurchasesSearch } from '../lib/purchase-views';
import styles from './purchases.module.css';

/** The eight purchase views as tabs, each with how many purchases it holds under the current search and dates. */
export function PurchaseViewTabs({ view, counts, search }: { view: PurchaseView; counts: PurchaseViewCounts | undefined; search: PurchasesSearch }) {
  const keep = { searchValue: search.searchValue, from: search.from, to: search.to, sort: search.sort };
  return (
    <nav className={styles.viewTabs} aria-label="주문 보기">
      {SERVED_PURCHASE_VIEWS.map((v) => (
        <Link
          key={v}
          to="/console/purchases/$view"
          params={{ view: v }}
          search={keep}
          className={v === view ? `${styles.viewTab} ${styles.viewTabActive}` : styles.viewTab}
          aria-current={v === view ? 'page' : undefined}
        >
          <span>{PURCHASE_VIEW_TEXT[v]}</span>
          <span className={styles.viewCount} data-testid={`count-${v}`}>
            {counts ? groupThousands(counts[v]) : '–'}
          </span>
        </Link>
      ))}
    </nav>
  );
}
