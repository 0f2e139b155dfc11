import { CATEGORY_CODES, STOREFRONT } from '@shop/contracts';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/product/ProductGrid';
import { AppLink, EmptyState, LoadError, PageHeader, buttonClassName } from '../../../shared/ui';
import { Section } from '../../../shared/ui/Section';
import { useProducts } from '../api/get-products';
import { FITTING_KINDS, overviewParams } from '../lib/fittings';
import styles from './FittingsOverviewPage.module.css';

/**
 * /shop/bathroom-fittings/overview (spec §2 Shop pages; the drawer's bathroom-fittings category
 * adds this link): how to choose a bathroom fitting, each kind opening its search, and the
 * category's first products with a link to all of them.
 */
export function FittingsOverviewPage() {
  const { data, isPending, isError, error, refetch } = useProducts(overviewParams);
  const all = STOREFRONT.category(CATEGORY_CODES.BATHROOM_FITTINGS);
  return (
    <div className="container">
      <PageHeader
        breadcrumb={[{ label: '홈', to: '/' }, { label: '욕실 수전', to: all }, { label: '개요' }]}
        eyebrow="Bathroom fittings"
        title={<span className="serif">욕실 수전 개요</span>}
        description="물줄기 하나에도 디자인이 있습니다. 세면대와 샤워, 욕조에 꼭 맞는 수전을 고르는 방법을 안내합니다."
        actions={
          <AppLink to={all} className={buttonClassName('secondary', 'sm')}>
            욕실 수전 전체 보기
          </AppLink>
        }
      />
      <ul className={styles.kinds}>
        {FITTING_KINDS.map((kind) => (
          <li key={kind.title} className={styles.kind}>
            <h2 className={`serif ${styles.kindTitle}`}>{kind.title}</h2>
            <p>{kind.text}</p>
            <AppLink to={`/shop/sales?searchValue=${encodeURIComponent(kind.search)}`} className={styles.more}>
              {kind.title} 보기
            </AppLink>
          </li>
        ))}
      </ul>
      <Section title="추천 욕실 수전">
        {isPending ? (
          <ProductGridSkeleton count={4} />
        ) : isError ? (
          <LoadError title="상품을 불러오지 못했습니다" error={error} onRetry={refetch} />
        ) : data.products.length === 0 ? (
          <EmptyState title="준비 중입니다" />
        ) : (
          <ProductGrid products={data.products} />
        )}
      </Section>
    </div>
  );
}
