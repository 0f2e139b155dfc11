import { alertError } from '../../../shared/api/client';
import { ProductCard } from '../../../shared/product/ProductCard';
import { ProductGridSkeleton } from '../../../shared/product/ProductGrid';
import { Button, LoadError } from '../../../shared/ui';
import { useRecentlyViewed, useRemoveWatches } from '../api/watches';
import styles from './WishlistPage.module.css';

/** Most recently viewed products shown under the wishlist. */
const SHOWN = 8;

/** 최근 본 상품: the member's recently viewed products (me/watches, spec §7), newest first, each removable, or all at once. */
export function RecentlyViewed() {
  const query = useRecentlyViewed();
  const remove = useRemoveWatches();
  const watches = (query.data ?? []).slice(0, SHOWN);
  const run = (productId?: string) => remove.mutate(productId, { onError: alertError });

  return (
    <section className={styles.recent} aria-labelledby="recent-title">
      <header className={styles.header}>
        <h2 id="recent-title" className={styles.title}>
          최근 본 상품 <span className={styles.count}>{query.data?.length ?? 0}</span>
        </h2>
        {watches.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => window.confirm('최근 본 상품을 모두 지우시겠습니까?') && run()}>
            전체 삭제
          </Button>
        )}
      </header>
      {query.isPending ? (
        <ProductGridSkeleton count={4} columns={4} />
      ) : query.isError ? (
        <LoadError compact title="최근 본 상품을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : watches.length === 0 ? (
        <p className={styles.note}>최근 본 상품이 없습니다.</p>
      ) : (
        <ul className={`${styles.grid} ${styles.four}`} aria-label="최근 본 상품">
          {watches.map((w) => (
            <li key={w._id} className={styles.item}>
              <ProductCard product={w.product} showAction={false} />
              <Button variant="ghost" size="sm" onClick={() => run(w._id)} aria-label={`${w.product.name} 최근 본 상품에서 삭제`}>
                지우기
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
