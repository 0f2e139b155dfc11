import { useWatches } from '../../../shared/stores/watches';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/product/ProductGrid';
import { AppLink, Button, EmptyState, buttonClassName } from '../../../shared/ui';
import { useLikedProducts } from '../api/get-liked-products';
import styles from './WishlistPage.module.css';

/** The member's wishlist (/mypage/likes): liked products as cards; the heart removes one. */
export function WishlistPage() {
  const ids = useWatches((s) => s.ids);
  const clear = useWatches((s) => s.clear);
  const { products, isPending, isError } = useLikedProducts(ids);

  return (
    <section className={styles.page} aria-labelledby="wishlist-title">
      <header className={styles.header}>
        <h2 id="wishlist-title" className={styles.title}>
          위시리스트 <span className={styles.count}>{ids.length}</span>
        </h2>
        {ids.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => window.confirm('위시리스트를 모두 비우시겠습니까?') && clear()}>
            전체 삭제
          </Button>
        )}
      </header>
      {ids.length === 0 ? (
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
      ) : isPending ? (
        <ProductGridSkeleton count={Math.min(ids.length, 6)} columns={3} />
      ) : (
        <>
          {isError && <p className={styles.note}>일부 상품 정보를 불러오지 못했습니다.</p>}
          <ProductGrid products={products} columns={3} />
        </>
      )}
    </section>
  );
}
