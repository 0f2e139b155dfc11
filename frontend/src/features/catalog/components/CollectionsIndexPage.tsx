import { useBrands } from '../../../shared/api/brands';
import { AppLink, EmptyState, LoadingBlock, PageHeader, buttonClassName } from '../../../shared/ui';
import { COLLECTION_AREAS, type CollectionArea } from '../lib/areas';
import { BrandCards } from './BrandCards';

/** /b/bathroom-collections and /b/kitchen-collections: the brand collections of one area. */
export function CollectionsIndexPage({ area }: { area: CollectionArea }) {
  const { data: brands, isPending, error } = useBrands();
  const info = COLLECTION_AREAS[area];
  const list = (brands ?? []).filter((b) => b.area === area);
  return (
    <div className="container">
      <PageHeader
        breadcrumb={[{ label: '홈', to: '/' }, { label: info.title }]}
        eyebrow={info.eyebrow}
        title={<span className="serif">{info.title}</span>}
        description={info.text}
        actions={
          <AppLink to={`/shop?category=${info.category}`} className={buttonClassName('secondary', 'sm')}>
            {area === 'bath' ? '욕실' : '주방'} 제품 전체 보기
          </AppLink>
        }
      />
      {isPending ? (
        <LoadingBlock />
      ) : error ? (
        <EmptyState title="컬렉션을 불러오지 못했습니다" description={error.message} />
      ) : list.length === 0 ? (
        <EmptyState title="준비 중인 컬렉션입니다" />
      ) : (
        <BrandCards brands={list} href={(code) => `/b/${encodeURIComponent(code)}`} />
      )}
    </div>
  );
}
