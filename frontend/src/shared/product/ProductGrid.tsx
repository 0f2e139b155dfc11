import type { ProductCard as ProductCardData } from '@shop/contracts';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import styles from './ProductGrid.module.css';

/**
 * A responsive product grid: 4 columns on desktop, 2 on mobile. The first `priorityCount` cards
 * (those above the fold when the grid opens a page) load their pictures at once and first.
 */
export function ProductGrid({ products, columns = 4, priorityCount = 0 }: { products: ProductCardData[]; columns?: 3 | 4; priorityCount?: number }) {
  return (
    <ul className={`${styles.grid} ${columns === 3 ? styles.three : ''}`}>
      {products.map((p, i) => (
        <li key={p._id}>
          <ProductCard product={p} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** Skeleton cards in the grid's layout while products load. */
export function ProductGridSkeleton({ count = 8, columns = 4 }: { count?: number; columns?: 3 | 4 }) {
  return (
    <ul className={`${styles.grid} ${columns === 3 ? styles.three : ''}`} aria-busy aria-label="상품을 불러오는 중입니다">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
