import { useEffect, useState } from 'react';
import type { Like } from '@shop/contracts';
import { ProductCard } from '../../../shared/product/ProductCard';
import { ProductGridSkeleton } from '../../../shared/product/ProductGrid';
import { useToggleLike } from '../../../shared/product/useToggleLike';
import { AppLink, Button, EmptyState, LoadError, Pagination, buttonClassName } from '../../../shared/ui';
import { LIKES_PAGE_SIZE, useLikePage } from '../api/likes';
import { RecentlyViewed } from './RecentlyViewed';
import styles from './WishlistPage.module.css';
import { withObjectParticle } from '../../../shared/lib/josa';

/**
 * The member's wishlist (/mypage/likes, spec §2) from the server (me/likes), newest first in
 * pages of 12: each product can be removed, and the removal undone from the notice it leaves.
 * Below it, the recently viewed products (me/watches).
 */
export function WishlistPage() {
  const [page, setPage] = useState(1);
  const query = useLikePage(page);
  const toggle = useToggleLike();
  const [removed, setRemoved] = useState<Like | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const total = query.data?.summary.totalCount ?? 0;
  const likes = query.data?.likes ?? [];

  // The last product of a later page removed: show the page before.
  useEffect(() => {
    if (page > 1 && query.data && likes.length === 0 && total > 0) setPage((p) => p - 1);
  }, [page, query.data, likes.length, total]);

  const remove = async (like: Like) => {
    setBusy(like._id);
    const stillLiked = await toggle(like.product._id);
    setBusy(null);
    if (!stillLiked) setRemoved(like);
  };
  const undo = async () => {
    if (!removed) return;
    if (await toggle(removed.product._id)) setRemoved(null);
  };

  return (
    <section className={styles.page} aria-labelledby="wishlist-title">
      <header className={styles.header}>
        <h2 id="wishlist-title" className={styles.title}>
          위시리스트 <span className={styles.count}>{total}</span>
        </h2>
      </header>
      {removed && (
        <p className={styles.notice} role="status">
          <span>{withObjectParticle(removed.product.name)} 위시리스트에서 삭제했습니다.</span>
          <Button variant="ghost" size="sm" onClick={() => void undo()}>
            되돌리기
          </Button>
        </p>
      )}
      {query.isPending ? (
        <ProductGridSkeleton count={6} columns={3} />
      ) : query.isError ? (
        <LoadError compact title="위시리스트를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : likes.length === 0 ? (
        <EmptyState
          compact
          title="담아두신 관심상품이 없습니다"
          description="마음에 드는 제품의 하트를 눌러 위시리스트에 담아보세요."
          action={
            <AppLink to="/shop/products" className={buttonClassName('secondary')}>
              제품 둘러보기
            </AppLink>
          }
        />
      ) : (
        <>
          <ul className={styles.grid} aria-label="위시리스트 상품">
            {likes.map((like) => (
              <li key={like._id} className={styles.item}>
                <ProductCard product={like.product} />
                <Button variant="secondary" size="sm" loading={busy === like._id} onClick={() => void remove(like)} aria-label={`${like.product.name} 삭제`}>
                  삭제
                </Button>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={total} pageSize={LIKES_PAGE_SIZE} onChange={setPage} />
        </>
      )}
      <RecentlyViewed />
    </section>
  );
}
