import { Link } from '@tanstack/react-router';
import { formatPrice, type ProductDetail } from '@shop/contracts';
import { LineThumb } from '../../../shared/ui/LineThumb';
import styles from './BundleParts.module.css';

/**
 * 구성 상품 of a product bundle (spec §3 Product type "product bundle", bundleds): each part's
 * picture, name (a link to its own page), its option combination when it names one ("옵션: 그레이
 * / 600"), units per set and whether it is sold out. The set's
 * price and stock follow these parts. Nothing for any other product.
 */
export function BundleParts({ product }: { product: ProductDetail }) {
  const parts = product.parts ?? [];
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby="bundle-parts-title" className={styles.wrap}>
      <h2 id="bundle-parts-title" className={styles.title}>
        구성 상품
      </h2>
      <p className={styles.note}>세트의 재고는 구성 상품을 따릅니다. 구성 상품 중 하나라도 품절되면 세트도 품절됩니다.</p>
      <ul className={styles.list}>
        {parts.map((p) => (
          <li key={`${p.productId}-${p.variation ?? ''}`} className={styles.part}>
            <LineThumb url={p.thumb.url} size={64} />
            <div className={styles.text}>
              <Link to="/shop/products/$productId" params={{ productId: p.productId }} className={styles.name}>
                {p.name}
              </Link>
              {p.optionText && <span className={styles.meta}>옵션: {p.optionText}</span>}
              <span className={styles.meta}>
                {p.amount}개 · {formatPrice(p.salePrice)}
                {p.soldOut && <strong className={styles.soldOut}> · 품절</strong>}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
