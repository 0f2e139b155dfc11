import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ProductSort } from '@shop/contracts';
import { brandQueryOptions } from '../../../shared/api/brands';
import { hasErrorCode } from '../../../shared/api/client';
import { AppLink, EmptyState, LoadingBlock, PageHeader, buttonClassName } from '../../../shared/ui';
import { ProductListing } from './ProductListing';
import styles from './CollectionPage.module.css';
import { CollectionCategories } from './CollectionCategories';

/** A brand collection (/collections/{code}, /b/{code} or /shop/brands/{code}): the brand's story and its products (brand= filter). */
export function CollectionPage({
  code,
  page,
  sort,
  route = '/collections/$code',
}: {
  code: string;
  page?: number;
  sort?: ProductSort;
  route?: '/collections/$code' | '/b/$code' | '/shop/brands/$code';
}) {
  const navigate = useNavigate();
  const { data: brand, isPending, error } = useQuery(brandQueryOptions(code));
  const onPageChange = useCallback(
    (p: number, replace?: boolean) => void navigate({ to: route, params: { code }, search: { page: p > 1 ? p : undefined, sort }, replace }),
    [navigate, route, code, sort],
  );
  const onSortChange = useCallback((s: ProductSort) => void navigate({ to: route, params: { code }, search: { sort: s } }), [navigate, route, code]);

  if (isPending) return <LoadingBlock minHeight={480} />;
  if (error || !brand) {
    const notFound = hasErrorCode(error, 'NOT_FOUND');
    return (
      <div className="container">
        <EmptyState
          title={notFound ? '컬렉션을 찾을 수 없습니다' : '컬렉션을 불러오지 못했습니다'}
          description={notFound ? '주소를 다시 확인해주세요.' : error?.message}
          action={
            <AppLink to="/shop/products" className={buttonClassName('secondary')}>
              전체 상품 보기
            </AppLink>
          }
        />
      </div>
    );
  }

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.copy}>
            <PageHeader
              breadcrumb={[
                { label: '홈', to: '/' },
                {
                  label: brand.area === 'kitchen' ? '주방 컬렉션' : '욕실 컬렉션',
                  to: brand.area === 'kitchen' ? '/b/kitchen-collections' : '/b/bathroom-collections',
                },
                { label: brand.name },
              ]}
              eyebrow={brand.area === 'kitchen' ? 'Kitchen Collection' : 'Bathroom Collection'}
              title={<span className="serif">{brand.name}</span>}
              description={brand.description}
            />
          </div>
          <div className={styles.visual}>
            <img src={brand.image.url} alt={`${brand.name} 컬렉션`} />
          </div>
        </div>
      </section>
      <div className="container">
        <CollectionCategories code={code} area={brand.area === 'kitchen' ? 'kitchen' : 'bath'} />
        <ProductListing
          filter={{ brand: code }}
          page={page}
          sort={sort}
          onPageChange={onPageChange}
          onSortChange={onSortChange}
          empty={{ title: '이 컬렉션의 제품을 준비하고 있습니다', description: '곧 새로운 제품으로 찾아뵙겠습니다.' }}
        />
      </div>
    </>
  );
}
