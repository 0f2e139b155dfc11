import { useState } from 'react';
import type { ProductDetail } from '@shop/contracts';
import styles from './ProductGallery.module.css';

/** The product's images: a large view and a row of thumbnails to switch it. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const images = [product.thumb, ...product.images].filter((img, i, all) => img?.url && all.findIndex((x) => x.url === img.url) === i);
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <section className={styles.gallery} aria-label="상품 이미지">
      <div className={styles.main}>{current && <img src={current.url} alt={`${product.name} 이미지 ${index + 1}`} />}</div>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((img, i) => (
            <li key={img.url}>
              <button
                type="button"
                className={i === index ? `${styles.thumb} ${styles.active}` : styles.thumb}
                aria-label={`${i + 1}번째 이미지 보기`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={img.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
