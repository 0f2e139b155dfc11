import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { BREAKPOINTS, HOME, TIMING, type ProductCard as ProductCardData } from '@shop/contracts';
import { ProductCard } from '../../../shared/product/ProductCard';
import styles from './BasinSlider.module.css';

/**
 * The basin slider's carousel: autoplay 5 s, speed 500 ms, 2 per view (3 from 768 px). Loaded on
 * its own once the page is hydrated (BasinSlider.tsx), so Swiper is not part of home's first load.
 */
export default function BasinCarousel({
  products,
  canLoop,
  onSwiper,
}: {
  products: ProductCardData[];
  canLoop: boolean;
  onSwiper: (swiper: SwiperInstance) => void;
}) {
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
      onSwiper={onSwiper}
    >
      {products.map((p) => (
        <SwiperSlide key={p._id}>
          <ProductCard product={p} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
