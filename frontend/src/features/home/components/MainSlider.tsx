import { preload } from 'react-dom';
import { AppLink, Icon, Skeleton } from '../../../shared/ui';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { useSlides } from '../api/get-slides';
import { DESKTOP_MEDIA, MOBILE_MEDIA } from './hero-media';
import styles from './MainSlider.module.css';

// Swiper is not in home's first scripts: the server renders the slides, the carousel takes them over when its code is in.
const MainCarousel = lazyPart(() => import('./MainCarousel'), <Skeleton className={styles.hero} height="auto" radius={0} />);

/** The main slider (spec §2, §9): MAIN_1 slides, autoplay 10 s, loop, PC or mobile image by width. */
export function MainSlider() {
  const { data: slides, isPending } = useSlides('MAIN_1');

  if (isPending) return <Skeleton className={styles.hero} height="auto" radius={0} />;
  if (!slides?.length) return <FallbackHero />;

  // The first slide is home's largest paint: the server names its picture (PC or mobile, by the
  // same media query as <picture>) in the head, so the browser asks for it with the stylesheets.
  const first = slides[0]!;
  preload(first.image.url, { as: 'image', fetchPriority: 'high', media: DESKTOP_MEDIA });
  preload((first.imageMb ?? first.image).url, { as: 'image', fetchPriority: 'high', media: MOBILE_MEDIA });
  return <MainCarousel slides={slides} />;
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
