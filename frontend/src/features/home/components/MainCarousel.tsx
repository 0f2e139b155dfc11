import { useEffect, useRef, useState } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { TIMING, type Slide } from '@shop/contracts';
import { AppLink, Icon } from '../../../shared/ui';
import { useDeferredSwiper } from '../lib/deferred-swiper';
import { BannerHotspots } from './BannerHotspots';
import { DESKTOP_MEDIA } from './hero-media';
import styles from './MainSlider.module.css';

/**
 * The main slider's carousel (Swiper), loaded apart from the page's first scripts: the server
 * renders its slides, and Swiper takes them over in place only when the shopper first touches,
 * points at or tabs into the slider, or when its first automatic advance is due (10 s; see
 * useDeferredSwiper). Takes the published MAIN_1 slides (at least one).
 */
export default function MainCarousel({ slides }: { slides: Slide[] }) {
  const root = useRef<HTMLElement>(null);
  const bullets = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  const many = slides.length > 1;
  const swiper = useDeferredSwiper(
    root,
    () => ({
      modules: [Autoplay, Pagination, A11y, Keyboard],
      loop: true,
      speed: 900,
      autoplay: { delay: TIMING.mainSliderAutoplay, disableOnInteraction: false, pauseOnMouseEnter: true },
      pagination: { clickable: true, el: bullets.current, bulletClass: styles.bullet, bulletActiveClass: styles.bulletActive },
      keyboard: { enabled: true, onlyInViewport: true },
      a11y: { prevSlideMessage: '이전 배너', nextSlideMessage: '다음 배너', paginationBulletMessage: '{{index}}번째 배너 보기' },
      on: {
        slideChange: (s) => setIndex(s.realIndex),
      },
    }),
    { advanceAfterMs: TIMING.mainSliderAutoplay },
    many,
  );
  // The first slide is the current one from the start (its picture settles from a slight zoom), as Swiper would mark it.
  useEffect(() => root.current?.querySelector('.swiper-slide')?.classList.add('swiper-slide-active'), []);
  return (
    <section ref={root} className={styles.hero} aria-roledescription="carousel" aria-label="메인 배너">
      <div className={`swiper ${styles.swiper}`}>
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div key={slide._id} className={`swiper-slide ${styles.slide}`}>
              <picture>
                <source media={DESKTOP_MEDIA} srcSet={slide.image.url} width={1920} height={800} />
                <img
                  src={(slide.imageMb ?? slide.image).url}
                  alt=""
                  width={800}
                  height={1000}
                  className={styles.image}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding={i === 0 ? 'sync' : 'async'}
                />
              </picture>
              <div className={styles.shade} aria-hidden />
              <BannerHotspots slide={slide} />
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
            </div>
          ))}
        </div>
      </div>
      {many && (
        <div className={`container ${styles.controls}`}>
          <span className={styles.counter} aria-hidden>
            {String(index + 1).padStart(2, '0')} <span>/ {String(slides.length).padStart(2, '0')}</span>
          </span>
          <div ref={bullets} className={styles.bullets} />
          <button type="button" className={styles.control} onClick={() => swiper.start()?.slidePrev()} aria-label="이전 배너">
            <Icon name="chevronLeft" size={18} />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={paused ? '자동 넘김 시작' : '자동 넘김 정지'}
            onClick={() => {
              const s = swiper.start();
              if (paused) s?.autoplay.start();
              else s?.autoplay.stop();
              setPaused(!paused);
            }}
          >
            {paused ? (
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden>
                <path d="M3 2l9 5-9 5z" fill="currentColor" />
              </svg>
            ) : (
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden>
                <path d="M3 2h2.5v10H3zM8.5 2H11v10H8.5z" fill="currentColor" />
              </svg>
            )}
          </button>
          <button type="button" className={styles.control} onClick={() => swiper.start()?.slideNext()} aria-label="다음 배너">
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      )}
    </section>
  );
}
