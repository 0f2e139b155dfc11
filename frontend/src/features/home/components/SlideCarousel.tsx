import { useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { TIMING, type Slide } from '@shop/contracts';
import { Icon } from '../../../shared/ui';
import { SlideContent } from './SlideContent';
import styles from './MainSlider.module.css';

/**
 * The main slider's carousel (spec §2, §9): autoplay 10 s, loop, bullets, previous/next and pause.
 * Loaded on its own once the page is hydrated (MainSlider.tsx), so Swiper is not part of the
 * first load; the first slide shows as a static slide until then.
 */
export default function SlideCarousel({ slides }: { slides: Slide[] }) {
  const swiper = useRef<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <Swiper
        className={styles.swiper}
        modules={[Autoplay, Pagination, A11y, Keyboard]}
        loop
        speed={900}
        autoplay={{ delay: TIMING.mainSliderAutoplay, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true, el: `.${styles.bullets}`, bulletClass: styles.bullet, bulletActiveClass: styles.bulletActive }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: '이전 배너', nextSlideMessage: '다음 배너', paginationBulletMessage: '{{index}}번째 배너 보기' }}
        onSwiper={(s) => {
          swiper.current = s;
        }}
        onSlideChange={(s) => setIndex(s.realIndex)}
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={slide._id} className={styles.slide}>
            <SlideContent slide={slide} first={i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
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
    </>
  );
}
