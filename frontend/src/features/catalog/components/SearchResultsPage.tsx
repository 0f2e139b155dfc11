import { useCallback, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ProductSort } from '@shop/contracts';
import { AppLink, Button, EmptyState, Icon, PageHeader, buttonClassName } from '../../../shared/ui';
import { facetedFilter } from '../lib/search';
import { ProductListing } from './ProductListing';
import styles from './SearchResultsPage.module.css';

/** Search results for /shop/sales?searchValue= with the shop grid, the facets of the console's filterings and pagination. */
export function SearchResultsPage({ searchValue, page, sort, filters }: { searchValue?: string; page?: number; sort?: ProductSort; filters?: string }) {
  const navigate = useNavigate();

  const onPageChange = useCallback(
    (p: number, replace?: boolean) => void navigate({ to: '/shop/sales', search: { searchValue, page: p > 1 ? p : undefined, sort, filters }, replace }),
    [navigate, searchValue, sort, filters],
  );
  const onSortChange = useCallback(
    (s: ProductSort) => void navigate({ to: '/shop/sales', search: { searchValue, sort: s, filters } }),
    [navigate, searchValue, filters],
  );
  const onFiltersChange = useCallback(
    (next: string | undefined) => void navigate({ to: '/shop/sales', search: { searchValue, sort, filters: next } }),
    [navigate, searchValue, sort],
  );

  // The box is uncontrolled and the form a plain GET to this page: words typed before the page's
  // scripts have started are neither lost when it hydrates nor ignored when Enter comes first.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('searchValue') ?? '').trim();
    if (q) void navigate({ to: '/shop/sales', search: { searchValue: q } });
  };

  return (
    <div className="container">
      <PageHeader
        breadcrumb={[{ label: '홈', to: '/' }, { label: '검색' }]}
        eyebrow="Search"
        title={searchValue ? <>‘{searchValue}’ 검색 결과</> : '상품 검색'}
      />
      <form role="search" action="/shop/sales" method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor="search-page-input" className="visually-hidden">
          검색어
        </label>
        <input
          key={searchValue ?? ''}
          id="search-page-input"
          type="search"
          name="searchValue"
          defaultValue={searchValue ?? ''}
          placeholder="원하시는 상품을 찾아보세요"
          enterKeyHint="search"
        />
        <Button type="submit" icon={<Icon name="search" size={18} />}>
          검색
        </Button>
      </form>
      {searchValue ? (
        <ProductListing
          filter={facetedFilter({ searchValue }, filters)}
          facets={{ filters, onChange: onFiltersChange }}
          page={page}
          sort={sort}
          onPageChange={onPageChange}
          onSortChange={onSortChange}
          empty={({ suggestions = [] }) => ({
            title: '검색 결과가 없습니다',
            description: suggestions.length > 0 ? '혹시 이 검색어를 찾으셨나요?' : '철자를 확인하시거나 ‘세면대’, ‘수전’처럼 더 넓은 검색어로 다시 찾아보세요.',
            action: (
              <div className={styles.suggestions}>
                {suggestions.map((term) => (
                  <Link key={term} to="/shop/sales" search={{ searchValue: term }} className={buttonClassName('primary')}>
                    {term}
                  </Link>
                ))}
                <AppLink to="/shop/products" className={buttonClassName('secondary')}>
                  전체 상품 보기
                </AppLink>
              </div>
            ),
          })}
        />
      ) : (
        <EmptyState compact title="검색어를 입력해주세요" description="제품명, 브랜드, 소재로 찾아보실 수 있습니다." />
      )}
    </div>
  );
}
