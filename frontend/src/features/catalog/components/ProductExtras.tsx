import { useState } from 'react';
import type { ProductDetail } from '@shop/contracts';
import { ProductGrid } from '../../../shared/product/ProductGrid';
import styles from './ProductExtras.module.css';

/**
 * What the console adds to a product page (spec §3 youtubeCode, link, relateds): the YouTube video
 * behind a click-to-load placeholder (nothing is asked of YouTube before the click), the link
 * button (another site in a new tab) and the strip of related products.
 */
export function ProductExtras({ product }: { product: ProductDetail }) {
  const related = product.relatedProducts ?? [];
  if (!product.youtubeCode && !product.link && related.length === 0) return null;
  return (
    <div className={styles.wrap}>
      {product.link && (
        <a className={styles.link} href={product.link.url} {...(product.link.isOuter ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {product.link.name || '자세히 보기'}
          {product.link.isOuter && <span className="visually-hidden"> (새 창)</span>}
        </a>
      )}
      {product.youtubeCode && <YouTubeVideo code={product.youtubeCode} title={`${product.name} 영상`} />}
      {related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title" className={styles.title}>
            함께 보면 좋은 상품
          </h2>
          <ProductGrid products={related.slice(0, 8)} />
        </section>
      )}
    </div>
  );
}

/** A YouTube video that loads (from youtube-nocookie.com) only when its placeholder is clicked. */
function YouTubeVideo({ code, title }: { code: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(code)}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          <span aria-hidden className={styles.icon}>
            ▶
          </span>
          <span>영상 보기</span>
          <small>재생하면 YouTube에서 영상을 불러옵니다</small>
        </button>
      )}
    </div>
  );
}
