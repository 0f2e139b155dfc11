import { useState } from 'react';
import { preload } from 'react-dom';
import type { ProductDetail } from '@shop/contracts';
import styles from './ProductGallery.module.css';

/** The product's images: a large view and a row of thumbnails to switch it. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const images = [product.thumb, ...product.images].filter((img, i, all) => img?.url && all.findIndex((x) => x.url === img.url) === i);
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  // The first picture is the page's largest paint: the server names it in the head, so the
  // browser asks for it with the stylesheets, not once it reaches the gallery in the body.
  if (images[0]) preload(images[0].url, { as: 'image', fetchPriority: 'high' });
  return (
    <section className={styles.gallery} aria-label="상품 이미지">
      <div className={styles.main}>
        {current && (
          <img src={current.url} alt={`${product.name} 이미지 ${index + 1}`} width={800} height={800} fetchPriority={index === 0 ? 'high' : 'auto'} />
        )}
      </div>
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
                <img src={img.url} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
