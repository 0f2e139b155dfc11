import { useBrands } from '../../../shared/api/brands';
import { EmptyState, LoadingBlock, PageHeader } from '../../../shared/ui';
import { Section } from '../../../shared/ui/Section';
import { COLLECTION_AREAS, type CollectionArea } from '../lib/areas';
import { BrandCards } from './BrandCards';
import styles from './BrandsPage.module.css';

/** /shop/brands (spec §2 Shop pages): every brand collection, the bathroom ones and then the kitchen ones, each opening /shop/brands/{code}. */
export function BrandsPage() {
  const { data: brands, isPending, error } = useBrands();
  return (
    <div className="container">
      <PageHeader
        breadcrumb={[{ label: '홈', to: '/' }, { label: '브랜드' }]}
        eyebrow="Brands"
        title={<span className="serif">브랜드</span>}
        description="하나의 디자인 언어로 이어지는 세라메종의 컬렉션을 만나보세요."
      />
      {isPending ? (
        <LoadingBlock />
      ) : error ? (
        <EmptyState title="브랜드를 불러오지 못했습니다" description={error.message} />
      ) : (brands ?? []).length === 0 ? (
        <EmptyState title="준비 중인 브랜드입니다" />
      ) : (
        (Object.keys(COLLECTION_AREAS) as CollectionArea[]).map((area) => {
          const list = (brands ?? []).filter((b) => b.area === area);
          return list.length === 0 ? null : (
            <Section key={area} title={COLLECTION_AREAS[area].title} className={styles.area}>
              <BrandCards brands={list} href={(code) => `/shop/brands/${encodeURIComponent(code)}`} headingLevel={3} />
            </Section>
          );
        })
      )}
    </div>
  );
}
