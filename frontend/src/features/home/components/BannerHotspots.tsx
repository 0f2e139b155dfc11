import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { Slide } from '@shop/contracts';
import { AppLink } from '../../../shared/ui';
import styles from './BannerHotspots.module.css';

/** The ratio (width / height) of a picture's shape, 16/9 when unknown. */
const ratioOf = (r: { width: number; height: number } | null | undefined) => (r ? r.width / r.height : 16 / 9);

/**
 * The hotspots of a home slide (spec §3 Banner items: a dot at x/y percent of the picture opening
 * the product's name, description and link). The dots lie on a frame of the picture's shape
 * that covers the slide as the picture does (object-fit: cover, centred), PC or mobile shape by
 * width, so a dot stays on its spot of either picture. Each dot is a button (Enter, Space) that
 * opens its card; Escape or the card's 닫기 closes it and gives the focus back to the dot.
 */
export function BannerHotspots({ slide }: { slide: Slide }) {
  const items = slide.items ?? [];
  const base = useId();
  const [open, setOpen] = useState<number | null>(null);
  const dots = useRef<(HTMLButtonElement | null)[]>([]);
  const close = (focus: boolean) => {
    if (open !== null && focus) dots.current[open]?.focus();
    setOpen(null);
  };
  useEffect(() => {
    if (open === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        dots.current[open]?.focus();
        setOpen(null);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);
  if (items.length === 0) return null;

  const frame = {
    '--ratio': ratioOf(slide.ratio),
    '--ratio-mb': slide.imageMb ? ratioOf(slide.ratioMb ?? slide.ratio) : ratioOf(slide.ratio),
  } as CSSProperties;
  return (
    <div className={styles.frame} style={frame}>
      {items.map((item, i) => {
        const cardId = `${base}-${i}`;
        const place = { left: `${item.x}%`, top: `${item.y}%` };
        const flip = `${item.x > 60 ? styles.toLeft : ''} ${item.y > 55 ? styles.toTop : ''}`;
        return (
          <div key={i} className={styles.spot} style={place}>
            <button
              ref={(el) => {
                dots.current[i] = el;
              }}
              type="button"
              className={styles.dot}
              aria-expanded={open === i}
              aria-controls={cardId}
              aria-label={`${item.name} 상품 정보`}
              onClick={() => (open === i ? close(false) : setOpen(i))}
            >
              <span aria-hidden>+</span>
            </button>
            <div id={cardId} role="group" aria-label={item.name} className={`${styles.card} ${flip}`} hidden={open !== i}>
              <strong className={styles.name}>{item.name}</strong>
              {item.desc && <p className={styles.desc}>{item.desc}</p>}
              <div className={styles.actions}>
                {(item.href || item._product) && (
                  <AppLink to={item.href || `/shop/products/${item._product}`} className={styles.link}>
                    제품 보기
                  </AppLink>
                )}
                <button type="button" className={styles.close} onClick={() => close(true)}>
                  닫기
                </button>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
