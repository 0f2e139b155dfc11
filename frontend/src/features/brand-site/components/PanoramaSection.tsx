import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { PanoramaBlockView } from '@shop/contracts';
import { AppLink, Button, buttonClassName } from '../../../shared/ui';
import styles from './panorama.module.css';

/** The interactive viewer (photo-sphere-viewer and three.js): its own chunk, fetched on the first click of "360° 보기" only. */
const PanoramaViewer = lazy(() => import('./PanoramaViewer'));

/** Whether this browser can draw WebGL 2 (what three.js needs); false on the server. */
function canDrawWebgl(): boolean {
  try {
    return typeof document !== 'undefined' && !!document.createElement('canvas').getContext('webgl2');
  } catch {
    return false;
  }
}

/** A hotspot's link: the product page when the shop shows its product, else none. */
export const hotspotHref = (block: PanoramaBlockView, productId?: string): string | null =>
  productId && block.products.some((p) => p._id === productId) ? `/shop/products/${productId}` : null;

/**
 * A 360° panorama of a brand-site page (issue 14: /VR-showroom and /3d-interir, "an embedded
 * viewer with a static fallback"). The server renders the fallback: the equirectangular picture
 * flattened as a wide image, its caption and the hotspots as a plain list of links, readable
 * without JavaScript or WebGL. "360° 보기" loads the viewer in place (drag or arrow keys to look
 * around, markers for the hotspots); its close button or Escape returns to the picture. Without
 * WebGL the picture stays, with a note saying why.
 */
export function PanoramaSection({ block }: { block: PanoramaBlockView }) {
  const [mode, setMode] = useState<'picture' | 'viewer' | 'no-webgl'>('picture');
  const openButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setMode('picture');
    requestAnimationFrame(() => openButton.current?.focus());
  };
  useEffect(() => {
    if (mode !== 'viewer') return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mode]);
  const { image } = block;
  const links = useMemo(() => block.hotspots.map((h) => ({ ...h, href: hotspotHref(block, h.productId) })), [block]);
  return (
    <section className={styles.panorama} aria-label={block.title ?? '360° 보기'}>
      {block.title && <h2 className={`serif ${styles.title}`}>{block.title}</h2>}
      <figure className={styles.figure}>
        {mode === 'viewer' ? (
          <div className={styles.stage} role="region" aria-label="360° 보기 화면">
            <Suspense fallback={<p className={styles.loading}>360° 화면을 불러오는 중입니다…</p>}>
              <PanoramaViewer block={block} links={links} />
            </Suspense>
            <Button size="sm" variant="secondary" className={styles.close} onClick={close} autoFocus>
              360° 보기 닫기
            </Button>
          </div>
        ) : (
          <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" className={styles.picture} />
        )}
        <figcaption className={styles.caption}>{block.caption}</figcaption>
      </figure>
      {mode !== 'viewer' && (
        <div className={styles.actions}>
          <button ref={openButton} type="button" className={buttonClassName('secondary')} onClick={() => setMode(canDrawWebgl() ? 'viewer' : 'no-webgl')}>
            360° 보기
          </button>
          {mode === 'no-webgl' && (
            <p role="status" className={styles.note}>
              이 브라우저에서는 3D 화면(WebGL)을 사용할 수 없어 사진과 아래 목록으로 보여드립니다.
            </p>
          )}
        </div>
      )}
      {links.length > 0 && (
        <ul className={styles.hotspots} aria-label={`${block.title ?? '360° 보기'} 속 제품`}>
          {links.map((h, n) => (
            <li key={n}>{h.href ? <AppLink to={h.href}>{h.label}</AppLink> : <span>{h.label}</span>}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
