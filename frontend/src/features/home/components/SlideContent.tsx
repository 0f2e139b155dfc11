import type { Slide as SlideData } from '@shop/contracts';
import { DESKTOP_MIN_WIDTH } from '@shop/contracts';
import { AppLink, Icon } from '../../../shared/ui';
import styles from './MainSlider.module.css';

export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
export const MOBILE_MEDIA = `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;

/** One slide of the main slider: its picture (PC or mobile by width), shade and copy. `first`: the page's largest paint. */
export function SlideContent({ slide, first }: { slide: SlideData; first: boolean }) {
  return (
    <>
      <picture>
        <source media={DESKTOP_MEDIA} srcSet={slide.image.url} width={1920} height={800} />
        <img
          src={(slide.imageMb ?? slide.image).url}
          alt=""
          width={800}
          height={1000}
          className={styles.image}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
          decoding={first ? 'sync' : 'async'}
        />
      </picture>
      <div className={styles.shade} aria-hidden />
      <div className={`container ${styles.copy}`}>
        {slide.subject && <h2 className={`serif ${styles.subject}`}>{slide.subject}</h2>}
        {slide.content && <p className={styles.content}>{slide.content}</p>}
        {slide.url && (
          <AppLink to={slide.url} className={styles.cta}>
            {slide.btnText || '자세히 보기'}
            <Icon name="arrowRight" size={18} />
          </AppLink>
        )}
      </div>
    </>
  );
}

/** The first slide alone, laid out as Swiper lays it: the server's page, and until the carousel's code has come. */
export function StaticSlide({ slide }: { slide: SlideData }) {
  return (
    <div className={`swiper ${styles.swiper}`}>
      <div className="swiper-wrapper">
        <div className={`swiper-slide swiper-slide-active ${styles.slide}`}>
          <SlideContent slide={slide} first />
        </div>
      </div>
    </div>
  );
}
