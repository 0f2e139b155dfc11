import { useEffect, type RefObject } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { BREAKPOINTS, HOME, TIMING, type ProductCard as ProductCardData } from '@shop/contracts';
import { ProductCard } from '../../../shared/product/ProductCard';
import styles from './BasinSlider.module.css';

/**
 * The basin slider's carousel (Swiper), loaded apart from the page's first scripts: it takes over
 * the server-rendered cards in place. Takes the products and the ref the heading's arrows use.
 */
export default function BasinCarousel({ products, swiperRef }: { products: ProductCardData[]; swiperRef: RefObject<SwiperInstance | null> }) {
  const canLoop = products.length > HOME.basinSlidesPerViewFromSm;
  // Autoplay runs while the slider is on screen: below the first screen it does not move (or cost) unseen.
  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper?.el) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (swiper.destroyed) return;
      if (entry?.isIntersecting) swiper.autoplay.start();
      else swiper.autoplay.stop();
    });
    observer.observe(swiper.el);
    return () => observer.disconnect();
  }, [swiperRef]);
  return (
    <Swiper
      className={styles.swiper}
      modules={[Autoplay, A11y]}
      slidesPerView={HOME.basinSlidesPerView}
      spaceBetween={12}
      speed={TIMING.basinSliderSpeed}
      loop={canLoop}
      autoplay={{ delay: TIMING.basinSliderAutoplay, disableOnInteraction: false, pauseOnMouseEnter: true }}
      breakpoints={{ [BREAKPOINTS.sm]: { slidesPerView: HOME.basinSlidesPerViewFromSm, spaceBetween: 24 } }}
      a11y={{ prevSlideMessage: '이전 상품', nextSlideMessage: '다음 상품' }}
      onSwiper={(s) => {
        swiperRef.current = s;
      }}
    >
      {products.map((p) => (
        <SwiperSlide key={p._id}>
          <ProductCard product={p} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
