import { ProductGrid, ProductGridSkeleton } from '../../../shared/product/ProductGrid';
import { AppLink } from '../../../shared/ui';
import { POPULAR_PARAMS, useHomeProducts } from '../api/get-home-products';
import { SectionHeading } from './SectionHeading';
import styles from './PopularBlock.module.css';

/** Popular products (display group popular). */
export function PopularBlock() {
  const { data, isPending, isError } = useHomeProducts(POPULAR_PARAMS);
  if (isError || (data && data.products.length === 0)) return null;
  return (
    <section className={`container below-fold ${styles.block}`} aria-labelledby="home-popular">
      <SectionHeading
        id="home-popular"
        eyebrow="Popular"
        title="지금 많이 찾는 제품"
        action={
          <AppLink to="/shop/products" className={styles.more}>
            전체 상품 보기
          </AppLink>
        }
      />
      {isPending ? <ProductGridSkeleton count={4} /> : <ProductGrid products={data.products} />}
    </section>
  );
}
