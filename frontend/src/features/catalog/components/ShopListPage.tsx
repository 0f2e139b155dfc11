import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ProductSort } from '@shop/contracts';
import { findCategory, useCategoryTree } from '../../../shared/api/categories';
import { AppLink, EmptyState, PageHeader, buttonClassName, type Crumb } from '../../../shared/ui';
import { facetedFilter } from '../lib/search';
import { CategoryFilter } from './CategoryFilter';
import { CategoryVisual } from './CategoryVisual';
import { ProductListing } from './ProductListing';

export interface ShopListPageProps {
  /** Category code; all products when absent. */
  category?: string;
  page?: number;
  sort?: ProductSort;
  /** Picked facet values (contracts facets.ts text). */
  filters?: string;
}

/** The shop listing: all products (/shop/products) or one category (/shop?category={code}, under its header visual), with the facets of the console's filterings. */
export function ShopListPage({ category, page, sort, filters }: ShopListPageProps) {
  const navigate = useNavigate();
  const { data: tree, isSuccess: treeLoaded } = useCategoryTree();
  const hit = category && tree ? findCategory(tree, category) : null;
  const unknownCategory = Boolean(category && treeLoaded && !hit);

  const go = useCallback(
    (next: { page?: number; sort?: ProductSort; filters?: string }, replace = false) => {
      const search = { page: next.page && next.page > 1 ? next.page : undefined, sort: next.sort, filters: next.filters };
      if (category) void navigate({ to: '/shop', search: { category, ...search }, replace });
      else void navigate({ to: '/shop/products', search, replace });
    },
    [category, navigate],
  );
  const onPageChange = useCallback((p: number, replace?: boolean) => go({ page: p, sort, filters }, replace), [go, sort, filters]);
  const onSortChange = useCallback((s: ProductSort) => go({ page: undefined, sort: s, filters }), [go, filters]);
  const onFiltersChange = useCallback((next: string | undefined) => go({ page: undefined, sort, filters: next }), [go, sort]);

  const crumbs: Crumb[] = [
    { label: '홈', to: '/' },
    { label: '온라인 스토어', to: category ? '/shop/products' : undefined },
  ];
  if (hit) {
    for (const p of hit.parents) crumbs.push({ label: p.name, to: `/shop?category=${encodeURIComponent(p.code)}` });
    crumbs.push({ label: hit.category.name });
  }

  const title = hit ? hit.category.name : category ? '카테고리' : '전체 상품';

  return (
    <div className="container">
      <PageHeader
        breadcrumb={crumbs}
        eyebrow={hit?.parents.length ? hit.parents.map((p) => p.name).join(' · ') : 'Online Store'}
        title={<span className="serif">{title}</span>}
        description={hit ? undefined : category ? undefined : '욕실과 주방을 위한 세라메종의 모든 제품을 만나보세요.'}
      />
      {hit?.category.visual && <CategoryVisual visual={hit.category.visual} />}
      <CategoryFilter selected={category} />
      {unknownCategory ? (
        <EmptyState
          title="카테고리를 찾을 수 없습니다"
          description="주소가 바뀌었거나 더 이상 운영하지 않는 카테고리입니다."
          action={
            <AppLink to="/shop/products" className={buttonClassName('secondary')}>
              전체 상품 보기
            </AppLink>
          }
        />
      ) : (
        <ProductListing
          filter={facetedFilter({ category }, filters)}
          facets={{ filters, onChange: onFiltersChange }}
          page={page}
          sort={sort}
          onPageChange={onPageChange}
          onSortChange={onSortChange}
          empty={{ title: '아직 준비된 상품이 없습니다', description: '곧 새로운 제품으로 찾아뵙겠습니다.' }}
        />
      )}
    </div>
  );
}
