import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ProductSort } from '@shop/contracts';
import { brandQueryOptions } from '../../../shared/api/brands';
import { useCategoryTree } from '../../../shared/api/categories';
import { AppLink, EmptyState, LoadingBlock, PageHeader, buttonClassName } from '../../../shared/ui';
import { collectionPathOf, collectionTrail } from '../lib/collection-path';
import { ProductListing } from './ProductListing';
import styles from './CollectionCategoryPage.module.css';

/**
 * /b/{brand}/{category}[/{sub}…] (spec §2: /b/{code1} down to /b/{code1}/{code2}/{code3}/{code4}):
 * a brand collection narrowed to a category, with breadcrumbs back up the path, the next level's
 * categories to narrow further, and the products of both (brand= and category= filters).
 */
export function CollectionCategoryPage({ code, codes, page, sort }: { code: string; codes: string[]; page?: number; sort?: ProductSort }) {
  const navigate = useNavigate();
  const brand = useQuery(brandQueryOptions(code));
  const tree = useCategoryTree();
  const path = collectionPathOf(code, codes);
  const onPageChange = useCallback(
    (p: number, replace?: boolean) => void navigate({ to: path, search: { page: p > 1 ? p : undefined, sort }, replace }),
    [navigate, path, sort],
  );
  const onSortChange = useCallback((s: ProductSort) => void navigate({ to: path, search: { sort: s } }), [navigate, path]);

  if (brand.isPending || tree.isPending) return <LoadingBlock minHeight={480} />;
  const trail = tree.data ? collectionTrail(tree.data, codes) : null;
  if (!brand.data || !trail) {
    return (
      <div className="container">
        <EmptyState
          title="컬렉션을 찾을 수 없습니다"
          description="주소를 다시 확인해주세요."
          action={
            <AppLink to="/shop/brands" className={buttonClassName('secondary')}>
              브랜드 보기
            </AppLink>
          }
        />
      </div>
    );
  }
  const category = trail[trail.length - 1]!;
  const crumbs = trail.map((c, i) => ({ label: c.name, to: i < trail.length - 1 ? collectionPathOf(code, codes.slice(0, i + 1)) : undefined }));
  return (
    <div className="container">
      <PageHeader
        breadcrumb={[{ label: '홈', to: '/' }, { label: brand.data.name, to: collectionPathOf(code, []) }, ...crumbs]}
        eyebrow={brand.data.name}
        title={<span className="serif">{category.name}</span>}
        description={`${brand.data.name} 컬렉션의 ${category.name} 제품입니다.`}
      />
      {(category.children ?? []).length > 0 && (
        <nav aria-label="세부 카테고리" className={styles.chips}>
          {category.children!.map((child) => (
            <AppLink key={child.code} to={collectionPathOf(code, [...codes, child.code])} className={buttonClassName('secondary', 'sm')}>
              {child.name}
            </AppLink>
          ))}
        </nav>
      )}
      <ProductListing
        filter={{ brand: code, category: category.code }}
        page={page}
        sort={sort}
        onPageChange={onPageChange}
        onSortChange={onSortChange}
        empty={{ title: '이 컬렉션에 해당하는 제품이 없습니다', description: `${brand.data.name}의 다른 제품을 둘러보세요.` }}
      />
    </div>
  );
}
