import { useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import { TIMING, type Slide } from '@shop/contracts';
import { AppLink, Icon } from '../../../shared/ui';
import { BannerHotspots } from './BannerHotspots';
import { DESKTOP_MEDIA } from './hero-media';
import styles from './MainSlider.module.css';

/**
 * The main slider's carousel (Swiper), loaded apart from the page's first scripts: it takes over
 * the server-rendered slides in place. Takes the published MAIN_1 slides (at least one).
 */
export default function MainCarousel({ slides }: { slides: Slide[] }) {
  const swiper = useRef<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  const many = slides.length > 1;
  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label="메인 배너">
      <Swiper
        className={styles.swiper}
        modules={[Autoplay, Pagination, A11y, Keyboard]}
        loop={many}
        speed={900}
        autoplay={many ? { delay: TIMING.mainSliderAutoplay, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={many ? { clickable: true, el: `.${styles.bullets}`, bulletClass: styles.bullet, bulletActiveClass: styles.bulletActive } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: '이전 배너', nextSlideMessage: '다음 배너', paginationBulletMessage: '{{index}}번째 배너 보기' }}
        onSwiper={(s) => {
          swiper.current = s;
        }}
        onSlideChange={(s) => setIndex(s.realIndex)}
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={slide._id} className={styles.slide}>
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
          </SwiperSlide>
        ))}
      </Swiper>
      {many && (
        <div className={`container ${styles.controls}`}>
          <span className={styles.counter} aria-hidden>
            {String(index + 1).padStart(2, '0')} <span>/ {String(slides.length).padStart(2, '0')}</span>
          </span>
          <div className={styles.bullets} />
          <button type="button" className={styles.control} onClick={() => swiper.current?.slidePrev()} aria-label="이전 배너">
            <Icon name="chevronLeft" size={18} />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={paused ? '자동 넘김 시작' : '자동 넘김 정지'}
            onClick={() => {
              const s = swiper.current;
              if (!s) return;
              if (paused) s.autoplay.start();
              else s.autoplay.stop();
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
          <button type="button" className={styles.control} onClick={() => swiper.current?.slideNext()} aria-label="다음 배너">
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      )}
    </section>
  );
}
