import { AppLink, Icon } from '../../../shared/ui';
import { useSlides } from '../api/get-slides';
import { MOBILE_MEDIA } from './hero-media';
import styles from './PromoTiles.module.css';

/** Most tiles the block shows: two rows of two on a wide screen. */
const MAX_TILES = 4;

/**
 * The home's promotion tiles (spec §9: main banner slot MAIN_2, PC and mobile pictures): its
 * published banners in staff's order as picture-led tiles, two abreast from 768 px and one above
 * the other on a phone, each a link with its subject, text and button text. Renders nothing when
 * the slot has none (or cannot be loaded).
 */
export function PromoTiles() {
  const { data: slides } = useSlides('MAIN_2');
  if (!slides?.length) return null;
  return (
    <section className={`below-fold ${styles.block}`} aria-label="기획 배너">
      <ul className={`container ${styles.grid}`}>
        {slides.slice(0, MAX_TILES).map((s) => (
          <li key={s._id}>
            <AppLink to={s.url || '/shop/products'} className={styles.tile}>
              <picture className={styles.picture}>
                {s.imageMb && <source media={MOBILE_MEDIA} srcSet={s.imageMb.url} />}
                <img src={s.image.url} alt="" loading="lazy" decoding="async" className={styles.image} />
              </picture>
              <span className={styles.copy}>
                <strong className={`serif ${styles.subject}`}>{s.subject}</strong>
                {s.content && <span className={styles.content}>{s.content}</span>}
                <span className={styles.cta}>
                  {s.btnText || '자세히 보기'}
                  <Icon name="arrowRight" size={16} />
                </span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
