import { useState } from 'react';
import styles from './LineThumb.module.css';

/** A square product thumbnail for cart, order and purchase lines; a calm stone tile when the image is missing. */
export function LineThumb({ url, size = 80, alt = '' }: { url?: string | null; size?: number; alt?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={styles.thumb} style={{ width: size, height: size }}>
      {url && !failed && <img src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />}
    </span>
  );
}
