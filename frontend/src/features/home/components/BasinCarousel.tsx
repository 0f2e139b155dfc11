import { useEffect, useImperativeHandle, useRef, type RefObject } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import 'swiper/css';
import { BREAKPOINTS, HOME, TIMING, type ProductCard as ProductCardData } from '@shop/contracts';
import { ProductCard } from '../../../shared/product/ProductCard';
import { useDeferredSwiper } from '../lib/deferred-swiper';
import styles from './BasinSlider.module.css';

/** What the basin slider's heading arrows do. */
export interface BasinControls {
  prev(): void;
  next(): void;
}

/**
 * The basin slider's carousel (Swiper), loaded apart from the page's first scripts: the server
 * renders its cards, laid out two (three from 768 px) to a view by BasinSlider.module.css, and
 * Swiper takes them over in place when the slider nears the screen or the shopper reaches for it
 * (see useDeferredSwiper). Takes the products and the ref through which the heading's arrows
 * move it.
 */
export default function BasinCarousel({ products, controls }: { products: ProductCardData[]; controls: RefObject<BasinControls | null> }) {
  const root = useRef<HTMLDivElement>(null);
  const onScreen = useRef(false);
  const canLoop = products.length > HOME.basinSlidesPerViewFromSm;
  const swiper = useDeferredSwiper(
    root,
    () => ({
      modules: [Autoplay, A11y],
      slidesPerView: HOME.basinSlidesPerView,
      spaceBetween: 12,
      speed: TIMING.basinSliderSpeed,
      loop: canLoop,
      autoplay: { delay: TIMING.basinSliderAutoplay, disableOnInteraction: false, pauseOnMouseEnter: true },
      breakpoints: { [BREAKPOINTS.sm]: { slidesPerView: HOME.basinSlidesPerViewFromSm, spaceBetween: 24 } },
      a11y: { prevSlideMessage: '이전 상품', nextSlideMessage: '다음 상품' },
      // Started a screen ahead of the slider: it waits there until it is on screen.
      on: { init: (s) => void (onScreen.current || s.autoplay.stop()) },
    }),
    { nearView: true },
  );
  useImperativeHandle(controls, () => ({ prev: () => swiper.start()?.slidePrev(), next: () => swiper.start()?.slideNext() }), [swiper]);
  // Autoplay runs while the slider is on screen: below the first screen it does not move (or cost) unseen.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => {
      onScreen.current = !!entry?.isIntersecting;
      const s = swiper.started();
      if (!s) return;
      if (onScreen.current) s.autoplay.start();
      else s.autoplay.stop();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [swiper]);
  return (
    <div ref={root}>
      <div className={`swiper ${styles.swiper}`}>
        <div className="swiper-wrapper">
          {products.map((p) => (
            <div key={p._id} className="swiper-slide">
              <ProductCard product={p} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
