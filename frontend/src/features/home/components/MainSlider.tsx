import { Suspense, lazy } from 'react';
import { preload } from 'react-dom';
import { useHydrated } from '@tanstack/react-router';
import 'swiper/css';
import 'swiper/css/pagination';
import { AppLink, Icon, Skeleton } from '../../../shared/ui';
import { useSlides } from '../api/get-slides';
import { DESKTOP_MEDIA, MOBILE_MEDIA, StaticSlide } from './SlideContent';
import styles from './MainSlider.module.css';

/** Swiper and the controls: a chunk of their own, asked for once the page is hydrated. */
const SlideCarousel = lazy(() => import('./SlideCarousel'));

/**
 * The main slider (spec §2, §9): MAIN_1 slides, autoplay 10 s, loop, PC or mobile image by width.
 * The server's page (and the first paint) shows the first slide alone; the carousel takes over
 * once the page is hydrated and its code has come, so Swiper does not weigh on the first load.
 */
export function MainSlider() {
  const { data: slides, isPending } = useSlides('MAIN_1');
  const hydrated = useHydrated();

  if (isPending) return <Skeleton className={styles.hero} height="auto" radius={0} />;
  if (!slides?.length) return <FallbackHero />;

  // The first slide is home's largest paint: the server names its picture (PC or mobile, by the
  // same media query as <picture>) in the head, so the browser asks for it with the stylesheets.
  const first = slides[0]!;
  preload(first.image.url, { as: 'image', fetchPriority: 'high', media: DESKTOP_MEDIA });
  preload((first.imageMb ?? first.image).url, { as: 'image', fetchPriority: 'high', media: MOBILE_MEDIA });

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label="메인 배너">
      {hydrated && slides.length > 1 ? (
        <Suspense fallback={<StaticSlide slide={first} />}>
          <SlideCarousel slides={slides} />
        </Suspense>
      ) : (
        <StaticSlide slide={first} />
      )}
    </section>
  );
}

/** A quiet brand hero when no slide is published (or the slides cannot be loaded). */
function FallbackHero() {
  return (
    <section className={`${styles.hero} ${styles.fallback}`} aria-label="세라메종">
      <div className={`container ${styles.copy}`}>
        <p className="eyebrow">CÉRAMAISON</p>
        <h2 className={`serif ${styles.subject}`}>물과 흙이 만나는 자리</h2>
        <p className={styles.content}>매일 쓰는 욕실과 주방을, 오래 아름다운 세라믹으로.</p>
        <AppLink to="/shop/products" className={styles.cta}>
          제품 둘러보기
          <Icon name="arrowRight" size={18} />
        </AppLink>
      </div>
    </section>
  );
}
