import { useRef } from 'react';
import type { BasinControls } from './BasinCarousel';
import { CATEGORY_CODES } from '@shop/contracts';
import { ProductCardSkeleton } from '../../../shared/product/ProductCard';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { AppLink, Icon } from '../../../shared/ui';
import { BASIN_PARAMS, useHomeProducts } from '../api/get-home-products';
import { SectionHeading } from './SectionHeading';
import styles from './BasinSlider.module.css';

const skeletons = (
  <div className={styles.skeletons}>
    {[0, 1, 2].map((i) => (
      <ProductCardSkeleton key={i} />
    ))}
  </div>
);

// Swiper is not in home's first scripts: the server renders the cards, the carousel takes them over when its code is in.
const BasinCarousel = lazyPart(() => import('./BasinCarousel'), skeletons);

/** The basin slider (spec §2, §9): main_shows products, autoplay 5 s, speed 500 ms, 2 per view (3 from 768 px). */
export function BasinSlider() {
  const { data, isPending, isError } = useHomeProducts(BASIN_PARAMS);
  const controls = useRef<BasinControls | null>(null);
  if (isError || (data && data.products.length === 0)) return null;

  return (
    <section className={`below-fold ${styles.block}`} aria-labelledby="home-basins">
      <div className="container">
        <SectionHeading
          id="home-basins"
          eyebrow="Basins"
          title="세면기, 매일의 오브제"
          description="손끝에 닿는 세라믹의 결. 공간의 중심이 되는 세면기를 만나보세요."
          action={
            <div className={styles.actions}>
              <AppLink to={`/shop?category=${CATEGORY_CODES.BATHROOM_SINK}`} className={styles.more}>
                {/* Named for what it lists (search engines and screen readers find "전체 보기" alone says nothing); the look stays. */}
                <span className="visually-hidden">세면기 </span>전체 보기 <Icon name="arrowRight" size={16} />
              </AppLink>
              <button type="button" className={styles.arrow} aria-label="이전 상품" onClick={() => controls.current?.prev()}>
                <Icon name="chevronLeft" size={18} />
              </button>
              <button type="button" className={styles.arrow} aria-label="다음 상품" onClick={() => controls.current?.next()}>
                <Icon name="chevronRight" size={18} />
              </button>
            </div>
          }
        />
        {isPending ? skeletons : <BasinCarousel products={data.products} controls={controls} />}
      </div>
    </section>
  );
}
